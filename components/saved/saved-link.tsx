"use client";

import { CssIcon } from "@/components/ui/icons";
import { useSyncExternalStore } from "react";
import { Link } from "@/components/ui/link";
import { getSavedSnapshot, getServerSavedSnapshot, subscribeSaved } from "@/lib/saved/device-store";
import { cn } from "@/lib/cn";

/** The number of saved items, from this device's store (0 in the pre-rendered HTML). */
export function useSavedCount(): number {
  return useSyncExternalStore(subscribeSaved, getSavedSnapshot, getServerSavedSnapshot).items
    .length;
}

/**
 * The header's link to /saved: a bookmark with the number of saved items on it once there is
 * one. The number sits on the icon (absolutely placed), so it appearing moves nothing.
 */
export function SavedLink({ className }: { className?: string }) {
  const count = useSavedCount();
  return (
    <Link
      href="/saved"
      aria-label={count > 0 ? `Saved items (${count})` : "Saved items"}
      className={cn(
        "relative inline-flex size-10 items-center justify-center rounded-lg text-foreground hover:bg-muted",
        className,
      )}
    >
      <CssIcon name="bookmark" className="size-5" />
      {count > 0 ? (
        <span
          aria-hidden="true"
          data-saved-count=""
          className="absolute -top-0.5 -right-0.5 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-accent px-1 text-xs font-semibold text-background"
        >
          {count > 99 ? "99+" : count}
        </span>
      ) : null}
    </Link>
  );
}
