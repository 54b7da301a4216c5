"use client";

import { useState } from "react";
import { messageForError } from "@/lib/firebase/errors";

/**
 * "I have verified it": reloads the account from Firebase, which updates the signed-in user
 * everywhere on the page once the email is verified. `recheck` resolves to what to tell the
 * visitor: "" when verified, `notVerified` when it still is not, or why the reload failed.
 * `checking` is true while it runs.
 */
export function useEmailVerificationRecheck(notVerified: string) {
  const [checking, setChecking] = useState(false);

  async function recheck(): Promise<string> {
    setChecking(true);
    try {
      const { reloadAccount } = await import("@/lib/firebase/auth");
      const account = await reloadAccount();
      return account?.emailVerified ? "" : notVerified;
    } catch (error) {
      return messageForError(error);
    } finally {
      setChecking(false);
    }
  }

  return { checking, recheck };
}
