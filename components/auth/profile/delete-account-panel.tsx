"use client";

import { useRouter } from "next/navigation";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { CurrentPasswordInput } from "@/components/forms/current-password-input";
import { Field } from "@/components/forms/field";
import { focusFirstInvalid } from "@/components/forms/focus-first-invalid";
import { leaving, useFormAction } from "@/components/forms/use-form-action";
import { buttonStyles } from "@/components/ui/button-styles";
import { accountCalls } from "@/lib/session/account-calls";
import { Panel } from "./panel";

/** "Delete account", confirmed with the password; Firebase's refusal shows under that field. */
export function DeleteAccountPanel() {
  const id = useId();
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState("");
  const [error, setError] = useState("");
  const { busy, notice, setNotice, run } = useFormAction();
  const opened = useRef(false);

  // Opening the confirmation moves focus to its password field; cancelling returns it.
  useEffect(() => {
    if (open) document.getElementById(`${id}-password`)?.focus();
    else if (opened.current) document.getElementById(`${id}-open`)?.focus();
    opened.current ||= open;
  }, [open, id]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (!password) {
      const message = "Enter your password to confirm.";
      setError(message);
      setNotice(null);
      focusFirstInvalid(id, ["password"], { password: message });
      return;
    }
    setError("");
    await run("sending", async () => {
      const { deleteAccount } = await accountCalls();
      await deleteAccount(password);
      router.push("/");
      return leaving;
    });
  }

  return (
    <Panel title="Delete account" id="delete-heading">
      <p className="text-muted-foreground">
        This deletes your account and profile for good. Newsletter subscriptions and tools you
        submitted are kept; write to us to have them removed.
      </p>
      {open ? (
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
          <Field
            id={`${id}-password`}
            label="Your password, to confirm"
            error={error || notice?.text}
          >
            {(props) => (
              <CurrentPasswordInput control={props} value={password} onChange={setPassword} />
            )}
          </Field>
          <div className="flex flex-wrap gap-3">
            <button
              type="submit"
              className={buttonStyles({ variant: "destructive" })}
              aria-disabled={busy !== null || undefined}
            >
              {busy ? "Deleting…" : "Delete my account"}
            </button>
            <button
              type="button"
              onClick={() => {
                setOpen(false);
                setPassword("");
                setError("");
                setNotice(null);
              }}
              className={buttonStyles({ variant: "ghost" })}
            >
              Cancel
            </button>
          </div>
        </form>
      ) : (
        <div>
          <button
            id={`${id}-open`}
            type="button"
            onClick={() => setOpen(true)}
            className={buttonStyles({ variant: "destructive-outline" })}
          >
            Delete account…
          </button>
        </div>
      )}
    </Panel>
  );
}
