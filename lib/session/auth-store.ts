"use client";

import { mayHaveSession } from "@/lib/auth-session-probe";
import { readStored, readStoredJson, writeStored } from "@/lib/browser-storage";
import { authHintKey, checking, signedOut, type AuthState, type SiteUser } from "./auth-state";

/**
 * The one auth state of the page, outside React so every island shares it. It knows nothing
 * of what follows a sign-in: whoever cares (the saves' sync) subscribes.
 *
 * Hint: a signed-in user's name and photo kept in localStorage. The inline script in the
 * root layout (authHintScript) marks <html data-auth="in"> before first paint, so CSS hides
 * "Submit ai tool"/"Register" and reserves the avatar; the store starts from the hint, and
 * the Firebase listener replaces it with the truth.
 */
type Hint = Pick<SiteUser, "username" | "email" | "photoURL">;

function readHint(): AuthState {
  const hint = readStoredJson(authHintKey);
  if (typeof hint !== "object" || hint === null) return checking;
  const field = (key: string) => {
    const value = (hint as Record<string, unknown>)[key];
    return typeof value === "string" ? value : null;
  };
  return {
    status: "signed-in",
    user: {
      uid: "",
      username: field("username"),
      email: field("email"),
      photoURL: field("photoURL"),
      fromHint: true,
    },
  };
}

function writeHint(state: AuthState): void {
  // Storage blocked: the header simply waits for Firebase on each page.
  if (state.status === "signed-in") {
    const { username, email, photoURL } = state.user;
    const hint: Hint = { username, email, photoURL };
    writeStored(authHintKey, JSON.stringify(hint));
    document.documentElement.dataset.auth = "in";
  } else {
    writeStored(authHintKey, null);
    delete document.documentElement.dataset.auth;
  }
}

let state: AuthState | undefined;
const subscribers = new Set<() => void>();

export function getAuthSnapshot(): AuthState {
  state ??= typeof window === "undefined" ? checking : readHint();
  return state;
}

export function getServerAuthSnapshot(): AuthState {
  return checking;
}

export function subscribeToAuth(callback: () => void): () => void {
  subscribers.add(callback);
  return () => subscribers.delete(callback);
}

export function setAuthState(next: AuthState, { remember = true } = {}): void {
  state = next;
  if (remember && next.status !== "checking") writeHint(next);
  for (const callback of subscribers) callback();
}

let started: Promise<void> | undefined;

/** Imports Firebase Auth and subscribes to it, once. Pages that need the answer now call this. */
export function startAuth(): Promise<void> {
  started ??= import("@/lib/firebase/auth")
    .then(({ watchAccount }) => {
      watchAccount((account) =>
        setAuthState(account ? { status: "signed-in", user: account } : signedOut),
      );
    })
    .catch((error: unknown) => {
      console.error("Could not load sign-in", error);
      started = undefined;
      // Keep the hint: the next page may load Firebase fine.
      if (getAuthSnapshot().status === "checking") setAuthState(signedOut, { remember: false });
    });
  return started;
}

function whenIdle(task: () => void): void {
  if ("requestIdleCallback" in window) window.requestIdleCallback(task, { timeout: 4000 });
  else setTimeout(task, 1500);
}

let scheduled = false;

/**
 * On start: a visitor with no session on this device is signed out at once, with no SDK loaded
 * (the hint and Firebase's own persistence are read directly). When a session may exist, the
 * listener starts once the page is idle, so Firebase never delays the first paint or input.
 * A sign-in in another tab writes the hint, which starts the listener here too.
 */
export function scheduleAuthStart(): void {
  if (scheduled || started) return;
  scheduled = true;
  window.addEventListener("storage", (event) => {
    if (event.key === authHintKey && event.newValue !== null) void startAuth();
  });
  void mayHaveSession(readStored(authHintKey) !== null).then((may) => {
    if (may) whenIdle(() => void startAuth());
    else if (!started && getAuthSnapshot().status === "checking")
      setAuthState(signedOut, { remember: false });
  });
}
