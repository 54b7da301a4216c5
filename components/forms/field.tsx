import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

export const inputStyles =
  "w-full rounded-lg border border-border bg-surface px-3 py-2 text-base text-foreground placeholder:text-muted-foreground aria-invalid:border-danger";

/**
 * A labelled form control with its hint and error, wired for screen readers: the control
 * (given by children as a render function) receives id, aria-invalid and aria-describedby.
 */
export function Field({
  id,
  label,
  hint,
  error,
  optional = false,
  children,
  className,
}: {
  id: string;
  label: string;
  hint?: ReactNode;
  error?: string | undefined;
  optional?: boolean;
  className?: string;
  children: (control: {
    id: string;
    "aria-invalid": true | undefined;
    "aria-describedby": string | undefined;
  }) => ReactNode;
}) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
        {optional ? <span className="font-normal text-muted-foreground"> (optional)</span> : null}
      </label>
      {children({ id, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy })}
      {error ? (
        <p id={errorId} className="text-sm text-danger">
          {error}
        </p>
      ) : null}
      {hint ? (
        <div id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </div>
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
