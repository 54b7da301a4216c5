/**
 * scripts/lib/command-line.ts: how every script reads its options, answers --help and refuses a
 * mistake (exit 2, one sentence, then the usage).
 */
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { parseCommandLine, UsageError } from "../../scripts/lib/command-line";

const run = promisify(execFile);
const tsx = path.join(process.cwd(), "node_modules", ".bin", "tsx");

const config = {
  options: {
    out: { type: "string" },
    json: { type: "boolean", default: false },
    close: { type: "string", multiple: true },
  },
} as const;

describe("parseCommandLine", () => {
  it("reads the options, and --help or -h besides", () => {
    expect(parseCommandLine(config, ["--out", "x.md", "--close", "a", "--close", "b"])).toEqual({
      values: { out: "x.md", json: false, close: ["a", "b"], help: false },
      positionals: [],
    });
    expect(parseCommandLine(config, ["-h"]).values.help).toBe(true);
  });

  it.each([
    [["--colour"], "Unknown option '--colour'"],
    [["extra"], "Unexpected argument 'extra'"],
    [["--out"], "Option '--out <value>' argument missing"],
  ])("refuses %j in one sentence", (args, sentence) => {
    expect(() => parseCommandLine(config, args)).toThrow(UsageError);
    expect(() => parseCommandLine(config, args)).toThrow(new UsageError(sentence));
  });
});

/** Runs a script whose options stop it before it reads data or connects to anything. */
async function script(file: string, ...args: string[]) {
  try {
    const { stdout, stderr } = await run(tsx, [file, ...args]);
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe("the scripts' command lines", { timeout: 60_000 }, () => {
  it.each([
    ["scripts/content-check.ts", "content:check"],
    ["scripts/new-article.ts", "new:article"],
    ["scripts/reports-export.ts", "reports:export"],
    ["scripts/newsletter-export.ts", "newsletter:export"],
  ])("%s exits 2 on an unknown option, naming it, then prints its usage", async (file, name) => {
    const { code, stderr } = await script(file, "--colour");
    expect(code).toBe(2);
    expect(stderr).toMatch(new RegExp(`^${name}: Unknown option '--colour'\\.\\n\\nUsage: `));
  });

  it("prints the usage on stdout for --help and exits 0", async () => {
    const { code, stdout } = await script("scripts/new-article.ts", "--help");
    expect(code).toBe(0);
    expect(stdout).toMatch(/^Usage: npm run new:article -- "Article title"/);
  });
});
