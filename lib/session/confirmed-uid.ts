"use client";

import { confirmedUser, type AuthState } from "./auth-state";
import { getAuthSnapshot, startAuth, subscribeToAuth } from "./auth-store";

/** Waits (up to 15 s) for the auth store to reach a state that satisfies `done`. */
function authWhen(done: (state: AuthState) => boolean): Promise<AuthState> {
  const now = getAuthSnapshot();
  if (done(now)) return Promise.resolve(now);
  return new Promise((resolve) => {
    const timer = window.setTimeout(() => finish(getAuthSnapshot()), 15_000);
    const unsubscribe = subscribeToAuth(() => {
      const state = getAuthSnapshot();
      if (done(state)) finish(state);
    });
    function finish(state: AuthState) {
      window.clearTimeout(timer);
      unsubscribe();
      resolve(state);
    }
  });
}

/**
 * The signed-in user's uid, confirmed by Firebase; null for a guest. A guest learns it without
 * Firebase loading (the store answers "signed out" from the device); a user known only from
 * the hint starts the listener and waits for Firebase to confirm.
 */
export async function confirmedUid(): Promise<string | null> {
  const first = await authWhen((state) => state.status !== "checking");
  if (first.status !== "signed-in") return null;
  if (first.user.fromHint) void startAuth();
  const confirmed = await authWhen((state) => state.status !== "checking" && !state.user?.fromHint);
  return confirmedUser(confirmed)?.uid ?? null;
}
