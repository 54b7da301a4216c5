import { authHintKey } from "@/lib/session/auth-state";

/**
 * The auth state on <html> before any script loads: the root layout inlines this in <head>,
 * and it marks <html data-auth="in"> when this device holds the signed-in hint (written by
 * lib/session/auth-store.ts), so CSS shows a returning user's header before first paint.
 * Runs before the body paints; keep it tiny and dependency-free.
 */
export const authHintScript = `try{if(localStorage.getItem(${JSON.stringify(authHintKey)}))document.documentElement.dataset.auth="in"}catch(e){}`;
