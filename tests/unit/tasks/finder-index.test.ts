import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { loadCatalogueReport, loadTaskReport } from "@/lib/data/tools-source";
import { findTasks, prepare, type FinderEntry } from "@/lib/tasks/finder";
import { finderEntries } from "@/lib/tasks/finder-index";

const { catalogue } = loadCatalogueReport();
const { index } = loadTaskReport(catalogue);
/** Every task with all its phrases and its description, as the data states them: what the index must stand for. */
const whole: FinderEntry[] = index.tasks.map((task) => [
  task.id,
  task.name,
  task.tools.length,
  task.synonyms.join(" | "),
  task.description,
]);
const compact = finderEntries(index.tasks);

const wordsOf = (prepared: ReturnType<typeof prepare>) =>
  prepared.map(({ entry, words }) => ({
    id: entry[0],
    words: words.map((w) => `${w.word}/${w.stem}/${w.from}`).sort(),
  }));

describe("the finder's index (/data/task-finder.json)", () => {
  it("stands for every task's id, name, count and words (and where each word comes from), so the finder matches as on the whole data", () => {
    expect(compact).toHaveLength(index.tasks.length);
    expect(wordsOf(prepare(compact))).toEqual(wordsOf(prepare(whole)));
  });

  it.each([
    "transcribe my meetngs",
    "bg remover",
    "write sql querys",
    "turn my blog into a video",
    "make a logo",
    "clon my voice",
    "a",
  ])("finds the same tasks as the whole data for %j", (query) => {
    expect(findTasks(query, prepare(compact))).toEqual(findTasks(query, prepare(whole)));
  });

  it("leaves out what the finder does not need, and is smaller for it", () => {
    const size = (entries: FinderEntry[]) => gzipSync(JSON.stringify(entries)).length;
    expect(compact.some(([id]) => id === "")).toBe(true);
    expect(size(compact)).toBeLessThan(size(whole) * 0.75);
  });
});
