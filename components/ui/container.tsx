import type { ComponentPropsWithoutRef } from "react";
import { cn } from "@/lib/cn";

const widths = {
  wide: "max-w-content",
  /** Reading width for long text. */
  narrow: "max-w-3xl",
  /** Forms and account pages. */
  form: "max-w-2xl",
} as const;

export function Container({
  className,
  size = "wide",
  ...props
}: ComponentPropsWithoutRef<"div"> & { size?: keyof typeof widths }) {
  return <div className={cn("page-wrap", widths[size], className)} {...props} />;
}
