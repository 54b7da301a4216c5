import { describe, expect, it } from "vitest";
import {
  groupReports,
  parseReportDocument,
  reportsJson,
  reportsMarkdown,
  type StoredReport,
} from "@/lib/reports/export";
import { reportProblems, reviewReportProblems } from "@/lib/reports/report-fields";
import { factProblemIds, parseReportKey, reviewProblemIds } from "@/lib/reports/report-keys";
import {
  newestFirst,
  rejectionExplanation,
  toMySubmission,
} from "@/lib/submissions/review-outcome";
import { reportFields } from "../../support/report-fields";

function report(id: string, changes: Partial<StoredReport> = {}): StoredReport {
  return { id, ...reportFields, createdAt: new Date("2026-11-20T10:00:00Z"), ...changes };
}

const pages = (kind: string, id: string) =>
  kind === "tool" && id !== "gone"
    ? `/tools/${id}`
    : kind === "chatgpt"
      ? `/chatgpt-prompts/writing#${id}`
      : null;

describe("groupReports", () => {
  const reports = [
    report("r1", { createdAt: new Date("2026-11-18T10:00:00Z") }),
    report("r2", { itemId: "midjourney", itemName: "Midjourney", problem: "link" }),
    report("r3", { problem: "description", note: "It has a free plan now." }),
    report("r4", { kind: "chatgpt", itemId: "cold-email", itemName: "Cold email" }),
  ];

  it("groups by item, most reported first, each group newest first", () => {
    const groups = groupReports(reports, pages);
    expect(groups.map((group) => `${group.kind}:${group.itemId}`)).toEqual([
      "tool:chatgpt",
      "tool:midjourney",
      "chatgpt:cold-email",
    ]);
    expect(groups[0]!.reports.map((r) => r.id)).toEqual(["r3", "r1"]);
    expect(groups[0]!.path).toBe("/tools/chatgpt");
    expect(groups[2]!.path).toBe("/chatgpt-prompts/writing#cold-email");
  });

  it("keeps an item no longer listed, without a page", () => {
    const [group] = groupReports([report("r9", { itemId: "gone", itemName: "Gone" })], pages);
    expect(group!.path).toBeNull();
    expect(
      reportsMarkdown([group!], { where: "x", generatedAt: new Date(), siteUrl: "https://a.b" }),
    ).toContain("no longer listed");
  });
});

describe("reportsMarkdown", () => {
  const generatedAt = new Date("2026-11-24T08:30:00Z");

  it("lists each item with its link, and each report with its problem, note and id", () => {
    const text = reportsMarkdown(
      groupReports(
        [
          report("r1", { problem: "price", note: "Now $25 a month." }),
          report("r2", { problem: "link" }),
        ],
        pages,
      ),
      { where: "the emulator", generatedAt, siteUrl: "https://aicompass.example" },
    );
    expect(text).toContain("2 open reports on 1 item, from the emulator, 2026-11-24 08:30 UTC.");
    expect(text).toContain("## ChatGPT (Tool, 2 reports)");
    expect(text).toContain("[/tools/chatgpt](https://aicompass.example/tools/chatgpt)");
    expect(text).toContain("- 2026-11-20 · **Price**: Now $25 a month. (report `r1`)");
    expect(text).toContain("- 2026-11-20 · **Link** (report `r2`)");
    expect(text).toContain("npm run reports:export -- --close <report id>");
  });

  it("keeps a visitor's note on its line, unable to start a heading or a list", () => {
    const text = reportsMarkdown(
      groupReports([report("r1", { note: "wrong\n# Heading\n- item <script>" })], pages),
      { where: "x", generatedAt, siteUrl: "https://a.b" },
    );
    expect(text).toContain("wrong \\# Heading - item \\<script\\>");
    expect(text.split("\n").filter((line) => line.startsWith("# "))).toEqual(["# Open reports"]);
  });

  it("says when there is nothing to check", () => {
    expect(reportsMarkdown([], { where: "x", generatedAt, siteUrl: "https://a.b" })).toContain(
      "0 open reports on 0 items",
    );
  });

  it("gives the same in JSON with ISO dates", () => {
    const [group] = reportsJson(groupReports([report("r1")], pages));
    expect(group!.reports[0]!.createdAt).toBe("2026-11-20T10:00:00.000Z");
    expect(group!.itemId).toBe("chatgpt");
  });
});

describe("parseReportDocument", () => {
  it("reads a stored report, its time through toDate()", () => {
    const parsed = parseReportDocument("r1", {
      kind: "midjourney",
      itemId: "neon-city",
      itemName: "Neon city",
      problem: "other",
      note: "",
      status: "open",
      uid: "bob",
      createdAt: { toDate: () => new Date("2026-11-01T00:00:00Z") },
    });
    expect(parsed.createdAt.toISOString()).toBe("2026-11-01T00:00:00.000Z");
  });

  it("names the document and the bad fields", () => {
    expect(() => parseReportDocument("r2", { kind: "tool", problem: "spam" })).toThrow(
      /reports\/r2:[\s\S]*itemId/,
    );
    // A review's problem on a tool (and the other way round) is not one of its kind's.
    const complete = { ...reportFields, createdAt: new Date() };
    expect(() => parseReportDocument("r3", { ...complete, problem: "spam" })).toThrow(
      /reports\/r3:[\s\S]*problem: is not one of the problems of its kind/,
    );
    expect(() =>
      parseReportDocument("r4", { ...complete, kind: "review", itemId: "chatgpt__A1" }),
    ).toThrow(/problem: is not one of the problems of its kind/);
  });
});

describe("report keys", () => {
  it.each([
    ["tool:chatgpt", { kind: "tool", id: "chatgpt" }],
    ["midjourney:neon-city-2", { kind: "midjourney", id: "neon-city-2" }],
    ["article:x", null],
    ["tool:Chat GPT", null],
    ["tool:", null],
    ["review:chatgpt__Xy7aB9", { kind: "review", id: "chatgpt__Xy7aB9" }],
    ["review:chatgpt", null],
    ["tool:chatgpt__Xy7aB9", null],
  ])("%j → %j", (key, expected) => {
    expect(parseReportKey(key)).toEqual(expected);
  });
});

describe("toMySubmission", () => {
  const at = (iso: string) => ({ toMillis: () => Date.parse(iso) });

  it("reads pending, exported, approved and rejected submissions", () => {
    expect(toMySubmission("a", { name: "A", status: "pending" }).outcome).toEqual({
      state: "pending",
    });
    expect(toMySubmission("b", { name: "B", status: "exported" }).outcome).toEqual({
      state: "pending",
    });
    expect(toMySubmission("c", { status: "approved", slug: "c-tool" }).outcome).toEqual({
      state: "approved",
      slug: "c-tool",
    });
    expect(
      toMySubmission("d", { status: "rejected", reason: "duplicate", reasonNote: "See X." })
        .outcome,
    ).toEqual({ state: "rejected", reason: "duplicate", note: "See X." });
  });

  it("reads an approval without a slug as still pending, and a missing name as unnamed", () => {
    const read = toMySubmission("e", { status: "approved" });
    expect(read.outcome).toEqual({ state: "pending" });
    expect(read.name).toBe("Unnamed tool");
  });

  it("sorts newest first, one without a server time yet on top", () => {
    const list = [
      toMySubmission("old", { name: "Old", submittedAt: at("2026-01-01T00:00:00Z") }),
      toMySubmission("new", { name: "New", submittedAt: at("2026-06-01T00:00:00Z") }),
      toMySubmission("now", { name: "Now", submittedAt: null }),
    ].sort(newestFirst);
    expect(list.map((s) => s.id)).toEqual(["now", "new", "old"]);
  });

  it("explains a reason in words, and an unknown one as other", () => {
    expect(rejectionExplanation("duplicate")).toBe("The tool is already listed in the directory.");
    expect(rejectionExplanation("something-new")).toBe(rejectionExplanation("other"));
  });
});

describe("the dialog's choices and the ids every page knows", () => {
  it("list the same problems, in the same order", () => {
    expect(reportProblems.map((p) => p.value)).toEqual([...factProblemIds]);
    expect(reviewReportProblems.map((p) => p.value)).toEqual([...reviewProblemIds]);
  });
});
