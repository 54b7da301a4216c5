import { cn } from "@/lib/cn";
import type { ReportKind } from "@/lib/reports/report-fields";

/**
 * "Report a problem" as plain markup: the page's ReportLauncher handles the click (and loads
 * the dialog then), so a prompt card carries no React of its own. Hidden without JavaScript,
 * where the dialog could not work.
 */
export function ReportButton({
  kind,
  id,
  name,
  label = "Report a problem",
  className,
}: {
  kind: ReportKind;
  id: string;
  /** The item's name, for the accessible name ("Report a problem with Midjourney"). */
  name: string;
  /** The visible text; the accessible name starts with it. */
  label?: "Report a problem" | "Report";
  className?: string;
}) {
  return (
    <button
      type="button"
      data-report={`${kind}:${id}`}
      data-name={name}
      aria-haspopup="dialog"
      aria-label={`Report a problem with ${name}`}
      className={cn("noscript:hidden", className)}
    >
      {label}
    </button>
  );
}
