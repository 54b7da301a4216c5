"use client";

import NextLink from "next/link";
import type { ComponentProps } from "react";

/**
 * next/link with the site's prefetch policy: none unless a link asks for it. Next prefetches
 * every link that scrolls into view (its payload and scripts, and what that page preloads,
 * such as a tool's banner); on pages that list dozens of tools and articles that is
 * megabytes a visitor never uses. Clicks still navigate on the client.
 *
 * A client component itself, so a server-rendered page does not carry `prefetch: false` in its
 * flight data for every link it holds.
 */
export function Link(props: ComponentProps<typeof NextLink>) {
  return <NextLink prefetch={false} {...props} />;
}
