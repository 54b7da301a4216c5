import { describe, expect, it } from "vitest";
import { cleanMessage, LineLimiter } from "@/mcp/stdio";

/** What a LineLimiter passes on for these chunks, and how many lines it dropped. */
async function limit(chunks: readonly string[], max: number) {
  let dropped = 0;
  const limiter = new LineLimiter(max, () => (dropped += 1));
  const out: string[] = [];
  limiter.on("data", (chunk: Buffer) => out.push(chunk.toString()));
  const ended = new Promise((resolve) => limiter.on("end", resolve));
  for (const chunk of chunks) limiter.write(chunk);
  limiter.end();
  await ended;
  return { out, dropped };
}

describe("the MCP server's line limit", () => {
  it("passes whole lines up to the limit, however they arrive", async () => {
    expect(await limit(["ab", "cd\nef", "\n"], 4)).toEqual({ out: ["abcd\n", "ef\n"], dropped: 0 });
  });

  it("drops a longer line, even split across chunks, and reads on", async () => {
    expect(await limit(["abc", "de", "f\nok\n", "toolong"], 4)).toEqual({
      out: ["ok\n"],
      dropped: 2,
    });
  });
});

describe("a reply as the server sends it", () => {
  it("loses control and bidi characters everywhere but its id", () => {
    const id = "a\u001b";
    expect(
      cleanMessage({
        jsonrpc: "2.0",
        id,
        error: { code: -32602, message: "Tool x\u0000\u001b[2J\u202e not found" },
      }),
    ).toEqual({ jsonrpc: "2.0", id, error: { code: -32602, message: "Tool x[2J not found" } });
  });
});
