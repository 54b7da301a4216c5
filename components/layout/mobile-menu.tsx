"use client";

import { Link } from "@/components/ui/link";
import { usePathname } from "next/navigation";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { accountLinks, isNavGroup, site, type NavEntry, type NavGroup } from "@/lib/site";
import { greetingFor, useAuth } from "@/components/auth/auth-context";
import { buttonStyles } from "@/components/ui/button-styles";
import { ChevronDownIcon, CloseIcon, MenuIcon } from "@/components/ui/icons";
import { cn } from "@/lib/cn";
import { useSavedCount } from "@/components/saved/saved-link";

const focusableSelector =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The menu below the desktop breakpoint: a button that opens a modal <dialog> sliding in
 * from the right. The dialog makes the page behind inert, Escape closes it natively,
 * CSS in globals.css stops the page behind from scrolling, and Tab cycles inside it.
 */
export function MobileMenu({ items }: { items: readonly NavEntry[] }) {
  const [open, setOpen] = useState(false);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const pathname = usePathname();
  const auth = useAuth();
  const savedCount = useSavedCount();
  const titleId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  // Close on navigation, and when the viewport grows into the desktop layout.
  const [lastPath, setLastPath] = useState(pathname);
  if (pathname !== lastPath) {
    setLastPath(pathname);
    setOpen(false);
  }
  useEffect(() => {
    const desktop = window.matchMedia("(min-width: 64rem)");
    const onChange = () => desktop.matches && setOpen(false);
    desktop.addEventListener("change", onChange);
    return () => desktop.removeEventListener("change", onChange);
  }, []);

  function trapFocus(event: KeyboardEvent<HTMLDialogElement>) {
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

  return (
    <div className="desktop:hidden">
      <button
        type="button"
        className={cn(buttonStyles({ variant: "ghost", size: "sm" }), "noscript:hidden")}
        aria-expanded={open}
        aria-controls="mobile-menu"
        onClick={() => setOpen(true)}
      >
        <MenuIcon />
        <span>Menu</span>
      </button>
      {/* Without JavaScript, the footer lists every section of the site. The wrapper holds the
          visibility, so the link's own display (a button's inline-flex) cannot override it. */}
      <span className="hidden noscript:contents">
        <a href="#site-footer" className={buttonStyles({ variant: "ghost", size: "sm" })}>
          <MenuIcon />
          <span>Menu</span>
        </a>
      </span>
      <dialog
        ref={dialogRef}
        id="mobile-menu"
        data-mobile-menu=""
        aria-labelledby={titleId}
        onClose={() => setOpen(false)}
        onKeyDown={trapFocus}
        onClick={(event) => {
          // A click on the backdrop lands on the dialog element itself.
          if (event.target === event.currentTarget) setOpen(false);
        }}
        className="fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-[min(22rem,calc(100vw-2.5rem))] max-w-none translate-x-0 overflow-y-auto border-l border-border bg-surface p-0 text-foreground shadow-2xl transition-transform duration-300 backdrop:bg-black/70 motion-reduce:transition-none starting:open:translate-x-full"
      >
        <div className="flex min-h-full flex-col gap-6 p-5">
          <div className="flex items-center justify-between gap-4">
            <p id={titleId} className="text-lg font-semibold">
              {greetingFor(auth)}
            </p>
            <button
              type="button"
              onClick={() => setOpen(false)}
              className={buttonStyles({ variant: "ghost", size: "icon" })}
              aria-label="Close menu"
            >
              <CloseIcon />
            </button>
          </div>

          <nav aria-label="Main menu">
            <ul className="flex flex-col gap-1">
              {items.map((entry) =>
                isNavGroup(entry) ? (
                  <li key={entry.id}>
                    <MobileGroup
                      group={entry}
                      pathname={pathname}
                      onNavigate={() => setOpen(false)}
                    />
                  </li>
                ) : (
                  <li key={entry.href}>
                    <Link
                      href={entry.href}
                      onClick={() => setOpen(false)}
                      aria-current={pathname === entry.href ? "page" : undefined}
                      className="flex h-12 items-center rounded-lg px-3 font-medium hover:bg-muted aria-[current=page]:text-accent"
                    >
                      {entry.label}
                    </Link>
                  </li>
                ),
              )}
            </ul>
          </nav>

          <div className="mt-auto flex flex-col gap-2 border-t border-border pt-5">
            <Link
              href="/saved"
              onClick={() => setOpen(false)}
              className={buttonStyles({ variant: "outline" })}
            >
              Saved
              {savedCount > 0 ? (
                <span className="rounded-full bg-accent px-2 text-sm font-semibold text-background">
                  {savedCount}
                  <span className="sr-only"> items</span>
                </span>
              ) : null}
            </Link>
            {auth.status === "signed-in" ? (
              <Link
                href={accountLinks.profile.href}
                onClick={() => setOpen(false)}
                className={buttonStyles({ variant: "outline" })}
              >
                {accountLinks.profile.label}
              </Link>
            ) : (
              <>
                <Link
                  href={accountLinks.submitTool.href}
                  onClick={() => setOpen(false)}
                  className={buttonStyles({ variant: "outline" })}
                >
                  {accountLinks.submitTool.label}
                </Link>
                <Link
                  href={accountLinks.register.href}
                  onClick={() => setOpen(false)}
                  className={buttonStyles()}
                >
                  {accountLinks.register.label}
                </Link>
              </>
            )}
            <p className="pt-2 text-center text-xs text-muted-foreground">{site.tagline}</p>
          </div>
        </div>
      </dialog>
    </div>
  );
}

function MobileGroup({
  group,
  pathname,
  onNavigate,
}: {
  group: NavGroup;
  pathname: string;
  onNavigate: () => void;
}) {
  const [expanded, setExpanded] = useState(false);
  const listId = `mobile-${group.id}-menu`;
  return (
    <>
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => setExpanded((value) => !value)}
        className="flex h-12 w-full items-center justify-between rounded-lg px-3 font-medium hover:bg-muted"
      >
        {group.label}
        <ChevronDownIcon className={cn("transition-transform", expanded && "rotate-180")} />
      </button>
      <ul id={listId} hidden={!expanded} className="ml-3 border-l border-border pl-3">
        {group.items.map((item) => (
          <li key={item.href}>
            <Link
              href={item.href}
              onClick={onNavigate}
              aria-current={pathname === item.href ? "page" : undefined}
              className="flex min-h-11 items-center rounded-lg px-3 text-muted-foreground hover:bg-muted hover:text-foreground aria-[current=page]:text-accent"
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
