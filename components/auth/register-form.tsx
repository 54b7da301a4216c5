"use client";

import { Link } from "@/components/ui/link";
import { useRouter } from "next/navigation";
import { useId, useState, type FormEvent } from "react";
import { Field, FormMessage, inputStyles, NeedsJavaScript } from "@/components/forms/field";
import { buttonStyles } from "@/components/ui/button-styles";
import { focusFirstInvalid } from "@/components/forms/focus-first-invalid";
import { useFieldErrors } from "@/components/forms/use-field-errors";
import { leaving, useFormAction } from "@/components/forms/use-form-action";
import { useSchemas } from "@/components/forms/use-schemas";
import { withReturn } from "@/lib/safe-return";
import type { RegisterInput } from "@/lib/schemas/account";
import { accountCalls } from "@/lib/session/account-calls";
import { confirmedUser } from "@/lib/session/auth-state";
import { startAuth } from "@/lib/session/auth-store";
import { AlreadySignedIn } from "./already-signed-in";
import { useAuth } from "./auth-context";
import { PasswordChecklist } from "./password-checklist";
import { useReturnTarget } from "./use-return-target";

const empty: RegisterInput = { username: "", email: "", password: "", confirmPassword: "" };
const fieldOrder = ["username", "email", "password", "confirmPassword"] as const;

export function RegisterForm() {
  const id = useId();
  const router = useRouter();
  const auth = useAuth();
  const { next, back } = useReturnTarget();
  const [values, setValues] = useState(empty);
  const { busy, notice, setNotice, run } = useFormAction();
  const schemas = useSchemas(() => import("@/lib/schemas/account"));
  const fields = useFieldErrors((input: RegisterInput) => {
    const loaded = schemas.current;
    return loaded && loaded.errorsFor(loaded.registerSchema, input);
  });
  const errors = fields.errors;

  function update(key: keyof RegisterInput, value: string) {
    const next = { ...values, [key]: value };
    setValues(next);
    // A new password can fix or break the confirmation too.
    fields.recheck(next, key === "password" ? [key, "confirmPassword"] : [key]);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setNotice(null);
    const { registerSchema, fieldErrors } = await schemas.load();
    const result = registerSchema.safeParse(values);
    if (!result.success) {
      const found = fieldErrors(result.error);
      fields.show(found);
      focusFirstInvalid(id, fieldOrder, found);
      return;
    }
    fields.clear();
    await run("sending", async () => {
      const { register } = await accountCalls();
      await register(result.data.username, result.data.email, result.data.password);
      router.push(next ?? "/profile");
      return leaving;
    });
  }

  const user = confirmedUser(auth);
  if (user && !busy) return <AlreadySignedIn user={user} />;

  const control = (key: keyof RegisterInput) => ({
    value: values[key],
    onChange: (event: { target: { value: string } }) => update(key, event.target.value),
    className: inputStyles,
  });

  return (
    <>
      <NeedsJavaScript what="Creating an account" />
      <form
        noValidate
        onSubmit={onSubmit}
        onFocusCapture={() => {
          void schemas.load();
          // Signing in needs Firebase Auth: a guest's first focus here is when it loads.
          void startAuth();
        }}
        className="flex flex-col gap-5 noscript:hidden"
        aria-describedby={notice ? `${id}-form-error` : undefined}
      >
        {notice ? (
          <FormMessage tone={notice.tone} id={`${id}-form-error`}>
            {notice.text}
          </FormMessage>
        ) : null}
        <Field
          id={`${id}-username`}
          label="Username"
          hint="3 to 20 letters, digits or underscores (_). Shown on the site."
          error={errors.username}
        >
          {(props) => (
            <input
              type="text"
              {...props}
              {...control("username")}
              name="username"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={40}
            />
          )}
        </Field>
        <Field id={`${id}-email`} label="Email" error={errors.email}>
          {(props) => (
            <input
              {...props}
              {...control("email")}
              type="email"
              name="email"
              autoComplete="email"
              inputMode="email"
            />
          )}
        </Field>
        <Field
          id={`${id}-password`}
          label="Password"
          error={errors.password}
          hint={<PasswordChecklist id={`${id}-rules`} password={values.password} />}
        >
          {(props) => (
            <input
              {...props}
              {...control("password")}
              type="password"
              name="new-password"
              autoComplete="new-password"
            />
          )}
        </Field>
        <Field id={`${id}-confirmPassword`} label="Confirm password" error={errors.confirmPassword}>
          {(props) => (
            <input
              {...props}
              {...control("confirmPassword")}
              type="password"
              name="confirm-password"
              autoComplete="new-password"
            />
          )}
        </Field>
        <button type="submit" className={buttonStyles()} aria-disabled={busy !== null || undefined}>
          {busy ? "Creating your account…" : "Create account"}
        </button>
        <p className="text-sm text-muted-foreground">
          Already have an account?{" "}
          <Link href={withReturn("/login", back ?? "/profile")} className="text-accent underline">
            Sign in
          </Link>
          .
        </p>
      </form>
    </>
  );
}
