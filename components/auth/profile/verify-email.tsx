"use client";

import { FormMessage } from "@/components/forms/field";
import { useFormAction } from "@/components/forms/use-form-action";
import { buttonStyles } from "@/components/ui/button-styles";
import { accountCalls } from "@/lib/session/account-calls";
import { checkVerified } from "../check-verified";

/** Resend the verification email, or check again once it is verified. */
export function VerifyEmail({ email }: { email: string | null }) {
  const { busy, notice, run } = useFormAction<"resending" | "checking">();

  const resend = () =>
    run("resending", async () => {
      const { resendVerification } = await accountCalls();
      await resendVerification();
      return {
        tone: "success",
        text: `We sent a new verification link to ${email ?? "your email"}.`,
      };
    });

  const check = () =>
    run("checking", () =>
      checkVerified(
        "Your email is not verified yet. Open the link in the email we sent, then check again.",
      ),
    );

  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-muted-foreground">
        We sent a verification link to your email. Verify your address to submit tools.
      </p>
      {notice ? <FormMessage tone={notice.tone}>{notice.text}</FormMessage> : null}
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          onClick={resend}
          className={buttonStyles({ variant: "outline", size: "sm" })}
          aria-disabled={busy !== null || undefined}
        >
          Resend verification email
        </button>
        <button
          type="button"
          onClick={check}
          className={buttonStyles({ variant: "ghost", size: "sm" })}
          aria-disabled={busy !== null || undefined}
        >
          I have verified it
        </button>
      </div>
    </div>
  );
}
