import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { writeSearchIndex } from "../../../scripts/lib/search-index";
import { promptRecord } from "@/lib/search/records";

const directory = mkdtempSync(path.join(tmpdir(), "search-index-"));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

describe("writeSearchIndex", () => {
  it("writes Pagefind's search API, its index and the word list, without the prebuilt UIs", async () => {
    const output = path.join(directory, "pagefind");
    const records = [
      promptRecord({
        collection: "chatgpt",
        id: "cover-letter",
        title: "Cover letter from a job ad",
        text: "Write a cover letter for [job] that answers the ad point by point.",
        category: "Career",
        tags: ["jobs"],
      }),
    ];
    const figures = await writeSearchIndex(records, output);
    expect(figures.records).toBe(1);
    const files = readdirSync(output);
    expect(files).toEqual(
      expect.arrayContaining(["pagefind.js", "pagefind-entry.json", "vocabulary.txt"]),
    );
    expect(files.some((name) => name.startsWith("pagefind-ui"))).toBe(false);
    expect(files.some((name) => name.startsWith("pagefind-component-ui"))).toBe(false);
    expect(readdirSync(path.join(output, "fragment"))).toHaveLength(1);
    expect(readFileSync(path.join(output, "vocabulary.txt"), "utf8").split(" ")).toEqual(
      expect.arrayContaining(["cover", "letter", "career", "jobs"]),
    );
    expect(existsSync(path.join(output, "index"))).toBe(true);

    // A rebuild replaces the directory: nothing from an earlier build survives.
    writeFileSync(path.join(output, "stale.txt"), "");
    await writeSearchIndex(records, output);
    expect(existsSync(path.join(output, "stale.txt"))).toBe(false);
  }, 30_000);
});
