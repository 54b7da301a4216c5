/**
 * The browser's one Firebase app, created on first use. Only lib/firebase/* imports the SDK,
 * and only through dynamic import() from components, so no page downloads it up front.
 */
import { getApp, getApps, initializeApp, type FirebaseApp } from "firebase/app";
import type { FirebaseSettings } from "./config";

/**
 * The settings resolved by next.config.ts at build time (process.env.FIREBASE_SETTINGS is
 * inlined there), so a production bundle holds only the real project's values: no emulator
 * address or demo project id ever ships to the browser.
 */
export function firebaseSettings(): FirebaseSettings {
  const raw = process.env.FIREBASE_SETTINGS;
  if (!raw) throw new Error("FIREBASE_SETTINGS was not set at build time (see next.config.ts)");
  const parsed: unknown = JSON.parse(raw);
  if (
    typeof parsed !== "object" ||
    parsed === null ||
    !("options" in parsed) ||
    !("emulators" in parsed)
  ) {
    throw new Error("FIREBASE_SETTINGS is malformed");
  }
  return parsed as FirebaseSettings;
}

export function firebaseApp(): FirebaseApp {
  return getApps().length > 0 ? getApp() : initializeApp(firebaseSettings().options);
}
