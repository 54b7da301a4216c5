/**
 * What an adult tool's page shows only after the visitor confirms being 18 or older: its
 * logo and the link to its site. Kept out of the page's HTML and inline data,
 * and written at build time to /data/adult/{slug}.json, fetched once confirmed.
 */
import type { DirectoryTool } from "./catalogue";
import type { OutboundLink } from "./outbound";
import { monogramPath } from "./monogram-path";

export type AdultToolDetails = {
  slug: string;
  name: string;
  logoUrl: string;
  fallback: string;
  buttonLabel: string;
  outbound: OutboundLink;
};

export function adultDetailsPath(slug: string): string {
  return `/data/adult/${slug}.json`;
}

export function adultToolDetails(tool: DirectoryTool): AdultToolDetails {
  return {
    slug: tool.slug,
    name: tool.name,
    logoUrl: tool.logoUrl,
    fallback: monogramPath(tool.slug),
    buttonLabel: tool.buttonLabel ?? `Visit ${tool.name}`,
    outbound: tool.outbound,
  };
}
