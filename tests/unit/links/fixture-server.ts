/**
 * Local servers for the link checker's tests: never the internet. One listens on 127.0.0.1 and
 * one on "localhost", so a redirect between them changes host (and registrable domain) honestly.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export type FixtureServers = {
  /** http://127.0.0.1:{port} */
  base: string;
  /** http://localhost:{port}, another host */
  other: string;
  /** Requests seen per method and path, e.g. "HEAD /slow". */
  requests: string[];
  close: () => Promise<void>;
};

type Route = (request: IncomingMessage, response: ServerResponse, servers: FixtureServers) => void;

const html = (body: string) =>
  `<!doctype html><html><head><title>Page</title></head><body>${body}</body></html>`;

function send(
  response: ServerResponse,
  status: number,
  body = "",
  headers: Record<string, string> = {},
) {
  response.writeHead(status, { "content-type": "text/html; charset=utf-8", ...headers });
  response.end(body);
}

export const routes: Record<string, Route> = {
  "/ok": (_q, s) => send(s, 200, html("<h1>A live page</h1>")),
  "/moved": (_q, s, servers) => send(s, 301, "", { location: `${servers.other}/ok` }),
  "/same-site": (_q, s) => send(s, 302, "", { location: "/ok" }),
  "/missing": (_q, s) => send(s, 404, html("Not found")),
  "/gone": (_q, s) => send(s, 410, html("Gone")),
  "/broken": (_q, s) => send(s, 500, html("Oops")),
  "/forbidden": (_q, s) => send(s, 403, html("Are you a robot?")),
  "/slow": (_q, s) => void setTimeout(() => send(s, 200, html("late")), 3_000),
  "/reset": (q) => q.socket.destroy(),
  "/no-head": (q, s) => (q.method === "HEAD" ? send(s, 405) : send(s, 200, html("GET only"))),
  "/parked": (_q, s) =>
    send(s, 200, html("<h1>example.com</h1><p>This domain is for sale! Make an offer.</p>")),
  "/drops-ref": (_q, s) => send(s, 301, "", { location: "/ok" }),
  "/keeps-ref": (q, s) =>
    send(s, 301, "", { location: `/ok?${new URL(q.url ?? "/", "http://x").searchParams}` }),
  "/loop": (_q, s) => send(s, 302, "", { location: "/loop" }),
};

function listen(server: Server, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, host, () => resolve((server.address() as AddressInfo).port));
  });
}

export async function startFixtureServers(): Promise<FixtureServers> {
  const servers: FixtureServers = { base: "", other: "", requests: [], close: async () => {} };
  const handler = (request: IncomingMessage, response: ServerResponse) => {
    const pathname = new URL(request.url ?? "/", "http://x").pathname;
    servers.requests.push(`${request.method} ${pathname}`);
    const route = routes[pathname];
    if (route) route(request, response, servers);
    else send(response, 404);
  };
  const local = createServer(handler);
  const named = createServer(handler);
  servers.base = `http://127.0.0.1:${await listen(local, "127.0.0.1")}`;
  servers.other = `http://localhost:${await listen(named, "localhost")}`;
  servers.close = async () => {
    for (const server of [local, named]) {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  };
  return servers;
}
