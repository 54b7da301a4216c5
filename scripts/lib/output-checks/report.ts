/** Reporting: problems grouped by kind and message, each with its locations. */
import type { Problem } from "./types";

export function formatLocation(problem: Pick<Problem, "file" | "line" | "column">): string {
  if (problem.line === undefined) return problem.file;
  return `${problem.file}:${problem.line}${problem.column === undefined ? "" : `:${problem.column}`}`;
}

function withDetail(problem: Problem): string {
  return problem.detail ? `${formatLocation(problem)} ${problem.detail}` : formatLocation(problem);
}

/**
 * Problems grouped by kind and message, so that one broken header link is one entry listing the
 * pages it is on rather than 370 lines. `limit` caps the locations shown per entry.
 */
export function formatProblems(problems: readonly Problem[], limit = 5): string[] {
  const groups = new Map<string, Problem[]>();
  for (const problem of problems) {
    const key = `${problem.kind}\u0000${problem.message}`;
    const group = groups.get(key);
    if (group) group.push(problem);
    else groups.set(key, [problem]);
  }
  const lines: string[] = [];
  const sorted = [...groups.values()].sort(
    (a, b) =>
      (a[0]?.kind ?? "").localeCompare(b[0]?.kind ?? "") ||
      (a[0]?.file ?? "").localeCompare(b[0]?.file ?? ""),
  );
  for (const group of sorted) {
    const first = group[0];
    if (!first) continue;
    if (group.length === 1) {
      lines.push(`  ✗ ${first.kind}: ${first.message}`, `      ${withDetail(first)}`);
      continue;
    }
    const files = new Set(group.map((problem) => problem.file));
    // One location per file first, so a short list shows how widespread the problem is.
    const firsts: Problem[] = [];
    const rest: Problem[] = [];
    const seenFiles = new Set<string>();
    for (const problem of group) {
      if (seenFiles.has(problem.file)) rest.push(problem);
      else {
        seenFiles.add(problem.file);
        firsts.push(problem);
      }
    }
    const ordered = [...firsts, ...rest];
    lines.push(
      `  ✗ ${first.kind}: ${first.message} (${group.length}× in ${files.size} file${files.size === 1 ? "" : "s"})`,
    );
    for (const problem of ordered.slice(0, limit)) lines.push(`      ${withDetail(problem)}`);
    if (group.length > limit) lines.push(`      … and ${group.length - limit} more`);
  }
  return lines;
}
