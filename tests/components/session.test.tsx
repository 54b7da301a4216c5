/**
 * Client session state (lib/session): the auth store knows nothing of saves; the saves' sync
 * listens to it and runs after a sign-in here, or when this device's saves last synced with
 * another account. confirmedUid() answers a guest without Firebase.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { authHintKey, type SiteUser } from "@/lib/session/auth-state";

const firebase = vi.hoisted(() => ({
  listener: null as ((account: SiteUser | null) => void) | null,
  watched: 0,
}));
vi.mock("@/lib/firebase/auth", () => ({
  watchAccount: (listener: (account: SiteUser | null) => void) => {
    firebase.watched += 1;
    firebase.listener = listener;
    return () => {};
  },
}));
const syncSaved = vi.hoisted(() => vi.fn(() => Promise.resolve()));
vi.mock("@/lib/session/saves-sync", () => ({ syncSaved }));

const account = (uid: string): SiteUser => ({
  uid,
  username: "ada",
  email: "ada@example.org",
  photoURL: null,
  emailVerified: true,
});

/** Firebase reports an account (or none), as its listener does. */
function firebaseSays(user: SiteUser | null) {
  if (!firebase.listener) throw new Error("Firebase Auth was not started");
  firebase.listener(user);
}

/** Fresh module state (the stores live in modules), as on a new page. */
async function freshPage() {
  vi.resetModules();
  const store = await import("@/lib/session/auth-store");
  const triggers = await import("@/lib/session/saves-sync-triggers");
  const { confirmedUid } = await import("@/lib/session/confirmed-uid");
  return { store, triggers, confirmedUid };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  localStorage.clear();
  firebase.listener = null;
  firebase.watched = 0;
  syncSaved.mockClear();
});
afterEach(() => localStorage.clear());

describe("the saves' sync, started from the auth store's changes", () => {
  it("runs when someone signs in on this page", async () => {
    const { store, triggers } = await freshPage();
    store.setAuthState({ status: "signed-out", user: null }, { remember: false });
    const stop = triggers.syncSavesOnSignIn();
    await store.startAuth();
    firebaseSays(account("u1"));
    await vi.waitFor(() => expect(syncSaved).toHaveBeenCalledTimes(1));
    stop();
  });

  it("waits for Firebase, and skips a returning user whose saves synced with this account", async () => {
    localStorage.setItem(authHintKey, JSON.stringify({ username: "ada" }));
    localStorage.setItem(
      "aicompass:saved",
      JSON.stringify({ items: [], synced: { uid: "u1", keys: [] } }),
    );
    const { store, triggers } = await freshPage();
    const stop = triggers.syncSavesOnSignIn();
    await store.startAuth();
    firebaseSays(account("u1"));
    await settle();
    expect(syncSaved).not.toHaveBeenCalled();
    // Another account on this device: its saves merge in.
    firebaseSays(account("u2"));
    await vi.waitFor(() => expect(syncSaved).toHaveBeenCalledTimes(1));
    stop();
  });

  it("is never started by the auth store itself", async () => {
    const { store } = await freshPage();
    store.setAuthState({ status: "signed-out", user: null }, { remember: false });
    await store.startAuth();
    firebaseSays(account("u1"));
    await settle();
    expect(syncSaved).not.toHaveBeenCalled();
  });

  it("after a save, runs unless the visitor is signed out", async () => {
    const { store, triggers } = await freshPage();
    store.setAuthState({ status: "signed-out", user: null }, { remember: false });
    triggers.syncSavesAfterChange();
    await settle();
    expect(syncSaved).not.toHaveBeenCalled();
    store.setAuthState({ status: "signed-in", user: account("u1") }, { remember: false });
    triggers.syncSavesAfterChange();
    await vi.waitFor(() => expect(syncSaved).toHaveBeenCalledTimes(1));
  });
});

describe("confirmedUid", () => {
  it("answers null for a guest without loading Firebase", async () => {
    const { store, confirmedUid } = await freshPage();
    store.setAuthState({ status: "signed-out", user: null }, { remember: false });
    await expect(confirmedUid()).resolves.toBeNull();
    expect(firebase.watched).toBe(0);
  });

  it("starts Firebase for a user known from the hint, and answers once it confirms", async () => {
    localStorage.setItem(authHintKey, JSON.stringify({ username: "ada" }));
    const { confirmedUid } = await freshPage();
    const answer = confirmedUid();
    await vi.waitFor(() => expect(firebase.watched).toBe(1));
    firebaseSays(account("u1"));
    await expect(answer).resolves.toBe("u1");
  });
});
