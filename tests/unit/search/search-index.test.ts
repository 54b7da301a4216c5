import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { shareWebAssembly, writeSearchIndex } from "../../../scripts/lib/search-index";
import { buildCatalogue } from "@/lib/directory/catalogue";
import { promptRecord, toolRecord } from "@/lib/search/records";
import { category, validTool } from "../directory/fixtures";

const toolFixture = buildCatalogue([{ file: "t.json", data: category([validTool]) }], {
  publicFileExists: () => true,
  today: "2026-11-24",
}).catalogue.tools[0]!;

const directory = mkdtempSync(path.join(tmpdir(), "search-index-"));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

describe("writeSearchIndex", () => {
  it("writes one Pagefind bundle per group (tools apart from the rest) and the word list, without the prebuilt UIs", async () => {
    const output = path.join(directory, "pagefind");
    const records = [
      promptRecord({
        collection: "chatgpt",
        id: "cover-letter",
        title: "Cover letter from a job ad",
        text: "Write a cover letter for [job] that answers the ad point by point.",
        category: "Career",
        categorySlug: "career",
        tags: ["jobs"],
      }),
      toolRecord(toolFixture),
    ];
    const figures = await writeSearchIndex(records, output);
    expect(figures.records).toBe(2);
    expect(readdirSync(output).sort()).toEqual(["text", "tools", "vocabulary.txt"]);
    for (const bundle of ["text", "tools"]) {
      const files = readdirSync(path.join(output, bundle));
      expect(files).toEqual(expect.arrayContaining(["pagefind.js", "pagefind-entry.json"]));
      expect(files.some((name) => name.startsWith("pagefind-ui"))).toBe(false);
      expect(files.some((name) => name.startsWith("pagefind-component-ui"))).toBe(false);
      expect(existsSync(path.join(output, bundle, "index"))).toBe(true);
      // Each bundle holds its own group only: one record each here.
      expect(readdirSync(path.join(output, bundle, "fragment"))).toHaveLength(1);
    }
    // The WebAssembly is downloaded once: one copy, in the tools bundle, named by its content,
    // which both bundles' loaders ask for.
    const wasm = readdirSync(path.join(output, "tools")).filter((name) => name.startsWith("wasm."));
    expect(wasm).toContainEqual(expect.stringMatching(/^wasm\.en\.[0-9a-f]{10}\.pagefind$/));
    const version = wasm[0]!.split(".")[2];
    expect(readdirSync(path.join(output, "text")).some((name) => name.startsWith("wasm."))).toBe(
      false,
    );
    const loaders = { tools: "${this.basePath}", text: "${this.basePath}../tools/" };
    for (const [bundle, folder] of Object.entries(loaders)) {
      for (const loader of ["pagefind.js", "pagefind-worker.js"]) {
        const code = readFileSync(path.join(output, bundle, loader), "utf8");
        expect(code).toContain(`${folder}wasm.\${language}.${version}.pagefind`);
      }
    }
    expect(readFileSync(path.join(output, "vocabulary.txt"), "utf8").split(" ")).toEqual(
      expect.arrayContaining([
        "cover",
        "letter",
        "career",
        "jobs",
        toolFixture.name.split(" ")[0]!.toLowerCase(),
      ]),
    );

    // A rebuild replaces the directory: nothing from an earlier build survives.
    writeFileSync(path.join(output, "stale.txt"), "");
    await writeSearchIndex(records, output);
    expect(existsSync(path.join(output, "stale.txt"))).toBe(false);
  }, 30_000);
});

describe("shareWebAssembly", () => {
  // Two bundles as Pagefind writes them: the same WebAssembly, and loaders that name it.
  const loader = "const url = `${this.basePath}wasm.${language}.pagefind`;";
  function bundles(
    name: string,
    files: { tools?: Record<string, string>; text?: Record<string, string> } = {},
  ) {
    const output = path.join(directory, name);
    for (const bundle of ["tools", "text"] as const) {
      mkdirSync(path.join(output, bundle), { recursive: true });
      const contents = {
        "pagefind.js": loader,
        "pagefind-worker.js": loader,
        "wasm.en.pagefind": "wasm bytes",
        ...files[bundle],
      };
      for (const [file, text] of Object.entries(contents))
        if (text !== "") writeFileSync(path.join(output, bundle, file), text);
    }
    return output;
  }
  const loaderOf = (output: string, bundle: string) =>
    readFileSync(path.join(output, bundle, "pagefind.js"), "utf8");

  it("stops, naming the folder, when Pagefind wrote no WebAssembly to share", () => {
    const output = bundles("no-wasm", { tools: { "wasm.en.pagefind": "" } });
    expect(() => shareWebAssembly(output, ["tools", "text"])).toThrow(
      `${path.join(output, "tools/")}: no wasm.{language}.pagefind file`,
    );
    expect(loaderOf(output, "text")).toBe(loader);
  });

  it("stops, naming the loader, when it no longer names its WebAssembly as expected, and rewrites no bundle", () => {
    const output = bundles("new-loader", {
      text: { "pagefind-worker.js": "const url = `${base}/wasm.${lang}.pagefind`;" },
    });
    expect(() => shareWebAssembly(output, ["tools", "text"])).toThrow(
      `${path.join(output, "text/", "pagefind-worker.js")}: expected Pagefind's loader to name its WebAssembly once`,
    );
    // The tools bundle, checked first, is left as Pagefind wrote it.
    expect(loaderOf(output, "tools")).toBe(loader);
    expect(readdirSync(path.join(output, "tools"))).toContain("wasm.en.pagefind");
  });

  it("stops when the bundles' copies differ, since one cannot stand in for the other", () => {
    const output = bundles("different", { text: { "wasm.en.pagefind": "other bytes" } });
    expect(() => shareWebAssembly(output, ["tools", "text"])).toThrow(
      "differs from the tools bundle's copy",
    );
    expect(loaderOf(output, "tools")).toBe(loader);
  });
});
