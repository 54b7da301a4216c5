/**
 * Whether this browser may hold a Firebase Auth session, answered without loading the SDK:
 * a guest who has never signed in here gets "no", so no page loads Firebase for them.
 *
 * Firebase persists the signed-in user in IndexedDB (database "firebaseLocalStorageDb",
 * store "firebaseLocalStorage", keys "firebase:authUser:{apiKey}:{app}"), or in
 * localStorage under the same keys when IndexedDB is unavailable. Browser only.
 */
import { storedKeys } from "@/lib/browser-storage";

export const firebaseDatabase = "firebaseLocalStorageDb";
export const firebaseStore = "firebaseLocalStorage";
export const firebaseUserKeyPrefix = "firebase:authUser:";

/** Whether Firebase kept a user in localStorage; blocked storage cannot hold one. */
function localStorageHasUser(): boolean {
  return storedKeys().some((key) => key.startsWith(firebaseUserKeyPrefix));
}

/** Reads Firebase's IndexedDB store without creating the database when it does not exist. */
function indexedDbHasUser(): Promise<boolean> {
  return new Promise((resolve) => {
    let request: IDBOpenDBRequest;
    try {
      request = window.indexedDB.open(firebaseDatabase);
    } catch {
      resolve(false);
      return;
    }
    // No such database: abort the upgrade, so probing leaves nothing behind.
    request.onupgradeneeded = () => request.transaction?.abort();
    request.onerror = () => resolve(false);
    request.onblocked = () => resolve(true);
    request.onsuccess = () => {
      const db = request.result;
      if (!db.objectStoreNames.contains(firebaseStore)) {
        db.close();
        resolve(false);
        return;
      }
      const keys = db
        .transaction(firebaseStore, "readonly")
        .objectStore(firebaseStore)
        .getAllKeys();
      keys.onsuccess = () => {
        db.close();
        resolve(keys.result.some((key) => String(key).startsWith(firebaseUserKeyPrefix)));
      };
      // Unreadable: assume a session may be there rather than show a signed-in user as a guest.
      keys.onerror = () => {
        db.close();
        resolve(true);
      };
    };
  });
}

/**
 * True when a session may exist: the site's own signed-in hint, or a user Firebase persisted.
 * False means signed out for certain, with no SDK loaded.
 */
export async function mayHaveSession(hintPresent: boolean): Promise<boolean> {
  if (hintPresent || localStorageHasUser()) return true;
  if (typeof window.indexedDB === "undefined") return false;
  return indexedDbHasUser();
}
