/**
 * The deploy workflow's App Check check against a fake App Check API on 127.0.0.1: what each
 * enforcement mode and each failure is answered with, and the command's exit code.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkFirestoreEnforcement, withWaiver } from "@/scripts/lib/app-check-enforcement";
import { runScript } from "../support/run-script";

const token = "test-access-token";
/** What the fake API answers, by project id: a status and a body. */
const answers: Record<string, { status: number; body: string }> = {
  enforced: {
    status: 200,
    body: JSON.stringify({
      name: "projects/123/services/firestore.googleapis.com",
      enforcementMode: "ENFORCED",
    }),
  },
  unenforced: { status: 200, body: JSON.stringify({ enforcementMode: "UNENFORCED" }) },
  // OFF is the default value, which the API leaves out.
  off: {
    status: 200,
    body: JSON.stringify({ name: "projects/123/services/firestore.googleapis.com" }),
  },
  forbidden: {
    status: 403,
    body: JSON.stringify({ error: { code: 403, message: "The caller does not have permission" } }),
  },
  garbled: { status: 200, body: "<html>proxy</html>" },
};
const requests: { path: string; authorization: string | undefined }[] = [];
let server: http.Server;
let apiUrl = "";

beforeAll(async () => {
  server = http.createServer((request, response) => {
    requests.push({ path: request.url ?? "", authorization: request.headers.authorization });
    const match = /^\/v1\/projects\/([^/]+)\/services\/firestore\.googleapis\.com$/.exec(
      request.url ?? "",
    );
    const answer = (match && answers[match[1]!]) ?? {
      status: 404,
      body: JSON.stringify({ error: { message: "Not found" } }),
    };
    response.writeHead(answer.status, { "content-type": "application/json" });
    response.end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

const check = (projectId: string) =>
  checkFirestoreEnforcement({ projectId, accessToken: token, apiUrl });

describe("the App Check enforcement check", () => {
  it("passes when Firestore enforces App Check, asking with the access token", async () => {
    expect(await check("enforced")).toEqual({
      ok: true,
      message: "App Check is enforced for Firestore in enforced.",
    });
    expect(requests.at(-1)).toEqual({
      path: "/v1/projects/enforced/services/firestore.googleapis.com",
      authorization: `Bearer ${token}`,
    });
  });

  it.each([
    ["unenforced", "enforcementMode UNENFORCED: it only counts requests without a valid token"],
    ["off", "enforcementMode OFF: it is off"],
  ])("fails when the mode is %s, and says how to turn it on", async (projectId, said) => {
    const result = await check(projectId);
    expect(result.ok).toBe(false);
    expect(result.message).toContain(
      `App Check is not enforced for Firestore in ${projectId} (${said}`,
    );
    expect(result.message).toContain('Cloud Firestore, "Enforce"');
  });

  it("fails when the answer cannot be read, naming the role a 403 needs", async () => {
    const forbidden = await check("forbidden");
    expect(forbidden).toEqual({
      ok: false,
      message:
        "The App Check API answered 403 for Firestore in forbidden: The caller does not have permission, so whether it enforces App Check is unknown. Give the deploy service account the role Firebase App Check Viewer (roles/firebaseappcheck.viewer).",
    });
    expect((await check("garbled")).ok).toBe(false);
    expect((await check("unknown-project")).message).toContain("answered 404");
  });

  it("fails when the API cannot be reached", async () => {
    const result = await checkFirestoreEnforcement({
      projectId: "enforced",
      accessToken: token,
      apiUrl: "http://127.0.0.1:9/v1",
    });
    expect(result.ok).toBe(false);
    expect(result.message).toMatch(
      /^Could not reach the App Check API at http:\/\/127\.0\.0\.1:9\//,
    );
  });

  it.each([
    ["enforced", 0, "stdout", "App Check is enforced for Firestore in enforced."],
    ["off", 1, "stderr", "App Check is not enforced for Firestore in off"],
  ] as const)("as a command, exits %s → %i", async (projectId, code, stream, text) => {
    const result = await runScript("scripts/check-app-check.ts", ["--project", projectId], {
      env: { APP_CHECK_API_URL: apiUrl, APP_CHECK_ACCESS_TOKEN: token },
    });
    expect(result.code).toBe(code);
    expect(result[stream]).toContain(text);
  });

  it("as a command, refuses to run without credentials", async () => {
    const result = await runScript("scripts/check-app-check.ts", ["--project", "enforced"], {
      env: {
        APP_CHECK_API_URL: apiUrl,
        APP_CHECK_ACCESS_TOKEN: undefined,
        GOOGLE_APPLICATION_CREDENTIALS: undefined,
      },
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("No credentials: set GOOGLE_APPLICATION_CREDENTIALS");
  });

  it("lets a project that does not enforce yet through until a waiver's day, no later", () => {
    const now = new Date("2026-12-01T12:00:00Z");
    const off = { ok: false, message: "App Check is not enforced for Firestore in p." };
    expect(withWaiver(off, undefined, now)).toBe(off);
    expect(withWaiver(off, "2026-12-15", now)).toEqual({
      ok: true,
      waived: true,
      message:
        "App Check is not enforced for Firestore in p. Deploying anyway until 2026-12-15 (APP_CHECK_UNENFORCED_UNTIL) while its metrics are watched; enforce before then.",
    });
    expect(withWaiver(off, "2026-11-30", now).message).toContain("has ended.");
    expect(withWaiver(off, "2027-03-01", now).message).toContain("more than 30 days away");
    expect(withWaiver(off, "soon", now).ok).toBe(false);
    const on = { ok: true, message: "App Check is enforced for Firestore in p." };
    expect(withWaiver(on, "2026-11-30", now)).toBe(on);
  });

  it("as a command, passes with a warning under a waiver", async () => {
    const until = new Date(Date.now() + 7 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    const result = await runScript("scripts/check-app-check.ts", ["--project", "off"], {
      env: {
        APP_CHECK_API_URL: apiUrl,
        APP_CHECK_ACCESS_TOKEN: token,
        APP_CHECK_UNENFORCED_UNTIL: until,
        GITHUB_ACTIONS: "true",
      },
    });
    expect(result.code).toBe(0);
    expect(result.stderr).toMatch(/^::warning::App Check is not enforced for Firestore in off /);
    expect(result.stderr).toContain(`Deploying anyway until ${until}`);
  });
});
