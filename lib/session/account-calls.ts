"use client";

import { startAuth } from "./auth-store";

/**
 * Firebase Auth's account calls (sign in, register, rename, sign out…), loaded on first use.
 * The auth listener starts first, so whatever a call changes reaches every island of the page.
 */
export async function accountCalls() {
  await startAuth();
  return import("@/lib/firebase/auth");
}
