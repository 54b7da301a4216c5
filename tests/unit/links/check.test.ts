import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { checkUrl, type CheckOptions } from "../../../scripts/lib/links/check";
import { classify } from "../../../scripts/lib/links/classify";
import { startFixtureServers, type FixtureServers } from "./fixture-server";

let servers: FixtureServers;
const options: CheckOptions = { timeoutMs: 400, maxHops: 5, bodyBytes: 64 * 1024 };

beforeAll(async () => {
  servers = await startFixtureServers();
});
afterAll(() => servers.close());
beforeEach(() => {
  servers.requests.length = 0;
});

async function check(path: string) {
  const result = await checkUrl(`${servers.base}${path}`, options);
  return { result, findings: classify(result) };
}

describe("checkUrl against local servers", () => {
  it("finds a live page ok, asking HEAD first and reading the page by GET", async () => {
    const { result, findings } = await check("/ok");
    expect(findings).toEqual([]);
    expect(result.status).toBe(200);
    expect(result.body).toContain("A live page");
    expect(servers.requests).toEqual(["HEAD /ok", "GET /ok"]);
  });

  it("records each hop of a redirect to another host and reports the move", async () => {
    const { result, findings } = await check("/moved");
    expect(result.hops).toEqual([
      {
        url: `${servers.base}/moved`,
        method: "HEAD",
        status: 301,
        location: `${servers.other}/ok`,
      },
      { url: `${servers.other}/ok`, method: "GET", status: 200 },
    ]);
    expect(result.finalUrl).toBe(`${servers.other}/ok`);
    expect(findings).toEqual([{ kind: "moved", from: "127.0.0.1", to: "localhost" }]);
  });

  it("does not call a redirect within the same site a move", async () => {
    const { result, findings } = await check("/same-site");
    expect(result.hops.map((hop) => hop.status)).toEqual([302, 200]);
    expect(findings).toEqual([]);
  });

  it("reports 404, 410 and 5xx as dead, each with its cause", async () => {
    expect((await check("/missing")).findings).toEqual([
      { kind: "dead", reason: "not-found", detail: "404 Not Found" },
    ]);
    expect((await check("/gone")).findings).toEqual([
      { kind: "dead", reason: "gone", detail: "410 Gone" },
    ]);
    expect((await check("/broken")).findings).toEqual([
      { kind: "dead", reason: "server-error", detail: "HTTP 500" },
    ]);
  });

  it("tries GET when HEAD gets an error status, and trusts GET's answer", async () => {
    await check("/missing");
    expect(servers.requests).toEqual(["HEAD /missing", "GET /missing"]);
  });

  it("reports a 403 as refused, not dead", async () => {
    expect((await check("/forbidden")).findings).toEqual([{ kind: "blocked", status: 403 }]);
  });

  it("gives up on a slow answer at the deadline, without asking again", async () => {
    const { result, findings } = await check("/slow");
    expect(findings).toEqual([
      { kind: "dead", reason: "timeout", detail: "no answer within 400 ms" },
    ]);
    expect(result.ms).toBeLessThan(2_000);
    expect(servers.requests).toEqual(["HEAD /slow"]);
  });

  it("reports a connection the server hangs up on as reset, after trying GET too", async () => {
    const { findings } = await check("/reset");
    expect(findings).toMatchObject([{ kind: "dead", reason: "reset" }]);
    expect(servers.requests).toEqual(["HEAD /reset", "GET /reset"]);
  });

  it("falls back to GET when HEAD is refused with 405, and records both", async () => {
    const { result, findings } = await check("/no-head");
    expect(findings).toEqual([]);
    expect(result.hops).toEqual([
      { url: `${servers.base}/no-head`, method: "GET", status: 200, headStatus: 405 },
    ]);
  });

  it("recognises a for-sale page that answers 200", async () => {
    const { findings } = await check("/parked");
    expect(findings).toEqual([{ kind: "parked", marker: '"domain is for sale"' }]);
  });

  it("reports a redirect that drops a referral parameter", async () => {
    const { result, findings } = await check("/drops-ref?ref=aicompass&lang=en");
    expect(result.finalUrl).toBe(`${servers.base}/ok`);
    expect(findings).toEqual([{ kind: "params-lost", params: ["ref", "lang"], referral: ["ref"] }]);
  });

  it("accepts a redirect that keeps the referral parameter", async () => {
    const { result, findings } = await check("/keeps-ref?ref=aicompass");
    expect(result.finalUrl).toBe(`${servers.base}/ok?ref=aicompass`);
    expect(findings).toEqual([]);
  });

  it("stops at a redirect loop", async () => {
    const { findings } = await check("/loop");
    expect(findings).toMatchObject([{ kind: "dead", reason: "redirects" }]);
    expect(servers.requests.length).toBeLessThanOrEqual(2);
  });
});
