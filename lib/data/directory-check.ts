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
import { buildTaskIndex, type TaskFile, type TaskReport } from "@/lib/directory/tasks";

/** The category files (data/tools) and the task files (data/tasks), as read. */
export type DirectoryFiles = { tools: readonly CatalogueFile[]; tasks: readonly TaskFile[] };

export type DirectoryReport = {
  catalogue: CatalogueReport;
  tasks: TaskReport;
  /** Every problem of both, each naming its file: the catalogue's first. */
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
    errors: [...catalogue.errors, ...tasks.errors],
    warnings: [...catalogue.warnings, ...tasks.warnings],
  };
}

export function checkDirectory(files: DirectoryFiles, options: CatalogueOptions): DirectoryReport {
  return withTasks(buildCatalogue(files.tools, options), files.tasks);
}
