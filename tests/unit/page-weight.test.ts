import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import {
  type Chunk,
  type PageWeight,
  checkBudgets,
  ChunkCache,
  extractScripts,
  findFirebaseMarker,
  globToRegExp,
  matchBudget,
  measureSite,
  parseBudgets,
  resolveScript,
  sharedChunks,
  summarise,
} from "@/scripts/lib/page-weight";

const KB = 1024;

describe("extractScripts", () => {
  it("lists every <script src> in document order, without repeats", () => {
    const html = `<html><head>
      <script src="/_next/static/chunks/a.js" async=""></script>
      <script src='/_next/static/chunks/b.js' defer></script>
      <script src="/_next/static/chunks/a.js" async=""></script>
      </head><body><script src=/_next/static/chunks/c.js></script></body></html>`;
    expect(extractScripts(html)).toEqual([
      "/_next/static/chunks/a.js",
      "/_next/static/chunks/b.js",
      "/_next/static/chunks/c.js",
    ]);
  });

  it("ignores nomodule polyfills, whatever the attribute's case", () => {
    const html = `<script src="/poly.js" noModule=""></script>
      <script nomodule src="/legacy.js"></script>
      <script src="/app.js" type="module"></script>`;
    expect(extractScripts(html)).toEqual(["/app.js"]);
  });

  it("ignores inline scripts, data scripts and commented-out tags", () => {
    const html = `<script>self.__next_f.push([1,"x"])</script>
      <script type="application/ld+json">{"@type":"WebSite"}</script>
      <script type="application/json" src="/data.json"></script>
      <!-- <script src="/old.js"></script> -->
      <script id="_R_">document.body</script>`;
    expect(extractScripts(html)).toEqual([]);
  });

  it("counts scripts that are preloaded, not other preloads", () => {
    const html = `<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/p.js"/>
      <link rel="modulepreload" href="/m.js">
      <link rel="preload" href="/font.woff2" as="font" crossorigin=""/>
      <link rel="stylesheet" href="/s.css"/>
      <script src="/_next/static/chunks/p.js" async=""></script>`;
    expect(extractScripts(html)).toEqual(["/_next/static/chunks/p.js", "/m.js"]);
  });
});

describe("resolveScript", () => {
  it("maps site addresses to files of the export, relative ones against the page", () => {
    expect(resolveScript("/_next/static/chunks/a.js?dpl=1", "tools/x.html")).toEqual({
      file: "_next/static/chunks/a.js",
    });
    expect(resolveScript("../lib.js", "guides/page/2.html")).toEqual({ file: "guides/lib.js" });
  });

  it("reports scripts from other origins as external", () => {
    expect(resolveScript("https://cdn.example.com/x.js", "index.html")).toEqual({
      external: "https://cdn.example.com/x.js",
    });
  });
});

describe("findFirebaseMarker", () => {
  it.each([
    [
      'fetch("https://identitytoolkit.googleapis.com/v1/accounts")',
      "identitytoolkit.googleapis.com",
    ],
    ['const host="firestore.googleapis.com"', "firestore.googleapis.com"],
    ['registerVersion("@firebase/app","0.14.0")', "@firebase/"],
    ["class FirebaseError extends Error{}", "FirebaseError"],
  ])("finds Firebase in %s", (source, marker) => {
    expect(findFirebaseMarker(source)).toBe(marker);
  });

  it("does not flag code that merely mentions Firebase or lazy-loads it", () => {
    expect(findFirebaseMarker('import("./firebase-client").then((m) => m.init())')).toBeNull();
    expect(findFirebaseMarker("const label = 'Sign in (powered by Firebase)'")).toBeNull();
  });
});

describe("sharedChunks", () => {
  it("keeps the chunks every page loads, in the first page's order", () => {
    expect(
      sharedChunks([
        ["runtime", "react", "layout", "home"],
        ["layout", "react", "runtime", "tool", "home"],
        ["react", "runtime", "layout"],
      ]),
    ).toEqual(["runtime", "react", "layout"]);
  });

  it("is everything for one page and nothing for none", () => {
    expect(sharedChunks([["a", "b", "a"]])).toEqual(["a", "b"]);
    expect(sharedChunks([])).toEqual([]);
  });
});

const chunk = (file: string, kb: number, firebase: string | null = null): Chunk => ({
  file,
  gzip: kb * KB,
  firebase,
});
const page = (name: string, htmlKb: number, scripts: Chunk[]): PageWeight => ({
  page: name,
  htmlGzip: htmlKb * KB,
  scripts,
  external: [],
});

describe("summarise", () => {
  it("counts as our JS what a page loads beyond the shared chunks", () => {
    const runtime = chunk("runtime.js", 120);
    const layout = chunk("layout.js", 20);
    const site = summarise([
      page("index.html", 10, [runtime, layout]),
      page("prompt-builder.html", 12, [runtime, chunk("builder.js", 9), layout]),
    ]);
    expect(site.shared.map((c) => c.file)).toEqual(["runtime.js", "layout.js"]);
    expect(site.sharedGzip).toBe(140 * KB);
    expect(site.pages.map((p) => [p.page, p.totalJsGzip / KB, p.ourJsGzip / KB])).toEqual([
      ["index.html", 140, 0],
      ["prompt-builder.html", 149, 9],
    ]);
  });
});

describe("matchBudget", () => {
  const routes = [
    { pattern: "*", htmlKb: 30 },
    { pattern: "tools/*.html", htmlKb: 18 },
    { pattern: "tools.html", htmlKb: 66 },
    { pattern: "*-prompts.html", htmlKb: 120 },
    { pattern: "chatgpt-prompts.html", htmlKb: 117 },
    { pattern: "guides/*", htmlKb: 26 },
    { pattern: "guides/*.html", htmlKb: 25 },
  ];
  const limit = (name: string) => matchBudget(name, routes)?.htmlKb;

  it("prefers an exact name over any glob, and a narrower glob over '*'", () => {
    expect(limit("chatgpt-prompts.html")).toBe(117);
    expect(limit("midjourney-prompts.html")).toBe(120);
    expect(limit("tools.html")).toBe(66);
    expect(limit("tools/chatgpt.html")).toBe(18);
    expect(limit("privacy-policy.html")).toBe(30);
  });

  it("lets '*' cross folders and breaks ties by file order", () => {
    expect(limit("guides/page/2.html")).toBe(25);
    expect(limit("guides/feed.xml")).toBe(26);
    // "ab/*" and "*.js" have three literal characters each: the first listed wins.
    const tie = (patterns: string[]) =>
      matchBudget(
        "ab/c.js",
        patterns.map((pattern) => ({ pattern })),
      )?.pattern;
    expect(tie(["ab/*", "*.js"])).toBe("ab/*");
    expect(tie(["*.js", "ab/*"])).toBe("*.js");
  });

  it("matches whole paths, with dots taken literally", () => {
    expect(globToRegExp("tools/*.html").test("tools/x.html")).toBe(true);
    expect(globToRegExp("tools/*.html").test("xtools/x.html")).toBe(false);
    expect(globToRegExp("index.html").test("indexxhtml")).toBe(false);
    expect(matchBudget("news.html", [{ pattern: "tools/*.html" }])).toBeUndefined();
  });
});

describe("parseBudgets", () => {
  it("defaults each route's ourJsKb to the file's, then to 15", () => {
    expect(
      parseBudgets({
        frameworkJsKb: 158,
        routes: { "*": { htmlKb: 19 }, "prompt-builder.html": { htmlKb: 14, ourJsKb: 20 } },
      }),
    ).toEqual({
      frameworkJsKb: 158,
      routes: [
        { pattern: "*", htmlKb: 19, ourJsKb: 15 },
        { pattern: "prompt-builder.html", htmlKb: 14, ourJsKb: 20 },
      ],
    });
  });

  it("rejects missing or misspelt limits", () => {
    expect(() => parseBudgets({ routes: { "*": { htmlKb: 19 } } })).toThrow();
    expect(() => parseBudgets({ frameworkJsKb: 158, routes: { "*": { htmlKB: 19 } } })).toThrow();
  });

  it("accepts the project's budgets.json", async () => {
    const { default: file } = await import("@/budgets.json");
    const budgets = parseBudgets(file);
    expect(budgets.routes.some((r) => r.pattern === "*")).toBe(true);
    expect(budgets.routes.every((r) => r.ourJsKb === 15)).toBe(true);
  });
});

describe("checkBudgets", () => {
  const runtime = chunk("runtime.js", 140);
  const budgets = parseBudgets({
    frameworkJsKb: 150,
    routes: { "*": { htmlKb: 20 }, "tools/*.html": { htmlKb: 15 } },
  });

  it("passes a site within its limits and reports the heaviest page per group", () => {
    const report = checkBudgets(
      summarise([
        page("index.html", 14, [runtime]),
        page("tools/a.html", 12, [runtime, chunk("tool.js", 1)]),
        page("tools/b.html", 14, [runtime]),
      ]),
      budgets,
    );
    expect(report.violations).toEqual([]);
    expect(
      report.groups.map((g) => [g.pattern, g.pages.length, g.maxHtml.page, g.maxOurJs.page]),
    ).toEqual([
      ["*", 1, "index.html", "index.html"],
      ["tools/*.html", 2, "tools/b.html", "tools/a.html"],
    ]);
  });

  it("names each page over its HTML or JavaScript limit", () => {
    const report = checkBudgets(
      summarise([
        page("index.html", 21, [runtime]),
        page("tools/a.html", 16, [runtime, chunk("big.js", 16)]),
      ]),
      budgets,
    );
    expect(report.violations).toEqual([
      "index.html: HTML 21.0 KB gzip > 20 KB (*)",
      "tools/a.html: HTML 16.0 KB gzip > 15 KB (tools/*.html)",
      "tools/a.html: own JavaScript 16.0 KB gzip > 15 KB (tools/*.html)",
    ]);
  });

  it("caps shared plus own JavaScript where a route sets guestJsKb", () => {
    const capped = parseBudgets({
      frameworkJsKb: 150,
      routes: { "*": { htmlKb: 20 }, "tools.html": { htmlKb: 40, guestJsKb: 145 } },
    });
    const site = summarise([
      page("index.html", 1, [runtime, chunk("home.js", 8)]),
      page("tools.html", 1, [runtime, chunk("filters.js", 6)]),
    ]);
    // 140 shared + 6 own is over the directory's 145; the home page has no such cap.
    expect(checkBudgets(site, capped).violations).toEqual([
      "tools.html: JavaScript in all 146.0 KB gzip > guestJsKb 145 KB (tools.html)",
    ]);
    expect(
      checkBudgets(summarise([page("tools.html", 1, [runtime, chunk("filters.js", 5)])]), capped)
        .violations,
    ).toEqual([]);
  });

  it("caps the shared chunks with frameworkJsKb", () => {
    const heavy = chunk("runtime.js", 151);
    const report = checkBudgets(summarise([page("index.html", 1, [heavy])]), budgets);
    expect(report.violations).toEqual([
      "shared JavaScript (loaded by every page): 151.0 KB gzip > frameworkJsKb 150 KB",
    ]);
  });

  it("fails any page that loads Firebase upfront, however small", () => {
    const firebase = chunk("auth.js", 0.5, "identitytoolkit.googleapis.com");
    const report = checkBudgets(
      summarise([
        page("index.html", 1, [runtime]),
        page("login.html", 1, [runtime, firebase]),
        page("register.html", 1, [runtime, firebase]),
      ]),
      budgets,
    );
    expect(report.firebase).toEqual([
      {
        chunk: "auth.js",
        marker: "identitytoolkit.googleapis.com",
        pages: ["login.html", "register.html"],
      },
    ]);
    expect(report.violations).toEqual([
      'Firebase loaded upfront: auth.js (contains "identitytoolkit.googleapis.com") by 2 page(s): login.html, register.html',
    ]);
  });

  it("fails pages no pattern covers and external upfront scripts", () => {
    const narrow = parseBudgets({ frameworkJsKb: 150, routes: { "tools/*.html": { htmlKb: 15 } } });
    const external = { ...page("tools/a.html", 1, [runtime]), external: ["https://x.test/a.js"] };
    const report = checkBudgets(summarise([page("news.html", 1, [runtime]), external]), narrow);
    expect(report.violations).toEqual([
      'news.html: no budget pattern matches it (add one, or a "*" route)',
      "tools/a.html: loads an external script upfront (https://x.test/a.js); it cannot be budgeted",
    ]);
  });
});

describe("measureSite", () => {
  const root = mkdtempSync(path.join(tmpdir(), "page-weight-"));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("measures an export's pages, sharing chunk sizes between them", () => {
    mkdirSync(path.join(root, "_next", "static", "chunks"), { recursive: true });
    mkdirSync(path.join(root, "tools"));
    const write = (file: string, body: string) => writeFileSync(path.join(root, file), body);
    write("_next/static/chunks/runtime.js", "x".repeat(5000));
    write("_next/static/chunks/tool.js", 'import("@firebase/auth")');
    write("_next/static/chunks/poly.js", "polyfill");
    write("_next/static/chunks/unused.html", "<script src='/nope.js'></script>");
    const shell = (extra: string) =>
      `<script src="/_next/static/chunks/runtime.js" async></script>` +
      `<script src="/_next/static/chunks/poly.js" noModule=""></script>${extra}`;
    write("index.html", shell(""));
    write("tools/a.html", shell(`<script src="/_next/static/chunks/tool.js"></script>`));

    const site = measureSite(root);
    expect(site.pages.map((p) => p.page)).toEqual(["index.html", "tools/a.html"]);
    expect(site.shared.map((c) => c.file)).toEqual(["_next/static/chunks/runtime.js"]);
    const tool = site.pages[1]!;
    expect(tool.scripts.map((c) => c.file)).toEqual([
      "_next/static/chunks/runtime.js",
      "_next/static/chunks/tool.js",
    ]);
    expect(tool.scripts[1]!.firebase).toBe("@firebase/");
    expect(tool.ourJsGzip).toBe(tool.scripts[1]!.gzip);
    expect(site.pages[0]!.scripts[0]).toBe(tool.scripts[0]);
  });

  it("says which page file a missing chunk breaks", () => {
    const cache = new ChunkCache(root);
    expect(() => cache.get("_next/static/chunks/gone.js")).toThrow(/gone\.js .* missing/);
  });
});
