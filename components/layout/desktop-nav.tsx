"use client";

import { Link } from "@/components/ui/link";
import { usePathname } from "next/navigation";
import { useRef, useState, type FocusEvent, type KeyboardEvent } from "react";
import { flushSync } from "react-dom";
import { isNavGroup, type NavEntry, type NavGroup } from "@/lib/site";
import { cn } from "@/lib/cn";

/* Styles: .nav-top and .nav-menu in app/globals.css (every page carries this markup). */
const topItem = "nav-top";

/** The desktop main menu: plain links plus disclosure submenus (WAI-ARIA disclosure navigation). */
export function DesktopNav({ items }: { items: readonly NavEntry[] }) {
  const pathname = usePathname();
  return (
    <nav aria-label="Main" className="hidden desktop:block">
      <ul className="flex items-center gap-1">
        {items.map((entry) =>
          isNavGroup(entry) ? (
            <li key={entry.id} className="relative">
              <NavDisclosure group={entry} pathname={pathname} />
            </li>
          ) : (
            <li key={entry.href}>
              <Link
                href={entry.href}
                className={cn(topItem, "text-foreground/90")}
                aria-current={pathname === entry.href ? "page" : undefined}
              >
                {entry.label}
              </Link>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}

type Focus = "first" | "last" | null;

function NavDisclosure({ group, pathname }: { group: NavGroup; pathname: string }) {
  const [open, setOpen] = useState(false);
  // A submenu opened by hovering closes when the pointer leaves; one opened by click or key stays.
  const openedByHover = useRef(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const menuId = `nav-${group.id}-menu`;
  const containsCurrent = group.items.some((item) => item.href === pathname);

  const links = () => Array.from(listRef.current?.querySelectorAll<HTMLAnchorElement>("a") ?? []);

  function show(focus: Focus, byHover = false) {
    openedByHover.current = byHover;
    // Render the list synchronously so that its links exist (and are visible) to take focus.
    flushSync(() => setOpen(true));
    if (focus === null) return;
    const all = links();
    (focus === "first" ? all[0] : all[all.length - 1])?.focus();
  }

  function hide({ returnFocus }: { returnFocus: boolean }) {
    setOpen(false);
    openedByHover.current = false;
    if (returnFocus) buttonRef.current?.focus();
  }

  function onButtonClick() {
    if (open && openedByHover.current) {
      // The pointer opened it a moment ago; a click means "keep it open", not "close".
      openedByHover.current = false;
      return;
    }
    if (open) hide({ returnFocus: false });
    else show(null);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const all = links();
    const index = all.indexOf(document.activeElement as HTMLAnchorElement);
    const onButton = document.activeElement === buttonRef.current;
    switch (event.key) {
      case "Escape":
        if (open) {
          event.preventDefault();
          hide({ returnFocus: true });
        }
        return;
      case "ArrowDown":
        event.preventDefault();
        if (onButton) show("first");
        else all[(index + 1) % all.length]?.focus();
        return;
      case "ArrowUp":
        event.preventDefault();
        if (onButton) show("last");
        else all[(index - 1 + all.length) % all.length]?.focus();
        return;
      case "Home":
        if (index >= 0) {
          event.preventDefault();
          all[0]?.focus();
        }
        return;
      case "End":
        if (index >= 0) {
          event.preventDefault();
          all[all.length - 1]?.focus();
        }
        return;
    }
  }

  function onBlur(event: FocusEvent<HTMLDivElement>) {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
      hide({ returnFocus: false });
    }
  }

  return (
    <div
      className="group"
      onKeyDown={onKeyDown}
      onBlur={onBlur}
      onPointerEnter={(event) => {
        if (event.pointerType === "mouse" && !open) show(null, true);
      }}
      onPointerLeave={(event) => {
        if (event.pointerType === "mouse" && openedByHover.current) hide({ returnFocus: false });
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={cn(topItem, containsCurrent ? "text-accent" : "text-foreground/90")}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={onButtonClick}
      >
        {group.label}
        <span
          aria-hidden="true"
          className={cn("icon icon-chevron-down size-4 transition-transform", open && "rotate-180")}
        />
      </button>
      {/* Without JavaScript the submenu still opens on hover and keyboard focus (noscript variant). */}
      <ul ref={listRef} id={menuId} className={cn("nav-menu", open ? "block" : "nav-menu-closed")}>
        {group.items.map((item) => (
          <li key={item.href}>
            <Link
              href={item.href}
              onClick={() => hide({ returnFocus: false })}
              aria-current={pathname === item.href ? "page" : undefined}
            >
              <span>{item.label}</span>
              {item.description ? <span>{item.description}</span> : null}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
