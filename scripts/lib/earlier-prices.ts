/**
 * The prices of the previous version of data/tools, read from git, for content:check's rule that
 * a changed price carries its history (lib/directory/price-changes.ts). The base is HEAD when
 * data/tools has uncommitted changes (what you are about to commit), otherwise HEAD's parent
 * (what the last commit changed, as CI sees it). Null outside a git checkout or without a base.
 */
import { spawnSync } from "node:child_process";
import type { EarlierPrice } from "../../lib/directory/price-changes";

function git(args: string[]): string | null {
  const result = spawnSync("git", args, { encoding: "utf8", maxBuffer: 256 * 1024 * 1024 });
  return result.status === 0 ? result.stdout : null;
}

export function earlierPrices(
  folder = "data/tools",
): { base: string; prices: Map<string, EarlierPrice> } | null {
  if (git(["rev-parse", "--verify", "HEAD"]) === null) return null;
  const dirty = git(["status", "--porcelain", "--", folder]);
  const base = dirty !== null && dirty.trim() !== "" ? "HEAD" : "HEAD~1";
  if (git(["rev-parse", "--verify", `${base}^{commit}`]) === null) return null;
  const prices = new Map<string, EarlierPrice>();
  for (const file of (git(["ls-tree", "--name-only", `${base}:${folder}`]) ?? "").split("\n")) {
    if (!file.endsWith(".json")) continue;
    const text = git(["show", `${base}:${folder}/${file}`]);
    if (text === null) continue;
    try {
      const data = JSON.parse(text) as { items?: unknown };
      for (const item of Array.isArray(data.items) ? data.items : []) {
        const record = item as {
          link?: unknown;
          pricing?: unknown;
          paidFrom?: unknown;
          checkedAt?: unknown;
          sources?: { seen?: unknown; confirmsPrice?: unknown }[];
        };
        if (typeof record.link !== "string" || typeof record.pricing !== "string") continue;
        const sources = Array.isArray(record.sources) ? record.sources : [];
        // Confirmed: a source marked so, or (before that flag) the source dated checkedAt.
        const confirmed = sources.some(
          (source) => source.confirmsPrice === true || source.seen === record.checkedAt,
        );
        prices.set(record.link.replace(/^\/tools\//, ""), {
          pricing: record.pricing,
          ...(typeof record.paidFrom === "string" ? { paidFrom: record.paidFrom } : {}),
          confirmed,
        });
      }
    } catch {
      // An unparsable earlier file has no prices to compare with.
    }
  }
  return { base, prices };
}
