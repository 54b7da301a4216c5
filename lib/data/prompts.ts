import "server-only";
import { DataValidationError } from "@/lib/schemas/issues";
import { loadPromptCollections, type PromptCollections } from "./prompts-source";

let cached: PromptCollections | undefined;

/** Both prompt collections, checked once per build process; any error stops the build. */
export function getPromptCollections(): PromptCollections {
  if (cached) return cached;
  const report = loadPromptCollections();
  if (report.errors.length > 0) {
    throw new DataValidationError("The prompt collections have errors", report.errors);
  }
  cached = report.collections;
  return cached;
}
