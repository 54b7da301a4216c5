import { describe, expect, it } from "vitest";
import type { CheckResult } from "../../../scripts/lib/links/check";
import { classify, isReferralParameter, lostParameters } from "../../../scripts/lib/links/classify";
import { registrableDomain } from "../../../scripts/lib/links/domains";
import { describeFailure } from "../../../scripts/lib/links/network";
import { parkedMarker } from "../../../scripts/lib/links/parked";

/** A result that went from `url` through `via` (each answering 301) to a 200 at the last one. */
function redirected(url: string, ...via: string[]): CheckResult {
  const chain = [url, ...via];
  const hops = chain.map((hop, index) => ({
    url: hop,
    method: "HEAD" as const,
    status: index === chain.length - 1 ? 200 : 301,
  }));
  return { url, hops, finalUrl: chain.at(-1) ?? url, status: 200, ms: 1 };
}

describe("registrableDomain", () => {
  it.each([
    ["www.openai.com", "openai.com"],
    ["platform.openai.com", "openai.com"],
    ["OpenAI.com.", "openai.com"],
    ["www.bbc.co.uk", "bbc.co.uk"],
    ["shop.example.com.au", "example.com.au"],
    ["alice.github.io", "alice.github.io"],
    ["docs.alice.github.io", "alice.github.io"],
    ["127.0.0.1", "127.0.0.1"],
    ["localhost", "localhost"],
  ])("%s → %s", (host, domain) => {
    expect(registrableDomain(host)).toBe(domain);
  });
});

describe("classify", () => {
  it("does not count a www. or scheme change as another domain", () => {
    expect(classify(redirected("http://example.com/a", "https://www.example.com/a"))).toEqual([]);
  });

  it("counts a move between shared-hosting subdomains as another domain", () => {
    expect(classify(redirected("https://alice.github.io/", "https://bob.github.io/"))).toEqual([
      { kind: "moved", from: "alice.github.io", to: "bob.github.io" },
    ]);
  });

  it("reports a redirect into a domain marketplace as parked, not as a move", () => {
    const result = redirected(
      "https://old-tool.ai/",
      "https://www.hugedomains.com/domain_profile.cfm?d=old-tool.ai",
    );
    expect(classify(result)).toEqual([{ kind: "parked", marker: "redirects to hugedomains.com" }]);
  });

  it("reports a move and a lost referral together", () => {
    const result = redirected("https://tool.ai/?via=aicompass", "https://newtool.com/");
    expect(classify(result)).toEqual([
      { kind: "moved", from: "tool.ai", to: "newtool.com" },
      { kind: "params-lost", params: ["via"], referral: ["via"] },
    ]);
  });

  it("uses the injected domain mapping", () => {
    const result = redirected("https://a.test/", "https://b.test/");
    expect(classify(result, () => "same")).toEqual([]);
  });

  it("names LinkedIn's 999 as refused and a 400 as dead", () => {
    const base = { url: "https://x.test/", hops: [], finalUrl: "https://x.test/", ms: 1 };
    expect(classify({ ...base, status: 999 })).toEqual([{ kind: "blocked", status: 999 }]);
    expect(classify({ ...base, status: 400 })).toEqual([
      { kind: "dead", reason: "client-error", detail: "HTTP 400" },
    ]);
  });
});

describe("lostParameters", () => {
  it("lists parameters that are gone or changed, once each", () => {
    expect(
      lostParameters(
        "https://a.test/?ref=x&tag=1&tag=2&keep=1",
        "https://a.test/p?ref=y&tag=1&keep=1",
      ),
    ).toEqual(["ref", "tag"]);
  });

  it("finds nothing lost when the final URL keeps every parameter, in any order", () => {
    expect(lostParameters("https://a.test/?a=1&b=2", "https://www.a.test/x?b=2&a=1&c=3")).toEqual(
      [],
    );
  });

  it("knows the referral parameters, utm_* included", () => {
    expect(
      ["ref", "via", "fpr", "af", "aff", "utm_campaign", "p"].map(isReferralParameter),
    ).toEqual([true, true, true, true, true, true, false]);
  });
});

describe("parkedMarker", () => {
  it("finds the usual wording and parking scripts, and nothing on an ordinary page", () => {
    expect(parkedMarker([], "<p>Buy this domain today</p>")).toBe('"buy this domain"');
    expect(parkedMarker([], '<script src="https://www.sedoparking.com/x.js"></script>')).toBe(
      "a parking service's script or link",
    );
    expect(parkedMarker([], "<title>tool.ai is for sale</title>")).toBe(
      'a title saying "for sale"',
    );
    expect(
      parkedMarker(["https://tool.ai/"], "<h1>Sales tools for your domain</h1>"),
    ).toBeUndefined();
  });
});

describe("describeFailure", () => {
  const fetchFailed = (code: string) =>
    new TypeError("fetch failed", { cause: Object.assign(new Error(`${code} boom`), { code }) });

  it.each([
    ["ENOTFOUND", "dns"],
    ["EAI_AGAIN", "dns"],
    ["ECONNRESET", "reset"],
    ["UND_ERR_SOCKET", "reset"],
    ["ECONNREFUSED", "refused"],
    ["CERT_HAS_EXPIRED", "tls"],
    ["ERR_SSL_WRONG_VERSION_NUMBER", "tls"],
    ["EWHATEVER", "other"],
  ])("%s → %s", (code, kind) => {
    expect(describeFailure(fetchFailed(code), 1000).kind).toBe(kind);
  });

  it("names a timeout with its deadline", () => {
    const error = new DOMException("The operation was aborted due to timeout", "TimeoutError");
    expect(describeFailure(error, 1500)).toEqual({
      kind: "timeout",
      message: "no answer within 1500 ms",
    });
  });
});
