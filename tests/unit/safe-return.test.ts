import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { safeReturnPath, withReturn } from "@/lib/safe-return";

const site = "https://site.example";

/** Where a browser would go if the site navigated to `path`. */
function resolvedOrigin(path: string): string {
  return new URL(path, site).origin;
}

function isAuthPage(path: string): boolean {
  return /^\/(login|register)(?:[/?#]|$)/.test(path);
}

/** Paths built from the pieces attackers combine: dot segments (plain and encoded), empty segments, hosts. */
const trickyPath = fc
  .array(
    fc.constantFrom(
      "",
      ".",
      "..",
      "%2e",
      "%2E",
      "%2e%2e",
      ".%2E",
      "evil.com",
      "login",
      "register",
      "tools",
      "x",
    ),
    { minLength: 1, maxLength: 6 },
  )
  .map((segments) => `/${segments.join("/")}`);

/** Plain site paths: lower-case segments, an optional query and fragment, no dot segments. */
const plainPath = fc
  .tuple(
    fc.array(fc.stringMatching(/^[a-z0-9-]{1,10}$/), { minLength: 0, maxLength: 4 }),
    fc.option(fc.stringMatching(/^[a-z]{1,5}=[a-z0-9]{0,5}$/), { nil: undefined }),
    fc.option(fc.stringMatching(/^[a-z0-9-]{1,8}$/), { nil: undefined }),
  )
  .map(
    ([segments, query, hash]) =>
      `/${segments.join("/")}${query ? `?${query}` : ""}${hash ? `#${hash}` : ""}`,
  );

describe("safeReturnPath", () => {
  it("keeps a path on this site with its query and fragment", () => {
    expect(safeReturnPath("/tools/x?y=1#z")).toBe("/tools/x?y=1#z");
    expect(safeReturnPath("/profile")).toBe("/profile");
    expect(safeReturnPath("/")).toBe("/");
    expect(safeReturnPath("/submit-ai-tool", "/elsewhere")).toBe("/submit-ai-tool");
  });

  it("falls back to /profile by default, or to the given fallback", () => {
    expect(safeReturnPath(null)).toBe("/profile");
    expect(safeReturnPath(undefined)).toBe("/profile");
    expect(safeReturnPath("")).toBe("/profile");
    expect(safeReturnPath(null, "/tools")).toBe("/tools");
    expect(safeReturnPath("//evil.com", "")).toBe("");
  });

  it.each([
    ["protocol-relative URL", "//evil.com"],
    ["protocol-relative URL with a path", "//evil.com/login"],
    ["absolute https URL", "https://evil.com"],
    ["absolute http URL", "http://evil.com/tools"],
    ["backslash that browsers read as a slash", "/\\evil"],
    ["backslash after the slash, then host", "/\\/evil.com"],
    ["javascript: URL", "javascript:alert(1)"],
    ["data: URL", "data:text/html,<script>alert(1)</script>"],
    ["relative path without a slash", "tools/x"],
    ["tab inside the path", "/\t/evil.com"],
    ["newline inside the path", "/\n/evil.com"],
    ["space inside the path", "/tools/a b"],
  ])("rejects a %s", (_label, candidate) => {
    expect(safeReturnPath(candidate, "/fallback")).toBe("/fallback");
  });

  it.each(["/login", "/login/", "/login?next=/tools", "/login#top", "/register", "/register?x"])(
    "does not return to the sign-in pages (%s), which would loop",
    (candidate) => {
      expect(safeReturnPath(candidate, "/fallback")).toBe("/fallback");
    },
  );

  it("still accepts pages whose names only start like the sign-in pages", () => {
    expect(safeReturnPath("/loginhelp")).toBe("/loginhelp");
    expect(safeReturnPath("/tools/login")).toBe("/tools/login");
    expect(safeReturnPath("/registered-tools?x=1")).toBe("/registered-tools?x=1");
  });

  it("percent-encodes characters the URL parser would encode, so the path stays the same page", () => {
    expect(safeReturnPath("/tools/é")).toBe("/tools/%C3%A9");
  });

  it.each(["/.//evil.com", "/x/..//evil.com", "/%2e//evil.com", "/tools/%2e%2e/%2e%2e//evil.com"])(
    "does not turn dot segments into a protocol-relative URL (%s)",
    (candidate) => {
      const result = safeReturnPath(candidate, "/fallback");
      expect(result.startsWith("//")).toBe(false);
      expect(resolvedOrigin(result)).toBe(site);
    },
  );

  it.each(["/./login", "/%2e%2e/login", "/x/../register?a"])(
    "does not reach a sign-in page through dot segments (%s)",
    (candidate) => {
      expect(isAuthPage(safeReturnPath(candidate, "/fallback"))).toBe(false);
    },
  );

  it("property: for any string, returns a path on this site (starts with one slash)", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl(), fc.webPath(), trickyPath), (candidate) => {
        const result = safeReturnPath(candidate);
        expect(result.startsWith("/")).toBe(true);
        expect(result.startsWith("//")).toBe(false);
        expect(result).not.toMatch(/[\\\s]/);
        expect(resolvedOrigin(result)).toBe(site);
      }),
      { numRuns: 2000 },
    );
  });

  it("property: never returns a sign-in page unless it is the fallback", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webPath(), trickyPath), (candidate) => {
        expect(isAuthPage(safeReturnPath(candidate, "/fallback"))).toBe(false);
      }),
      { numRuns: 2000 },
    );
  });

  it("property: plain site paths come back unchanged", () => {
    fc.assert(
      fc.property(plainPath, (path) => {
        fc.pre(!isAuthPage(path));
        expect(safeReturnPath(path, "/fallback")).toBe(path);
      }),
    );
  });

  it("property: is idempotent on what it returns", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webPath(), plainPath), (candidate) => {
        const once = safeReturnPath(candidate, "/fallback");
        expect(safeReturnPath(once, "/other")).toBe(once);
      }),
    );
  });
});

describe("withReturn", () => {
  it("adds the path as an encoded next parameter", () => {
    expect(withReturn("/login", "/tools/x?y=1&z=2#h")).toBe(
      "/login?next=%2Ftools%2Fx%3Fy%3D1%26z%3D2%23h",
    );
    expect(withReturn("/register", "/profile")).toBe("/register?next=%2Fprofile");
  });

  it("links to the bare page when the path is not safe to return to", () => {
    expect(withReturn("/login", "//evil.com")).toBe("/login");
    expect(withReturn("/register", "https://evil.com")).toBe("/register");
    expect(withReturn("/login", "")).toBe("/login");
    expect(withReturn("/login", "/register")).toBe("/login");
  });

  it("property: the page reads back the same safe path from its next parameter", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("/login" as const, "/register" as const),
        fc.oneof(plainPath, fc.webPath(), fc.string()),
        (page, path) => {
          const link = new URL(withReturn(page, path), site);
          expect(link.pathname).toBe(page);
          const expected = safeReturnPath(path, "");
          const next = link.searchParams.get("next");
          if (expected) {
            expect(next).toBe(expected);
            expect(safeReturnPath(next, "")).toBe(expected);
          } else {
            expect(next).toBeNull();
            expect(link.search).toBe("");
          }
        },
      ),
    );
  });
});
