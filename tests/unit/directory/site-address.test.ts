import { describe, expect, it } from "vitest";
import {
  isTrackingParameter,
  normaliseAddress,
  sameSite,
  siteAddress,
} from "@/lib/directory/site-address";
import {
  listedSitesMatching,
  toolDomainShard,
  toolDomainShardCount,
  toolDomainShards,
} from "@/lib/directory/tool-domains";

describe("normaliseAddress", () => {
  it.each([
    ["https://example.com", "example.com"],
    ["http://example.com", "example.com"],
    ["HTTPS://EXAMPLE.COM/", "example.com"],
    ["https://www.example.com/", "example.com"],
    ["https://www2.example.com/app", "example.com/app"],
    ["example.com/app/", "example.com/app"],
    ["  https://example.com/app//  ", "example.com/app"],
    ["https://example.com:443/app", "example.com/app"],
    ["https://example.com./app", "example.com/app"],
    ["https://example.com/app#pricing", "example.com/app"],
    ["https://example.com/?utm_source=newsletter&utm_medium=email", "example.com"],
    ["https://example.com/?UTM_Campaign=x", "example.com"],
    ["https://example.com/?ref=aicompass", "example.com"],
    ["https://example.com/?fbclid=abc&gclid=def", "example.com"],
    ["https://example.com/?via=ai&fpr=x&af=1", "example.com"],
    ["https://example.com/app?lang=en&utm_source=x", "example.com/app?lang=en"],
    ["https://example.com/?b=2&a=1", "example.com?a=1&b=2"],
    ["https://Example.com/App", "example.com/App"],
  ])("%s → %s", (input, expected) => {
    expect(normaliseAddress(input)).toBe(expected);
  });

  it.each([
    [""],
    ["   "],
    ["ftp://example.com"],
    ["javascript:alert(1)"],
    ["mailto:someone@example.com"],
    ["https://localhost:3000"],
    ["not a url at all"],
  ])("%j is not a web address", (input) => {
    expect(normaliseAddress(input)).toBeNull();
  });

  it("keeps parameters that choose a page, and drops only tracking ones", () => {
    expect(isTrackingParameter("utm_content")).toBe(true);
    expect(isTrackingParameter("gclid")).toBe(true);
    expect(isTrackingParameter("id")).toBe(false);
    expect(isTrackingParameter("q")).toBe(false);
  });
});

describe("sameSite", () => {
  const same = (a: string, b: string) => sameSite(siteAddress(a)!, siteAddress(b)!);

  it("treats scheme, www., trailing slashes and tracking parameters as the same site", () => {
    expect(same("https://www.chatgpt.com/?utm_source=x", "http://chatgpt.com")).toBe(true);
  });

  it("matches a page of a listed home page, and the home page of a listed page", () => {
    expect(same("https://claude.ai/code", "https://claude.ai")).toBe(true);
    expect(same("https://labs.google", "https://labs.google/fx/tools/flow")).toBe(true);
  });

  it("tells apart tools on a shared platform", () => {
    expect(same("https://github.com/acme/writer", "https://github.com/other/tool")).toBe(false);
    expect(same("https://labs.google/fx/tools/whisk", "https://labs.google/fx/tools/flow")).toBe(
      false,
    );
  });

  it("does not confuse a path with a longer one that starts the same", () => {
    expect(same("https://example.com/app", "https://example.com/apple")).toBe(false);
  });

  it("tells apart subdomains and other domains", () => {
    expect(same("https://docs.example.com", "https://example.com")).toBe(false);
    expect(same("https://example.org", "https://example.com")).toBe(false);
  });
});

describe("the tool-domains index", () => {
  const tools = [
    { slug: "chatgpt", name: "ChatGPT", externalLink: "https://chatgpt.com/", adult: false },
    {
      slug: "chatgpt-study-mode",
      name: "ChatGPT Study Mode",
      externalLink: "https://chatgpt.com/?ref=aicompass",
      adult: false,
    },
    { slug: "flow", name: "Flow", externalLink: "https://labs.google/fx/tools/flow", adult: false },
    { slug: "secret", name: "Secret", externalLink: "https://adult.example.com", adult: true },
  ];
  const shards = toolDomainShards(tools);

  it("spreads the sites over its shards by host, and leaves adult tools out", () => {
    expect(shards).toHaveLength(toolDomainShardCount);
    expect(shards.flat()).toHaveLength(3);
    expect(shards[toolDomainShard("chatgpt.com")]).toEqual([
      ["chatgpt.com", "chatgpt", "ChatGPT"],
      ["chatgpt.com", "chatgpt-study-mode", "ChatGPT Study Mode"],
    ]);
    expect(shards.flat().some(([address]) => address.includes("adult"))).toBe(false);
  });

  it("finds every listed tool on the site of a submitted address", () => {
    const address = siteAddress("https://www.chatgpt.com/g/some-gpt?utm_source=x")!;
    const found = listedSitesMatching(address, shards[toolDomainShard(address.host)]!);
    expect(found.map((site) => site.slug)).toEqual(["chatgpt", "chatgpt-study-mode"]);
  });

  it("finds nothing for another tool on the same host's other path", () => {
    const address = siteAddress("https://labs.google/fx/tools/whisk")!;
    expect(listedSitesMatching(address, shards[toolDomainShard(address.host)]!)).toEqual([]);
  });
});
