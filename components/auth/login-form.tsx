"use client";

import { Link } from "@/components/ui/link";
import { useRouter } from "next/navigation";
import { useId, useState, type FormEvent } from "react";
import { CurrentPasswordInput } from "@/components/forms/current-password-input";
import { Field, FormMessage, inputStyles, NeedsJavaScript } from "@/components/forms/field";
import { buttonStyles } from "@/components/ui/button-styles";
import { focusFirstInvalid } from "@/components/forms/focus-first-invalid";
import type { FieldErrors } from "@/components/forms/use-field-errors";
import { leaving, useFormAction } from "@/components/forms/use-form-action";
import { useSchemas } from "@/components/forms/use-schemas";
import { withReturn } from "@/lib/safe-return";
import { accountCalls } from "@/lib/session/account-calls";
import { confirmedUser } from "@/lib/session/auth-state";
import { startAuth } from "@/lib/session/auth-store";
import { AlreadySignedIn } from "./already-signed-in";
import { useAuth } from "./auth-context";
import { useReturnTarget } from "./use-return-target";

const fieldOrder = ["email", "password"] as const;

export function LoginForm() {
  const id = useId();
  const router = useRouter();
  const auth = useAuth();
  const { back } = useReturnTarget();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const { busy, notice, setNotice, run } = useFormAction<"signing-in" | "resetting">();
  const schemas = useSchemas(() => import("@/lib/schemas/account"));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setNotice(null);
    const { loginSchema, fieldErrors } = await schemas.load();
    const result = loginSchema.safeParse({ email, password });
    if (!result.success) {
      const found = fieldErrors(result.error);
      setErrors(found);
      focusFirstInvalid(id, fieldOrder, found);
      return;
    }
    setErrors({});
    const destination = back ?? "/profile";
    await run("signing-in", async () => {
      const { signIn } = await accountCalls();
      await signIn(result.data.email, result.data.password);
      router.push(destination);
      return leaving;
    });
  }

  async function onForgot() {
    if (busy) return;
    setNotice(null);
    const { resetSchema } = await schemas.load();
    const result = resetSchema.safeParse({ email });
    if (!result.success) {
      const found = {
        email: "Enter your email address above, then choose “Forgot password?” again.",
      };
      setErrors(found);
      focusFirstInvalid(id, fieldOrder, found);
      return;
    }
    setErrors({});
    await run("resetting", async () => {
      const { sendPasswordReset } = await accountCalls();
      await sendPasswordReset(result.data.email);
      return {
        tone: "success",
        text: `If an account exists for ${result.data.email}, we have sent it a link to reset the password. Check your inbox.`,
      };
    });
  }

  const user = confirmedUser(auth);
  if (user && busy !== "signing-in") return <AlreadySignedIn user={user} />;

  return (
    <>
      <NeedsJavaScript what="Signing in" />
      <form
        noValidate
        onSubmit={onSubmit}
        onFocusCapture={() => {
          void schemas.load();
          // Signing in needs Firebase Auth: a guest's first focus here is when it loads.
          void startAuth();
        }}
        className="flex flex-col gap-5 noscript:hidden"
      >
        {notice ? <FormMessage tone={notice.tone}>{notice.text}</FormMessage> : null}
        <Field id={`${id}-email`} label="Email" error={errors.email}>
          {(props) => (
            <input
              {...props}
              type="email"
              name="email"
              autoComplete="email"
              inputMode="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              className={inputStyles}
            />
          )}
        </Field>
        <Field id={`${id}-password`} label="Password" error={errors.password}>
          {(props) => (
            <CurrentPasswordInput control={props} value={password} onChange={setPassword} />
          )}
        </Field>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <button
            type="submit"
            className={buttonStyles()}
            aria-disabled={busy !== null || undefined}
          >
            {busy === "signing-in" ? "Signing in…" : "Sign in"}
          </button>
          <button
            type="button"
            onClick={onForgot}
            className="text-sm text-accent underline"
            aria-disabled={busy !== null || undefined}
          >
            {busy === "resetting" ? "Sending the reset link…" : "Forgot password?"}
          </button>
        </div>
        <p className="text-sm text-muted-foreground">
          New here?{" "}
          <Link
            href={withReturn("/register", back ?? "/profile")}
            className="text-accent underline"
          >
            Create an account
          </Link>
          .
        </p>
      </form>
    </>
  );
}
