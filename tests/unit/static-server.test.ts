import { mkdtemp, mkdir, writeFile } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listen } from "../../scripts/lib/static-server";

let server: Server;
let base: string;

beforeAll(async () => {
  const root = await mkdtemp(path.join(tmpdir(), "out-"));
  await mkdir(path.join(root, "tools"), { recursive: true });
  await mkdir(path.join(root, "_next", "static", "chunks"), { recursive: true });
  await writeFile(path.join(root, "index.html"), "<h1>home</h1>");
  await writeFile(path.join(root, "tools.html"), "<h1>tools</h1>".repeat(50));
  await writeFile(path.join(root, "tools", "chatgpt.html"), "<h1>chatgpt</h1>");
  await writeFile(path.join(root, "404.html"), "<h1>not found</h1>");
  await writeFile(path.join(root, "_next", "static", "chunks", "a1b2.js"), "console.log(1)");
  await writeFile(path.join(root, "secret.txt"), "outside?");
  server = await listen({ root, port: 0, quiet: true });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("static server", () => {
  it("serves clean URLs from .html files", async () => {
    const home = await fetch(`${base}/`);
    expect(home.status).toBe(200);
    expect(home.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(await home.text()).toBe("<h1>home</h1>");
    expect(await (await fetch(`${base}/tools/chatgpt`)).text()).toBe("<h1>chatgpt</h1>");
  });

  it("redirects .html addresses to their clean form", async () => {
    const response = await fetch(`${base}/tools.html?x=1`, { redirect: "manual" });
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/tools?x=1");
  });

  it("answers unknown paths with 404.html and a 404 status", async () => {
    const response = await fetch(`${base}/nope`);
    expect(response.status).toBe(404);
    expect(await response.text()).toBe("<h1>not found</h1>");
  });

  it("does not serve files outside the root", async () => {
    const response = await fetch(`${base}/..%2f..%2fetc%2fpasswd`);
    expect(response.status).toBe(404);
  });

  it("compresses text when the client accepts it", async () => {
    const response = await fetch(`${base}/tools`, { headers: { "accept-encoding": "gzip" } });
    expect(response.headers.get("content-encoding")).toBe("gzip");
    // fetch decompresses for us; the body is the original page.
    expect(await response.text()).toBe("<h1>tools</h1>".repeat(50));
    const raw = await new Promise<Buffer>((resolve) => {
      import("node:http").then(({ get }) =>
        get(`${base}/tools`, { headers: { "accept-encoding": "gzip" } }, (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (c: Buffer) => chunks.push(c));
          res.on("end", () => resolve(Buffer.concat(chunks)));
        }),
      );
    });
    expect(raw.length).toBeLessThan(700);
    expect(gunzipSync(raw).toString()).toBe("<h1>tools</h1>".repeat(50));
  });

  it("caches hashed assets for a year and pages not at all", async () => {
    const asset = await fetch(`${base}/_next/static/chunks/a1b2.js`);
    expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(asset.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect((await fetch(`${base}/`)).headers.get("cache-control")).toBe("no-cache");
  });
});
