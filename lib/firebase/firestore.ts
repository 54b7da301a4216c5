/**
 * Firestore Lite: the site only makes one-shot writes (and reads its own profile), so the
 * REST-based lite SDK (~29 KB gzip) is enough; the full SDK would add ~130 KB.
 */
import { connectFirestoreEmulator, getFirestore, type Firestore } from "firebase/firestore/lite";
import { firebaseApp, firebaseSettings } from "./app";

let db: Firestore | undefined;

export function firestore(): Firestore {
  if (db) return db;
  db = getFirestore(firebaseApp());
  const emulators = firebaseSettings().emulators;
  if (emulators) {
    const [host = "127.0.0.1", port = "8080"] = emulators.firestore.split(":");
    connectFirestoreEmulator(db, host, Number(port));
  }
  return db;
}
