"use client";

import { useRef, useState } from "react";
import { messageForError } from "@/lib/firebase/errors";

/** A message about the whole form, shown with FormMessage (errors are alerts, the rest polite). */
export type FormNotice = { tone: "error" | "success" | "info"; text: string };

/** Returned by an action that has navigated away: its form stays busy until the page changes. */
export const leaving = Symbol("leaving");

type Outcome = FormNotice | typeof leaving | undefined | void;

/**
 * The send of a form (or of a panel's buttons): which action runs, and the notice it ended with.
 * `run` is ignored while another action of the same form runs, so a second click sends nothing
 * twice; it clears the notice, marks `key` busy, and shows what the work returns, or, when the
 * work throws, `failure`'s sentence for the error (by default lib/firebase/errors.ts' sentence).
 * `failure` may also undo what the work showed early (an optimistic change).
 * Validation stays with the form: it runs before `run`, and `setNotice` shows a form-wide
 * message that needs no sending.
 */
export function useFormAction<Key extends string = "sending">() {
  const [busy, setBusy] = useState<Key | null>(null);
  const [notice, setNotice] = useState<FormNotice | null>(null);
  // Set at once, before React re-renders: two clicks in one frame still send once.
  const running = useRef(false);

  async function run(
    key: Key,
    work: () => Promise<Outcome>,
    failure: (error: unknown) => string = messageForError,
  ): Promise<void> {
    if (running.current) return;
    running.current = true;
    setNotice(null);
    setBusy(key);
    let stay = false;
    try {
      const outcome = await work();
      stay = outcome === leaving;
      if (outcome && outcome !== leaving) setNotice(outcome);
    } catch (error) {
      setNotice({ tone: "error", text: failure(error) });
    } finally {
      if (!stay) {
        running.current = false;
        setBusy(null);
      }
    }
  }

  return { busy, notice, setNotice, run };
}
