"use client";

import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from "react";
import { cn } from "@/lib/cn";
import { buttonStyles } from "./button-styles";
import { CloseIcon } from "./icons";

const focusableSelector =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Keeps Tab and Shift+Tab inside an open dialog. */
export function trapFocus(event: KeyboardEvent<HTMLElement>): void {
  if (event.key !== "Tab") return;
  const focusable = Array.from(
    event.currentTarget.querySelectorAll<HTMLElement>(focusableSelector),
  ).filter((el) => el.offsetParent !== null);
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

const sides = {
  right:
    "m-0 max-h-none inset-y-0 right-0 left-auto h-dvh w-[min(22rem,calc(100vw-2.5rem))] border-l starting:open:translate-x-full",
  bottom:
    "m-0 inset-x-0 top-auto bottom-0 max-h-[85dvh] w-full rounded-t-2xl border-t starting:open:translate-y-full",
  /** A small dialog in the middle of the screen. */
  center:
    "m-auto inset-0 h-fit max-h-[85dvh] w-[min(30rem,calc(100vw-2rem))] rounded-2xl border starting:open:translate-y-4",
} as const;

/**
 * A modal <dialog> that slides in from a side: the page behind is inert, Escape and the close
 * button close it, a click on the backdrop too, Tab stays inside, and the page behind does not
 * scroll (globals.css). Controlled: the owner keeps `open` and hears `onClose`. Its content is
 * rendered only while open, so a closed sheet costs a page one element.
 */
export function Sheet({
  open,
  onClose,
  title,
  side = "bottom",
  id,
  marker,
  closeLabel = "Close",
  footer,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  side?: keyof typeof sides;
  id?: string;
  /** A data attribute tests and styles can find the sheet by. */
  marker?: string;
  /** The close button's accessible name. */
  closeLabel?: string;
  footer?: ReactNode;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      id={id}
      data-sheet=""
      {...(marker ? { [`data-${marker}`]: "" } : {})}
      // The title exists only while the content is rendered: a reference to it otherwise
      // would name a missing id.
      aria-labelledby={open ? titleId : undefined}
      onClose={onClose}
      onKeyDown={trapFocus}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself.
        if (event.target === event.currentTarget) onClose();
      }}
      className={cn(
        "fixed max-w-none overflow-y-auto border-border bg-surface p-0 text-foreground shadow-2xl transition-transform duration-300 backdrop:bg-black/70 motion-reduce:transition-none",
        sides[side],
      )}
    >
      {open ? (
        <div className="flex min-h-full flex-col gap-6 p-5">
          <div className="flex items-center justify-between gap-4">
            <p id={titleId} className="text-lg font-semibold">
              {title}
            </p>
            <button
              type="button"
              onClick={onClose}
              className={buttonStyles({ variant: "ghost", size: "icon" })}
              aria-label={closeLabel}
            >
              <CloseIcon />
            </button>
          </div>
          {children}
          {footer}
        </div>
      ) : null}
    </dialog>
  );
}
