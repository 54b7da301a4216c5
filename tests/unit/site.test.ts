import { describe, expect, it } from "vitest";
import { accountLinks, footerNav, isNavGroup, mainNav, scrollThresholds, site } from "@/lib/site";
import { productionSiteUrlProblem, resolveSiteUrl } from "@/lib/site-url";

describe("site configuration", () => {
  it("has the fixed scroll thresholds, copyright year and affiliate note", () => {
    expect(scrollThresholds).toEqual({ stickyHeader: 100, scrollToTop: 200 });
    expect(site.copyrightYear).toBe(2024);
    expect(site.affiliateNote).toBe(
      "Some links on this site may be affiliate links, earning us a small commission at no additional cost to you.",
    );
  });

  it("has exactly three social networks, all https", () => {
    expect(site.socials).toHaveLength(3);
    for (const social of site.socials) expect(new URL(social.href).protocol).toBe("https:");
  });

  it("labels the signed-out actions “Submit ai tool” and “Register”", () => {
    expect(accountLinks.submitTool).toEqual({ label: "Submit ai tool", href: "/submit-ai-tool" });
    expect(accountLinks.register).toEqual({ label: "Register", href: "/register" });
  });

  it("has site-relative links everywhere in the navigation, each once per menu", () => {
    const hrefs = mainNav.flatMap((entry) =>
      isNavGroup(entry) ? entry.items.map((i) => i.href) : [entry.href],
    );
    expect(new Set(hrefs).size).toBe(hrefs.length);
    for (const href of [
      ...hrefs,
      ...footerNav.categories.map((l) => l.href),
      ...footerNav.company.map((l) => l.href),
    ]) {
      expect(href).toMatch(/^\/[a-z0-9-]*$/);
    }
  });
});

describe("resolveSiteUrl", () => {
  it("falls back to the local server when unset or blank", () => {
    expect(resolveSiteUrl(undefined)).toBe("http://localhost:3000");
    expect(resolveSiteUrl("  ")).toBe("http://localhost:3000");
  });

  it("keeps only the origin, so paths and trailing slashes cannot double up", () => {
    expect(resolveSiteUrl("https://aicompass.dev/")).toBe("https://aicompass.dev");
    expect(resolveSiteUrl("https://www.example.org/some/path?x=1")).toBe("https://www.example.org");
  });

  it("rejects values that are not http(s) URLs, naming the variable", () => {
    expect(() => resolveSiteUrl("ftp://example.org")).toThrow(/NEXT_PUBLIC_SITE_URL/);
    expect(() => resolveSiteUrl("not a url")).toThrow();
  });
});

describe("productionSiteUrlProblem", () => {
  it("asks nothing of a build on the emulators", () => {
    expect(productionSiteUrlProblem(undefined, false)).toBeNull();
  });

  it("refuses a production build without the site's origin, or with a local one, naming the variable", () => {
    expect(productionSiteUrlProblem(undefined, true)).toMatch(
      /^NEXT_PUBLIC_SITE_URL is required for a production build/,
    );
    expect(productionSiteUrlProblem("  ", true)).toMatch(/is required/);
    expect(productionSiteUrlProblem("http://localhost:3000", true)).toMatch(
      /"http:\/\/localhost:3000", a local address/,
    );
    expect(productionSiteUrlProblem("http://127.0.0.1:8080/", true)).toMatch(/a local address/);
  });

  it("accepts a public origin", () => {
    expect(productionSiteUrlProblem("https://aicompass.dev", true)).toBeNull();
  });
});
