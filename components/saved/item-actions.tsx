"use client";

import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from "react";
import {
  getCompareSnapshot,
  getServerCompareSnapshot,
  setCompared,
  subscribeCompare,
} from "@/lib/compare/tray";
import { getSavedSnapshot, setSaved, subscribeSaved } from "@/lib/saved/device-store";
import { parseSavedKey } from "@/lib/saved/items";
import { syncSavesAfterChange, syncSavesOnSignIn } from "@/lib/session/saves-sync-triggers";
// The tray's code loads once there is something in it.
const CompareTray = lazy(() => import("./compare-tray"));

/** Sets every Save and Compare toggle under `root` to the stored state. */
function paint(root: Element | Document): void {
  const within = (selector: string) => [
    ...(root instanceof Element && root.matches(selector) ? [root as HTMLButtonElement] : []),
    ...root.querySelectorAll<HTMLButtonElement>(selector),
  ];
  const saved = getSavedSnapshot().keys;
  for (const button of within("button[data-save]")) {
    const on = saved.has(button.dataset.save ?? "");
    button.setAttribute("aria-pressed", String(on));
    const label = on ? "Saved" : "Save";
    if (button.textContent !== label) button.textContent = label;
  }
  const compared = new Set(getCompareSnapshot().map((tool) => tool.slug));
  for (const button of within("button[data-compare]"))
    button.setAttribute("aria-pressed", String(compared.has(button.dataset.compare ?? "")));
}

function toggleSave(button: HTMLButtonElement): string {
  const item = parseSavedKey(button.dataset.save ?? "");
  if (!item) return "";
  const name = button.dataset.name ?? "This item";
  const on = button.getAttribute("aria-pressed") !== "true";
  const outcome = setSaved(item.kind, item.id, on);
  if (!outcome.ok) return outcome.message;
  // A guest's saves stay on the device; a signed-in user's go to the account too.
  syncSavesAfterChange();
  return on ? `Saved ${name}.` : `Removed ${name} from your saved items.`;
}

function toggleCompare(button: HTMLButtonElement): string {
  const slug = button.dataset.compare ?? "";
  const name = button.dataset.name ?? slug;
  const on = button.getAttribute("aria-pressed") !== "true";
  const outcome = setCompared({ slug, name }, on);
  if (!outcome.ok) return outcome.message;
  return on ? `Added ${name} to compare (${outcome.count} of 4).` : `Removed ${name} from compare.`;
}

let mounted = 0;

/**
 * The one controller of the page's Save and Compare toggles, by event delegation, so cards
 * pre-rendered or drawn later by a filter cost no React of their own; it also shows the
 * compare tray, and starts the saves' sync when someone signs in. Mounted once in the root layout.
 */
export function ItemActions() {
  // A count with the text, so the same message twice is announced twice.
  const [message, setMessage] = useState({ text: "", count: 0 });

  useEffect(() => {
    mounted += 1;
    if (mounted > 1) return () => void (mounted -= 1);
    const repaint = () => paint(document);
    repaint();
    const stopSaved = subscribeSaved(repaint);
    const stopCompare = subscribeCompare(repaint);
    const stopSync = syncSavesOnSignIn();
    const observer = new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes) if (node instanceof Element) paint(node);
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const onClick = (event: MouseEvent) => {
      const button = (event.target as Element | null)?.closest<HTMLButtonElement>(
        "button[data-save], button[data-compare]",
      );
      if (!button) return;
      event.preventDefault();
      const text = button.dataset.save !== undefined ? toggleSave(button) : toggleCompare(button);
      setMessage((previous) => ({ text, count: previous.count + 1 }));
    };
    document.addEventListener("click", onClick);
    return () => {
      mounted -= 1;
      stopSaved();
      stopCompare();
      stopSync();
      observer.disconnect();
      document.removeEventListener("click", onClick);
    };
  }, []);

  const picked = useSyncExternalStore(
    subscribeCompare,
    getCompareSnapshot,
    getServerCompareSnapshot,
  );
  return (
    <>
      <p role="status" className="sr-only">
        <span key={message.count}>{message.text}</span>
      </p>
      {picked.length > 0 ? (
        <Suspense fallback={null}>
          <CompareTray />
        </Suspense>
      ) : null}
    </>
  );
}
