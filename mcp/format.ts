/**
 * What a tool handler returns, and the text pieces the handlers share: a tool's one-line summary
 * with its price and when a source confirmed it, a capped list. Pure.
 */
import type { ToolIndexEntry } from "./source";

/** A handler's answer (text for the reader, data for `structuredContent`) or a refusal. */
export type ToolOutcome<T extends object> =
  { ok: true; text: string; data: T } | { ok: false; error: string };

export function answer<T extends object>(text: string, data: T): ToolOutcome<T> {
  return { ok: true, text, data };
}

export function refuse(error: string): { ok: false; error: string } {
  return { ok: false, error };
}

/** A tool as lists show it: enough to choose, with the price and its date. */
export type ToolSummary = {
  slug: string;
  name: string;
  category: string;
  genre: string;
  description: string;
  price: string;
  priceKind: ToolIndexEntry["price"]["kind"];
  /** When a source last confirmed the price (YYYY-MM-DD or YYYY-MM), or null. */
  priceConfirmed: string | null;
  status: ToolIndexEntry["status"];
  adult: boolean;
  url: string;
};

export function toolSummary(tool: ToolIndexEntry): ToolSummary {
  return {
    slug: tool.slug,
    name: tool.name,
    category: tool.category,
    genre: tool.genre,
    description: tool.shortDescription,
    price: tool.price.label,
    priceKind: tool.price.kind,
    priceConfirmed: tool.checkedAt,
    status: tool.status,
    adult: tool.rating === "adult",
    url: tool.url,
  };
}

/** "Freemium (price confirmed 2026-05-25)" or "(price not confirmed by a source yet)". */
export function priceText(label: string, confirmed: string | null): string {
  return `${label} (${confirmed ? `price confirmed ${confirmed}` : "price not confirmed by a source yet"})`;
}

/** A status worth saying: nothing for an active tool. */
export function statusNote(status: ToolSummary["status"]): string {
  return status === "active" ? "" : ` [${status}]`;
}

/** "1. Midjourney (midjourney): Images · Image generator. $10/month (price confirmed …). …" */
export function summaryLine(tool: ToolSummary, position: number): string {
  return [
    `${position}. ${tool.name} (${tool.slug})${statusNote(tool.status)}${tool.adult ? " [adult]" : ""}: ${tool.category} · ${tool.genre}.`,
    `   ${priceText(tool.price, tool.priceConfirmed)}. ${tool.description}`,
    `   ${tool.url}`,
  ].join("\n");
}

/** At most `max` items, and a line saying how many were left out. */
export function cappedLines(items: readonly string[], max: number, prefix = "- "): string[] {
  const lines = items.slice(0, max).map((item) => `${prefix}${item}`);
  if (items.length > max) lines.push(`${prefix}… and ${items.length - max} more`);
  return lines;
}

/** "Showing 10 of 37 tools." / "1 tool." */
export function countLine(shown: number, total: number, noun: string, nouns = `${noun}s`): string {
  const plural = (n: number) => `${n} ${n === 1 ? noun : nouns}`;
  return shown < total ? `Showing ${shown} of ${plural(total)}.` : `${plural(total)}.`;
}
