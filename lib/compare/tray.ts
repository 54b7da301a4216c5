/**
 * The compare tray: up to four tools picked for a side-by-side view, kept on this device
 * (localStorage) and in step with other tabs. Browser only.
 */
import { readStoredJson, writeStoredJson } from "@/lib/browser-storage";
import { isItemId } from "@/lib/saved/items";

export const compareStorageKey = "aicompass:compare";
export const maxCompared = 4;

export type ComparedTool = { slug: string; name: string };

let tray: readonly ComparedTool[] | undefined;
const listeners = new Set<() => void>();
let listening = false;

function parse(raw: unknown): ComparedTool[] {
  if (!Array.isArray(raw)) return [];
  const seen = new Set<string>();
  const tools: ComparedTool[] = [];
  for (const entry of raw) {
    if (typeof entry !== "object" || entry === null) continue;
    const { slug, name } = entry as Record<string, unknown>;
    if (!isItemId(slug) || typeof name !== "string" || seen.has(slug)) continue;
    seen.add(slug);
    tools.push({ slug, name: name.slice(0, 100) });
  }
  return tools.slice(0, maxCompared);
}

export function getCompareSnapshot(): readonly ComparedTool[] {
  tray ??= typeof window === "undefined" ? [] : parse(readStoredJson(compareStorageKey));
  return tray;
}

const none: readonly ComparedTool[] = [];
export function getServerCompareSnapshot(): readonly ComparedTool[] {
  return none;
}

export function subscribeCompare(listener: () => void): () => void {
  listeners.add(listener);
  if (!listening && typeof window !== "undefined") {
    listening = true;
    window.addEventListener("storage", (event) => {
      if (event.key !== compareStorageKey && event.key !== null) return;
      tray = undefined;
      for (const each of listeners) each();
    });
  }
  return () => listeners.delete(listener);
}

function write(next: readonly ComparedTool[]): void {
  tray = next;
  writeStoredJson(compareStorageKey, next.length > 0 ? next : undefined);
  for (const listener of listeners) listener();
}

export type CompareOutcome = { ok: true; count: number } | { ok: false; message: string };

/** Adds or removes one tool; a fifth is refused with a message saying what to do. */
export function setCompared(tool: ComparedTool, compared: boolean): CompareOutcome {
  const current = getCompareSnapshot();
  const has = current.some((entry) => entry.slug === tool.slug);
  if (compared === has) return { ok: true, count: current.length };
  if (!compared) {
    const next = current.filter((entry) => entry.slug !== tool.slug);
    write(next);
    return { ok: true, count: next.length };
  }
  if (current.length >= maxCompared)
    return {
      ok: false,
      message: `You can compare up to ${maxCompared} tools. Remove one from the compare tray first.`,
    };
  write([...current, tool]);
  return { ok: true, count: current.length + 1 };
}

export function clearCompared(): void {
  write([]);
}

/** The comparison page of the tools in the tray (or any list of slugs). */
export function comparePath(slugs: readonly string[]): string {
  return `/compare?tools=${slugs.map(encodeURIComponent).join(",")}`;
}
