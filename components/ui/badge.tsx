import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

const tones = {
  neutral: "border-border bg-muted text-muted-foreground",
  accent: "border-accent/40 bg-accent/10 text-accent",
  featured: "border-featured/40 bg-featured/10 text-featured",
  danger: "border-danger/50 bg-danger/10 text-danger",
  success: "border-success/40 bg-success/10 text-success",
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
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-medium whitespace-nowrap",
        tones[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
