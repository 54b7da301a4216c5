import { cn } from "@/lib/cn";

/**
 * primary, ghost, outline; destructive: an action that cannot be undone, such as deleting the
 * account; destructive-outline: the step before a destructive action.
 */
type Variant = "primary" | "ghost" | "outline" | "destructive" | "destructive-outline";
/** icon: a square button holding one icon. */
type Size = "sm" | "md" | "icon";

/**
 * Class names for anything that should look like a button: a <button> or a link. `className`
 * adds layout classes (margins, widths); looks come from the variant and size, since classes
 * are joined, not merged (lib/cn.ts). The styles are short component classes in
 * app/globals.css (.btn, .btn-{variant}, .btn-{size}): a page sends its classes three times.
 */
export function buttonStyles(
  options: { variant?: Variant; size?: Size; className?: string } = {},
): string {
  const { variant = "primary", size = "md", className } = options;
  return cn("btn", `btn-${variant}`, `btn-${size}`, className);
}
