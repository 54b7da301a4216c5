/**
 * The packed server (npm run mcp:pack): its tarball holds one bundled file and no dependency,
 * and `npm exec --package <tarball> -- ai-compass-mcp` (what `npx -y ai-compass-mcp` does once
 * it is published) runs it offline, from a folder outside this repository and with an empty npm
 * cache, so nothing of this checkout's node_modules can help it. The SDK's client lists its tools
 * and calls two, reading a build folder and then the Hosting emulator serving it.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { afterAll, describe, expect, it } from "vitest";
import { freePort, startHosting } from "../../scripts/lib/hosting-emulator";

const npm = process.platform === "win32" ? "npm.cmd" : "npm";
const scratch = mkdtempSync(path.join(tmpdir(), "mcp-pack-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe("the packed MCP server", () => {
  it("installs from its tarball offline and answers over stdio from a build folder and from the Hosting emulator", async () => {
    const packed = spawnSync(npm, ["run", "--silent", "mcp:pack", "--", "--out", scratch], {
      encoding: "utf8",
    });
    expect(packed.status, packed.stderr).toBe(0);
    const tarball = path.join(scratch, "ai-compass-mcp-0.1.0.tgz");
    const listing = spawnSync("tar", ["-tzf", tarball], { encoding: "utf8" }).stdout;
    expect(listing.split("\n").filter(Boolean).sort()).toEqual([
      "package/LICENSE",
      "package/README.md",
      "package/dist/THIRD_PARTY_LICENSES.txt",
      "package/dist/server.js",
      "package/package.json",
    ]);
    const manifest = JSON.parse(readFileSync("packages/mcp/package.json", "utf8")) as Record<
      string,
      unknown
    >;
    expect(manifest).toMatchObject({ bin: { "ai-compass-mcp": "dist/server.js" } });
    expect(manifest.dependencies).toBeUndefined();

    // Once from a build folder, once over HTTP from the Hosting emulator serving that build
    // (what `npx -y ai-compass-mcp` does against the published site, headers and all).
    const hosting = await startHosting({ port: await freePort() });
    try {
      for (const source of [
        ["--data", path.resolve("out")],
        ["--base-url", hosting.origin],
      ]) {
        const transport = new StdioClientTransport({
          command: npm,
          args: [
            "exec",
            "--offline",
            "--yes",
            "--package",
            tarball,
            "--",
            "ai-compass-mcp",
            ...source,
          ],
          cwd: scratch,
          env: { ...process.env, npm_config_cache: path.join(scratch, "npm-cache") } as Record<
            string,
            string
          >,
          stderr: "pipe",
        });
        let log = "";
        transport.stderr?.on("data", (chunk: Buffer) => (log += chunk.toString()));
        const client = new Client({ name: "ai-compass-package-test", version: "1.0.0" });
        try {
          await client.connect(transport);
          const { tools } = await client.listTools();
          expect(tools).toHaveLength(8);
          const found = await client.callTool({
            name: "search_tools",
            arguments: { query: "midjourney", limit: 1 },
          });
          expect(found.structuredContent).toMatchObject({ results: [{ slug: "midjourney" }] });
          const alternatives = await client.callTool({
            name: "get_alternatives",
            arguments: { slug: "cursor" },
          });
          expect(alternatives.isError ?? false).toBe(false);
          expect(client.getServerVersion()).toMatchObject({ name: "ai-compass", version: "0.1.0" });
        } catch (error) {
          throw new Error(`${source.join(" ")}: ${String(error)}\n${log}`);
        } finally {
          await client.close();
        }
      }
    } finally {
      await hosting.stop();
    }
  }, 120_000);
});
