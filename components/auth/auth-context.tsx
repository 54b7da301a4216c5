"use client";

import { createContext, useContext, type ReactNode } from "react";

/** What the page-wide UI needs to know about the visitor. */
export type SiteUser = {
  uid: string;
  /** Firebase Auth displayName; the site calls it the username. */
  username: string | null;
  email: string | null;
  photoURL: string | null;
};

export type AuthState =
  { status: "signed-out"; user: null } | { status: "signed-in"; user: SiteUser };

/**
 * Pages are rendered at build time, when nobody is signed in, so signed out is the default.
 * The Firebase listener (loaded after the page is interactive) replaces this value through
 * <AuthProvider>; header, mobile menu and profile read it with useAuth().
 */
export const signedOut: AuthState = { status: "signed-out", user: null };

const AuthContext = createContext<AuthState>(signedOut);

export function AuthProvider({
  value = signedOut,
  children,
}: {
  value?: AuthState;
  children: ReactNode;
}) {
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  return useContext(AuthContext);
}

/** The greeting at the top of the mobile menu (spec section 3). */
export function greetingFor(state: AuthState): string {
  if (state.status === "signed-out") return "Hello, Guest";
  const name = state.user.username?.trim();
  return name ? `Hello, ${name}` : "Hello, User";
}
