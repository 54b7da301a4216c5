import { describe, expect, it } from "vitest";
import { parseOptions, publishedSiteUrl, UsageError } from "@/mcp/options";

describe("the MCP server's options", () => {
  it.each([
    [[], { kind: "url", baseUrl: publishedSiteUrl }],
    [["--data", "out"], { kind: "folder", dir: "/repo/out" }],
    [["--data=/srv/site"], { kind: "folder", dir: "/srv/site" }],
    [["--base-url", "http://localhost:3000/"], { kind: "url", baseUrl: "http://localhost:3000" }],
    [
      ["--base-url=https://example.org/compass/"],
      { kind: "url", baseUrl: "https://example.org/compass" },
    ],
  ])("%j reads from %j", (args, source) => {
    expect(parseOptions(args, "/repo")).toEqual({ source, help: false });
  });

  it("reads the published site by default", () => {
    expect(publishedSiteUrl).toBe("https://aicompass.dev");
  });

  it.each([
    [["--data"], "--data needs a value."],
    [["--base-url", "ftp://example.org"], "--base-url must be an http(s) URL"],
    [["--base-url", "not a url"], "--base-url must be an http(s) URL"],
    [
      ["--data", "out", "--base-url", "https://example.org"],
      "Give --data or --base-url, not both.",
    ],
    [["--port", "3"], 'Unknown option "--port".'],
  ])("refuses %j", (args, message) => {
    expect(() => parseOptions(args, "/repo")).toThrow(UsageError);
    expect(() => parseOptions(args, "/repo")).toThrow(message);
  });

  it("asks for help", () => {
    expect(parseOptions(["--help"]).help).toBe(true);
  });
});
