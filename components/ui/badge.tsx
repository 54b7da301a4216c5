import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

/** Colours by role; the classes are in app/globals.css (.badge-…). */
const tones = {
  neutral: "badge-neutral",
  accent: "badge-accent",
  featured: "badge-featured",
  danger: "badge-danger",
  success: "badge-success",
} as const;

export function Badge({
  children,
  tone = "neutral",
  className,
}: {
  children: ReactNode;
  tone?: keyof typeof tones;
  className?: string;
}) {
  return <span className={cn("badge", tones[tone], className)}>{children}</span>;
}
