/** The report of a link check: one entry per URL, counts, and where it is written (JSON and Markdown). */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { CheckResult } from "./check";
import { classify, type DeadReason, type FindingKind } from "./classify";
import type { LinkTarget } from "./collect";
import { renderMarkdown } from "./report-markdown";
import type { LinkReport, ReportEntry, ReportSummary } from "./report-shape";

export function reportEntry(target: LinkTarget, result: CheckResult): ReportEntry {
  const { body: _body, url: _url, ...rest } = result;
  return { url: target.url, uses: target.uses, findings: classify(result), ...rest };
}

export function summarise(entries: readonly ReportEntry[]): ReportSummary {
  const byKind: Record<FindingKind, number> = {
    dead: 0,
    blocked: 0,
    parked: 0,
    moved: 0,
    "params-lost": 0,
  };
  const deadBy: Partial<Record<DeadReason, number>> = {};
  for (const entry of entries) {
    for (const finding of entry.findings) {
      byKind[finding.kind] += 1;
      if (finding.kind === "dead") deadBy[finding.reason] = (deadBy[finding.reason] ?? 0) + 1;
    }
  }
  return {
    urls: entries.length,
    places: entries.reduce((total, entry) => total + entry.uses.length, 0),
    ok: entries.filter((entry) => entry.findings.length === 0).length,
    byKind,
    deadBy,
  };
}

export function buildReport(
  targets: readonly LinkTarget[],
  results: readonly CheckResult[],
  settings: LinkReport["settings"],
  now = new Date(),
): LinkReport {
  const links = targets.map((target, index) => {
    const result = results[index];
    if (!result) throw new Error(`no check result for ${target.url}`);
    return reportEntry(target, result);
  });
  return { generatedAt: now.toISOString(), settings, summary: summarise(links), links };
}

/** A few lines for the terminal: the counts and the dead URLs. */
export function summaryLines(report: LinkReport, files: readonly string[]): string[] {
  const { summary } = report;
  const lines = [
    `Links: ${summary.urls} URLs in ${summary.places} places: ${summary.ok} ok, ${summary.byKind.dead} dead, ${summary.byKind.parked} parked or for sale, ${summary.byKind.moved} moved to another domain, ${summary.byKind["params-lost"]} lost query parameters in a redirect, ${summary.byKind.blocked} refused the check.`,
  ];
  const dead = report.links.filter((entry) => entry.findings.some((f) => f.kind === "dead"));
  for (const entry of dead.slice(0, 10)) {
    const finding = entry.findings[0];
    lines.push(`  ✗ ${entry.url} (${finding?.kind === "dead" ? finding.detail : "dead"})`);
  }
  if (dead.length > 10) lines.push(`  … and ${dead.length - 10} more in the report`);
  const network = new Set<string>(["dns", "refused", "reset", "timeout", "other"]);
  if (summary.urls > 1 && report.links.every((entry) => network.has(entry.failure?.kind ?? ""))) {
    lines.push("  ! Every request failed before an HTTP answer: is this machine offline?");
  }
  lines.push(`Report: ${files.join(" and ")}`);
  return lines;
}

/** Writes report.json and report.md into `directory` (created if needed); returns their paths. */
export async function writeReport(report: LinkReport, directory: string): Promise<string[]> {
  await mkdir(directory, { recursive: true });
  const json = path.join(directory, "report.json");
  const markdown = path.join(directory, "report.md");
  await writeFile(json, `${JSON.stringify(report, null, 2)}\n`);
  await writeFile(markdown, renderMarkdown(report));
  return [json, markdown];
}
