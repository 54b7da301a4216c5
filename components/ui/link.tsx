"use client";

import NextLink from "next/link";
import type { ComponentProps } from "react";

/**
 * next/link with the site's prefetch policy: never. Next prefetches every link that scrolls into
 * view (its payload and scripts, and what that page preloads, such as a tool's banner); on pages
 * that list dozens of tools and articles that is megabytes a visitor never uses. Clicks still
 * navigate on the client, fetching only the page's `{route}.txt`: the build removes the prefetch
 * files Next writes besides it (scripts/lib/prune-export.ts), so no link may ask for them.
 * ESLint allows next/link only here.
 *
 * A client component itself, so a server-rendered page does not carry `prefetch: false` in its
 * flight data for every link it holds.
 */
export function Link(props: Omit<ComponentProps<typeof NextLink>, "prefetch">) {
  return <NextLink {...props} prefetch={false} />;
}
