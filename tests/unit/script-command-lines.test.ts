/**
 * The scripts an editor or CI runs by hand answer --help with their usage and refuse a mistake
 * with exit code 2 and a sentence naming it, before doing any work.
 */
import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";

function run(script: string, ...args: string[]) {
  return spawnSync("npx", ["tsx", script, ...args], { encoding: "utf8", timeout: 60_000 });
}

describe.each([
  ["scripts/serve.ts", "serve"],
  ["scripts/check-budgets.ts", "check:budgets"],
  ["scripts/generate-tool-images.ts", "images:tools"],
  ["scripts/media-fetch.ts", "media:fetch"],
])("%s", (script, name) => {
  it("prints its usage on --help and exits 0", () => {
    const result = run(script, "--help");
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(new RegExp(`^Usage: npm run ${name}`));
  });

  it("names an unknown option and exits 2 with the usage", () => {
    const result = run(script, "--colour");
    expect(result.status).toBe(2);
    expect(result.stderr).toContain(`${name}: Unknown option '--colour'.`);
    expect(result.stderr).toContain("Usage:");
  });
});

it("media:fetch asks for a slug or --missing", () => {
  const result = run("scripts/media-fetch.ts");
  expect(result.status).toBe(2);
  expect(result.stderr).toContain("media:fetch: name a tool's slug, or pass --missing.");
});

it("serve refuses a port that is not a number", () => {
  const result = run("scripts/serve.ts", "--port", "eighty");
  expect(result.status).toBe(2);
  expect(result.stderr).toContain('serve: --port must be a port number, not "eighty".');
});
