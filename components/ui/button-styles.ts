import { cn } from "@/lib/cn";

type Variant = "primary" | "ghost" | "outline" | "destructive" | "destructive-outline";
type Size = "sm" | "md" | "icon";

const base =
  "inline-flex items-center justify-center gap-2 rounded-lg font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-60";

const variants: Record<Variant, string> = {
  primary: "bg-primary text-primary-foreground hover:bg-primary/85",
  ghost: "text-foreground hover:bg-muted",
  outline: "border border-border text-foreground hover:bg-muted",
  /** An action that cannot be undone, such as deleting the account. */
  destructive: "bg-danger text-background hover:bg-danger/85",
  /** The step before a destructive action. */
  "destructive-outline": "border border-danger text-danger hover:bg-danger/10",
};

const sizes: Record<Size, string> = {
  sm: "h-9 px-3 text-sm",
  md: "h-11 px-5 text-base",
  /** A square button holding one icon. */
  icon: "size-10",
};

/**
 * Class names for anything that should look like a button: a <button> or a link. `className`
 * adds layout classes (margins, widths); looks come from the variant and size, since classes
 * are joined, not merged (lib/cn.ts).
 */
export function buttonStyles(
  options: { variant?: Variant; size?: Size; className?: string } = {},
): string {
  const { variant = "primary", size = "md", className } = options;
  return cn(base, variants[variant], sizes[size], className);
}
