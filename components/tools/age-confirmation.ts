"use client";

import { useSyncExternalStore } from "react";
import { readStored, writeStored } from "@/lib/browser-storage";

/** The device remembers the visitor's 18+ confirmation under this localStorage key. */
export const ageConfirmationKey = "aicompass:age-confirmed";
const changeEvent = "aicompass:age-confirmation";

/** Whether this device confirmed; with storage blocked none is remembered, so the gate asks again. */
function read(): boolean {
  return readStored(ageConfirmationKey) === "yes";
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(changeEvent, onChange);
  window.addEventListener("storage", onChange);
  return () => {
    window.removeEventListener(changeEvent, onChange);
    window.removeEventListener("storage", onChange);
  };
}

export function confirmAge(): void {
  // Storage blocked: the confirmation lasts for this page view only.
  writeStored(ageConfirmationKey, "yes");
  window.dispatchEvent(new Event(changeEvent));
}

/**
 * null while unknown (the pre-rendered HTML, before hydration), then whether this device has
 * confirmed being 18 or older.
 */
export function useAgeConfirmed(): boolean | null {
  return useSyncExternalStore(subscribe, read, () => null);
}
