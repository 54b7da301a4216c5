import type { FieldIssue, IssueField } from "./state";

/**
 * Where the section builders report what they left out of a prompt (an issue, shown next to
 * its field) and what they kept but want to warn about. An issue is recorded once per field
 * and message.
 */
export interface IssueCollector {
  readonly issues: FieldIssue[];
  readonly warnings: string[];
  /** Whether the field has an issue (with this message, when one is given). */
  has(field: IssueField, message?: string): boolean;
  issue(field: IssueField, message: string): void;
  warn(message: string): void;
}

export function issueCollector(): IssueCollector {
  const issues: FieldIssue[] = [];
  const warnings: string[] = [];
  const has = (field: IssueField, message?: string) =>
    issues.some((i) => i.field === field && (message === undefined || i.message === message));
  return {
    issues,
    warnings,
    has,
    issue(field, message) {
      if (!has(field, message)) issues.push({ field, message });
    },
    warn(message) {
      if (!warnings.includes(message)) warnings.push(message);
    },
  };
}
