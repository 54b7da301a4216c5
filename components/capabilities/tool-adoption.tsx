import type { AdoptionFigure } from "@/lib/schemas/capabilities";
import { SourceLink } from "@/components/ui/source-link";
import { formatSeenDate } from "@/lib/format";
import { sourceKindLabels } from "@/lib/sources/kinds";

/**
 * How many use a tool, as dated sources state it: each figure with its metric, the source's own
 * words, its date and kind. Nothing when no source states one (no guess, no "popular").
 */
export function ToolAdoption({
  toolName,
  figures,
}: {
  toolName: string;
  figures: readonly AdoptionFigure[] | undefined;
}) {
  if (!figures || figures.length === 0) return null;
  return (
    <section aria-labelledby="adoption" className="flex flex-col gap-3">
      <h2 id="adoption" className="text-xl font-semibold tracking-tight">
        How many use {toolName}
      </h2>
      <ul className="flex flex-col gap-3">
        {figures.map((figure, index) => (
          <li key={index} className="flex flex-col gap-1">
            <p>
              <span className="text-lg font-semibold">{figure.figure}</span> {figure.metric}, as of{" "}
              {formatSeenDate(figure.source.seen)}
            </p>
            <p className="cap-evidence">
              <q cite={figure.source.url}>{figure.source.quote}</q> —{" "}
              <SourceLink url={figure.source.url} title={figure.source.title} />,{" "}
              {sourceKindLabels[figure.source.kind]}.
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
