/**
 * The rules inside one tool record between its price, its sources and its lifecycle, as
 * messages of the form "field: what is wrong". Dates compare as written: "2026-03" sorts before
 * "2026-03-14". Rules that span records (a successor must be listed) live in catalogue.ts.
 */
import type { Tool, ToolSource } from "@/lib/schemas/tool";
import { evidenceProblems } from "./evidence-rules";
import { parsePricing } from "./pricing";

/** The newest source marked as confirming the price: its date is "Pricing confirmed …". */
export function pricingSource(tool: Pick<Tool, "sources">): ToolSource | undefined {
  return newest((tool.sources ?? []).filter((source) => source.confirmsPrice === true));
}

/** The newest source that reports the tool's lifecycle event or change of owner. */
export function statusSource(tool: Pick<Tool, "sources">): ToolSource | undefined {
  return newest((tool.sources ?? []).filter((source) => source.confirmsStatus === true));
}

function newest(sources: readonly ToolSource[]): ToolSource | undefined {
  return sources.reduce<ToolSource | undefined>(
    (best, source) => (best === undefined || source.seen > best.seen ? source : best),
    undefined,
  );
}

/** Whether the entry states a price at all (pricing, a cheapest paid plan or its basis). */
export function statesPrice(tool: Pick<Tool, "pricing" | "paidFrom" | "pricingNote">): boolean {
  return (
    tool.pricing.trim() !== "" || tool.paidFrom !== undefined || tool.pricingNote !== undefined
  );
}

const describe = (source: ToolSource) => `"${source.title}" (${source.seen})`;

/** Every problem of one record's sources, price confirmation and lifecycle. */
export function recordProblems(tool: Tool, today: string): string[] {
  return [
    ...legacyFieldProblems(tool),
    ...sourceProblems(tool, today),
    ...priceProblems(tool),
    ...lifecycleProblems(tool, today),
    ...historyProblems(tool, today),
    ...evidenceProblems(tool),
  ];
}

/** The price as a comparable key: "Freemium + price $8 /month" and "freemium+$8/month" agree. */
export function priceKey(entry: { pricing: string; paidFrom?: string | undefined }): string {
  const read = (text: string | undefined) =>
    JSON.stringify(text === undefined ? null : parsePricing(text));
  return `${read(entry.pricing)}+${read(entry.paidFrom)}`;
}

/** Newest first, the first entry the current price, no two neighbours alike, nothing in the future. */
function historyProblems(tool: Tool, today: string): string[] {
  const history = tool.priceHistory ?? [];
  const problems: string[] = [];
  history.forEach((entry, index) => {
    if (entry.on > today) problems.push(`priceHistory[${index}].on: ${entry.on} is in the future`);
    if (entry.source.seen > today)
      problems.push(`priceHistory[${index}].source.seen: ${entry.source.seen} is in the future`);
    const older = history[index + 1];
    if (older && older.on > entry.on)
      problems.push(
        `priceHistory[${index + 1}].on: ${older.on} is after ${entry.on}; list the prices newest first`,
      );
    if (older && priceKey(older) === priceKey(entry))
      problems.push(
        `priceHistory[${index + 1}]: the same price as the entry before it; a history lists changes`,
      );
  });
  const current = history[0];
  if (current && priceKey(current) !== priceKey(tool))
    problems.push(
      `priceHistory[0]: says ${current.pricing}${current.paidFrom ? ` (paid from ${current.paidFrom})` : ""}, but the entry states ${tool.pricing || '""'}${tool.paidFrom ? ` (paid from ${tool.paidFrom})` : ""}; the newest entry is the current price`,
    );
  return problems;
}

/** Fields that are derived or renamed now: each message says what replaced it. */
function legacyFieldProblems(tool: Tool): string[] {
  const problems: string[] = [];
  if (tool.checkedAt !== undefined) {
    const source = pricingSource(tool);
    problems.push(
      source === undefined
        ? `checkedAt: is derived, not typed: mark the source that states the price with "confirmsPrice": true and remove checkedAt`
        : source.seen === tool.checkedAt
          ? `checkedAt: is derived from the newest source marked confirmsPrice, ${describe(source)}; remove checkedAt`
          : `checkedAt: says ${String(tool.checkedAt)}, but the newest source marked confirmsPrice is ${describe(source)}; remove checkedAt (the date is derived from that source)`,
    );
  }
  if (tool.discontinuedOn !== undefined)
    problems.push('discontinuedOn: renamed "statusOn" (the date of any lifecycle event)');
  if (tool.bgImageUrl !== undefined)
    problems.push("bgImageUrl: tool pages no longer show a banner; remove the field");
  return problems;
}

function sourceProblems(tool: Tool, today: string): string[] {
  const problems: string[] = [];
  const sources = tool.sources ?? [];
  const status = tool.status ?? "active";
  if (sources.length === 0 && status !== "unverified")
    problems.push(
      'sources: every tool lists at least one source that supports its page; a tool no source supports at all is marked "status": "unverified" with "lastSeen"',
    );
  const urls = new Set<string>();
  sources.forEach((source, index) => {
    if (source.seen > today)
      problems.push(`sources[${index}].seen: ${source.seen} is in the future`);
    if (urls.has(source.url)) problems.push(`sources[${index}].url: ${source.url} is listed twice`);
    urls.add(source.url);
    if (source.confirmsPrice && !statesPrice(tool))
      problems.push(
        `sources[${index}].confirmsPrice: the entry states no price for ${describe(source)} to confirm (pricing is "")`,
      );
    if (
      source.confirmsStatus &&
      status === "active" &&
      tool.acquiredBy === undefined &&
      tool.closingOn === undefined
    )
      problems.push(
        `sources[${index}].confirmsStatus: the entry records no lifecycle event or owner for ${describe(source)} to confirm`,
      );
  });
  return problems;
}

function priceProblems(tool: Tool): string[] {
  const problems: string[] = [];
  const status = tool.status ?? "active";
  if (statesPrice(tool) && status !== "unverified" && pricingSource(tool) === undefined)
    problems.push(
      'pricing: the entry states a price (pricing, paidFrom or pricingNote) but no source is marked "confirmsPrice": true; mark the source that states it, or leave pricing "" and the other two out',
    );
  if (tool.paidFrom !== undefined && parsePricing(tool.pricing)?.kind !== "freemium")
    problems.push(
      'paidFrom: only a "Freemium" tool has a cheapest paid plan apart from its pricing',
    );
  return problems;
}

/** Which field each status needs, and which fields belong to one status only. */
const statusFields = {
  discontinued: ["statusOn"],
  renamed: ["statusOn", "renamedTo"],
  merged: ["statusOn", "successor"],
  unverified: ["lastSeen"],
} as const;

function lifecycleProblems(tool: Tool, today: string): string[] {
  const problems: string[] = [];
  const status = tool.status ?? "active";
  const required: readonly string[] = status === "active" ? [] : statusFields[status];
  for (const field of required) {
    if (tool[field as keyof Tool] === undefined)
      problems.push(`${field}: required when status is "${status}"`);
  }
  const owners: Record<string, readonly string[]> = {
    statusOn: ["discontinued", "renamed", "merged"],
    closingOn: ["active"],
    renamedTo: ["renamed"],
    successor: ["discontinued", "renamed", "merged"],
    lastSeen: ["unverified"],
  };
  for (const [field, statuses] of Object.entries(owners)) {
    if (tool[field as keyof Tool] !== undefined && !statuses.includes(status))
      problems.push(
        `${field}: only a tool whose status is ${statuses.map((s) => `"${s}"`).join(" or ")} has it`,
      );
  }
  for (const field of ["statusOn", "acquiredOn", "acquisitionAnnouncedOn", "lastSeen"] as const) {
    const value = tool[field];
    if (value !== undefined && value > today) problems.push(`${field}: ${value} is in the future`);
  }
  if (tool.renamedTo !== undefined && tool.renamedTo === tool.name)
    problems.push("renamedTo: must differ from the name");
  if ((tool.acquiredBy === undefined) !== (tool.acquiredOn === undefined))
    problems.push(
      tool.acquiredBy === undefined
        ? "acquiredOn: goes with acquiredBy (who bought it)"
        : "acquiredBy: needs acquiredOn (when, as its source states)",
    );
  if (tool.acquisitionAnnouncedOn !== undefined) {
    if (tool.acquiredBy === undefined)
      problems.push("acquisitionAnnouncedOn: goes with acquiredBy (who bought it)");
    else if (tool.acquiredOn !== undefined && tool.acquisitionAnnouncedOn > tool.acquiredOn)
      problems.push(
        `acquisitionAnnouncedOn: ${tool.acquisitionAnnouncedOn} is after the completion (acquiredOn ${tool.acquiredOn})`,
      );
  }
  const event = status === "discontinued" || status === "renamed" || status === "merged";
  const reported = event
    ? `status "${status}"`
    : tool.closingOn !== undefined
      ? "closingOn"
      : tool.acquiredBy !== undefined
        ? "acquiredBy"
        : null;
  if (reported !== null && statusSource(tool) === undefined)
    problems.push(
      `sources: ${reported} needs a source that reports it, marked "confirmsStatus": true`,
    );
  if (status === "unverified" && (tool.sources ?? []).length > 0)
    problems.push(
      'status: "unverified" is for a tool no source supports; this one lists sources, so state what they confirm instead',
    );
  return problems;
}
