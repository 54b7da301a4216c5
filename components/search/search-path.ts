/** The full results page for a query: /search?q=…, or /search for an empty one. */
export function searchPagePath(query: string): string {
  const term = query.trim();
  return term === "" ? "/search" : `/search?q=${encodeURIComponent(term)}`;
}

/** Where to browse instead: shown when search finds nothing, fails, or has no JavaScript. */
export const browseLinks = [
  { href: "/tools", label: "AI tools directory" },
  { href: "/guides", label: "Guides" },
  { href: "/news", label: "News" },
  { href: "/chatgpt-prompts", label: "ChatGPT prompts" },
  { href: "/midjourney-prompts", label: "Midjourney prompts" },
] as const;
