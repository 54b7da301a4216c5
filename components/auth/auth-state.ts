/** What the page-wide UI needs to know about the visitor. */
export type SiteUser = {
  uid: string;
  /** Firebase Auth displayName; the site calls it the username. */
  username: string | null;
  email: string | null;
  photoURL: string | null;
  emailVerified?: boolean;
  /** When the account was made (Firebase's creationTime string). */
  createdAt?: string | null;
  /** True while the user comes from this device's hint, before Firebase has confirmed it. */
  fromHint?: boolean;
};

export type AuthState =
  | { status: "checking"; user: null }
  | { status: "signed-out"; user: null }
  | { status: "signed-in"; user: SiteUser };

/** Before Firebase has answered (and in the pre-rendered HTML): shown as signed out. */
export const checking: AuthState = { status: "checking", user: null };
export const signedOut: AuthState = { status: "signed-out", user: null };

/**
 * The greeting at the top of the mobile menu: "Hello, Guest" until signed in, then
 * "Hello, {username}", or "Hello, User" for an account without one.
 */
export function greetingFor(state: AuthState): string {
  if (state.status !== "signed-in") return "Hello, Guest";
  const name = state.user.username?.trim();
  return name ? `Hello, ${name}` : "Hello, User";
}

/** localStorage key of the signed-in hint (see auth-store.ts). */
export const authHintKey = "aicompass:auth-hint";

/** Runs in <head> before the body paints; keep it tiny and dependency-free. */
export const authHintScript = `try{if(localStorage.getItem(${JSON.stringify(authHintKey)}))document.documentElement.dataset.auth="in"}catch(e){}`;
