"use client";

import { createContext, useContext, useEffect, useSyncExternalStore, type ReactNode } from "react";
import type { AuthState } from "@/lib/session/auth-state";
import {
  getAuthSnapshot,
  getServerAuthSnapshot,
  scheduleAuthStart,
  subscribeToAuth,
} from "@/lib/session/auth-store";

/** null: follow the live store; a value: tests and stories pin the state. */
const AuthContext = createContext<AuthState | null>(null);

/**
 * Page-wide auth state. Pages are rendered at build time as "checking" (shown as signed
 * out); a hint kept on the device shows a returning user's avatar straight after
 * hydration, and the Firebase listener, imported once the browser is idle, confirms it.
 */
export function AuthProvider({ value, children }: { value?: AuthState; children: ReactNode }) {
  useEffect(() => {
    if (value === undefined) scheduleAuthStart();
  }, [value]);
  return <AuthContext.Provider value={value ?? null}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const pinned = useContext(AuthContext);
  const live = useSyncExternalStore(subscribeToAuth, getAuthSnapshot, getServerAuthSnapshot);
  return pinned ?? live;
}

/**
 * The greeting at the top of the mobile menu: "Hello, Guest" until signed in, then
 * "Hello, {username}", or "Hello, User" for an account without one.
 */
export function greetingFor(state: AuthState): string {
  if (state.status !== "signed-in") return "Hello, Guest";
  const name = state.user.username?.trim();
  return name ? `Hello, ${name}` : "Hello, User";
}
