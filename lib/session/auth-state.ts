/**
 * The shape of the visitor's session, shared by the auth store, the React context and the
 * server-rendered head script. Plain data: safe to import anywhere, server included.
 */

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

/** A signed-in user Firebase has confirmed (not only this device's hint), else null. */
export function confirmedUser(state: AuthState): SiteUser | null {
  return state.status === "signed-in" && !state.user.fromHint ? state.user : null;
}

/** localStorage key of the signed-in hint (see auth-store.ts). */
export const authHintKey = "aicompass:auth-hint";
