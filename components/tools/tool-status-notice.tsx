import type { DirectoryTool } from "@/lib/directory/catalogue";
import { formatMonthYear } from "@/lib/format";

/**
 * The notice at the top of a discontinued or renamed tool's page. A discontinued tool keeps its
 * page (links and search still lead here) but says so first and points to its alternatives.
 */
export function ToolStatusNotice({
  tool,
  hasAlternatives,
}: {
  tool: Pick<DirectoryTool, "name" | "status" | "discontinuedOn" | "renamedTo">;
  hasAlternatives: boolean;
}) {
  if (tool.status === "discontinued") {
    return (
      <div
        data-tool-status="discontinued"
        className="flex max-w-3xl flex-col gap-1 rounded-xl border border-danger/50 bg-danger/10 px-4 py-3 text-sm"
      >
        <p className="font-semibold text-danger">
          {tool.name} was discontinued
          {tool.discontinuedOn ? ` in ${formatMonthYear(tool.discontinuedOn)}` : ""}.
        </p>
        <p className="text-foreground/90">
          This page is kept for reference and describes the service as it was.{" "}
          {hasAlternatives ? (
            <a href="#alternatives" className="font-medium text-accent underline">
              See alternatives to {tool.name}
            </a>
          ) : null}
        </p>
      </div>
    );
  }
  if (tool.status === "renamed" && tool.renamedTo) {
    return (
      <p
        data-tool-status="renamed"
        className="max-w-3xl rounded-xl border border-accent/40 bg-accent/10 px-4 py-3 text-sm"
      >
        <span className="font-semibold text-accent">
          {tool.name} is now called {tool.renamedTo}.
        </span>{" "}
        This page describes the product under its new name.
      </p>
    );
  }
  return null;
}
