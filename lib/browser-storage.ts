/**
 * localStorage and sessionStorage that never throw: storage can be blocked (private modes,
 * embedded views, full quota), and then a feature lasts for the visit instead of failing.
 * Browser only.
 */
type Area = "local" | "session";

function area(kind: Area): Storage | null {
  try {
    return kind === "local" ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readStored(key: string, kind: Area = "local"): string | null {
  try {
    return area(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Stores a string, or removes the key for null. False when storage refused. */
export function writeStored(key: string, value: string | null, kind: Area = "local"): boolean {
  try {
    const storage = area(kind);
    if (!storage) return false;
    if (value === null) storage.removeItem(key);
    else storage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

/** The keys held in storage, or none when storage is blocked. */
export function storedKeys(kind: Area = "local"): string[] {
  try {
    const storage = area(kind);
    if (!storage) return [];
    return Array.from({ length: storage.length }, (_, index) => storage.key(index) ?? "");
  } catch {
    return [];
  }
}

/** The parsed JSON under a key, or undefined when missing, unreadable or not JSON. */
export function readStoredJson(key: string, kind: Area = "local"): unknown {
  const text = readStored(key, kind);
  if (text === null) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Stores a value as JSON; undefined removes the key. */
export function writeStoredJson(key: string, value: unknown, kind: Area = "local"): boolean {
  return writeStored(key, value === undefined ? null : JSON.stringify(value), kind);
}
