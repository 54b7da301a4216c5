"use client";

import { useEffect, useId, useState } from "react";
import { copyText, selectContents } from "@/lib/clipboard";
import { chatgptUrl } from "@/lib/prompts/placeholders";

/**
 * The one interactive part of a prompt collection page. The prompts themselves are static
 * HTML; this controller renders the filter box and, by event delegation on the list,
 * fills placeholders, copies prompts and keeps the ChatGPT links in step. One small island
 * instead of hundreds keeps the page light.
 */
export function PromptCollectionController({
  listId,
  total,
  noun = "prompts",
}: {
  listId: string;
  total: number;
  noun?: string;
}) {
  const id = useId();
  const [query, setQuery] = useState("");
  const [shown, setShown] = useState(total);

  /** Shows the cards whose words contain every typed word; returns how many are shown. */
  function applyFilter(value: string): number {
    const list = document.getElementById(listId);
    if (!list) return total;
    const words = value.toLowerCase().split(/\s+/).filter(Boolean);
    let count = 0;
    for (const card of list.querySelectorAll<HTMLElement>("[data-prompt-card]")) {
      const haystack = `${card.dataset.search ?? ""} ${card.querySelector("[data-prompt-text]")?.textContent?.toLowerCase() ?? ""}`;
      const match = words.every((word) => haystack.includes(word));
      card.hidden = !match;
      if (match) count += 1;
    }
    for (const section of list.querySelectorAll<HTMLElement>("[data-prompt-section]")) {
      section.hidden = !section.querySelector("[data-prompt-card]:not([hidden])");
    }
    return count;
  }

  function changeQuery(value: string) {
    setQuery(value);
    setShown(applyFilter(value));
    // The filter lives in ?q= so a filtered view can be shared.
    const url = new URL(window.location.href);
    if (value) url.searchParams.set("q", value);
    else url.searchParams.delete("q");
    window.history.replaceState(window.history.state, "", url);
  }

  useEffect(() => {
    const initial = new URLSearchParams(window.location.search).get("q") ?? "";
    if (!initial) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the URL is only readable after hydration
    setQuery(initial);
    setShown(applyFilter(initial));
    // applyFilter only reads the DOM under listId.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [listId]);

  useEffect(() => {
    const list = document.getElementById(listId);
    if (!list) return;

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
      const text = card.querySelector("[data-prompt-text]")?.textContent ?? "";
      const link = card.querySelector<HTMLAnchorElement>("a[data-chatgpt-link]");
      if (link) link.href = chatgptUrl(text);
    }

    async function onClick(event: Event) {
      const button =
        event.target instanceof Element ? event.target.closest("button[data-copy]") : null;
      if (!(button instanceof HTMLButtonElement)) return;
      const card = button.closest("[data-prompt-card]");
      const source = card?.querySelector("[data-prompt-text]");
      const status = card?.querySelector<HTMLElement>("[data-copy-status]");
      if (!source || !status) return;
      const copied = await copyText(source.textContent?.trim() ?? "");
      if (copied) {
        button.textContent = "Copied";
        status.textContent = "Copied to the clipboard.";
      } else {
        selectContents(source);
        status.textContent =
          "Copying is blocked here: the prompt is selected, press Ctrl+C (⌘C on a Mac).";
      }
      window.setTimeout(
        () => {
          button.textContent = "Copy prompt";
          status.textContent = "";
        },
        copied ? 2000 : 8000,
      );
    }

    /** On first opening, a card's "Fill in the blanks" gets one labelled field per blank. */
    function onToggle(event: Event) {
      const details = event.target;
      if (!(details instanceof HTMLDetailsElement) || !details.open || details.dataset.ready)
        return;
      const card = details.closest<HTMLElement>("[data-prompt-card]");
      if (!card) return;
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

    // Each "Open in ChatGPT" link carries its prompt once the page runs.
    for (const link of list.querySelectorAll<HTMLAnchorElement>("a[data-chatgpt-link]")) {
      const text = link
        .closest("[data-prompt-card]")
        ?.querySelector("[data-prompt-text]")?.textContent;
      if (text) link.href = chatgptUrl(text);
    }

    list.addEventListener("input", onInput);
    list.addEventListener("click", onClick);
    // toggle does not bubble: listen in the capture phase.
    list.addEventListener("toggle", onToggle, true);
    return () => {
      list.removeEventListener("input", onInput);
      list.removeEventListener("click", onClick);
      list.removeEventListener("toggle", onToggle, true);
    };
  }, [listId]);

  const inputId = `${id}-filter`;
  return (
    <div className="flex flex-col gap-2 noscript:hidden">
      <label htmlFor={inputId} className="text-sm font-medium">
        Filter {noun}
      </label>
      <div className="flex gap-2">
        <input
          id={inputId}
          type="search"
          value={query}
          onChange={(event) => changeQuery(event.target.value)}
          placeholder="Type a word: email, logo, interview…"
          autoComplete="off"
          className="h-11 w-full max-w-xl rounded-lg border border-border bg-surface px-3 text-base"
          aria-describedby={`${id}-count`}
        />
      </div>
      <p id={`${id}-count`} role="status" className="text-sm text-muted-foreground">
        {shown === total
          ? `${total} ${noun}`
          : shown === 0
            ? `No ${noun} match “${query}”. Try another word, or clear the filter.`
            : `Showing ${shown} of ${total} ${noun}`}
      </p>
    </div>
  );
}
