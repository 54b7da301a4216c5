/**
 * The logo fetcher's HTTP client: https only, the address guard on every connection, robots.txt
 * honoured for every URL it asks for, an honest User-Agent, a time limit per request and for the
 * whole run, a size limit per response (read as a stream, abandoned once over), at most five
 * redirects with loops named, and the content type checked before the body is used.
 */
import http, { type IncomingMessage } from "node:http";
import https from "node:https";
import type { Readable } from "node:stream";
import zlib from "node:zlib";
import {
  blockedMessage,
  guardedLookup,
  isPublicAddress,
  literalAddress,
  type AddressPolicy,
} from "./address-guard";
import { site } from "../../../lib/site";
import { robotsAllows } from "./robots";

/** The product token robots.txt groups name, and the User-Agent that carries it. */
export const robotsAgent = "AICompassLogoFetcher";
/** Who we are and why we ask, so a site's owner can tell and write to us. */
export const userAgent = `${robotsAgent}/1.0 (${site.name} directory: fetches a listed tool's own logo once, when an editor asks, to show beside its entry; ${site.contactEmail})`;

export type FetchPolicy = {
  /** Per request, in milliseconds. */
  requestTimeoutMs: number;
  /** Aborts everything still running: the whole run's time limit. */
  overall: AbortSignal;
  /** Which resolved addresses may be connected to: public ones only, except in tests. */
  allowedAddress: AddressPolicy;
  /** Plain http: only the tests' local server. */
  allowHttp: boolean;
  maxRedirects: number;
};

export const defaultPolicy = (overallMs: number): FetchPolicy => ({
  requestTimeoutMs: 10_000,
  overall: AbortSignal.timeout(overallMs),
  allowedAddress: isPublicAddress,
  allowHttp: false,
  maxRedirects: 5,
});

/** What a caller will take: a size limit and the media types it can use. */
export type Want = {
  what: string;
  maxBytes: number;
  /** The media types (lowercase, without parameters) this resource may have. */
  types: (mediaType: string) => boolean;
  typesHint: string;
};

export type Fetched = { url: URL; mediaType: string; body: Buffer };

/** A refusal or failure, said in one sentence naming the URL. */
export class FetchError extends Error {
  override name = "FetchError";
  constructor(
    message: string,
    /** The HTTP status that ended it, or "unreachable" when no answer came. */
    readonly status?: number | "unreachable",
  ) {
    super(message);
  }
}

type Response = { status: number; location: string | null; mediaType: string; body: Buffer };

const redirectStatuses = new Set([301, 302, 303, 307, 308]);

/** A response's body, decompressed if the server compressed it anyway. */
function bodyStream(response: IncomingMessage): Readable {
  const encoding = (response.headers["content-encoding"] ?? "identity").toLowerCase();
  if (encoding === "gzip" || encoding === "x-gzip") return response.pipe(zlib.createGunzip());
  if (encoding === "br") return response.pipe(zlib.createBrotliDecompress());
  if (encoding === "deflate") return response.pipe(zlib.createInflate());
  return response;
}

/** Reads at most `maxBytes`; past that, abandons the response (or keeps the start, for robots). */
async function readLimited(
  stream: Readable,
  maxBytes: number,
  onOverflow: "fail" | "truncate",
  url: URL,
): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > maxBytes) {
      stream.destroy();
      if (onOverflow === "truncate") {
        chunks.push(buffer.subarray(0, buffer.length - (size - maxBytes)));
        break;
      }
      throw new FetchError(`${url.href} is larger than ${kilobytes(maxBytes)}: refused`);
    }
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

function kilobytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${bytes / 1024 / 1024} MB` : `${Math.round(bytes / 1024)} KB`;
}

function mediaTypeOf(response: IncomingMessage): string {
  return (response.headers["content-type"] ?? "").split(";")[0]!.trim().toLowerCase();
}

export class PoliteFetcher {
  private readonly robots = new Map<string, Promise<string | FetchError>>();

  constructor(private readonly policy: FetchPolicy) {}

  /** Refuses a URL before any connection: its scheme, and an address written in the URL itself. */
  private checkUrl(url: URL): void {
    const schemes = this.policy.allowHttp ? ["https:", "http:"] : ["https:"];
    if (!schemes.includes(url.protocol))
      throw new FetchError(`${url.href} is not https: only https sites are fetched`);
    const literal = literalAddress(url);
    // net.connect does not look up an address literal, so the guard checks it here.
    if (literal !== null && !this.policy.allowedAddress(literal))
      throw new FetchError(blockedMessage(url.hostname, literal));
  }

  /** One request, no redirects followed. */
  private request(url: URL, want: Want, onOverflow: "fail" | "truncate"): Promise<Response> {
    const timeout = AbortSignal.timeout(this.policy.requestTimeoutMs);
    const signal = AbortSignal.any([timeout, this.policy.overall]);
    const client = url.protocol === "https:" ? https : http;
    return new Promise<Response>((resolve, reject) => {
      const failed = (error: Error) => reject(this.explain(error, url, timeout));
      const request = client.request(
        url,
        {
          method: "GET",
          signal,
          lookup: guardedLookup(this.policy.allowedAddress),
          headers: {
            "user-agent": userAgent,
            accept: want.typesHint,
            "accept-encoding": "gzip, br",
          },
        },
        (response) => {
          const status = response.statusCode ?? 0;
          const location = response.headers.location ?? null;
          const mediaType = mediaTypeOf(response);
          const length = Number(response.headers["content-length"] ?? Number.NaN);
          if (redirectStatuses.has(status) || status < 200 || status >= 300) {
            response.resume(); // the body of a redirect or an error is not read
            return resolve({ status, location, mediaType, body: Buffer.alloc(0) });
          }
          if (onOverflow === "fail" && length > want.maxBytes) {
            response.destroy();
            return reject(
              new FetchError(`${url.href} is larger than ${kilobytes(want.maxBytes)}: refused`),
            );
          }
          readLimited(bodyStream(response), want.maxBytes, onOverflow, url).then(
            (body) => resolve({ status, location, mediaType, body }),
            failed,
          );
        },
      );
      request.on("error", failed);
      request.end();
    });
  }

  /** A network error as the editor needs it: which URL, and timeouts and refusals named. */
  private explain(error: Error, url: URL, timeout: AbortSignal): Error {
    if (error instanceof FetchError) return error;
    if (error.name === "BlockedAddressError") return new FetchError(error.message);
    if (this.policy.overall.aborted)
      return new FetchError(`the overall time limit ran out while fetching ${url.href}`);
    if (timeout.aborted)
      return new FetchError(
        `${url.href} did not answer within ${this.policy.requestTimeoutMs / 1000} s`,
        "unreachable",
      );
    return new FetchError(`${url.href} could not be fetched: ${error.message}`, "unreachable");
  }

  /** robots.txt of an origin: its text, "" when it has none (4xx), the error when unreadable. */
  private robotsText(origin: string): Promise<string | FetchError> {
    let pending = this.robots.get(origin);
    if (!pending) {
      const want: Want = {
        what: "robots.txt",
        maxBytes: 512 * 1024,
        types: () => true,
        typesHint: "text/plain",
      };
      pending = this.follow(new URL("/robots.txt", origin), want, {
        robots: false,
        overflow: "truncate",
      })
        .then((fetched) => fetched.body.toString("utf8"))
        .catch((error: unknown) => {
          const status = error instanceof FetchError ? error.status : undefined;
          if (typeof status === "number" && status >= 400 && status < 500) return "";
          // RFC 9309: a robots.txt that cannot be read means the whole site is disallowed.
          if (status === "unreachable" || (typeof status === "number" && status >= 500))
            return error as FetchError;
          throw error;
        });
      this.robots.set(origin, pending);
    }
    return pending;
  }

  private async checkRobots(url: URL): Promise<void> {
    const text = await this.robotsText(url.origin);
    if (text instanceof FetchError)
      throw new FetchError(
        `${url.origin}/robots.txt could not be read (${text.message}), which RFC 9309 counts as disallowing everything: ${url.href} not fetched`,
      );
    if (!robotsAllows(text, robotsAgent, url))
      throw new FetchError(
        `${url.origin}/robots.txt disallows ${url.pathname} for ${robotsAgent} (or *): not fetched`,
      );
  }

  /** Fetches `start`, following at most maxRedirects redirects, checking each hop. */
  async fetch(start: URL, want: Want): Promise<Fetched> {
    return this.follow(start, want, { robots: true, overflow: "fail" });
  }

  private async follow(
    start: URL,
    want: Want,
    options: { robots: boolean; overflow: "fail" | "truncate" },
  ): Promise<Fetched> {
    const chain = [start.href];
    let url = start;
    for (;;) {
      this.checkUrl(url);
      if (options.robots) await this.checkRobots(url);
      const response = await this.request(url, want, options.overflow);
      if (redirectStatuses.has(response.status) && response.location !== null) {
        const next = new URL(response.location, url);
        if (chain.includes(next.href))
          throw new FetchError(
            `redirect loop fetching the ${want.what}: ${[...chain, next.href].join(" → ")}`,
          );
        if (chain.length > this.policy.maxRedirects)
          throw new FetchError(
            `more than ${this.policy.maxRedirects} redirects fetching the ${want.what}: ${chain.join(" → ")} → …`,
          );
        chain.push(next.href);
        url = next;
        continue;
      }
      if (response.status < 200 || response.status >= 300)
        throw new FetchError(
          `HTTP ${response.status} for the ${want.what} at ${url.href}`,
          response.status,
        );
      if (!want.types(response.mediaType))
        throw new FetchError(
          `the ${want.what} at ${url.href} is ${response.mediaType || "of no stated type"}, not ${want.typesHint}: refused`,
        );
      return { url, mediaType: response.mediaType, body: response.body };
    }
  }
}
