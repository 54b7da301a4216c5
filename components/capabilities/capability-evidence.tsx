import {
  capabilityValueLabel,
  isWeakSource,
  type CapabilityClaim,
} from "@/lib/directory/capabilities";
import { SourceLink } from "@/components/ui/source-link";
import { formatSeenDate } from "@/lib/format";
import { sourceKindLabels } from "@/lib/sources/kinds";

/**
 * A claim's value, opening (tap, click, or Enter on focus) onto the words of its source, with
 * the source's title, date and kind. Works without JavaScript (a <details>).
 */
export function CapabilityEvidence({
  claim,
  label,
}: {
  claim: CapabilityClaim;
  /** What the value answers, for assistive technology ("iPhone and iPad app, ChatGPT"). */
  label: string;
}) {
  const weak = isWeakSource(claim.source);
  return (
    <details>
      <summary className="cap-value">
        {capabilityValueLabel[claim.value]}
        {claim.licence ? ` (${claim.licence})` : ""}
        <span className="sr-only">: {label}, show the source</span>
        {weak ? <span className="cap-weak">(weakly sourced)</span> : null}
      </summary>
      <p className="cap-evidence">
        <q cite={claim.source.url}>{claim.quote}</q> —{" "}
        <SourceLink url={claim.source.url} title={claim.source.title} />,{" "}
        {formatSeenDate(claim.source.seen)}, {sourceKindLabels[claim.source.kind]}.
      </p>
    </details>
  );
}
