/**
 * packages/mcp/server.json, the MCP registry's entry for the server: it must name the npm package
 * and version that `npm run mcp:pack` produces (the registry checks `mcpName` in the published
 * package.json against `name`), and offer exactly the options the server accepts.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseOptions, publishedSiteUrl, sourceOptions, usage } from "@/mcp/options";

type Argument = { type: string; name: string; isRequired: boolean; description: string };
const entry = JSON.parse(readFileSync("packages/mcp/server.json", "utf8")) as {
  $schema: string;
  name: string;
  description: string;
  version: string;
  packages: {
    registryType: string;
    identifier: string;
    version: string;
    transport: { type: string };
    packageArguments: Argument[];
  }[];
};
const manifest = JSON.parse(readFileSync("packages/mcp/package.json", "utf8")) as {
  name: string;
  version: string;
  mcpName: string;
};

describe("the MCP registry entry (packages/mcp/server.json)", () => {
  it("names the package and version the pack produces, under a namespace its site owns", () => {
    expect(entry.$schema).toMatch(/^https:\/\/static\.modelcontextprotocol\.io\/schemas\//);
    expect(entry.name).toBe(manifest.mcpName);
    // A reverse-DNS name is verified against the domain: the site's own.
    const domain = new URL(publishedSiteUrl).hostname.split(".").reverse().join(".");
    expect(entry.name.startsWith(`${domain}/`)).toBe(true);
    expect(entry.version).toBe(manifest.version);
    expect(entry.packages).toHaveLength(1);
    expect(entry.packages[0]).toMatchObject({
      registryType: "npm",
      identifier: manifest.name,
      version: manifest.version,
      transport: { type: "stdio" },
    });
    // The registry refuses longer descriptions.
    expect(entry.description.length).toBeLessThanOrEqual(100);
  });

  it("offers exactly the server's options, each optional, and each one the server accepts", () => {
    const offered = entry.packages[0]!.packageArguments;
    expect(offered.map((argument) => argument.name).sort()).toEqual([...sourceOptions].sort());
    for (const name of sourceOptions) expect(usage).toContain(`  ${name} `);
    for (const argument of offered) {
      expect(argument).toMatchObject({ type: "named", isRequired: false });
      const value = argument.name === "--data" ? "out" : "http://localhost:3000";
      expect(() => parseOptions([argument.name, value], "/tmp")).not.toThrow();
    }
  });
});
