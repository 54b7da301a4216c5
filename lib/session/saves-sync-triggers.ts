"use client";

/**
 * When the saves' sync runs. Small on purpose: the page's Save controller loads it upfront,
 * and the sync itself (saves-sync.ts, with the merge and Firestore) loads only when one of
 * these says so. The auth store does not know about saves: this module listens to it.
 */
import { getSavedSnapshot } from "@/lib/saved/device-store";
import { confirmedUser, type AuthState } from "./auth-state";
import { getAuthSnapshot, subscribeToAuth } from "./auth-store";

function sync(): void {
  void import("./saves-sync").then(({ syncSaved }) => syncSaved());
}

/** After a save or removal on this device: a (possibly) signed-in user's saves go to the account too. */
export function syncSavesAfterChange(): void {
  if (getAuthSnapshot().status !== "signed-out") sync();
}

/**
 * Syncs when Firebase confirms a user who has just signed in here, or whose account this
 * device's saves have not synced with (a first visit signed in, or another account): the
 * device's saves merge into the account's. Returns the unsubscribe.
 */
export function syncSavesOnSignIn(): () => void {
  let before: AuthState = getAuthSnapshot();
  return subscribeToAuth(() => {
    const now = getAuthSnapshot();
    const signedOutBefore = before.status === "signed-out";
    before = now;
    const user = confirmedUser(now);
    if (user && (signedOutBefore || getSavedSnapshot().synced?.uid !== user.uid)) sync();
  });
}
