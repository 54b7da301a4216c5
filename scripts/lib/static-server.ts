/**
 * Serves the exported site (out/) the way a CDN such as Firebase Hosting does:
 * clean URLs (/tools → tools.html), a 404.html page with a real 404 status, correct
 * content types, gzip/brotli compression and long caching for hashed assets.
 */
import { createReadStream } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import path from "node:path";
import { brotliCompress, gzip } from "node:zlib";
import { promisify } from "node:util";
import { cleanUrlCandidates } from "./clean-urls";
import { headersFor, type HeaderRule } from "./hosting-headers";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export const contentTypes: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".gif": "image/gif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".webmanifest": "application/manifest+json",
  ".pf_meta": "application/octet-stream",
  ".wasm": "application/wasm",
};

const compressible = /^(text\/|application\/(json|xml|manifest\+json|javascript)|image\/svg\+xml)/;

export type ServerOptions = {
  root: string;
  port: number;
  host?: string;
  quiet?: boolean;
  /** Headers per path, as firebase.json's hosting section defines them. */
  headerRules?: readonly HeaderRule[];
  /** Extra connect-src origins for the CSP (the local emulators). */
  connectSrcExtra?: readonly string[];
};

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/** The file that answers a URL path, following clean-URL rules; null when none does. */
export async function resolveFile(root: string, urlPath: string): Promise<string | null> {
  for (const candidate of cleanUrlCandidates(urlPath) ?? []) {
    const file = path.join(root, candidate);
    if (!file.startsWith(root)) return null;
    if (await isFile(file)) return file;
  }
  return null;
}

const compressedCache = new Map<string, { mtime: number; br: Buffer; gzip: Buffer }>();

async function compressed(file: string, mtime: number) {
  const hit = compressedCache.get(file);
  if (hit && hit.mtime === mtime) return hit;
  const body = await readFile(file);
  const entry = { mtime, br: await brotli(body), gzip: await gzipAsync(body) };
  compressedCache.set(file, entry);
  return entry;
}

async function send(
  req: IncomingMessage,
  res: ServerResponse,
  file: string,
  status: number,
  extraHeaders: Record<string, string> = {},
): Promise<void> {
  const info = await stat(file);
  const type = contentTypes[path.extname(file).toLowerCase()] ?? "application/octet-stream";
  const immutable = file.includes(`${path.sep}_next${path.sep}static${path.sep}`);
  res.setHeader("Content-Type", type);
  res.setHeader("Cache-Control", immutable ? "public, max-age=31536000, immutable" : "no-cache");
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("Vary", "Accept-Encoding");
  for (const [key, value] of Object.entries(extraHeaders)) res.setHeader(key, value);
  const etag = `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
  res.setHeader("ETag", etag);
  if (status === 200 && req.headers["if-none-match"] === etag) {
    res.writeHead(304).end();
    return;
  }
  const accepts = String(req.headers["accept-encoding"] ?? "");
  if (compressible.test(type) && /\b(br|gzip)\b/.test(accepts)) {
    const entry = await compressed(file, info.mtimeMs);
    const useBrotli = /\bbr\b/.test(accepts);
    const body = useBrotli ? entry.br : entry.gzip;
    res.setHeader("Content-Encoding", useBrotli ? "br" : "gzip");
    res.setHeader("Content-Length", body.length);
    res.writeHead(status);
    res.end(req.method === "HEAD" ? undefined : body);
    return;
  }
  res.setHeader("Content-Length", info.size);
  res.writeHead(status);
  if (req.method === "HEAD") res.end();
  else createReadStream(file).pipe(res);
}

export function createStaticServer(options: ServerOptions): Server {
  const root = path.resolve(options.root);
  return createServer((req, res) => {
    void (async () => {
      if (req.method !== "GET" && req.method !== "HEAD") {
        res.writeHead(405, { Allow: "GET, HEAD" }).end();
        return;
      }
      const url = new URL(req.url ?? "/", "http://localhost");
      // As on Firebase Hosting with cleanUrls: /page.html and /page/index.html redirect to /page.
      const clean = url.pathname.replace(/(\/index)?\.html$/, "") || "/";
      if (clean !== url.pathname && clean !== "/404") {
        res.writeHead(301, { Location: clean + url.search }).end();
        return;
      }
      const file = await resolveFile(root, url.pathname);
      const headers = headersFor(options.headerRules ?? [], url.pathname, {
        connectSrcExtra: options.connectSrcExtra ?? [],
      });
      if (file) return send(req, res, file, 200, headers);
      const notFound = path.join(root, "404.html");
      if (await isFile(notFound)) return send(req, res, notFound, 404, headers);
      res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" }).end("Not found");
    })().catch((error: unknown) => {
      console.error(error);
      if (!res.headersSent) res.writeHead(500, { "Content-Type": "text/plain" });
      res.end("Internal error");
    });
  });
}

export async function listen(options: ServerOptions): Promise<Server> {
  const server = createStaticServer(options);
  const host = options.host ?? "127.0.0.1";
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, host, resolve);
  });
  if (!options.quiet) {
    console.log(
      `Serving ${path.relative(process.cwd(), options.root) || "."} at http://localhost:${options.port}`,
    );
  }
  return server;
}
