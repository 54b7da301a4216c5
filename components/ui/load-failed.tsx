import type { ReactNode } from "react";
import { cn } from "@/lib/cn";
import { buttonStyles } from "./button-styles";

/**
 * What failed to load, said as an alert, with a "Try again" button. `boxed` sets it in a tinted
 * box, for a failure in place of a listing that other content surrounds.
 */
export function LoadFailed({
  children,
  onRetry,
  boxed = false,
  className,
}: {
  /** The sentence: what could not be loaded, and the reason. */
  children: ReactNode;
  onRetry: () => void;
  boxed?: boolean;
  className?: string;
}) {
  return (
    <div
      role="alert"
      className={cn(
        "flex flex-col items-start gap-3",
        boxed && "rounded-2xl border border-danger/50 bg-danger/10 p-6",
        className,
      )}
    >
      <p>{children}</p>
      <button
        type="button"
        onClick={onRetry}
        className={buttonStyles({ variant: "outline", size: "sm" })}
      >
        Try again
      </button>
    </div>
  );
}
