"use client";

import { useId, useState, type FormEvent } from "react";
import { Field, FormMessage, inputStyles } from "@/components/forms/field";
import { focusFirstInvalid } from "@/components/forms/focus-first-invalid";
import { useFormAction } from "@/components/forms/use-form-action";
import { useSchemas } from "@/components/forms/use-schemas";
import { buttonStyles } from "@/components/ui/button-styles";
import { accountCalls } from "@/lib/session/account-calls";
import { Panel } from "./panel";

/** "Change username": checked by the account schema, then saved to Firebase Auth and users/{uid}. */
export function RenamePanel({ current }: { current: string | null }) {
  const id = useId();
  const [username, setUsername] = useState(current ?? "");
  const [error, setError] = useState("");
  const { busy, notice, setNotice, run } = useFormAction();
  const schemas = useSchemas(() => import("@/lib/schemas/account"));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setNotice(null);
    const { usernameSchema } = await schemas.load();
    const result = usernameSchema.safeParse(username);
    if (!result.success) {
      const message = result.error.issues[0]?.message ?? "Choose a valid username.";
      setError(message);
      focusFirstInvalid(id, ["username"], { username: message });
      return;
    }
    setError("");
    if (result.data === current) {
      setNotice({ tone: "success", text: `Your username is already ${result.data}.` });
      return;
    }
    await run("sending", async () => {
      const { renameAccount } = await accountCalls();
      await renameAccount(result.data);
      return { tone: "success", text: `Your username is now ${result.data}.` };
    });
  }

  return (
    <Panel title="Change username" id="rename-heading">
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        {notice ? <FormMessage tone={notice.tone}>{notice.text}</FormMessage> : null}
        <Field
          id={`${id}-username`}
          label="New username"
          hint="3 to 20 letters, digits or underscores (_)."
          error={error}
        >
          {(props) => (
            <input
              type="text"
              {...props}
              name="username"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={40}
              value={username}
              onChange={(event) => setUsername(event.target.value)}
              className={inputStyles}
            />
          )}
        </Field>
        <div>
          <button
            type="submit"
            className={buttonStyles()}
            aria-disabled={busy !== null || undefined}
          >
            {busy ? "Saving…" : "Save username"}
          </button>
        </div>
      </form>
    </Panel>
  );
}
