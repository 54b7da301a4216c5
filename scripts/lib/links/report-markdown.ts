/**
 * The report as Markdown for an editor: counts first, then one section per kind of problem with
 * each URL, where it is used, what happened on the way, and what to do about it.
 */
import type { Hop } from "./check";
import type { DeadReason, Finding, FindingKind } from "./classify";
import { describeUse } from "./collect";
import type { LinkReport, ReportEntry } from "./report-shape";

const sections: readonly { kind: FindingKind; title: string; advice: string }[] = [
  {
    kind: "dead",
    title: "Dead",
    advice: `No usable answer. Open the URL to confirm (a timeout or reset can be passing), then:
- a tool's \`externalLink\` or \`affiliateLink\`: if the product closed, set \`"status": "discontinued"\` and \`"discontinuedOn"\` (\`YYYY-MM-DD\` or \`YYYY-MM\`) in its record; if it moved, update the URL;
- \`links[n]\` or a link in an article's \`body\`: update it, or remove it;
- \`sources[n].url\` (tool or article): use the page's new address or an archived copy, or replace the source with another that says the same.`,
  },
  {
    kind: "parked",
    title: "Parked or for sale",
    advice: `The domain now shows a parking or for-sale page: it no longer belongs to the product. Mark the tool discontinued (\`"status": "discontinued"\`, \`"discontinuedOn"\`) and remove other links to the domain.`,
  },
  {
    kind: "moved",
    title: "Moved to another domain",
    advice: `The URL redirects to another site. Open the final address: if it is the same product under a new name or domain, update the URL (and for a new name set \`"status": "renamed"\` with \`"renamedTo"\`); if it is an unrelated site, treat the link as dead.`,
  },
  {
    kind: "params-lost",
    title: "Query parameters lost in a redirect",
    advice: `A redirect drops query parameters. For a referral parameter (ref, via, fpr, af, utm_*…) the visit is no longer credited: get a current link from the partner program, or add the parameter to the final URL and check that it is still credited. Other parameters (?p=123) usually mean the page has a new address: use the final URL.`,
  },
  {
    kind: "blocked",
    title: "Refused the check",
    advice: `The site answered 401, 403, 429 or 999 to an automated request, often bot protection (X, LinkedIn, Cloudflare). Open the URL in a browser, and change nothing if it works.`,
  },
];

const deadLabels: Record<DeadReason, string> = {
  "not-found": "404 not found",
  gone: "410 gone",
  "client-error": "other 4xx",
  "server-error": "5xx server error",
  dns: "DNS failure",
  reset: "connection reset",
  refused: "connection refused",
  timeout: "timeout",
  tls: "TLS/certificate error",
  redirects: "redirect loop or too many redirects",
  other: "other network error",
};

export function describeHops(hops: readonly Hop[]): string {
  return hops
    .map((hop) => {
      const head = hop.headStatus === undefined ? "" : ` (HEAD ${hop.headStatus})`;
      return `${hop.method} <${hop.url}> ${hop.status}${head}`;
    })
    .join(" → ");
}

function describeFinding(finding: Finding): string {
  switch (finding.kind) {
    case "dead":
      return `dead: ${finding.detail} (${deadLabels[finding.reason]})`;
    case "blocked":
      return `refused with HTTP ${finding.status}`;
    case "parked":
      return `parked or for sale: ${finding.marker}`;
    case "moved":
      return `moved from ${finding.from} to ${finding.to}`;
    case "params-lost":
      return `lost ${finding.params.join(", ")}${finding.referral.length > 0 ? ` (referral: ${finding.referral.join(", ")})` : ""}`;
  }
}

function entryBlock(entry: ReportEntry, finding: Finding): string[] {
  const lines = [`### <${entry.url}>`, "", `- Result: ${describeFinding(finding)}`];
  if (entry.hops.length > 0) lines.push(`- Hops: ${describeHops(entry.hops)}`);
  if (entry.failure && entry.finalUrl !== entry.url) lines.push(`- Failed at: <${entry.finalUrl}>`);
  if (entry.finalUrl !== entry.url && !entry.failure)
    lines.push(`- Final URL: <${entry.finalUrl}>`);
  lines.push("- Used in:", ...entry.uses.map((use) => `  - ${describeUse(use)}`), "");
  return lines;
}

function summaryTable(report: LinkReport): string[] {
  const { summary } = report;
  const rows = sections.map((s) => `| ${s.title} | ${summary.byKind[s.kind]} |`);
  const causes = Object.entries(summary.deadBy)
    .map(([reason, count]) => `${deadLabels[reason as DeadReason]} ${count}`)
    .join(", ");
  return [
    "| Result | URLs |",
    "| --- | ---: |",
    `| OK | ${summary.ok} |`,
    ...rows,
    "",
    ...(causes ? [`Dead by cause: ${causes}.`, ""] : []),
  ];
}

export function renderMarkdown(report: LinkReport): string {
  const { settings, summary } = report;
  const subset = [
    settings.only === undefined ? "" : `only "${settings.only}"`,
    settings.limit === undefined ? "" : `first ${settings.limit}`,
  ].filter(Boolean);
  const lines = [
    "# Link health",
    "",
    `Checked ${summary.urls} URLs used in ${summary.places} places on ${report.generatedAt}, ${settings.concurrency} at a time, ${settings.timeoutMs} ms per request${subset.length > 0 ? ` (${subset.join(", ")})` : ""}. Nothing in the data was changed.`,
    "",
    ...summaryTable(report),
  ];
  for (const section of sections) {
    const found = report.links.flatMap((entry) =>
      entry.findings.filter((f) => f.kind === section.kind).map((f) => [entry, f] as const),
    );
    if (found.length === 0) continue;
    lines.push(`## ${section.title} (${found.length})`, "", section.advice, "");
    for (const [entry, finding] of found) lines.push(...entryBlock(entry, finding));
  }
  return `${lines.join("\n").trimEnd()}\n`;
}
