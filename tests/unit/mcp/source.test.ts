import { describe, expect, it, vi } from "vitest";
import { apiData, folderReader, SourceError, urlReader } from "@/mcp/source";
import { fixtureDir } from "./support";

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

describe("the API source", () => {
  it("reads a build folder's api/v1/ and parses each file with its schema", async () => {
    const data = apiData(folderReader(fixtureDir));
    const { tools, bySlug } = await data.toolIndex();
    expect(tools).toHaveLength(10);
    expect(bySlug.get("midjourney")?.price.label).toBe("$10/month");
    expect((await data.tool("midjourney")).features).toHaveLength(3);
  });

  it("says which file is missing from a folder and how to make it, by the folder's name", async () => {
    const data = apiData(folderReader("/nowhere/out"));
    const refusal = data.categories();
    await expect(refusal).rejects.toThrow(
      /^out\/api\/v1\/categories\.json does not exist: build the site \(npm run build\)/,
    );
  });

  it("never reads a path that is not a slug", async () => {
    const data = apiData(folderReader(fixtureDir));
    await expect(data.tool("../tools")).rejects.toThrow(SourceError);
  });

  it("reads a deployment's files by URL, each once per process", async () => {
    const fetchFile = vi.fn(() =>
      Promise.resolve(json({ apiVersion: "v1", schema: "s", builtAt: "b", categories: [] })),
    );
    const data = apiData(urlReader("https://compass.test", fetchFile));
    expect(await data.categories()).toEqual([]);
    expect(await data.categories()).toEqual([]);
    expect(fetchFile).toHaveBeenCalledTimes(1);
    expect(fetchFile).toHaveBeenCalledWith(
      "https://compass.test/api/v1/categories.json",
      expect.anything(),
    );
  });

  it.each([
    [
      () => Promise.resolve(json({}, 404)),
      "https://compass.test/api/v1/categories.json answered 404",
    ],
    [
      () =>
        Promise.reject(new TypeError("fetch failed", { cause: new Error("connect ECONNREFUSED") })),
      "Could not reach https://compass.test/api/v1/categories.json (connect ECONNREFUSED).",
    ],
    [
      () =>
        Promise.reject(
          new DOMException("The operation was aborted due to timeout", "TimeoutError"),
        ),
      "Could not reach https://compass.test/api/v1/categories.json (The operation was aborted due to timeout).",
    ],
    [
      () => Promise.resolve(new Response("<html>")),
      "https://compass.test/api/v1/categories.json is not valid JSON.",
    ],
    [
      () => Promise.resolve(json({ apiVersion: "v2" })),
      "https://compass.test/api/v1/categories.json is not in the shape of the API (/api/v1): apiVersion:",
    ],
  ])("turns a failed read into a SourceError naming the URL (%#)", async (answer, message) => {
    const data = apiData(urlReader("https://compass.test", answer));
    const read = data.categories();
    await expect(read).rejects.toThrow(SourceError);
    await expect(read).rejects.toThrow(message);
  });

  it("does not keep a failed read, so the next call tries again", async () => {
    const fetchFile = vi
      .fn<typeof fetch>()
      .mockRejectedValueOnce(new TypeError("offline"))
      .mockResolvedValueOnce(json({ apiVersion: "v1", schema: "s", builtAt: "b", categories: [] }));
    const data = apiData(urlReader("https://compass.test", fetchFile));
    await expect(data.categories()).rejects.toThrow("offline");
    expect(await data.categories()).toEqual([]);
  });
});
