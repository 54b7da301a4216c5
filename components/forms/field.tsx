import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

export { inputStyles } from "./input-styles";

/** What a Field hands its control. `disabled` is only present when the field says why. */
export type FieldControl = {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
  required?: true;
  disabled?: true;
};

/**
 * A labelled form control with its hint and error, wired for screen readers: the control
 * (given by children as a render function) receives id, aria-invalid and aria-describedby.
 * `disabledBecause` turns the control off and shows the reason in place of the hint; a control
 * that still holds a wrong value stays on, so its value can be cleared.
 */
export function Field({
  id,
  label,
  hint,
  error,
  optional = false,
  required = false,
  disabledBecause,
  children,
  className,
}: {
  id: string;
  label: string;
  hint?: ReactNode;
  error?: string | undefined;
  optional?: boolean;
  required?: boolean;
  disabledBecause?: string | undefined;
  className?: string;
  children: (control: FieldControl) => ReactNode;
}) {
  // With an error shown, the reason it is off would only repeat it: show the hint instead.
  const note = disabledBecause && !error ? disabledBecause : hint;
  const hintId = note ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(" ") || undefined;
  const disabled = Boolean(disabledBecause) && !error;
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <label
        htmlFor={id}
        className={cn("text-sm font-medium", disabledBecause && "text-muted-foreground")}
      >
        {label}
        {optional ? <span className="font-normal text-muted-foreground"> (optional)</span> : null}
        {required ? <span className="font-normal text-muted-foreground"> (required)</span> : null}
      </label>
      {children({
        id,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy,
        ...(required ? { required: true as const } : {}),
        ...(disabled ? { disabled: true as const } : {}),
      })}
      {error ? (
        <p id={errorId} className="text-sm text-danger">
          {error}
        </p>
      ) : null}
      {note ? (
        <div id={hintId} className="text-sm text-muted-foreground">
          {note}
        </div>
      ) : null}
    </div>
  );
}

/**
 * A checkbox with its label, error and, when it cannot be used, the reason. A box that is on
 * stays usable even then, so it can be turned off.
 */
export function CheckboxField({
  id,
  label,
  checked,
  onChange,
  disabledBecause,
  error,
}: {
  id: string;
  label: string;
  checked: boolean;
  onChange: (value: boolean) => void;
  disabledBecause?: string | undefined;
  error?: string | undefined;
}) {
  const errorId = error ? `${id}-error` : undefined;
  const hintId = disabledBecause ? `${id}-hint` : undefined;
  return (
    <div className="flex flex-col gap-1">
      <label
        className={cn(
          "flex items-center gap-2 text-sm font-medium",
          disabledBecause && "text-muted-foreground",
        )}
      >
        <input
          id={id}
          type="checkbox"
          checked={checked}
          disabled={Boolean(disabledBecause) && !checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-describedby={[errorId, hintId].filter(Boolean).join(" ") || undefined}
          className="size-4 accent-primary"
        />
        {label}
      </label>
      {error ? (
        <p id={errorId} className="text-sm text-danger">
          {error}
        </p>
      ) : null}
      {disabledBecause ? (
        <p id={hintId} className="text-sm text-muted-foreground">
          {disabledBecause}
        </p>
      ) : null}
    </div>
  );
}

/** A message about the whole form: errors are alerts, confirmations are polite. */
export function FormMessage({
  tone,
  children,
  id,
}: {
  tone: "error" | "success" | "info";
  children: ReactNode;
  id?: string;
}) {
  return (
    <div
      id={id}
      role={tone === "error" ? "alert" : "status"}
      className={cn(
        "rounded-lg border px-4 py-3 text-sm",
        tone === "error" && "border-danger/50 bg-danger/10 text-foreground",
        tone === "success" && "border-success/50 bg-success/10 text-foreground",
        tone === "info" && "border-border bg-surface text-foreground",
      )}
    >
      {children}
    </div>
  );
}

/** Shown in place of a form when JavaScript is off: forms talk to Firebase from the browser. */
export function NeedsJavaScript({ what }: { what: string }) {
  return (
    <p className="hidden rounded-lg border border-border bg-surface px-4 py-3 text-sm noscript:block">
      {what} needs JavaScript, which is turned off in your browser. Turn it on and reload the page.
    </p>
  );
}
