import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { findJava, javaMajorVersion } from "@/scripts/lib/java";
import { runNuChecker } from "@/scripts/lib/nu-checker";
import { nuProblems } from "@/scripts/lib/output-checks";

const outDir = path.resolve("out");
const url = (file: string) => pathToFileURL(path.join(outDir, file)).href;

describe("nuProblems", () => {
  it("reads errors with their file relative to out/, line, column and markup", () => {
    const report = JSON.stringify({
      messages: [
        {
          type: "error",
          url: url("tools/chatgpt.html"),
          lastLine: 1,
          firstColumn: 9371,
          lastColumn: 9904,
          message: "Bad value “combobox” for attribute “role” on element “input”.",
          extract: `<input   type="search"\n role="combobox" ${"x".repeat(200)}`,
        },
        {
          type: "error",
          subType: "fatal",
          url: url("index.html"),
          firstLine: 3,
          lastLine: 4,
          message: "Stray end tag.",
        },
        {
          type: "non-document-error",
          subType: "io",
          url: url("gone.html"),
          message: "File not found.",
        },
        {
          type: "info",
          subType: "warning",
          url: url("index.html"),
          lastLine: 1,
          message: "Advice.",
        },
      ],
    });
    const problems = nuProblems(report, outDir);
    expect(problems).toEqual([
      {
        file: "tools/chatgpt.html",
        line: 1,
        column: 9371,
        kind: "nu",
        message: "Bad value “combobox” for attribute “role” on element “input”.",
        detail: `<input type="search" role="combobox" ${"x".repeat(63)}…`,
      },
      { file: "index.html", line: 3, kind: "nu-fatal", message: "Stray end tag." },
      { file: "gone.html", kind: "nu-unread", message: "File not found." },
    ]);
  });

  it("says so when the report is not JSON", () => {
    expect(() => nuProblems("Exception in thread main", outDir)).toThrow(/not JSON/);
  });
});

describe("javaMajorVersion", () => {
  it("reads both version schemes of java -version", () => {
    expect(javaMajorVersion('openjdk version "17.0.15" 2025-04-15')).toBe(17);
    expect(javaMajorVersion('openjdk version "21" 2023-09-19')).toBe(21);
    expect(javaMajorVersion('java version "1.8.0_392"')).toBe(8);
    expect(javaMajorVersion("no java here")).toBeNull();
  });
});

describe("findJava", () => {
  it("says how to install Java when there is none", () => {
    const saved = { PATH: process.env.PATH, JAVA_HOME: process.env.JAVA_HOME };
    process.env.PATH = path.join(os.tmpdir(), "no-such-directory");
    process.env.JAVA_HOME = path.join(os.tmpdir(), "no-such-java");
    try {
      const found = findJava();
      expect(found).toEqual({ problem: expect.stringContaining("openjdk-17-jre-headless") });
    } finally {
      process.env.PATH = saved.PATH;
      if (saved.JAVA_HOME === undefined) delete process.env.JAVA_HOME;
      else process.env.JAVA_HOME = saved.JAVA_HOME;
    }
  });
});

// The real checker, where this machine has Java (check:output itself fails without it).
const java = findJava();
describe.skipIf(!("java" in java))("the Nu HTML checker", () => {
  const directory = mkdtempSync(path.join(os.tmpdir(), "nu-test-"));
  afterAll(() => rmSync(directory, { recursive: true, force: true }));
  const write = (name: string, body: string) => {
    const file = path.join(directory, name);
    writeFileSync(
      file,
      `<!DOCTYPE html><html lang="en"><head><title>T</title></head><body>${body}</body></html>`,
    );
    return file;
  };

  it("allows a combobox on a text input, not on a search input", async () => {
    const input = (type: string) =>
      `<label for="q">Search</label><input id="q" type="${type}" role="combobox" aria-expanded="false" aria-autocomplete="list">`;
    const files = [write("text.html", input("text")), write("search.html", input("search"))];
    const reports = await runNuChecker("java" in java ? java.java : "java", files, 1);
    expect(reports).toHaveLength(2);
    const problems = reports.flatMap((report) => nuProblems(report, directory));
    expect(problems.map((problem) => problem.file)).toEqual(
      expect.arrayContaining(["search.html"]),
    );
    expect(problems.some((problem) => problem.file === "text.html")).toBe(false);
  }, 60_000);
});
