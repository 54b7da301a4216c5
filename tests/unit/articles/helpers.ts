import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

/** A 3×2 RGB PNG, complete with IHDR, IDAT and IEND chunks. */
export const pngThreeByTwo = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAMAAAACCAIAAAASFvFNAAAAEElEQVR4nGP4z8AAQQxwFgBB0gX7h/C5SAAAAABJRU5ErkJggg==",
  "base64",
);

/** A description of 50–170 characters, as the schema asks. */
export const validDescription =
  "A practical walk through writing prompts that give useful answers, with examples.";

export type FrontmatterFields = Record<string, unknown>;

export function validFrontmatter(overrides: FrontmatterFields = {}): FrontmatterFields {
  return {
    title: "Writing better prompts",
    description: validDescription,
    category: "prompts",
    kind: "guide",
    date: "2026-03-10",
    author: "AI Compass Editorial",
    tags: ["prompts", "chat gpt"],
    ...overrides,
  };
}

function yamlValue(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((item) => yamlValue(item)).join(", ")}]`;
  if (value !== null && typeof value === "object") {
    return `{ ${Object.entries(value)
      .map(([key, inner]) => `${key}: ${yamlValue(inner)}`)
      .join(", ")} }`;
  }
  if (typeof value === "string") return JSON.stringify(value);
  return String(value);
}

/** A Markdown file with the given frontmatter (keys whose value is undefined are left out). */
export function articleFile(fields: FrontmatterFields, body = "Some text for the body."): string {
  const lines = Object.entries(fields)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}: ${yamlValue(value)}`);
  return `---\n${lines.join("\n")}\n---\n\n${body}\n`;
}

/** A fresh directory under the system's temp directory, removed by the returned cleanup. */
export function makeTempDir(prefix: string): { dir: string; cleanup: () => void } {
  const dir = mkdtempSync(path.join(os.tmpdir(), `${prefix}-`));
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Writes `contents` at `relative` under `root`, creating folders as needed. */
export function writeTree(root: string, files: Record<string, string | Buffer>): void {
  for (const [relative, contents] of Object.entries(files)) {
    const file = path.join(root, relative);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, contents);
  }
}
