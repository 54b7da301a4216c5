/**
 * The MCP server's guards, spoken to line by line over its real stdio (a client library would
 * refuse to send what these tests send): a message over 1 MiB is answered with an error and the
 * server serves on; what a client sent comes back without control or bidi characters; a broken
 * --data folder is named without the operator's absolute path.
 */
import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { controlCharacterPattern } from "@/lib/control-characters";

type Reply = { id: number | string | null; result?: unknown; error?: { message: string } };

/** The server started as `npm run --silent mcp -- …`, with its replies and stderr collected. */
function startServer(args: readonly string[]) {
  const child: ChildProcessWithoutNullStreams = spawn(
    process.platform === "win32" ? "npm.cmd" : "npm",
    ["run", "--silent", "mcp", "--", ...args],
    { stdio: "pipe" },
  );
  const replies: Reply[] = [];
  const waiters: (() => void)[] = [];
  let rest = "";
  let stderr = "";
  child.stdout.setEncoding("utf8");
  child.stdout.on("data", (chunk: string) => {
    const lines = (rest + chunk).split("\n");
    rest = lines.pop() ?? "";
    for (const line of lines) if (line.trim()) replies.push(JSON.parse(line) as Reply);
    for (const wake of waiters.splice(0)) wake();
  });
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));

  async function reply(id: number | null, timeoutMs = 15_000): Promise<Reply> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = replies.find((candidate) => candidate.id === id);
      if (found) return found;
      if (Date.now() > deadline || child.exitCode !== null)
        throw new Error(`No reply with id ${id}; stderr:\n${stderr}`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 200);
      });
    }
  }
  const send = (line: string) =>
    new Promise<void>((resolve, reject) =>
      child.stdin.write(`${line}\n`, (error) => (error ? reject(error) : resolve())),
    );
  const request = (id: number, method: string, params: unknown = {}) =>
    send(JSON.stringify({ jsonrpc: "2.0", id, method, params }));

  async function initialize(): Promise<void> {
    await request(0, "initialize", {
      protocolVersion: "2025-06-18",
      capabilities: {},
      clientInfo: { name: "limits-test", version: "1.0.0" },
    });
    await reply(0, 30_000);
    await send(JSON.stringify({ jsonrpc: "2.0", method: "notifications/initialized" }));
  }
  return {
    child,
    exited,
    send,
    request,
    reply,
    initialize,
    stderr: () => stderr,
    stop: () => child.kill(),
  };
}

type Server = ReturnType<typeof startServer>;
const started: Server[] = [];
function server(args: readonly string[]): Server {
  const one = startServer(args);
  started.push(one);
  return one;
}
afterEach(() => {
  for (const one of started.splice(0)) one.stop();
});

const textOf = (reply: Reply) => JSON.stringify(reply);

describe("the MCP server's limits", () => {
  it("answers a line over 1 MiB with an error and still answers the next request", async () => {
    const mcp = server(["--data", "out"]);
    await mcp.initialize();
    const huge = JSON.stringify({
      jsonrpc: "2.0",
      id: 1,
      method: "tools/call",
      params: { name: "search_tools", arguments: { query: "x".repeat(11 * 1024 * 1024) } },
    });
    const sentAt = Date.now();
    await mcp.send(huge);
    await mcp.request(2, "tools/list");
    const refused = await mcp.reply(null);
    expect(refused.error?.message).toContain("longer than 1048576 bytes (1 MiB) and was not read");
    const listed = await mcp.reply(2);
    expect(listed.result).toMatchObject({ tools: expect.any(Array) });
    // Dropped as it streams: no seconds spent gluing 11 MiB together.
    expect(Date.now() - sentAt).toBeLessThan(5_000);
    expect(mcp.child.exitCode).toBeNull();
  });

  it("sends back no control or bidi character a client put in its call", async () => {
    const mcp = server(["--data", "out"]);
    await mcp.initialize();
    const nasty = "chat\u0000g\u001b[2J\u001b]8;;https://evil.test\u0007tp\u202eexe.\u2066x";
    await mcp.request(3, "tools/call", { name: "get_tool", arguments: { slug: nasty } });
    await mcp.request(4, "tools/call", { name: "search_tools", arguments: { query: nasty } });
    await mcp.request(5, "tools/call", { name: `no_such_tool${nasty}`, arguments: {} });
    for (const id of [3, 4, 5]) {
      const text = textOf(await mcp.reply(id));
      // JSON.stringify writes C0 as \u001b: look for the escapes and the raw characters both.
      expect(text).not.toMatch(/\\u00(0|1)[0-9a-f]/i);
      expect(text).not.toMatch(controlCharacterPattern);
      expect(text).toContain("2J");
    }
  });
});

describe("a broken --data folder", () => {
  const outside = mkdtempSync(path.join(tmpdir(), "mcp-broken-"));
  const inside = mkdtempSync(path.join(process.cwd(), ".mcp-broken-"));
  afterAll(() => {
    rmSync(outside, { recursive: true, force: true });
    rmSync(inside, { recursive: true, force: true });
  });

  it.each([
    ["outside the working directory", outside, path.basename(outside)],
    ["inside the working directory", inside, path.basename(inside)],
  ])("%s is named without its absolute path", async (_where, dir, shown) => {
    mkdirSync(path.join(dir, "api", "v1"), { recursive: true });
    writeFileSync(path.join(dir, "api", "v1", "tools.json"), "{ not json");
    const mcp = server(["--data", dir]);
    await mcp.initialize();
    await mcp.request(6, "tools/call", { name: "get_tool", arguments: { slug: "chatgpt" } });
    await mcp.request(7, "tools/call", { name: "list_categories", arguments: {} });
    const broken = textOf(await mcp.reply(6));
    expect(broken).toContain(`${shown}/api/v1/tools.json is not valid JSON.`);
    const missing = textOf(await mcp.reply(7));
    expect(missing).toContain(`${shown}/api/v1/categories.json does not exist`);
    for (const text of [broken, missing, mcp.stderr()]) {
      expect(text).not.toContain(dir);
      expect(text).not.toContain(process.cwd());
    }
  });

  it("that does not exist stops the server with a message naming it as given", async () => {
    const mcp = server(["--data", path.join(outside, "nowhere")]);
    expect(await mcp.exited).toBe(1);
    expect(mcp.stderr()).toContain("nowhere/api/v1/tools.json does not exist.");
    expect(mcp.stderr()).not.toContain(outside);
  });
});
