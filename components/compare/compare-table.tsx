import { Fragment, type ReactNode } from "react";
import { Link } from "@/components/ui/link";
import { Badge } from "@/components/ui/badge";
import { OutboundButton } from "@/components/tools/outbound-button";
import { ToolLogo } from "@/components/tools/tool-logo";
import { ToolStatusBadge } from "@/components/tools/tool-status-badge";
import { CapabilityEvidence } from "@/components/capabilities/capability-evidence";
import type { ToolRecord } from "@/lib/compare/records";
import { checkedPhrase, cheapestPaidPlan } from "@/lib/compare/verdict";
import { capabilityRows, capabilityValueLabel } from "@/lib/directory/capabilities";
import { capabilityGroups } from "@/lib/directory/capability-vocabulary";
import { hasEnded } from "@/lib/directory/on-sale";
import { formatPricing } from "@/lib/directory/pricing";
import { categoryPath, toolPath } from "@/lib/directory/slug";
import { cn } from "@/lib/cn";

/** An adult tool's link, known once the visitor has confirmed 18+ (fetched by the client view). */
export type CompareColumn = ToolRecord & { confirmedOutbound?: ToolRecord["outbound"] };

function Row({ label, cells, muted }: { label: ReactNode; cells: ReactNode[]; muted?: boolean }) {
  return (
    <tr className="border-t border-border align-top">
      <th
        scope="row"
        className={cn(
          "sticky left-0 z-10 w-32 bg-surface p-3 text-left text-sm font-medium sm:w-40",
          muted ? "text-muted-foreground" : "text-foreground",
        )}
      >
        {label}
      </th>
      {cells.map((cell, index) => (
        <td key={index} className="p-3 text-sm text-foreground/90">
          {cell ?? <span className="text-muted-foreground">—</span>}
        </td>
      ))}
    </tr>
  );
}

function GroupHeading({ id, title, span }: { id: string; title: string; span: number }) {
  return (
    <tr className="border-t border-border bg-muted/40">
      <th id={id} scope="colgroup" colSpan={span} className="p-3 text-left text-base font-semibold">
        {title}
      </th>
    </tr>
  );
}

/** Each tool's own list (features or use cases), in its own words, one column each. */
function OwnWordsRow({
  tools,
  pick,
  label,
}: {
  tools: readonly CompareColumn[];
  pick: "features" | "useCases";
  label: string;
}) {
  return (
    <Row
      label={label}
      cells={tools.map((tool) =>
        tool[pick].length > 0 ? (
          <ul key={tool.slug} className="flex list-disc flex-col gap-1 pl-4">
            {tool[pick].map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        ) : null,
      )}
    />
  );
}

/**
 * Capability by capability, group by group: yes, no, paid plans only or not confirmed, each
 * value opening onto its source's words. "Shared" only where every tool has the same value.
 */
function CapabilityRows({ tools, span }: { tools: readonly CompareColumn[]; span: number }) {
  return capabilityRows(
    capabilityGroups,
    tools.map((tool) => tool.capabilities),
  ).map(({ group, rows }) => (
    <Fragment key={group.id}>
      <GroupHeading id={`compare-${group.id}`} title={group.name} span={span} />
      {rows.map((row) => (
        <Row
          key={row.id}
          label={
            <>
              {row.name}
              {row.shared ? (
                <>
                  {" "}
                  <Badge tone="success">Shared</Badge>
                </>
              ) : null}
              <span className="block text-xs font-normal text-muted-foreground">
                {row.definition}
              </span>
            </>
          }
          cells={row.cells.map((claim, index) =>
            claim ? (
              <CapabilityEvidence
                key={tools[index]!.slug}
                claim={claim}
                label={`${row.name}, ${tools[index]!.name}`}
              />
            ) : (
              <span key={tools[index]!.slug} className="text-muted-foreground">
                {capabilityValueLabel.unknown}
              </span>
            ),
          )}
        />
      ))}
    </Fragment>
  ));
}

function hostOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, "");
  } catch {
    return url;
  }
}

function CallToAction({ tool }: { tool: CompareColumn }) {
  if (hasEnded(tool.status)) return <ToolStatusBadge status={tool.status} />;
  const outbound = tool.outbound ?? tool.confirmedOutbound ?? null;
  if (!outbound)
    return (
      <Link href={toolPath(tool.slug)} className="source-link">
        Confirm you are 18 or older on its page
      </Link>
    );
  return <OutboundButton tool={{ name: tool.name, buttonLabel: tool.buttonLabel, outbound }} />;
}

/**
 * Two to four tools side by side: who they are, how they are priced and how current that
 * is, what they run on and work with capability by capability (each answer with its source),
 * their features and use cases in their own words, their links and calls to action. A real table (column and row headers), scrollable sideways on a phone
 * with the row headers kept in view.
 */
export function CompareTable({
  tools,
  caption,
  headerAction,
}: {
  tools: readonly CompareColumn[];
  caption: string;
  /** Something to put under each tool's name (the client view's Remove button). */
  headerAction?: (tool: CompareColumn) => ReactNode;
}) {
  const span = tools.length + 1;
  return (
    <section
      aria-label={`${caption} (scrolls sideways)`}
      tabIndex={0}
      className="overflow-x-auto rounded-2xl border border-border bg-surface focus-visible:outline-2 focus-visible:outline-accent"
    >
      <table className="w-full min-w-[36rem] table-fixed border-collapse">
        <caption className="sr-only">{caption}</caption>
        <colgroup>
          <col className="w-32 sm:w-40" />
          {tools.map((tool) => (
            <col key={tool.slug} className="min-w-48" />
          ))}
        </colgroup>
        <thead>
          <tr>
            <td className="sticky left-0 z-10 bg-surface p-3" />
            {tools.map((tool) => (
              <th key={tool.slug} scope="col" className="p-3 text-left align-top">
                <div className="flex flex-col items-start gap-2">
                  <ToolLogo tool={tool} size={40} blurred={tool.adult} />
                  <Link
                    href={toolPath(tool.slug)}
                    className="text-base font-semibold hover:text-accent"
                  >
                    {tool.name}
                  </Link>
                  {headerAction?.(tool)}
                </div>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <Row
            label="Category"
            cells={tools.map((tool) => (
              <Link
                key={tool.slug}
                href={categoryPath(tool.categorySlug)}
                className="hover:text-accent"
              >
                {tool.categoryName}
              </Link>
            ))}
          />
          <Row label="Genre" cells={tools.map((tool) => tool.genreLabel)} />
          <Row label="What it is" cells={tools.map((tool) => tool.shortDescription)} />
          <GroupHeading id="compare-pricing" title="Pricing" span={span} />
          <Row label="Pricing model" cells={tools.map((tool) => formatPricing(tool.price))} />
          <Row
            label="Entry price"
            cells={tools.map((tool) => {
              const entry = cheapestPaidPlan(tool);
              if (entry) return formatPricing(entry);
              return tool.price.kind === "free" ? "Free" : null;
            })}
          />
          <Row label="Pricing basis" cells={tools.map((tool) => tool.pricingNote)} />
          <Row
            label="Pricing checked"
            cells={tools.map((tool) => {
              const phrase = checkedPhrase(tool);
              return phrase.charAt(0).toUpperCase() + phrase.slice(1);
            })}
          />
          <CapabilityRows tools={tools} span={span} />
          <GroupHeading id="compare-own-words" title="In their own words" span={span} />
          <OwnWordsRow tools={tools} pick="features" label="Features" />
          {tools.some((tool) => tool.useCases.length > 0) ? (
            <OwnWordsRow tools={tools} pick="useCases" label="Use cases" />
          ) : null}
          <GroupHeading id="compare-links" title="Links" span={span} />
          <Row
            label="Elsewhere"
            cells={tools.map((tool) =>
              tool.links.length > 0 ? (
                <ul key={tool.slug} className="flex flex-col gap-1">
                  {tool.links.map((url) => (
                    <li key={url}>
                      <a
                        href={url}
                        target="_blank"
                        rel="noopener noreferrer"
                        className="source-link"
                      >
                        {hostOf(url)}
                        <span className="sr-only"> ({tool.name}, opens in a new tab)</span>
                      </a>
                    </li>
                  ))}
                </ul>
              ) : null,
            )}
          />
          <Row
            label="Try it"
            cells={tools.map((tool) => (
              <CallToAction key={tool.slug} tool={tool} />
            ))}
          />
        </tbody>
      </table>
    </section>
  );
}
