/**
 * The MCP server's stdio, guarded on both sides. In: one JSON-RPC message (one line) may be at
 * most maxMessageBytes; a longer line is dropped as it streams, answered with a JSON-RPC error
 * (id null: its id was never read) and the server reads on. The SDK's own reader would instead
 * buffer up to 10 MiB, concatenating on every chunk (seconds for a 9 MiB line), and close the
 * server when a line passes that. Out: every string in a reply loses the control and bidi
 * characters of lib/control-characters.ts, so nothing a client sent (a query, a slug, a tool
 * name the SDK echoes in its errors) comes back able to drive a terminal or reorder what a
 * reader sees.
 */
import { Transform, type Readable, type TransformCallback, type Writable } from "node:stream";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import type { JSONRPCMessage } from "@modelcontextprotocol/sdk/types.js";
import { controlCharactersGlobal } from "@/lib/control-characters";

/** 1 MiB: the largest call the server's tools could need is a few hundred bytes. */
export const maxMessageBytes = 1024 * 1024;

const newline = 0x0a;

/** The JSON-RPC error (Invalid Request) answering a line that was too long to read. */
export function oversizeReply(limit: number): string {
  return `${JSON.stringify({
    jsonrpc: "2.0",
    id: null,
    error: {
      code: -32600,
      message: `The message was longer than ${limit} bytes (${limit / 1024 / 1024} MiB) and was not read; send one JSON-RPC message per line, each at most that long.`,
    },
  })}\n`;
}

/**
 * Passes on whole lines of at most `limit` bytes (newline excluded); drops a longer line as it
 * arrives, keeping none of it, and calls `onOversize` once for it when its newline comes (or
 * the input ends).
 */
export class LineLimiter extends Transform {
  private pending: Buffer[] = [];
  private pendingBytes = 0;
  private discarding = false;

  constructor(
    private readonly limit: number,
    private readonly onOversize: () => void,
  ) {
    super();
  }

  override _transform(chunk: Buffer | string, _encoding: string, done: TransformCallback): void {
    let data = typeof chunk === "string" ? Buffer.from(chunk) : chunk;
    while (data.length > 0) {
      const end = data.indexOf(newline);
      const piece = end === -1 ? data : data.subarray(0, end);
      if (!this.discarding) {
        if (this.pendingBytes + piece.length > this.limit) {
          this.pending = [];
          this.pendingBytes = 0;
          this.discarding = true;
        } else {
          this.pending.push(piece);
          this.pendingBytes += piece.length;
        }
      }
      if (end === -1) break;
      if (this.discarding) {
        this.discarding = false;
        this.onOversize();
      } else {
        this.push(Buffer.concat([...this.pending, Buffer.from([newline])]));
      }
      this.pending = [];
      this.pendingBytes = 0;
      data = data.subarray(end + 1);
    }
    done();
  }

  override _flush(done: TransformCallback): void {
    if (this.discarding) this.onOversize();
    else if (this.pendingBytes > 0) this.push(Buffer.concat(this.pending));
    done();
  }
}

/** A string as the server may send it: without control or bidi characters. */
export function cleanText(text: string): string {
  return text.replace(controlCharactersGlobal, "");
}

/** Every string in a value cleaned (keys included), the shape kept. */
export function cleanValue(value: unknown): unknown {
  if (typeof value === "string") return cleanText(value);
  if (Array.isArray(value)) return value.map(cleanValue);
  if (typeof value === "object" && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [cleanText(key), cleanValue(item)]),
    );
  }
  return value;
}

/**
 * A reply cleaned but for its id, which the client chose and matches the reply by. The shape is
 * the message's own, so the type is kept.
 */
export function cleanMessage(message: JSONRPCMessage): JSONRPCMessage {
  const { jsonrpc, ...rest } = message;
  const cleaned = { jsonrpc, ...(cleanValue(rest) as object) };
  if ("id" in message) Object.assign(cleaned, { id: message.id });
  return cleaned as JSONRPCMessage;
}

/** The SDK's stdio transport, reading through a LineLimiter and cleaning what it sends. */
export class GuardedStdioTransport extends StdioServerTransport {
  constructor(
    stdin: Readable = process.stdin,
    stdout: Writable = process.stdout,
    limit = maxMessageBytes,
  ) {
    const limiter = new LineLimiter(limit, () => stdout.write(oversizeReply(limit)));
    stdin.pipe(limiter);
    super(limiter, stdout);
  }

  override send(message: JSONRPCMessage): Promise<void> {
    return super.send(cleanMessage(message));
  }
}
