"use client";

import type { FormNotice } from "@/components/forms/use-form-action";
import { accountCalls } from "@/lib/session/account-calls";

/**
 * "I have verified it", as a form action's work: reloads the account from Firebase, which
 * updates the signed-in user everywhere on the page once the email is verified. Nothing to say
 * then; otherwise (still unverified, or signed out meanwhile) `notVerified`, as an error.
 */
export async function checkVerified(notVerified: string): Promise<FormNotice | undefined> {
  const { reloadAccount } = await accountCalls();
  const account = await reloadAccount();
  return account?.emailVerified ? undefined : { tone: "error", text: notVerified };
}
