import type { CSSProperties } from "react";
import { cn } from "@/lib/cn";

/** "4.3 out of 5 stars" as five stars filled to the rating: one element, no SVG per star. */
export function Stars({
  rating,
  className,
  label = `${formatRating(rating)} out of 5 stars`,
}: {
  rating: number;
  className?: string;
  /** What a screen reader hears; by default the rating out of 5. */
  label?: string;
}) {
  return (
    <span
      role="img"
      aria-label={label}
      className={cn("stars", className)}
      style={{ "--stars": `${(Math.max(0, Math.min(5, rating)) / 5) * 100}%` } as CSSProperties}
    />
  );
}

/** 4.333 → "4.3"; 4 → "4.0": one decimal, as every rating on the site. */
export function formatRating(rating: number): string {
  return rating.toFixed(1);
}
