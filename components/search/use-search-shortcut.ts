"use client";

import { useEffect } from "react";

function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    target instanceof HTMLInputElement ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement
  );
}

function isShown(element: Element): boolean {
  return element.getClientRects().length > 0;
}

/**
 * The box "/" and Ctrl/⌘-K go to: the page's own search box (home hero, /tools, /search)
 * when one is shown, else the header's; on a narrow screen with neither, the header's
 * search link.
 */
function focusSearch(): boolean {
  const boxes = [
    ...document.querySelectorAll<HTMLInputElement>("main input[data-site-search]"),
    ...document.querySelectorAll<HTMLInputElement>('input[data-site-search="header"]'),
  ];
  const box = boxes.find(isShown);
  if (box) {
    box.focus();
    box.select();
    return true;
  }
  const link = document.querySelector<HTMLAnchorElement>("a[data-search-link]");
  if (link && isShown(link)) {
    link.click();
    return true;
  }
  return false;
}

function onKeyDown(event: KeyboardEvent): void {
  if (event.defaultPrevented || event.isComposing) return;
  const slash = event.key === "/" && !event.ctrlKey && !event.metaKey && !event.altKey;
  const commandK =
    event.key.toLowerCase() === "k" && (event.ctrlKey || event.metaKey) && !event.altKey;
  if (slash && isEditable(event.target)) return;
  if ((slash || commandK) && focusSearch()) event.preventDefault();
}

let users = 0;

/** Installs the page's one shortcut listener while any search box is mounted. */
export function useSearchShortcut(): void {
  useEffect(() => {
    if (users === 0) document.addEventListener("keydown", onKeyDown);
    users += 1;
    return () => {
      users -= 1;
      if (users === 0) document.removeEventListener("keydown", onKeyDown);
    };
  }, []);
}
