"use client";

import { useRouter } from "next/navigation";
import { FormMessage } from "@/components/forms/field";
import { leaving, useFormAction } from "@/components/forms/use-form-action";
import { buttonStyles } from "@/components/ui/button-styles";
import { accountCalls } from "@/lib/session/account-calls";
import { Panel } from "./panel";

/** "Sign out" of this device, then home. */
export function SignOutPanel() {
  const router = useRouter();
  const { busy, notice, run } = useFormAction();

  const signOut = () =>
    run("sending", async () => {
      const { signOutAccount } = await accountCalls();
      await signOutAccount();
      router.push("/");
      return leaving;
    });

  return (
    <Panel title="Sign out" id="sign-out-heading">
      <p className="text-muted-foreground">Sign out of your account on this device.</p>
      {notice ? <FormMessage tone={notice.tone}>{notice.text}</FormMessage> : null}
      <div>
        <button
          type="button"
          onClick={signOut}
          className={buttonStyles({ variant: "outline" })}
          aria-disabled={busy !== null || undefined}
        >
          {busy ? "Signing out…" : "Sign out"}
        </button>
      </div>
    </Panel>
  );
}
