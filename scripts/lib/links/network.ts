/**
 * The requests of a link check: Node's fetch (undici) with redirects left to the caller, a
 * deadline per request, and the headers of an ordinary browser, since some sites turn away
 * clients that do not look like one.
 */

export const browserHeaders = {
  "user-agent":
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0.0.0 Safari/537.36",
  accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
  "accept-language": "en-US,en;q=0.9",
} as const;

export type FailureKind = "timeout" | "dns" | "reset" | "refused" | "tls" | "other";

/** A request that got no HTTP answer, and why. */
export type NetworkFailure = { kind: FailureKind; message: string };

export function request(url: string, method: "HEAD" | "GET", timeoutMs: number): Promise<Response> {
  return fetch(url, {
    method,
    redirect: "manual",
    headers: browserHeaders,
    signal: AbortSignal.timeout(timeoutMs),
  });
}

const failureCodes: Record<string, FailureKind> = {
  ENOTFOUND: "dns",
  EAI_AGAIN: "dns",
  EAI_NODATA: "dns",
  EAI_FAIL: "dns",
  ECONNRESET: "reset",
  EPIPE: "reset",
  UND_ERR_SOCKET: "reset",
  ECONNREFUSED: "refused",
  EHOSTUNREACH: "refused",
  ENETUNREACH: "refused",
  ETIMEDOUT: "timeout",
  UND_ERR_CONNECT_TIMEOUT: "timeout",
  UND_ERR_HEADERS_TIMEOUT: "timeout",
  UND_ERR_BODY_TIMEOUT: "timeout",
};

function errorCode(error: unknown): string | undefined {
  const cause = error instanceof Error ? error.cause : undefined;
  for (const candidate of [cause, error]) {
    if (typeof candidate === "object" && candidate !== null && "code" in candidate) {
      if (typeof candidate.code === "string") return candidate.code;
    }
  }
  return undefined;
}

function errorMessage(error: unknown): string {
  const cause = error instanceof Error ? error.cause : undefined;
  const inner = cause instanceof Error ? cause : error;
  return inner instanceof Error ? (inner.message.split("\n")[0] ?? "") : String(error);
}

/** Sorts what fetch threw into the kinds a report names: DNS, reset, refused, TLS, timeout. */
export function describeFailure(error: unknown, timeoutMs: number): NetworkFailure {
  if (error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError")) {
    return { kind: "timeout", message: `no answer within ${timeoutMs} ms` };
  }
  const code = errorCode(error);
  const message = errorMessage(error);
  const tls = /^(?:CERT_|ERR_SSL_|ERR_TLS_|UNABLE_TO_|DEPTH_ZERO|SELF_SIGNED)/;
  const kind: FailureKind =
    code === undefined ? "other" : (failureCodes[code] ?? (tls.test(code) ? "tls" : "other"));
  return { kind, message: code && !message.includes(code) ? `${code}: ${message}` : message };
}

/** Lets go of a response's body without reading it, so the connection can be reused or closed. */
export async function discard(response: Response): Promise<void> {
  try {
    await response.body?.cancel();
  } catch {
    // Already closed or errored: nothing to release.
  }
}

/** The first `limit` bytes of a text response as a string, or undefined for other content. */
export async function readStart(response: Response, limit: number): Promise<string | undefined> {
  const type = response.headers.get("content-type") ?? "";
  if (!response.body || (type !== "" && !/html|text|xml/i.test(type))) {
    await discard(response);
    return undefined;
  }
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  while (size < limit) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    size += value.byteLength;
  }
  await reader.cancel().catch(() => undefined);
  return new TextDecoder().decode(Buffer.concat(chunks).subarray(0, limit));
}
