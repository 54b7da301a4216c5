"use client";

import { Link } from "@/components/ui/link";
import { usePathname } from "next/navigation";
import { useEffect, useState } from "react";
import { accountLinks, isNavGroup, site, type NavEntry, type NavGroup } from "@/lib/site";
import { greetingFor, useAuth } from "@/components/auth/auth-context";
import { buttonStyles } from "@/components/ui/button-styles";
import { ChevronDownIcon, CssIcon } from "@/components/ui/icons";
import { Sheet } from "@/components/ui/sheet";
import { cn } from "@/lib/cn";
import { useSavedCount } from "@/components/saved/saved-link";

/**
 * The menu below the desktop breakpoint: a button that opens a Sheet sliding in from the
 * right (modal, so the page behind is inert; Escape closes it; Tab stays inside). Its links
 * are rendered when it opens: the header's own navigation and the footer already carry them in
 * the page's HTML, so a closed menu costs every page one element rather than fifty.
 */
export function MobileMenu({ items }: { items: readonly NavEntry[] }) {
  const [open, setOpen] = useState(false);
  const pathname = usePathname();
  const auth = useAuth();
  const close = () => setOpen(false);

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

  return (
    <div className="desktop:hidden">
      <button
        type="button"
        className={cn(buttonStyles({ variant: "ghost", size: "sm" }), "noscript:hidden")}
        aria-expanded={open}
        aria-controls="mobile-menu"
        onClick={() => setOpen(true)}
      >
        <CssIcon name="menu" className="size-5" />
        <span>Menu</span>
      </button>
      {/* Without JavaScript, the footer lists every section of the site. The wrapper holds the
          visibility, so the link's own display (a button's inline-flex) cannot override it. */}
      <span className="hidden noscript:contents">
        <a href="#site-footer" className={buttonStyles({ variant: "ghost", size: "sm" })}>
          <CssIcon name="menu" className="size-5" />
          <span>Menu</span>
        </a>
      </span>
      <Sheet
        open={open}
        onClose={close}
        title={greetingFor(auth)}
        side="right"
        id="mobile-menu"
        marker="mobile-menu"
        closeLabel="Close menu"
        footer={<AccountLinks signedIn={auth.status === "signed-in"} onNavigate={close} />}
      >
        <nav aria-label="Main menu">
          <ul className="flex flex-col gap-1">
            {items.map((entry) =>
              isNavGroup(entry) ? (
                <li key={entry.id}>
                  <MobileGroup group={entry} pathname={pathname} onNavigate={close} />
                </li>
              ) : (
                <li key={entry.href}>
                  <Link
                    href={entry.href}
                    onClick={close}
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
      </Sheet>
    </div>
  );
}

/** The foot of the menu: Saved with its count, then Profile, or Submit and Register. */
function AccountLinks({ signedIn, onNavigate }: { signedIn: boolean; onNavigate: () => void }) {
  const savedCount = useSavedCount();
  return (
    <div className="mt-auto flex flex-col gap-2 border-t border-border pt-5">
      <Link href="/saved" onClick={onNavigate} className={buttonStyles({ variant: "outline" })}>
        Saved
        {savedCount > 0 ? (
          <span className="rounded-full bg-accent px-2 text-sm font-semibold text-background">
            {savedCount}
            <span className="sr-only"> items</span>
          </span>
        ) : null}
      </Link>
      {signedIn ? (
        <Link
          href={accountLinks.profile.href}
          onClick={onNavigate}
          className={buttonStyles({ variant: "outline" })}
        >
          {accountLinks.profile.label}
        </Link>
      ) : (
        <>
          <Link
            href={accountLinks.submitTool.href}
            onClick={onNavigate}
            className={buttonStyles({ variant: "outline" })}
          >
            {accountLinks.submitTool.label}
          </Link>
          <Link href={accountLinks.register.href} onClick={onNavigate} className={buttonStyles()}>
            {accountLinks.register.label}
          </Link>
        </>
      )}
      <p className="pt-2 text-center text-xs text-muted-foreground">{site.tagline}</p>
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
