"use client";

import { useEffect } from "react";
import { copyText, selectContents } from "@/lib/clipboard";
import { assistantById } from "@/lib/prompts/assistants";

function cardText(card: Element): string {
  return card.querySelector("[data-prompt-text]")?.textContent?.trim() ?? "";
}

/** Writes a card's current text (blanks filled or not) into its "Open in" links. */
function syncLinks(card: Element): void {
  const text = cardText(card);
  for (const link of card.querySelectorAll<HTMLAnchorElement>("a[data-open-in]")) {
    const assistant = assistantById(link.dataset.openIn ?? "");
    if (assistant) link.href = assistant.url(text);
  }
}

function say(card: Element, message: string, ms: number): void {
  const status = card.querySelector<HTMLElement>("[data-copy-status]");
  if (!status) return;
  status.textContent = message;
  window.setTimeout(() => {
    if (status.textContent === message) status.textContent = "";
  }, ms);
}

/** On first opening, a card's "Fill in the blanks" gets one labelled field per blank. */
function addBlankFields(details: HTMLDetailsElement, card: HTMLElement): void {
  const names = [
    ...new Set(
      [...card.querySelectorAll<HTMLElement>("mark[data-slot]")].map(
        (mark) => mark.dataset.slot ?? "",
      ),
    ),
  ].filter(Boolean);
  const grid = document.createElement("div");
  grid.className = "mt-3 grid gap-3 sm:grid-cols-2";
  names.forEach((name, index) => {
    const field = document.createElement("div");
    field.className = "flex flex-col gap-1";
    const label = document.createElement("label");
    label.htmlFor = `${card.id}-blank-${index}`;
    label.className = "text-sm text-muted-foreground";
    label.textContent = name;
    const input = document.createElement("input");
    input.id = label.htmlFor;
    input.type = "text";
    input.autocomplete = "off";
    input.dataset.fill = name;
    field.append(label, input);
    grid.append(field);
  });
  details.append(grid);
  details.dataset.ready = "true";
  grid.querySelector("input")?.focus();
}

/**
 * The one interactive part of the prompt cards inside `containerId`, by event delegation, so
 * hundreds of cards cost one small island: fill the blanks, copy, and open in an assistant
 * (the prompt goes into the link, and is copied too; where a service takes no prompt in its
 * address it is copied first). Cards the filter renders later are handled the same way.
 */
export function PromptCardsController({ containerId }: { containerId: string }) {
  useEffect(() => {
    const container = document.getElementById(containerId);
    if (!container) return;
    for (const card of container.querySelectorAll("[data-prompt-card]")) syncLinks(card);
    const observer = new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes)
          if (node instanceof Element)
            for (const card of node.matches("[data-prompt-card]")
              ? [node]
              : node.querySelectorAll("[data-prompt-card]"))
              syncLinks(card);
    });
    observer.observe(container, { childList: true, subtree: true });

    function onInput(event: Event) {
      const input = event.target;
      if (!(input instanceof HTMLInputElement) || input.dataset.fill === undefined) return;
      const card = input.closest("[data-prompt-card]");
      if (!card) return;
      const value = input.value.trim();
      for (const mark of card.querySelectorAll<HTMLElement>("mark[data-slot]")) {
        if (mark.dataset.slot !== input.dataset.fill) continue;
        mark.textContent = value || `[${input.dataset.fill}]`;
        mark.dataset.filled = value ? "true" : "false";
      }
      syncLinks(card);
    }

    async function onClick(event: Event) {
      const target = event.target instanceof Element ? event.target : null;
      const card = target?.closest<HTMLElement>("[data-prompt-card]");
      if (!target || !card) return;
      const link = target.closest<HTMLAnchorElement>("a[data-open-in]");
      if (link) {
        const assistant = assistantById(link.dataset.openIn ?? "");
        if (!assistant) return;
        syncLinks(card);
        // The link opens on its own (a new tab); the copy is for pasting if it needs it.
        const copied = await copyText(cardText(card));
        say(
          card,
          copied
            ? assistant.prefills
              ? `Opened in ${assistant.name}; the prompt is also copied.`
              : `Copied: paste the prompt into ${assistant.name}.`
            : `Opened ${assistant.name}; copy the prompt above to paste it there.`,
          6000,
        );
        return;
      }
      const button = target.closest<HTMLButtonElement>("button[data-copy]");
      if (!button) return;
      const source = card.querySelector("[data-prompt-text]");
      if (!source) return;
      const copied = await copyText(cardText(card));
      if (copied) {
        button.textContent = "Copied";
        say(card, "Copied to the clipboard.", 2000);
        window.setTimeout(() => (button.textContent = "Copy prompt"), 2000);
      } else {
        selectContents(source);
        say(
          card,
          "Copying is blocked here: the prompt is selected, press Ctrl+C (⌘C on a Mac).",
          8000,
        );
      }
    }

    function onToggle(event: Event) {
      const details = event.target;
      if (!(details instanceof HTMLDetailsElement) || !details.open || details.dataset.ready)
        return;
      if (details.dataset.fill === undefined) return;
      const card = details.closest<HTMLElement>("[data-prompt-card]");
      if (card) addBlankFields(details, card);
    }

    container.addEventListener("input", onInput);
    container.addEventListener("click", onClick);
    // toggle does not bubble: listen in the capture phase.
    container.addEventListener("toggle", onToggle, true);
    return () => {
      observer.disconnect();
      container.removeEventListener("input", onInput);
      container.removeEventListener("click", onClick);
      container.removeEventListener("toggle", onToggle, true);
    };
  }, [containerId]);
  return null;
}
