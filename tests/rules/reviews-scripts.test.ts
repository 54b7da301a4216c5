/**
 * `npm run reviews:export` and `npm run reviews:review` end to end: reviews seeded into the
 * emulator with the Admin SDK, the scripts run as child processes, their files and Firestore read.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { Timestamp } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";
import { ratingsFileSchema } from "@/lib/schemas/ratings";
import { cliTimeout, expectPrintable, runScript, scriptProject, temporaryFolderEach } from "./cli";

const projectId = "demo-aicompass-reviews";

function review(tool: string, uid: string, rating: number, day: number, changes = {}) {
  return {
    tool,
    uid,
    username: `${uid}_old`,
    rating,
    title: `Rated ${rating}`,
    body: `Used it for ${day} days on real work, and this is what I found out about it.`,
    status: "published",
    createdAt: Timestamp.fromDate(new Date(`2026-11-${String(day).padStart(2, "0")}T10:00:00Z`)),
    updatedAt: Timestamp.fromDate(new Date(`2026-11-${String(day).padStart(2, "0")}T10:00:00Z`)),
    ...changes,
  };
}

const db = scriptProject(projectId, {
  users: { ann: { username: "ann_renamed" }, ben: { username: "ben" }, cy: { username: "cyd" } },
  reviews: {
    chatgpt__ann: review("chatgpt", "ann", 5, 10),
    chatgpt__ben: review("chatgpt", "ben", 4, 12),
    chatgpt__cy: review("chatgpt", "cy", 2, 14),
    chatgpt__dee: review("chatgpt", "dee", 1, 15, { status: "hidden", hiddenReason: "spam" }),
    claude__ann: review("claude", "ann", 3, 11),
    "no-such-tool__ann": review("no-such-tool", "ann", 5, 11),
  },
  reports: {
    r1: {
      kind: "review",
      itemId: "claude__ann",
      itemName: "Claude review",
      problem: "other",
      note: "Copied from another site",
      status: "open",
      uid: "ben",
      createdAt: Timestamp.now(),
    },
  },
});
const folder = temporaryFolderEach("reviews-export-");

const run = (script: string, args: string[]) =>
  runScript(script, [...args, "--project", projectId], {
    env: { FIRESTORE_EMULATOR_HOST: process.env.FIRESTORE_EMULATOR_HOST },
  });

describe("npm run reviews:export", () => {
  it(
    "writes each tool's count, mean, histogram and newest three under current usernames, leaving hidden reviews and unknown tools out",
    async () => {
      const out = path.join(folder(), "reviews.json");
      const result = await run("scripts/reviews-export.ts", ["--out", out]);
      expect(result.stderr).toContain("left out: no-such-tool__ann");
      expect(result.code, result.stderr).toBe(0);
      const file = ratingsFileSchema.parse(JSON.parse(readFileSync(out, "utf8")));
      expect(file.source).toBe("emulators");
      expect(Object.keys(file.tools)).toEqual(["chatgpt", "claude"]);
      expect(file.tools.chatgpt).toMatchObject({
        count: 3,
        mean: 3.67,
        histogram: [0, 1, 0, 1, 1],
      });
      expect(file.tools.chatgpt!.newest.map((r) => [r.username, r.rating, r.date])).toEqual([
        ["cyd", 2, "2026-11-14"],
        ["ben", 4, "2026-11-12"],
        ["ann_renamed", 5, "2026-11-10"],
      ]);
      expect(file.tools.claude).toMatchObject({ count: 1, mean: 3, histogram: [0, 0, 1, 0, 0] });
    },
    cliTimeout,
  );
});

describe("npm run reviews:review", () => {
  it(
    "lists reported reviews first with what the report says, then the rest",
    async () => {
      const result = await run("scripts/reviews-review.ts", []);
      expect(result.code).toBe(0);
      expectPrintable(result.stdout);
      const first = result.stdout.indexOf("claude__ann");
      expect(first).toBeGreaterThan(-1);
      expect(result.stdout.slice(first, first + 40)).toContain("REPORTED 1×");
      expect(result.stdout).toContain("Copied from another site");
      expect(result.stdout.indexOf("chatgpt__cy")).toBeGreaterThan(first);
      expect(result.stdout).toContain("chatgpt__dee  [hidden (spam)]");
    },
    cliTimeout,
  );

  it(
    "hides a review with a reason its author sees, closes its reports, and restores it",
    async () => {
      const hide = await run("scripts/reviews-review.ts", [
        "--hide",
        "claude__ann",
        "--reason",
        "off-topic",
      ]);
      expect(hide.code).toBe(0);
      expect(hide.stdout).toContain("closed 1 report");
      const hidden = (await db().collection("reviews").doc("claude__ann").get()).data()!;
      expect(hidden).toMatchObject({ status: "hidden", hiddenReason: "off-topic" });
      expect((await db().collection("reports").doc("r1").get()).get("status")).toBe("closed");

      const again = await run("scripts/reviews-review.ts", [
        "--hide",
        "claude__ann",
        "--reason",
        "spam",
      ]);
      expect(again.code).toBe(1);
      expect(again.stderr).toContain("is already hidden");

      const restore = await run("scripts/reviews-review.ts", ["--restore", "claude__ann"]);
      expect(restore.code).toBe(0);
      const restored = (await db().collection("reviews").doc("claude__ann").get()).data()!;
      expect(restored.status).toBe("published");
      expect(restored).not.toHaveProperty("hiddenReason");
    },
    cliTimeout,
  );

  it.each([
    [["--hide", "claude__ann"], "--hide needs --reason"],
    [["--hide", "claude__ann", "--reason", "negative"], 'Unknown reason "negative"'],
    [["--restore", "nope__x"], "No review reviews/nope__x"],
  ])(
    "refuses %j, saying why",
    async (args, message) => {
      const result = await run("scripts/reviews-review.ts", args);
      expect(result.code).not.toBe(0);
      expect(result.stderr).toContain(message);
    },
    cliTimeout,
  );
});
