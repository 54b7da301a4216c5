/**
 * Which Firebase project the site talks to, fixed at build time from NEXT_PUBLIC_FIREBASE_*.
 * With none set, the build uses the demo project on the local emulators, so a fresh clone
 * runs with no Firebase account. Imported by the browser code, next.config.ts and the scripts.
 */
import { z } from "zod";

export const emulatorDefaults = {
  projectId: "demo-aicompass",
  host: "127.0.0.1",
  authPort: 9099,
  firestorePort: 8080,
} as const;

/**
 * How the browser proves to Firestore that its requests come from this site (App Check),
 * started with Firestore on a visitor's first action (lib/firebase/app-check.ts):
 * reCAPTCHA Enterprise against the real services; on the emulators, which check no App Check
 * token, a local placeholder token, so nothing leaves the machine.
 */
export type AppCheckSettings =
  { provider: "recaptcha-enterprise"; siteKey: string } | { provider: "emulator" };

export type FirebaseSettings = {
  options: { apiKey: string; authDomain: string; projectId: string; appId?: string };
  /** host:port of each emulator, or null for the real services. */
  emulators: { auth: string; firestore: string } | null;
  appCheck: AppCheckSettings;
};

/** The variables, read one by one so Next can inline each into the browser bundle. */
export function firebaseEnv(): Record<string, string | undefined> {
  return {
    NEXT_PUBLIC_FIREBASE_API_KEY: process.env.NEXT_PUBLIC_FIREBASE_API_KEY,
    NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: process.env.NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN,
    NEXT_PUBLIC_FIREBASE_PROJECT_ID: process.env.NEXT_PUBLIC_FIREBASE_PROJECT_ID,
    NEXT_PUBLIC_FIREBASE_APP_ID: process.env.NEXT_PUBLIC_FIREBASE_APP_ID,
    NEXT_PUBLIC_FIREBASE_USE_EMULATORS: process.env.NEXT_PUBLIC_FIREBASE_USE_EMULATORS,
    NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST: process.env.NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST,
    NEXT_PUBLIC_FIRESTORE_EMULATOR_HOST: process.env.NEXT_PUBLIC_FIRESTORE_EMULATOR_HOST,
    NEXT_PUBLIC_RECAPTCHA_ENTERPRISE_SITE_KEY:
      process.env.NEXT_PUBLIC_RECAPTCHA_ENTERPRISE_SITE_KEY,
  };
}

const optional = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional();
const hostPort = optional.pipe(
  z
    .string()
    .regex(/^[\w.-]+:\d{1,5}$/, "must be host:port, such as 127.0.0.1:8080")
    .optional(),
);

const envSchema = z.object({
  NEXT_PUBLIC_FIREBASE_API_KEY: optional,
  NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: optional,
  NEXT_PUBLIC_FIREBASE_PROJECT_ID: optional.pipe(
    z
      .string()
      .regex(/^[a-z][a-z0-9-]{4,29}$/, "must be a Firebase project id such as my-site-1a2b3")
      .optional(),
  ),
  NEXT_PUBLIC_FIREBASE_APP_ID: optional,
  NEXT_PUBLIC_FIREBASE_USE_EMULATORS: z
    .enum(["true", "false", ""], { error: 'must be "true" or "false"' })
    .optional(),
  NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST: hostPort,
  NEXT_PUBLIC_FIRESTORE_EMULATOR_HOST: hostPort,
  // A reCAPTCHA Enterprise key id: 40 characters of letters, digits, "_" and "-".
  NEXT_PUBLIC_RECAPTCHA_ENTERPRISE_SITE_KEY: optional.pipe(
    z
      .string()
      .regex(
        /^[\w-]{20,100}$/,
        "must be a reCAPTCHA Enterprise site key (letters, digits, _ and -), such as 6Lc…",
      )
      .optional(),
  ),
});

export class FirebaseConfigError extends Error {
  override name = "FirebaseConfigError";
}

/**
 * Resolves the settings, or throws a FirebaseConfigError that names each wrong variable.
 * A real project needs API key, auth domain and project id, and (for App Check, which
 * registers the web app by its id) the app id and a reCAPTCHA Enterprise site key; a demo-*
 * project (or NEXT_PUBLIC_FIREBASE_USE_EMULATORS=true) talks to the emulators.
 */
export function resolveFirebaseSettings(
  env: Record<string, string | undefined> = firebaseEnv(),
): FirebaseSettings {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new FirebaseConfigError(`Firebase configuration is invalid:\n  ${lines.join("\n  ")}`);
  }
  const vars = parsed.data;
  const projectId = vars.NEXT_PUBLIC_FIREBASE_PROJECT_ID ?? emulatorDefaults.projectId;
  const isDemo = projectId.startsWith("demo-");
  const useEmulators =
    vars.NEXT_PUBLIC_FIREBASE_USE_EMULATORS === "true" ||
    (isDemo && vars.NEXT_PUBLIC_FIREBASE_USE_EMULATORS !== "false");

  if (isDemo && !useEmulators) {
    throw new FirebaseConfigError(
      `Firebase configuration is invalid:\n  NEXT_PUBLIC_FIREBASE_USE_EMULATORS: "${projectId}" is a demo project, which exists only on the emulators`,
    );
  }
  if (!isDemo) {
    const required = [
      "NEXT_PUBLIC_FIREBASE_API_KEY",
      "NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN",
      // App Check, against the real services: the key attests the browser, the app id names
      // the registered web app its tokens are issued for.
      ...(useEmulators
        ? []
        : (["NEXT_PUBLIC_FIREBASE_APP_ID", "NEXT_PUBLIC_RECAPTCHA_ENTERPRISE_SITE_KEY"] as const)),
    ] as const;
    const missing = required.filter((key) => !vars[key]);
    if (missing.length > 0) {
      const why = (key: (typeof required)[number]) =>
        key === "NEXT_PUBLIC_RECAPTCHA_ENTERPRISE_SITE_KEY" || key === "NEXT_PUBLIC_FIREBASE_APP_ID"
          ? `required for App Check on the real project "${projectId}" (see README, "Deployment")`
          : `required for the real project "${projectId}"`;
      throw new FirebaseConfigError(
        `Firebase configuration is invalid:\n  ${missing.map((key) => `${key}: ${why(key)}`).join("\n  ")}`,
      );
    }
  }

  const { host, authPort, firestorePort } = emulatorDefaults;
  const siteKey = vars.NEXT_PUBLIC_RECAPTCHA_ENTERPRISE_SITE_KEY;
  return {
    options: {
      // The Auth emulator accepts any key; the SDK only needs a non-empty one.
      apiKey: vars.NEXT_PUBLIC_FIREBASE_API_KEY ?? "demo-api-key",
      authDomain: vars.NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN ?? `${projectId}.firebaseapp.com`,
      projectId,
      ...(vars.NEXT_PUBLIC_FIREBASE_APP_ID ? { appId: vars.NEXT_PUBLIC_FIREBASE_APP_ID } : {}),
    },
    emulators: useEmulators
      ? {
          auth: vars.NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST ?? `${host}:${authPort}`,
          firestore: vars.NEXT_PUBLIC_FIRESTORE_EMULATOR_HOST ?? `${host}:${firestorePort}`,
        }
      : null,
    // Against the real services the key is there (checked above); the emulators take the
    // placeholder, whatever the key.
    appCheck:
      !useEmulators && siteKey
        ? { provider: "recaptcha-enterprise", siteKey }
        : { provider: "emulator" },
  };
}
