import {
  capabilityValueLabel,
  isWeakSource,
  type CapabilityClaim,
} from "@/lib/directory/capabilities";
import { formatLongDate, formatMonthYear } from "@/lib/format";

const formatSeen = (seen: string) =>
  seen.length === 7 ? formatMonthYear(seen) : formatLongDate(seen);

const kindLabel: Record<CapabilityClaim["source"]["kind"], string> = {
  vendor: "the maker's own page",
  press: "press",
  "independent-review": "an independent review",
  digest: "a digest",
  personal: "a personal page",
  unknown: "a page of unknown standing",
};

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
    <details className="group">
      <summary className="cursor-pointer list-none font-medium underline decoration-dotted underline-offset-4 marker:hidden">
        {capabilityValueLabel[claim.value]}
        {claim.licence ? ` (${claim.licence})` : ""}
        <span className="sr-only">: {label}, show the source</span>
        {weak ? <span className="ml-1 text-xs text-muted-foreground">(weakly sourced)</span> : null}
      </summary>
      <p className="mt-2 text-sm text-muted-foreground">
        <q cite={claim.source.url} className="text-foreground/90">
          {claim.quote}
        </q>{" "}
        —{" "}
        <a
          href={claim.source.url}
          target="_blank"
          rel="nofollow noopener noreferrer"
          className="text-accent underline-offset-2 hover:underline"
        >
          {claim.source.title}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
        , {formatSeen(claim.source.seen)}, {kindLabel[claim.source.kind]}.
      </p>
    </details>
  );
}
