/**
 * Writes an approval (lib/submissions/review.ts) to disk: the category file replaced atomically
 * (a temporary file in the same folder, then a rename, so a reader never sees half a file), and
 * the generated monogram. undo() puts everything back as it was, for when Firestore
 * refuses to record the decision afterwards.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { ApprovalPlan } from "../../lib/submissions/review";

export function writeFileAtomic(file: string, text: string): void {
  const temporary = path.join(
    path.dirname(file),
    `.${path.basename(file)}.${process.pid}.${Date.now()}.tmp`,
  );
  try {
    writeFileSync(temporary, text, { flag: "wx" });
    renameSync(temporary, file);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
}

export type AppliedApproval = {
  /** The files written, for the summary. */
  written: string[];
  undo: () => void;
};

/**
 * Writes the plan's category file into `dataDir` (the file of the same name) and its images
 * under `publicDir`. The category file must still hold what the plan was made from.
 */
export function applyApproval(
  plan: ApprovalPlan,
  { dataDir, publicDir, original }: { dataDir: string; publicDir: string; original: string },
): AppliedApproval {
  const dataFile = path.join(dataDir, path.basename(plan.file));
  if (readFileSync(dataFile, "utf8") !== original) {
    throw new Error(`${dataFile} changed while the approval was prepared; run the review again.`);
  }
  const created: string[] = [];
  const undoImages = () => {
    for (const file of created) rmSync(file, { force: true });
  };
  try {
    for (const image of plan.images) {
      const file = path.join(publicDir, image.sitePath);
      if (existsSync(file)) continue;
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, image.content, { flag: "wx" });
      created.push(file);
    }
    writeFileAtomic(dataFile, plan.text);
  } catch (error) {
    undoImages();
    throw error;
  }
  return {
    written: [dataFile, ...created],
    undo: () => {
      writeFileAtomic(dataFile, original);
      undoImages();
    },
  };
}
