/**
 * The editors' logo fetcher (npm run media:fetch), offline: the address guard and robots.txt on
 * their own, then whole runs against local fixture sites (Node http on 127.0.0.1, which real runs
 * refuse, so these runs inject an address policy and allow plain http): every kind of icon, an
 * ICO-only site, the refusals, the data write and the messages for bad input.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  BlockedAddressError,
  guardedLookup,
  isPublicAddress,
} from "../../scripts/lib/media/address-guard";
import { manifestIcons, pageIcons } from "../../scripts/lib/media/icon-candidates";
import { sniffFormat, svgProblem } from "../../scripts/lib/media/icon-tile";
import { robotsAgent, userAgent, type FetchPolicy } from "../../scripts/lib/media/polite-fetch";
import { robotsAllows } from "../../scripts/lib/media/robots";
import { InputError, runMediaFetch, type MediaFetchOptions } from "../../scripts/lib/media/run";
import { fetchedLogoSchema } from "../../lib/schemas/tool";

describe("isPublicAddress", () => {
  it.each([
    "127.0.0.1",
    "10.1.2.3",
    "172.16.0.1",
    "192.168.1.1",
    "169.254.169.254",
    "100.64.0.1",
    "0.0.0.0",
    "224.0.0.1",
    "255.255.255.255",
    "::1",
    "::",
    "fc00::1",
    "fd12:3456::1",
    "fe80::1",
    "ff02::1",
    "::ffff:127.0.0.1",
    "::ffff:a00:1",
    "2001:db8::1",
    "64:ff9b::a00:1",
    "not an address",
  ])("refuses %s", (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(["93.184.215.14", "8.8.8.8", "2606:4700:4700::1111", "::ffff:8.8.8.8"])(
    "allows %s",
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );

  it("checks every address a name resolves to, at connect time", async () => {
    const lookup = guardedLookup();
    const error = await new Promise<Error | null>((resolve) =>
      lookup("localhost", {}, (failure) => resolve(failure)),
    );
    expect(error).toBeInstanceOf(BlockedAddressError);
    expect(error?.message).toMatch(
      /^localhost resolves to .+, which is not a public internet address/,
    );
  });
});

describe("robotsAllows", () => {
  const robots = `User-agent: *\nDisallow: /private/\n\nUser-agent: ${robotsAgent}\nDisallow: /\nAllow: /icons/\nAllow: /$\n`;
  const at = (href: string) => new URL(href, "https://example.com");

  it("follows the group naming our product token, longest rule first", () => {
    expect(robotsAllows(robots, robotsAgent, at("/icons/a.png"))).toBe(true);
    expect(robotsAllows(robots, robotsAgent, at("/"))).toBe(true);
    expect(robotsAllows(robots, robotsAgent, at("/about"))).toBe(false);
  });

  it("falls back to the * group, and allows what no rule names", () => {
    expect(robotsAllows(robots, "OtherBot", at("/private/x"))).toBe(false);
    expect(robotsAllows(robots, "OtherBot", at("/about"))).toBe(true);
    expect(robotsAllows("", robotsAgent, at("/anything"))).toBe(true);
  });
});

describe("pageIcons", () => {
  it("resolves relative URLs against the page's final URL, each kind best first", () => {
    const html = `<html><head>
      <script type="application/ld+json">{"@graph":[{"@type":"WebSite"},{"@type":"Organization","logo":{"@type":"ImageObject","url":"../brand/logo.png"}}]}</script>
      <link rel="icon" href="/favicon-16.png" sizes="16x16"><link rel="icon" href="favicon-32.png" sizes="32x32">
      <link rel="icon" type="image/svg+xml" href="icon.svg"><link rel="apple-touch-icon" href="//cdn.example.com/apple.png">
      <link rel="manifest" href="site.webmanifest"></head></html>`;
    const icons = pageIcons(html, new URL("https://example.com/en/home/"));
    expect(icons.jsonLd.map(String)).toEqual(["https://example.com/en/brand/logo.png"]);
    expect(icons.svg.map(String)).toEqual(["https://example.com/en/home/icon.svg"]);
    expect(icons.manifest?.href).toBe("https://example.com/en/home/site.webmanifest");
    expect(icons.appleTouch.map(String)).toEqual(["https://cdn.example.com/apple.png"]);
    expect(icons.favicon.map(String)).toEqual([
      "https://example.com/en/home/favicon-32.png",
      "https://example.com/favicon-16.png",
    ]);
  });

  it("keeps a manifest's icons of 192 px or more, relative to the manifest", () => {
    const manifest = {
      icons: [
        { src: "i/96.png", sizes: "96x96" },
        { src: "i/512.png", sizes: "512x512" },
        { src: "i/192.png", sizes: "192x192" },
        { src: "i/mono.png", sizes: "512x512", purpose: "monochrome" },
      ],
    };
    expect(manifestIcons(manifest, new URL("https://example.com/app/m.json")).map(String)).toEqual([
      "https://example.com/app/i/512.png",
      "https://example.com/app/i/192.png",
    ]);
  });
});

describe("svgProblem", () => {
  it.each([
    ["<svg><script>alert(1)</script></svg>", "<script>"],
    ['<svg><svg:script href="x"/></svg>', "<script>"],
    ['<svg onload="alert(1)"></svg>', "event handler"],
    ['<svg><image href="https://tracker.example/p.png"/></svg>', "refers to"],
    ['<svg><use xlink:href="file:///etc/passwd#x"/></svg>', "refers to"],
    ['<svg><rect style="fill:url(https://x.example/a)"/></svg>', "url("],
    ["<svg><foreignObject><p>hi</p></foreignObject></svg>", "foreignObject"],
    ['<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg>&x;</svg>', "entities"],
  ])("refuses %s", (svg, reason) => {
    expect(svgProblem(svg)).toContain(reason);
  });

  it("accepts a drawing that refers only to itself", () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg"><defs><linearGradient id="g"/></defs><rect fill="url(#g)"/><use href="#g"/></svg>';
    expect(svgProblem(svg)).toBeNull();
    expect(sniffFormat(Buffer.from(`<?xml version="1.0"?>\n<!-- logo -->\n${svg}`))).toBe("svg");
  });
});

// ---- Whole runs against local sites ----

type Route = {
  status?: number;
  type?: string;
  body?: string | Buffer;
  location?: string;
  /** Sent without content-length, so only the streamed size limit can stop it. */
  chunked?: boolean;
  /** Never answers: only the per-request time limit ends the wait. */
  hang?: boolean;
};

function startServer(
  routes: Record<string, Route>,
): Promise<{ server: http.Server; origin: string }> {
  const server = http.createServer((request, response) => {
    const route = routes[new URL(request.url ?? "/", "http://x").pathname];
    if (!route) {
      response.writeHead(404, { "content-type": "text/plain" }).end("not found");
      return;
    }
    if (route.hang) return;
    const headers: Record<string, string> = {};
    if (route.type) headers["content-type"] = route.type;
    if (route.location) headers.location = route.location;
    if (route.chunked) {
      response.writeHead(route.status ?? 200, headers);
      const body = Buffer.from(route.body ?? "");
      for (let at = 0; at < body.length; at += 16_384)
        response.write(body.subarray(at, at + 16_384));
      response.end();
      return;
    }
    response.writeHead(route.status ?? 200, headers).end(route.body ?? "");
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () =>
      resolve({ server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }),
    ),
  );
}

/** A 32-bit BMP inside an ICO: the format sharp cannot read. */
function bmpIco(size: number, rgba: [number, number, number, number]): Buffer {
  const pixels = Buffer.alloc(size * size * 4);
  for (let at = 0; at < pixels.length; at += 4)
    pixels.set([rgba[2], rgba[1], rgba[0], rgba[3]], at);
  const mask = Buffer.alloc(Math.ceil(size / 32) * 4 * size);
  const header = Buffer.alloc(40);
  header.writeUInt32LE(40, 0);
  header.writeInt32LE(size, 4);
  header.writeInt32LE(size * 2, 8); // the XOR image and the AND mask
  header.writeUInt16LE(1, 12);
  header.writeUInt16LE(32, 14);
  const image = Buffer.concat([header, pixels, mask]);
  const directory = Buffer.alloc(6 + 16);
  directory.writeUInt16LE(1, 2);
  directory.writeUInt16LE(1, 4);
  directory.writeUInt8(size, 6);
  directory.writeUInt8(size, 7);
  directory.writeUInt16LE(1, 10);
  directory.writeUInt16LE(32, 12);
  directory.writeUInt32LE(image.length, 14);
  directory.writeUInt32LE(22, 18);
  return Buffer.concat([directory, image]);
}

const page = (head: string) => `<!doctype html><html><head>${head}</head><body>Tool</body></html>`;

let main: { server: http.Server; origin: string };
let other: { server: http.Server; origin: string };
let work: string;
const requests: { url: string; agent: string | undefined }[] = [];

beforeAll(async () => {
  const png = (size: number, colour: string) =>
    sharp({ create: { width: size, height: size, channels: 4, background: colour } })
      .png()
      .toBuffer();
  const [red, green, blue, grey] = await Promise.all([
    png(64, "#ff0000"),
    png(512, "#00aa00"),
    png(180, "#0000ff"),
    png(32, "#777777"),
  ]);
  // Noise does not compress: a PNG of about 190 KB, over the tests' 64 KB limit.
  const noise = await sharp(
    Buffer.from(Array.from({ length: 256 * 256 * 3 }, (_, i) => (i * 7919) % 251)),
    {
      raw: { width: 256, height: 256, channels: 3 },
    },
  )
    .png({ compressionLevel: 0 })
    .toBuffer();
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4" fill="#123456"/></svg>';
  const html = "text/html; charset=utf-8";
  const routes: Record<string, Route> = {
    "/robots.txt": {
      type: "text/plain",
      body: `User-agent: *\nDisallow: /blocked/\n\nUser-agent: ${robotsAgent}\nDisallow: /blocked/\nDisallow: /for-us-only/\n`,
    },
    "/json-ld/": {
      type: html,
      body: page(
        '<script type="application/ld+json">{"@context":"https://schema.org","@type":"Organization","logo":"img/logo.png"}</script><link rel="icon" href="/icons/grey.png">',
      ),
    },
    "/json-ld/img/logo.png": { type: "image/png", body: red },
    "/svg/": {
      type: html,
      body: page(
        '<link rel="icon" type="image/svg+xml" href="icon.svg"><link rel="icon" href="/icons/grey.png">',
      ),
    },
    "/svg/icon.svg": { type: "image/svg+xml", body: svg },
    "/manifest/": {
      type: html,
      body: page(
        '<link rel="manifest" href="/m/site.webmanifest"><link rel="icon" href="/icons/grey.png">',
      ),
    },
    "/m/site.webmanifest": {
      type: "application/manifest+json",
      body: JSON.stringify({
        icons: [
          { src: "i96.png", sizes: "96x96" },
          { src: "i512.png", sizes: "512x512" },
        ],
      }),
    },
    "/m/i512.png": { type: "image/png", body: green },
    "/apple/": {
      type: html,
      body: page(
        '<link rel="apple-touch-icon" href="/icons/apple.png"><link rel="icon" href="/icons/grey.png">',
      ),
    },
    "/icons/apple.png": { type: "image/png", body: blue },
    "/favicon/": {
      type: html,
      body: page('<link rel="shortcut icon" href="/icons/grey.png" sizes="32x32">'),
    },
    "/icons/grey.png": { type: "image/png", body: grey },
    "/redirected/": { status: 301, location: "/landing/home" },
    "/landing/home": { type: html, body: page('<link rel="apple-touch-icon" href="touch.png">') },
    "/landing/touch.png": { type: "image/png", body: blue },
    "/evil-svg/": {
      type: html,
      body: page('<link rel="icon" type="image/svg+xml" href="/evil.svg">'),
    },
    "/evil.svg": {
      type: "image/svg+xml",
      body: svg.replace("<circle", '<script>fetch("//x")</script><circle'),
    },
    "/big/": { type: html, body: page('<link rel="apple-touch-icon" href="/big.png">') },
    "/big.png": { type: "image/png", body: noise, chunked: true },
    "/loop/": { status: 302, location: "/loop-back/" },
    "/loop-back/": { status: 302, location: "/loop/" },
    "/blocked/": { type: html, body: page('<link rel="icon" href="/icons/grey.png">') },
    "/for-us-only/": { type: html, body: page('<link rel="icon" href="/icons/grey.png">') },
    "/wrong-type/": {
      type: html,
      body: page('<link rel="apple-touch-icon" href="/not-an-image.png">'),
    },
    "/not-an-image.png": { type: "text/html", body: page("") },
    "/json-page/": { type: "application/json", body: "{}" },
    "/hang/": { hang: true },
    "/to-private/": { status: 302, location: "http://127.0.0.2:9/" },
    // Six redirects, one more than the fetcher follows.
    ...Object.fromEntries(
      Array.from({ length: 6 }, (_, hop) => [
        `/hop/${hop}`,
        { status: 307, location: `/hop/${hop + 1}` },
      ]),
    ),
    "/hop/6": { type: html, body: page('<link rel="icon" href="/icons/grey.png">') },
  };
  main = await startServer(routes);
  // A second site (its own origin): no page icons, only /favicon.ico, an ICO of BMPs.
  other = await startServer({
    "/": { type: html, body: page("") },
    "/favicon.ico": { type: "image/x-icon", body: bmpIco(48, [200, 50, 50, 255]) },
  });
  for (const { server } of [main, other])
    server.on("request", (request: http.IncomingMessage) =>
      requests.push({ url: request.url ?? "", agent: request.headers["user-agent"] }),
    );
});

afterAll(() => {
  for (const { server } of [main, other]) {
    server.closeAllConnections();
    server.close();
  }
});

const sites = {
  "json-ld-tool": "/json-ld/",
  "svg-tool": "/svg/",
  "manifest-tool": "/manifest/",
  "apple-tool": "/apple/",
  "favicon-tool": "/favicon/",
  "redirected-tool": "/redirected/",
  "evil-svg-tool": "/evil-svg/",
  "big-tool": "/big/",
  "loop-tool": "/loop/",
  "blocked-tool": "/blocked/",
  "us-only-tool": "/for-us-only/",
  "wrong-type-tool": "/wrong-type/",
  "json-page-tool": "/json-page/",
  "to-private-tool": "/to-private/",
  "hang-tool": "/hang/",
  "hops-tool": "/hop/0",
};

function tool(slug: string, externalLink?: string, extra: Record<string, unknown> = {}) {
  return {
    name: slug.replace(/-/g, " "),
    genre: "Test",
    link: `/tools/${slug}`,
    ...(externalLink === undefined ? {} : { externalLink }),
    imageUrl: `/images/tools/${slug}.svg`,
    keywords: ["test"],
    ...extra,
  };
}

function writeData() {
  const dataDir = path.join(work, "data", "tools");
  mkdirSync(dataDir, { recursive: true });
  const items = [
    ...Object.entries(sites).map(([slug, at]) => tool(slug, `${main.origin}${at}`)),
    tool("ico-tool", `${other.origin}/`),
    tool("no-site-tool"),
    tool("plain-http-tool", "http://example.com/"),
    tool("packaged-tool", `${main.origin}/apple/`, { logo: "simple-icons:notion" }),
  ];
  writeFileSync(
    path.join(dataDir, "01-test.json"),
    `${JSON.stringify({ name: "Test", items }, null, 2)}\n`,
  );
  writeFileSync(
    path.join(dataDir, "18-nsfw.json"),
    `${JSON.stringify({ name: "Adult", adult: true, items: [tool("adult-tool", `${main.origin}/apple/`, { censored: "true" })] }, null, 2)}\n`,
  );
  return dataDir;
}

const testPolicy =
  (overrides: Partial<FetchPolicy> = {}): (() => FetchPolicy) =>
  () => ({
    requestTimeoutMs: 2_000,
    overall: AbortSignal.timeout(5_000),
    allowedAddress: (address) => address === "127.0.0.1",
    allowHttp: true,
    maxRedirects: 5,
    ...overrides,
  });

let log: string[];
let dataDir: string;

function options(slugs: string[], extra: Partial<MediaFetchOptions> = {}): MediaFetchOptions {
  return {
    slugs,
    missing: false,
    dataDir,
    publicDir: path.join(work, "public"),
    sheetFile: path.join(work, ".tmp", "sheet.html"),
    today: "2026-11-29",
    policy: testPolicy(),
    limits: { pageBytes: 64 * 1024, manifestBytes: 16 * 1024, imageBytes: 64 * 1024 },
    log: (line) => log.push(line),
    ...extra,
  };
}

function tileFile(slug: string) {
  return path.join(work, "public", "images", "tools", "fetched", `${slug}.webp`);
}

function record(slug: string): Record<string, unknown> {
  const data = JSON.parse(readFileSync(path.join(dataDir, "01-test.json"), "utf8")) as {
    items: Record<string, unknown>[];
  };
  return data.items.find((item) => item.link === `/tools/${slug}`)!;
}

beforeEach(() => {
  work = mkdtempSync(path.join(os.tmpdir(), "media-fetch-"));
  dataDir = writeData();
  log = [];
  return () => rmSync(work, { recursive: true, force: true });
});

describe("runMediaFetch", () => {
  it.each([
    ["json-ld-tool", "json-ld", "/json-ld/img/logo.png"],
    ["svg-tool", "svg", "/svg/icon.svg"],
    ["manifest-tool", "manifest", "/m/i512.png"],
    ["apple-tool", "apple-touch-icon", "/icons/apple.png"],
    ["favicon-tool", "favicon", "/icons/grey.png"],
    ["redirected-tool", "apple-touch-icon", "/landing/touch.png"],
  ])("%s: takes the best icon (%s) and writes a 128 px WebP tile", async (slug, kind, at) => {
    const result = await runMediaFetch(options([slug]));
    expect(result).toEqual({ fetched: [slug], skipped: [], failed: [] });
    expect(record(slug).fetchedLogo).toEqual({
      file: `/images/tools/fetched/${slug}.webp`,
      url: `${main.origin}${at}`,
      kind,
      fetchedOn: "2026-11-29",
    });
    const meta = await sharp(readFileSync(tileFile(slug))).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 128, 128]);
  });

  it("decodes an ICO-only site's /favicon.ico (sharp cannot read ICO)", async () => {
    await runMediaFetch(options(["ico-tool"]));
    expect(record("ico-tool").fetchedLogo).toMatchObject({
      kind: "favicon",
      url: `${other.origin}/favicon.ico`,
    });
    const { data } = await sharp(readFileSync(tileFile("ico-tool")))
      .raw()
      .toBuffer({ resolveWithObject: true });
    const centre = (64 * 128 + 64) * 3;
    expect([...data.subarray(centre, centre + 3)].map((c) => Math.round(c / 10))).toEqual([
      20, 5, 5,
    ]);
  });

  it("writes the data file as the repo does, the record beside its logo fields, and a contact sheet", async () => {
    await runMediaFetch(options(["apple-tool"]));
    const text = readFileSync(path.join(dataDir, "01-test.json"), "utf8");
    expect(text).toBe(`${JSON.stringify(JSON.parse(text), null, 2)}\n`);
    expect(Object.keys(record("apple-tool"))).toEqual([
      "name",
      "genre",
      "link",
      "externalLink",
      "imageUrl",
      "fetchedLogo",
      "keywords",
    ]);
    expect(() =>
      fetchedLogoSchema.parse({
        ...(record("apple-tool").fetchedLogo as object),
        url: "https://example.com/a.png",
      }),
    ).not.toThrow();
    const sheet = readFileSync(path.join(work, ".tmp", "sheet.html"), "utf8");
    expect(sheet).toContain("apple-tool");
    expect(sheet).toContain("data:image/webp;base64,");
  });

  it("sends its honest User-Agent, and asks robots.txt first", async () => {
    requests.length = 0;
    await runMediaFetch(options(["favicon-tool"]));
    expect(requests.map((r) => r.url)).toEqual(["/robots.txt", "/favicon/", "/icons/grey.png"]);
    expect(new Set(requests.map((r) => r.agent))).toEqual(new Set([userAgent]));
    expect(userAgent).toMatch(/^AICompassLogoFetcher\/1\.0 \(AI Compass directory: .*@/);
  });

  it.each([
    ["evil-svg-tool", "SVG refused: it contains a <script>"],
    ["big-tool", "is larger than 64 KB: refused"],
    ["loop-tool", "redirect loop fetching the page: "],
    ["blocked-tool", "robots.txt disallows /blocked/ for AICompassLogoFetcher"],
    ["us-only-tool", "robots.txt disallows /for-us-only/"],
    ["wrong-type-tool", "is text/html, not image/*: refused"],
    ["json-page-tool", "is application/json, not text/html: refused"],
    ["to-private-tool", "127.0.0.2, which is not a public internet address"],
    ["hops-tool", "more than 5 redirects fetching the page"],
  ])("%s: fails clearly and writes nothing", async (slug, message) => {
    const before = readFileSync(path.join(dataDir, "01-test.json"), "utf8");
    const result = await runMediaFetch(options([slug]));
    expect(result.failed).toEqual([slug]);
    expect(log.join("\n")).toContain(message);
    expect(readFileSync(path.join(dataDir, "01-test.json"), "utf8")).toBe(before);
    expect(existsSync(tileFile(slug))).toBe(false);
  });

  it("counts a robots.txt that answers 5xx as disallowing everything (RFC 9309)", async () => {
    const down = await startServer({
      "/robots.txt": { status: 503, type: "text/plain" },
      "/": { type: "text/html", body: page("") },
    });
    try {
      const items = [tool("down-tool", `${down.origin}/`)];
      writeFileSync(
        path.join(dataDir, "02-down.json"),
        `${JSON.stringify({ name: "Down", items }, null, 2)}\n`,
      );
      await runMediaFetch(options(["down-tool"]));
      expect(log.join("\n")).toContain(
        `${down.origin}/robots.txt could not be read (HTTP 503 for the robots.txt at ${down.origin}/robots.txt), which RFC 9309 counts as disallowing everything`,
      );
    } finally {
      down.server.close();
    }
  });

  it("names the whole loop", async () => {
    await runMediaFetch(options(["loop-tool"]));
    expect(log.join("\n")).toContain(
      `${main.origin}/loop/ → ${main.origin}/loop-back/ → ${main.origin}/loop/`,
    );
  });

  it("refuses loopback when the real address policy applies", async () => {
    await runMediaFetch(
      options(["apple-tool"], { policy: testPolicy({ allowedAddress: isPublicAddress }) }),
    );
    expect(log.join("\n")).toContain("127.0.0.1, which is not a public internet address: refused");
  });

  it("stops waiting for a request at its time limit", async () => {
    await runMediaFetch(options(["hang-tool"], { policy: testPolicy({ requestTimeoutMs: 200 }) }));
    expect(log.join("\n")).toContain(`${main.origin}/hang/ did not answer within 0.2 s`);
  });

  it("stops at the overall time limit", async () => {
    await runMediaFetch(
      options(["apple-tool"], { policy: testPolicy({ overall: AbortSignal.abort() }) }),
    );
    expect(log.join("\n")).toContain("the overall time limit ran out");
  });

  it.each([
    [["nope"], 'no tool has the slug "nope"'],
    [["no-site-tool"], "no-site-tool has no externalLink in 01-test.json"],
    [
      ["apple-tool", "plain-http-tool"],
      `plain-http-tool's externalLink "http://example.com/" is not https`,
    ],
  ])("refuses bad input before fetching anything: %j", async (slugs, message) => {
    requests.length = 0;
    const policy = slugs.includes("plain-http-tool")
      ? testPolicy({ allowHttp: false })
      : testPolicy();
    await expect(runMediaFetch(options(slugs, { policy }))).rejects.toThrow(InputError);
    await expect(runMediaFetch(options(slugs, { policy }))).rejects.toThrow(message);
    expect(requests).toEqual([]);
  });

  it("--missing fetches every listed, non-adult tool without a logo, reporting the unfetchable", async () => {
    const fetched = {
      file: "/images/tools/fetched/done-tool.webp",
      url: "https://example.com/a.png",
      kind: "favicon",
      fetchedOn: "2026-01-01",
    };
    const items = [
      tool("apple-tool", `${main.origin}/apple/`),
      tool("favicon-tool", `${main.origin}/favicon/`),
      tool("no-site-tool"),
      tool("packaged-tool", `${main.origin}/apple/`, { logo: "simple-icons:notion" }),
      tool("done-tool", `${main.origin}/apple/`, { fetchedLogo: fetched }),
      tool("gone-tool", `${main.origin}/apple/`, { status: "unverified" }),
    ];
    writeFileSync(
      path.join(dataDir, "01-test.json"),
      `${JSON.stringify({ name: "Test", items }, null, 2)}\n`,
    );
    const result = await runMediaFetch(options([], { missing: true }));
    expect(result).toEqual({
      fetched: ["apple-tool", "favicon-tool"],
      skipped: [],
      failed: ["no-site-tool"],
    });
    expect(log).toContain(
      "no-site-tool: no logo: no-site-tool has no externalLink in 01-test.json: nothing to fetch",
    );
    expect(record("apple-tool").fetchedLogo).toMatchObject({ kind: "apple-touch-icon" });
    expect(record("favicon-tool").fetchedLogo).toMatchObject({ kind: "favicon" });
    expect(record("done-tool").fetchedLogo).toEqual(fetched);
  });

  it("skips adult tools with a message, and --missing leaves out adult and logo-named tools", async () => {
    const result = await runMediaFetch(options(["adult-tool"]));
    expect(result).toEqual({ fetched: [], skipped: ["adult-tool"], failed: [] });
    expect(log[0]).toBe("adult-tool: skipped, an adult tool: its logo is not fetched");
    const { missingLogos, allTools, readDataFiles } =
      await import("../../scripts/lib/media/tool-records");
    const missing = missingLogos(allTools(readDataFiles(dataDir))).map((entry) => entry.slug);
    expect(missing).not.toContain("adult-tool");
    expect(missing).not.toContain("packaged-tool");
    expect(missing).toContain("apple-tool");
  });

  it("--list names the tools that wait for a logo, by category file, and requests nothing", async () => {
    const { waitingForLogos, readDataFiles } = await import("../../scripts/lib/media/tool-records");
    const before = requests.length;
    const items = [
      tool("waiting-tool", `${main.origin}/apple/`),
      tool("packaged-tool", `${main.origin}/apple/`, { logo: "simple-icons:notion" }),
      tool("gone-tool", `${main.origin}/apple/`, { status: "unverified" }),
    ];
    writeFileSync(
      path.join(dataDir, "02-more.json"),
      `${JSON.stringify({ name: "More", items }, null, 2)}\n`,
    );
    const groups = waitingForLogos(readDataFiles(dataDir));
    expect(groups.find((group) => group.file === "02-more.json")).toEqual({
      file: "02-more.json",
      names: ["waiting tool"],
    });
    expect(groups.flatMap((group) => group.names)).not.toContain("adult tool");
    expect(requests).toHaveLength(before);
  });
});
