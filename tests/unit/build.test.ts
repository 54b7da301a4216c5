import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { buildSteps } from "@/scripts/lib/build";
import {
  buildFingerprint,
  buildId,
  codeInputs,
  contentInputs,
  generatedInputs,
} from "@/scripts/lib/fingerprint";

/**
 * Top-level entries of the repository that do not shape out/: each new one must be named here
 * or as a build input, so the stamp cannot silently miss a folder the build reads.
 */
const notBuildInputs = new Set([
  ".ci",
  ".env.example",
  ".github",
  ".gitignore",
  ".htmlvalidate.json",
  ".nvmrc",
  ".prettierignore",
  ".prettierrc.json",
  "LICENSE",
  "README.md",
  "bench",
  "eslint.config.mjs",
  "firestore.rules",
  "mcp",
  "packages",
  "playwright.config.ts",
  "tests",
  "vitest.config.ts",
]);

describe("the build's inputs", () => {
  it("name every tracked top-level file and folder, as an input or as not shaping out/", () => {
    const tracked = spawnSync("git", ["ls-files"], { encoding: "utf8" })
      .stdout.split("\n")
      .filter(Boolean)
      .map((file) => file.split("/")[0]!);
    const inputs = new Set([...codeInputs, ...contentInputs]);
    const unclassified = [...new Set(tracked)].filter(
      (entry) => !inputs.has(entry) && !notBuildInputs.has(entry),
    );
    expect(unclassified).toEqual([]);
  });

  it("run the same steps in a build as in development, the development ones first", () => {
    const dev = buildSteps.filter((step) => step.modes.includes("dev")).map((step) => step.name);
    const build = buildSteps.map((step) => step.name);
    expect(dev).toEqual(["brand logos", "search index"]);
    expect(build.slice(0, 2)).toEqual(["brand logos", "next build"]);
    expect(build.indexOf("unfetched files")).toBe(build.indexOf("next build") + 1);
    expect(build.at(-1)).toBe("budgets");
  });
});

describe("fingerprints", () => {
  let root: string;
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };
  const env = { NEXT_PUBLIC_SITE_URL: "https://example.org" };

  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), "fingerprint-"));
    write("app/page.tsx", "export default 1;");
    write("lib/site.ts", "export const a = 1;");
    write("data/tools/01-text.json", "{}");
    write("scripts/lib/open-data.ts", "// v1");
    write("public/images/tools/logos/chatgpt.svg", "<svg/>");
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it("are the same for the same contents, whatever the files' times", () => {
    const id = buildId(root, env);
    const stamp = buildFingerprint(root, env);
    utimesSync(path.join(root, "app/page.tsx"), new Date(0), new Date(0));
    expect(buildId(root, env)).toBe(id);
    expect(buildFingerprint(root, env)).toBe(stamp);
    expect(id).toMatch(/^[0-9a-f]{20}$/);
  });

  it("change the build ID with the code or the browser's settings, not with the data", () => {
    const id = buildId(root, env);
    write("data/tools/01-text.json", '{"changed":true}');
    expect(buildId(root, env)).toBe(id);
    write("lib/site.ts", "export const a = 2;");
    const afterCode = buildId(root, env);
    expect(afterCode).not.toBe(id);
    expect(buildId(root, { ...env, NEXT_PUBLIC_SITE_URL: "https://other.example" })).not.toBe(
      afterCode,
    );
  });

  it("change the stamp with the data, the build's own scripts and the data folders", () => {
    const stamp = buildFingerprint(root, env);
    write("scripts/lib/open-data.ts", "// v2");
    const afterScript = buildFingerprint(root, env);
    expect(afterScript).not.toBe(stamp);
    write("data/tools/01-text.json", '{"changed":true}');
    expect(buildFingerprint(root, env)).not.toBe(afterScript);
    expect(buildFingerprint(root, { ...env, TOOLS_DATA_DIR: path.join(root, "data") })).not.toBe(
      buildFingerprint(root, env),
    );
  });

  it("ignore what the build writes into its own inputs", () => {
    const stamp = buildFingerprint(root, env);
    for (const generated of generatedInputs) write(path.join(generated, "x.svg"), "<svg/>");
    expect(buildFingerprint(root, env)).toBe(stamp);
  });
});
