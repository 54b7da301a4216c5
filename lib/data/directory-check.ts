/**
 * The directory checked as the build checks it, from its files as read: the catalogue
 * (lib/directory/catalogue.ts) and the task vocabulary checked against it (lib/directory/tasks.ts).
 * Pure, so the loader (lib/data/site.ts) and an approval's what-if (lib/submissions/review.ts)
 * run exactly the same checks and word their problems alike.
 */
import {
  buildCatalogue,
  type CatalogueFile,
  type CatalogueOptions,
  type CatalogueReport,
  type DirectoryTool,
} from "@/lib/directory/catalogue";
import { applyCapabilities, type CapabilityFiles } from "@/lib/directory/capability-claims";
import { buildTaskIndex, type TaskFile, type TaskReport } from "@/lib/directory/tasks";

/**
 * The category files (data/tools) and the task files (data/tasks), as read, and the capability
 * vocabulary and claims (data/capabilities.json, data/capabilities/) when the caller has them.
 */
export type DirectoryFiles = {
  tools: readonly CatalogueFile[];
  tasks: readonly TaskFile[];
  capabilities?: CapabilityFiles;
};

export type DirectoryReport = {
  catalogue: CatalogueReport;
  tasks: TaskReport;
  /** The capability claims' problems (lib/directory/capabilities.ts), each naming its file. */
  capabilityErrors: string[];
  /** Every problem of all three, each naming its file: the catalogue's first. */
  errors: string[];
  warnings: string[];
};

/** How a message names a tool: `data/tools/01-text.json › "ChatGPT"`, as the catalogue's do. */
export function toolLabel(tool: Pick<DirectoryTool, "dataFile" | "name">): string {
  return `${tool.dataFile} › "${tool.name}"`;
}

/** A checked catalogue with its task vocabulary checked against it. */
export function withTasks(
  catalogue: CatalogueReport,
  taskFiles: readonly TaskFile[],
): DirectoryReport {
  const tasks = buildTaskIndex(taskFiles, catalogue.catalogue, toolLabel);
  return {
    catalogue,
    tasks,
    capabilityErrors: [],
    errors: [...catalogue.errors, ...tasks.errors],
    warnings: [...catalogue.warnings, ...tasks.warnings],
  };
}

export function checkDirectory(files: DirectoryFiles, options: CatalogueOptions): DirectoryReport {
  const report = withTasks(buildCatalogue(files.tools, options), files.tasks);
  if (!files.capabilities) return report;
  const { errors } = applyCapabilities(report.catalogue.catalogue, files.capabilities);
  return { ...report, capabilityErrors: errors, errors: [...report.errors, ...errors] };
}
