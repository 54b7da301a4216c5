/**
 * The shape of a link check's report, as report.json holds it: what report.ts builds and
 * report-markdown.ts renders.
 */
import type { CheckResult, Hop } from "./check";
import type { DeadReason, Finding, FindingKind } from "./classify";
import type { LinkUse } from "./collect";

export type ReportEntry = {
  url: string;
  uses: LinkUse[];
  /** Empty when the link is ok. */
  findings: Finding[];
  status?: number;
  finalUrl: string;
  hops: Hop[];
  failure?: CheckResult["failure"];
  ms: number;
};

export type ReportSummary = {
  urls: number;
  places: number;
  ok: number;
  byKind: Record<FindingKind, number>;
  deadBy: Partial<Record<DeadReason, number>>;
};

export type LinkReport = {
  generatedAt: string;
  settings: { concurrency: number; timeoutMs: number; only?: string; limit?: number };
  summary: ReportSummary;
  links: ReportEntry[];
};
