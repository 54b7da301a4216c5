/**
 * A record's fetchedLogo (written by npm run media:fetch): validated like every field, its tile
 * must be the tool's own and exist, and the site shows it where no package logo is named.
 */
import { describe, expect, it } from "vitest";
import { buildCatalogue } from "@/lib/directory/catalogue";
import { category, validTool } from "./fixtures";

const fetchedLogo = {
  file: "/images/tools/fetched/example-writer.webp",
  url: "https://example.com/apple-touch-icon.png",
  kind: "apple-touch-icon",
  fetchedOn: "2026-11-29",
};

function check(change: Record<string, unknown>, files = [fetchedLogo.file]) {
  const existing = new Set(["/images/tools/example-writer.svg", ...files]);
  return buildCatalogue(
    [{ file: "data/tools/01-text.json", data: category([{ ...validTool, ...change }]) }],
    { publicFileExists: (p) => existing.has(p), logoExists: () => true, today: "2026-11-29" },
  );
}

describe("fetchedLogo", () => {
  it("is the logo a listing shows when the data names no package logo", () => {
    const report = check({ fetchedLogo });
    expect(report.errors).toEqual([]);
    expect(report.catalogue.toolsBySlug.get("example-writer")?.logoUrl).toBe(fetchedLogo.file);
  });

  it("gives way to a package logo", () => {
    const report = check({ fetchedLogo, logo: "simple-icons:notion" });
    expect(report.errors).toEqual([]);
    expect(report.catalogue.toolsBySlug.get("example-writer")?.logoUrl).toBe(
      "/images/tools/logos/example-writer.svg",
    );
  });

  it.each([
    [
      { file: "/images/tools/example-writer.png" },
      'fetchedLogo.file: must be "/images/tools/fetched/{slug}.webp"',
    ],
    [{ url: "http://example.com/icon.png" }, "fetchedLogo.url"],
    [{ kind: "og-image" }, 'fetchedLogo.kind: must be one of "json-ld", "svg", "manifest"'],
    [{ fetchedOn: "2026-11" }, "fetchedLogo.fetchedOn: must be a real date written YYYY-MM-DD"],
    [{ extra: true }, "fetchedLogo"],
  ])("refuses %j", (change, message) => {
    const errors = check({ fetchedLogo: { ...fetchedLogo, ...change } }).errors.join("\n");
    expect(errors).toContain(message);
  });

  it("must be the tool's own tile, on disk", () => {
    const other = { ...fetchedLogo, file: "/images/tools/fetched/someone-else.webp" };
    expect(check({ fetchedLogo: other }, [other.file]).errors.join("\n")).toContain(
      'fetchedLogo.file: must be "/images/tools/fetched/example-writer.webp", got "/images/tools/fetched/someone-else.webp"',
    );
    expect(check({ fetchedLogo }, []).errors.join("\n")).toContain(
      "fetchedLogo.file: no file public/images/tools/fetched/example-writer.webp (run npm run media:fetch -- example-writer)",
    );
  });
});
