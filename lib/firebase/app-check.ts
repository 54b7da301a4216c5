/**
 * Firebase App Check: every Firestore request carries a token that says it comes from this
 * site in a real browser, so that, once enforcement is on for Cloud Firestore (README,
 * "Deployment"), a script calling the REST API directly is refused before any rule runs.
 *
 * Started by lib/firebase/firestore.ts together with Firestore, so it loads exactly when
 * Firestore does: on a visitor's first action (a form sent, a confirmation clicked) or for a
 * signed-in user's own data, never on page load. Enforcement is per service, not per
 * collection, so every Firestore request needs the token, not only the newsletter's.
 *
 * Firestore Lite attaches the token itself: it registers with the app's "app-check-internal"
 * component and sends each request's token as the x-firebase-appcheck header (firebase-js-sdk,
 * packages/firestore/lite/register.ts and LiteAppCheckTokenProvider in
 * packages/firestore/src/api/credentials.ts; in firebase 12.9 the same code is in
 * node_modules/@firebase/firestore/dist/lite).
 */
import type { FirebaseApp } from "firebase/app";
import {
  CustomProvider,
  getToken,
  initializeAppCheck,
  ReCaptchaEnterpriseProvider,
  type AppCheck,
} from "firebase/app-check";
import { firebaseSettings } from "./app";

/** How long a form waits for a token before it gives up and says so. */
export const appCheckTimeoutMs = 15_000;

/** No token could be had: reCAPTCHA was blocked, timed out, or judged this browser a robot. */
export class AppCheckUnavailableError extends Error {
  override name = "AppCheckUnavailableError";
}

/**
 * On the emulators: they check no App Check token, and Firebase's debug provider would still
 * exchange its token with the real App Check service (content-firebaseappcheck.googleapis.com),
 * which a demo project does not have and an offline run cannot reach. This placeholder keeps the
 * whole path (App Check started with Firestore, a token on each request) with no network.
 * JWT-shaped, unsigned, so the SDK's reading of its issue time finds one.
 */
function emulatorProvider(): CustomProvider {
  const part = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, "").replaceAll("+", "-").replaceAll("/", "_");
  return new CustomProvider({
    getToken: () => {
      const now = Date.now();
      return Promise.resolve({
        token: `${part({ alg: "none", typ: "JWT" })}.${part({ sub: "emulator", iat: Math.floor(now / 1000) })}.`,
        expireTimeMillis: now + 60 * 60 * 1000,
      });
    },
  });
}

let instance: AppCheck | undefined;

/**
 * Starts App Check on the app, once. With reCAPTCHA Enterprise this adds Google's script
 * (www.google.com/recaptcha/enterprise.js) and its invisible widget to the page; no challenge
 * is ever shown. Tokens are fetched when a request needs one, not refreshed in the background.
 */
export function startAppCheck(app: FirebaseApp): AppCheck {
  if (instance) return instance;
  const settings = firebaseSettings().appCheck;
  instance = initializeAppCheck(app, {
    provider:
      settings.provider === "recaptcha-enterprise"
        ? new ReCaptchaEnterpriseProvider(settings.siteKey)
        : emulatorProvider(),
    isTokenAutoRefreshEnabled: false,
  });
  return instance;
}

/**
 * Waits until this page holds an App Check token, so that a write is only attempted when it
 * can pass enforcement. Rejects with an AppCheckUnavailableError after `timeoutMs`: the SDK
 * itself waits without end when reCAPTCHA's script cannot load (blocked, offline: its loader
 * has no error handler), and so would every Firestore and Auth request of the page; and a
 * write refused by enforcement would come back as "permission-denied", which the newsletter
 * reads as "already subscribed". Any other caller can await it before its first request.
 */
export async function ensureAppCheckToken(
  app: FirebaseApp,
  timeoutMs: number = appCheckTimeoutMs,
): Promise<void> {
  const appCheck = startAppCheck(app);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(
          new AppCheckUnavailableError(
            `No App Check token after ${timeoutMs / 1000} s (is reCAPTCHA blocked?)`,
          ),
        ),
      timeoutMs,
    );
  });
  try {
    await Promise.race([getToken(appCheck), timeout]);
  } catch (error) {
    if (error instanceof AppCheckUnavailableError) throw error;
    throw new AppCheckUnavailableError(
      `No App Check token: ${error instanceof Error ? error.message : String(error)}`,
      { cause: error },
    );
  } finally {
    clearTimeout(timer);
  }
}
