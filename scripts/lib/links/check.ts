/**
 * Checks one URL: HEAD first, GET when HEAD is refused or fails, redirects followed by hand with
 * every hop recorded, and the start of the final page read (by GET) for the parked-domain check.
 */
import { describeFailure, discard, readStart, request, type NetworkFailure } from "./network";

export type CheckOptions = {
  /** Deadline of each request, in milliseconds. */
  timeoutMs: number;
  /** Redirects followed before giving up. */
  maxHops: number;
  /** How much of the final page is read for the parked-domain check. */
  bodyBytes: number;
};

export const defaultCheckOptions: CheckOptions = {
  timeoutMs: 15_000,
  maxHops: 10,
  bodyBytes: 64 * 1024,
};

/** One URL asked for on the way, and its answer. */
export type Hop = {
  url: string;
  method: "HEAD" | "GET";
  status: number;
  /** The status HEAD got, when GET was asked after it (405, 403…). */
  headStatus?: number;
  /** Where a redirect pointed, resolved against the hop's URL. */
  location?: string;
};

export type CheckResult = {
  url: string;
  hops: Hop[];
  /** The last URL asked for. */
  finalUrl: string;
  /** The last hop's status, when an answer came. */
  status?: number;
  /** Why no usable answer came: a network failure, or redirects that lead nowhere. */
  failure?: NetworkFailure | { kind: "redirects"; message: string };
  /** The start of the final page, when it answered 2xx with text. */
  body?: string;
  ms: number;
};

const redirectStatuses = new Set([301, 302, 303, 307, 308]);

type Answer = { response: Response; method: "HEAD" | "GET"; headStatus?: number };

/** HEAD, then GET when HEAD is refused (any 4xx/5xx), fails, or succeeds (GET reads the page). */
async function ask(url: string, options: CheckOptions): Promise<Answer> {
  let headStatus: number | undefined;
  try {
    const head = await request(url, "HEAD", options.timeoutMs);
    if (redirectStatuses.has(head.status) && head.headers.has("location")) {
      return { response: head, method: "HEAD" };
    }
    headStatus = head.status;
    await discard(head);
  } catch (error) {
    // A server that never answers is not asked twice; one that hangs up on HEAD may take GET.
    if (describeFailure(error, options.timeoutMs).kind === "timeout") throw error;
  }
  const response = await request(url, "GET", options.timeoutMs);
  const refused = headStatus !== undefined && headStatus !== response.status;
  return { response, method: "GET", ...(refused ? { headStatus } : {}) };
}

function resolveLocation(location: string, base: string): string | null {
  try {
    const next = new URL(location, base);
    return next.protocol === "https:" || next.protocol === "http:" ? next.href : null;
  } catch {
    return null;
  }
}

/** Follows one URL to its final answer. Never throws: failures are part of the result. */
export async function checkUrl(
  url: string,
  options: CheckOptions = defaultCheckOptions,
): Promise<CheckResult> {
  const started = performance.now();
  const hops: Hop[] = [];
  let current = url;
  const done = (rest: Partial<CheckResult>): CheckResult => ({
    url,
    hops,
    finalUrl: current,
    ...rest,
    ms: Math.round(performance.now() - started),
  });
  const redirectFailure = (message: string) => ({ kind: "redirects" as const, message });
  try {
    while (hops.length <= options.maxHops) {
      const { response, method, headStatus } = await ask(current, options);
      const hop: Hop = { url: current, method, status: response.status };
      if (headStatus !== undefined) hop.headStatus = headStatus;
      const location = response.headers.get("location");
      if (!redirectStatuses.has(response.status) || location === null) {
        hops.push(hop);
        const body = response.ok
          ? await readStart(response, options.bodyBytes).catch(() => undefined)
          : undefined;
        if (!response.ok) await discard(response);
        return done({ status: response.status, ...(body === undefined ? {} : { body }) });
      }
      await discard(response);
      const next = resolveLocation(location, current);
      hops.push(next ? { ...hop, location: next } : hop);
      if (!next)
        return done({
          status: response.status,
          failure: redirectFailure(`redirect to an unusable address "${location}"`),
        });
      if (hops.some((previous) => previous.url === next)) {
        return done({
          status: response.status,
          failure: redirectFailure(`redirect loop back to ${next}`),
        });
      }
      current = next;
    }
    return done({ failure: redirectFailure(`more than ${options.maxHops} redirects`) });
  } catch (error) {
    return done({ failure: describeFailure(error, options.timeoutMs) });
  }
}
