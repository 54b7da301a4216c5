"use client";

import {
  useRef,
  useState,
  type ChangeEvent,
  type FocusEvent,
  type KeyboardEvent,
  type RefObject,
} from "react";
import { flushSync } from "react-dom";

/** What a combobox's lazily loaded popup handles: the keys that move through its options. */
export type ComboboxPopupHandle = {
  /** Handles a key pressed in the box; true when it did something (the caller prevents the default). */
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => boolean;
};

/**
 * The state every combobox box of the site shares (the search boxes, the task finder): the query,
 * whether the popup's code was asked for (first focus, hover or key) and is open, the active
 * option, and the keys: Escape closes (or clears), Tab closes before leaving, ArrowDown opens,
 * the rest goes to the popup. One hook, so each box adds only its own markup.
 */
export function useCombobox<H extends ComboboxPopupHandle>(
  canOpen: (query: string) => boolean,
  listboxId: string,
) {
  const popupRef: RefObject<H | null> = useRef<H | null>(null);
  const [query, setQuery] = useState("");
  const [requested, setRequested] = useState(false);
  const [open, setOpen] = useState(false);
  const [activeId, setActiveId] = useState<string | null>(null);
  const request = () => setRequested(true);

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "Escape") {
      if (open) {
        event.preventDefault();
        setOpen(false);
      } else if (query !== "") {
        event.preventDefault();
        setQuery("");
      }
      return;
    }
    if (event.key === "Tab" && open) {
      // Tab leaves the box for the next control: close first, so the (focusable) options
      // are not in the way.
      flushSync(() => setOpen(false));
      return;
    }
    if (event.key === "ArrowDown" && !open && canOpen(query)) {
      event.preventDefault();
      setOpen(true);
      return;
    }
    if (open && popupRef.current?.onKeyDown(event)) event.preventDefault();
  }

  const expanded = open && requested && canOpen(query);
  return {
    /** The ARIA combobox's attributes and handlers, for the text input. */
    inputProps: {
      type: "text",
      role: "combobox",
      autoComplete: "off",
      spellCheck: false,
      "aria-autocomplete": "list",
      "aria-expanded": expanded,
      "aria-controls": expanded ? listboxId : undefined,
      "aria-activedescendant": expanded && activeId ? activeId : undefined,
      value: query,
      onFocus: () => {
        request();
        if (query.trim() !== "") setOpen(true);
      },
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        request();
        setQuery(event.target.value);
        setOpen(true);
      },
      onKeyDown,
    } as const,
    popupRef,
    query,
    setQuery,
    requested,
    request,
    open,
    setOpen,
    activeId,
    setActiveId,
    expanded,
    /** Closes when the focus leaves the form (not when it moves to an option). */
    onBlur: (event: FocusEvent<HTMLFormElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
    },
  };
}
