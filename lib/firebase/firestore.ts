/**
 * Firestore Lite: the site only makes one-shot writes (and reads its own profile), so the
 * REST-based lite SDK (~29 KB gzip) is enough; the full SDK would add ~130 KB. Lite sends
 * App Check tokens too (lib/firebase/app-check.ts, ~5 KB gzip more), started here so that
 * every request, from the first, carries one.
 */
import { connectFirestoreEmulator, getFirestore, type Firestore } from "firebase/firestore/lite";
import { firebaseApp, firebaseSettings } from "./app";
import { startAppCheck } from "./app-check";

let db: Firestore | undefined;

export function firestore(): Firestore {
  if (db) return db;
  const app = firebaseApp();
  startAppCheck(app);
  db = getFirestore(app);
  const emulators = firebaseSettings().emulators;
  if (emulators) {
    const [host = "127.0.0.1", port = "8080"] = emulators.firestore.split(":");
    connectFirestoreEmulator(db, host, Number(port));
  }
  return db;
}
