import type { SavedKind } from "@/lib/saved/items";
import { cn } from "@/lib/cn";

/**
 * Save and Compare as plain markup: the page's one controller (ItemActions) reads the
 * device's saves and the compare tray, sets aria-pressed and the label, and handles clicks,
 * so a card carries no React of its own. Hidden without JavaScript, where they could not work (.item-toggle in app/globals.css).
 */
export function SaveToggle({
  kind,
  id,
  name,
  className,
}: {
  kind: SavedKind;
  id: string;
  /** The item's name, for the accessible name ("Save Midjourney"). */
  name: string;
  className?: string;
}) {
  return (
    <button
      type="button"
      data-save={`${kind}:${id}`}
      data-name={name}
      aria-pressed="false"
      aria-label={`Save ${name}`}
      className={cn("item-toggle save-toggle", className)}
    >
      Save
    </button>
  );
}

export function CompareToggle({
  slug,
  name,
  className,
}: {
  slug: string;
  name: string;
  className?: string;
}) {
  return (
    <button
      type="button"
      data-compare={slug}
      data-name={name}
      aria-pressed="false"
      aria-label={`Compare ${name}`}
      className={cn("item-toggle compare-toggle", className)}
    >
      Compare
    </button>
  );
}
