/**
 * lib/firebase/app-check.ts with the App Check SDK replaced by a stand-in (reCAPTCHA needs
 * Google's servers): which provider each build gets, and that a write never waits without end
 * for a token.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { FirebaseSettings } from "@/lib/firebase/config";

const sdk = vi.hoisted(() => ({
  getToken: vi.fn(),
  initializeAppCheck: vi.fn(),
  providers: [] as { kind: string; arg: unknown }[],
}));

vi.mock("firebase/app-check", () => ({
  ReCaptchaEnterpriseProvider: class {
    constructor(siteKey: string) {
      sdk.providers.push({ kind: "recaptcha-enterprise", arg: siteKey });
    }
  },
  CustomProvider: class {
    constructor(options: unknown) {
      sdk.providers.push({ kind: "custom", arg: options });
    }
  },
  initializeAppCheck: (...args: unknown[]) => sdk.initializeAppCheck(...args),
  getToken: (...args: unknown[]) => sdk.getToken(...args),
}));

const app = { name: "[DEFAULT]" } as never;

function settings(appCheck: FirebaseSettings["appCheck"]): string {
  return JSON.stringify({
    options: { apiKey: "k", authDomain: "d", projectId: "demo-aicompass" },
    emulators: appCheck.provider === "emulator" ? { auth: "a:1", firestore: "f:2" } : null,
    appCheck,
  } satisfies FirebaseSettings);
}

/** A fresh copy of the module (it starts App Check once per page). */
async function load(appCheck: FirebaseSettings["appCheck"]) {
  process.env.FIREBASE_SETTINGS = settings(appCheck);
  vi.resetModules();
  return import("@/lib/firebase/app-check");
}

const previous = process.env.FIREBASE_SETTINGS;
beforeEach(() => {
  sdk.providers.length = 0;
  sdk.initializeAppCheck.mockReset().mockReturnValue({ app });
  sdk.getToken.mockReset().mockResolvedValue({ token: "t" });
});
afterEach(() => {
  process.env.FIREBASE_SETTINGS = previous;
  vi.useRealTimers();
});

describe("startAppCheck", () => {
  it("uses reCAPTCHA Enterprise with the site key against the real services, once per page", async () => {
    const { startAppCheck } = await load({ provider: "recaptcha-enterprise", siteKey: "6LcKey" });
    const first = startAppCheck(app);
    expect(startAppCheck(app)).toBe(first);
    expect(sdk.initializeAppCheck).toHaveBeenCalledTimes(1);
    expect(sdk.providers).toEqual([{ kind: "recaptcha-enterprise", arg: "6LcKey" }]);
    expect(sdk.initializeAppCheck.mock.calls[0]?.[1]).toMatchObject({
      isTokenAutoRefreshEnabled: false,
    });
  });

  it("gives the emulators a local, JWT-shaped placeholder token: no reCAPTCHA, no network", async () => {
    const fetch = vi.spyOn(globalThis, "fetch");
    const { startAppCheck } = await load({ provider: "emulator" });
    startAppCheck(app);
    expect(sdk.providers.map((p) => p.kind)).toEqual(["custom"]);
    const options = sdk.providers[0]?.arg as {
      getToken: () => Promise<{ token: string; expireTimeMillis: number }>;
    };
    const { token, expireTimeMillis } = await options.getToken();
    const [header, claims, signature] = token.split(".");
    expect(JSON.parse(Buffer.from(header!, "base64url").toString())).toEqual({
      alg: "none",
      typ: "JWT",
    });
    expect(JSON.parse(Buffer.from(claims!, "base64url").toString())).toMatchObject({
      sub: "emulator",
    });
    expect(signature).toBe("");
    expect(expireTimeMillis).toBeGreaterThan(Date.now());
    expect(fetch).not.toHaveBeenCalled();
    fetch.mockRestore();
  });
});

describe("ensureAppCheckToken", () => {
  it("resolves once a token is had", async () => {
    const { ensureAppCheckToken } = await load({ provider: "recaptcha-enterprise", siteKey: "k" });
    await expect(ensureAppCheckToken(app)).resolves.toBeUndefined();
    expect(sdk.getToken).toHaveBeenCalledTimes(1);
  });

  it("gives up after the timeout when the token never comes (reCAPTCHA's script blocked)", async () => {
    vi.useFakeTimers();
    sdk.getToken.mockReturnValue(new Promise(() => {}));
    const { ensureAppCheckToken, AppCheckUnavailableError, appCheckTimeoutMs } = await load({
      provider: "recaptcha-enterprise",
      siteKey: "k",
    });
    const waiting = ensureAppCheckToken(app);
    const outcome = expect(waiting).rejects.toBeInstanceOf(AppCheckUnavailableError);
    await vi.advanceTimersByTimeAsync(appCheckTimeoutMs);
    await outcome;
    expect(appCheckTimeoutMs).toBe(15_000);
  });

  it("turns the SDK's refusal (a 403 from the exchange, throttled) into AppCheckUnavailableError", async () => {
    const refusal = Object.assign(new Error("AppCheck: 403"), {
      code: "appCheck/initial-throttle",
    });
    sdk.getToken.mockRejectedValue(refusal);
    const { ensureAppCheckToken, AppCheckUnavailableError } = await load({
      provider: "recaptcha-enterprise",
      siteKey: "k",
    });
    const error: unknown = await ensureAppCheckToken(app).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppCheckUnavailableError);
    expect((error as Error).name).toBe("AppCheckUnavailableError");
    expect((error as Error).cause).toBe(refusal);
  });
});
