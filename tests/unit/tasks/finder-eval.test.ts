import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { loadDirectoryReport } from "@/lib/data/site";
import { prepare } from "@/lib/tasks/finder";
import { evaluateFinder, type Need } from "@/lib/tasks/finder-eval";
import { finderEntries } from "@/lib/tasks/finder-index";

const { needs } = JSON.parse(readFileSync("tests/fixtures/finder-needs.json", "utf8")) as {
  needs: Need[];
};

describe("the finder on needs written the way visitors phrase them", () => {
  const { index } = loadDirectoryReport().tasks;

  it("the evaluation set names only tasks that exist, each need once", () => {
    const ids = new Set(index.tasks.map((task) => task.id));
    expect(needs.length).toBeGreaterThanOrEqual(200);
    expect(needs.flatMap((need) => need.accept).filter((id) => !ids.has(id))).toEqual([]);
    expect(new Set(needs.map((need) => need.need.toLowerCase())).size).toBe(needs.length);
  });

  it("does not fall below today's top-1 and top-3 (bench/finder.ts prints them; goals 80% and 92%)", () => {
    const result = evaluateFinder(needs, prepare(finderEntries(index.tasks)));
    expect(result.top3).toBeGreaterThanOrEqual(0.86);
    expect(result.top1).toBeGreaterThanOrEqual(0.77);
    // 438 needs against 287 tasks, typos and all: seconds, not milliseconds.
  }, 60_000);
});
