/**
 * The browser's one Firebase app, created on first use. Only lib/firebase/* imports the SDK,
 * and only through dynamic import() from components, so no page downloads it up front.
 */
import { getApp, getApps, initializeApp, type FirebaseApp } from "firebase/app";
import { resolveFirebaseSettings, type FirebaseSettings } from "./config";

let settings: FirebaseSettings | undefined;

export function firebaseSettings(): FirebaseSettings {
  settings ??= resolveFirebaseSettings();
  return settings;
}

export function firebaseApp(): FirebaseApp {
  return getApps().length > 0 ? getApp() : initializeApp(firebaseSettings().options);
}
