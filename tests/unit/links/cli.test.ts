import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

const run = promisify(execFile);
const tsx = path.join(process.cwd(), "node_modules", ".bin", "tsx");

/** Runs the CLI with options that stop it before it loads data or makes a request. */
async function cli(...args: string[]) {
  try {
    const { stdout, stderr } = await run(tsx, ["scripts/links-check.ts", ...args]);
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe("npm run links:check", () => {
  it("exits 2 with a clear message on a bad option", { timeout: 30_000 }, async () => {
    const { code, stderr } = await cli("--timeout", "soon");
    expect(code).toBe(2);
    expect(stderr).toContain(
      'links:check: --timeout must be a whole number from 100 to 120000, got "soon"',
    );
  });

  it("prints its options with --help and exits 0", { timeout: 30_000 }, async () => {
    const { code, stdout } = await cli("--help");
    expect(code).toBe(0);
    expect(stdout).toContain("--fail-on-dead");
  });
});
