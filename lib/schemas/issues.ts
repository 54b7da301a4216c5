import type { z } from "zod";

/**
 * A validation failure that names where the bad data is and what is wrong with it,
 * e.g. `content/pages/privacy-policy.md: description: must be at most 170 characters`.
 */
export class DataValidationError extends Error {
  constructor(
    readonly source: string,
    readonly problems: readonly string[],
  ) {
    super(`${source}:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "DataValidationError";
  }
}

/** One line per zod issue: the field's path, then the message. */
export function describeIssues(error: z.ZodError, prefix: readonly PropertyKey[] = []): string[] {
  return error.issues.map((issue) => {
    const path = [...prefix, ...issue.path].map(String).join(".");
    return path ? `${path}: ${issue.message}` : issue.message;
  });
}

/** Parses `value` with `schema`; on failure throws a DataValidationError naming `source`. */
export function parseOrThrow<S extends z.ZodType>(
  schema: S,
  value: unknown,
  source: string,
): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw new DataValidationError(source, describeIssues(result.error));
  return result.data;
}
