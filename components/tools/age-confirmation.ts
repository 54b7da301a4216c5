"use client";

import { useSyncExternalStore } from "react";

/** The device remembers the visitor's 18+ confirmation under this localStorage key. */
export const ageConfirmationKey = "aicompass:age-confirmed";
const changeEvent = "aicompass:age-confirmation";

function read(): boolean {
  try {
    return window.localStorage.getItem(ageConfirmationKey) === "yes";
  } catch {
    return false; // storage blocked: ask every time
  }
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
  try {
    window.localStorage.setItem(ageConfirmationKey, "yes");
  } catch {
    // Storage blocked: the confirmation lasts for this page view only.
  }
  window.dispatchEvent(new Event(changeEvent));
}

/**
 * null while unknown (the pre-rendered HTML, before hydration), then whether this device has
 * confirmed being 18 or older.
 */
export function useAgeConfirmed(): boolean | null {
  return useSyncExternalStore(subscribe, read, () => null);
}
