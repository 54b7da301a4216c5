/**
 * One tool's logo: reads its site's page, lists the icons it declares best first, and takes the
 * first that arrives and converts (an icon that is refused or broken is noted, and the next one
 * tried). Nothing is written here: the caller writes once everything has succeeded.
 */
import { FetchError, type PoliteFetcher, type Want } from "./polite-fetch";
import { manifestIcons, pageIcons, type IconCandidate, type PageIcons } from "./icon-candidates";
import { IconError, makeTile, type Tile } from "./icon-tile";

export type FetchLimits = { pageBytes: number; manifestBytes: number; imageBytes: number };

export const defaultLimits: FetchLimits = {
  pageBytes: 2 * 1024 * 1024,
  manifestBytes: 256 * 1024,
  imageBytes: 1024 * 1024,
};

const htmlTypes = new Set(["text/html", "application/xhtml+xml"]);
const manifestTypes = new Set(["application/manifest+json", "application/json", "text/json"]);

function wants(limits: FetchLimits) {
  return {
    page: {
      what: "page",
      maxBytes: limits.pageBytes,
      types: (type) => htmlTypes.has(type),
      typesHint: "text/html",
    },
    manifest: {
      what: "web app manifest",
      maxBytes: limits.manifestBytes,
      types: (type) => manifestTypes.has(type),
      typesHint: "application/manifest+json",
    },
    image: {
      what: "icon",
      maxBytes: limits.imageBytes,
      types: (type) => type.startsWith("image/"),
      typesHint: "image/*",
    },
  } satisfies Record<string, Want>;
}

export type FetchedIcon = IconCandidate & { tile: Tile; page: URL; passedOver: string[] };

/** The candidates in order; the manifest is read only when nothing before it worked. */
async function* candidates(
  icons: PageIcons,
  page: URL,
  readManifest: (url: URL) => Promise<URL[]>,
  notes: string[],
): AsyncGenerator<IconCandidate> {
  for (const url of icons.jsonLd) yield { kind: "json-ld", url };
  for (const url of icons.svg) yield { kind: "svg", url };
  if (icons.manifest) {
    try {
      for (const url of await readManifest(icons.manifest)) yield { kind: "manifest", url };
    } catch (error) {
      if (!(error instanceof FetchError)) throw error;
      notes.push(`manifest ${icons.manifest.href}: ${error.message}`);
    }
  }
  for (const url of icons.appleTouch) yield { kind: "apple-touch-icon", url };
  for (const url of icons.favicon) yield { kind: "favicon", url };
  yield { kind: "favicon", url: new URL("/favicon.ico", page) };
}

export async function fetchLogo(
  site: URL,
  fetcher: PoliteFetcher,
  limits: FetchLimits = defaultLimits,
): Promise<FetchedIcon> {
  const want = wants(limits);
  // The page's own failures (robots, the guard, a redirect loop) end the tool's fetch.
  const page = await fetcher.fetch(site, want.page);
  const icons = pageIcons(page.body.toString("utf8"), page.url);
  const readManifest = async (url: URL) => {
    const manifest = await fetcher.fetch(url, want.manifest);
    let json: unknown;
    try {
      json = JSON.parse(manifest.body.toString("utf8"));
    } catch {
      throw new FetchError(`${manifest.url.href} is not valid JSON`);
    }
    return manifestIcons(json, manifest.url);
  };
  const passedOver: string[] = [];
  const tried = new Set<string>();
  for await (const candidate of candidates(icons, page.url, readManifest, passedOver)) {
    if (tried.has(candidate.url.href)) continue;
    tried.add(candidate.url.href);
    try {
      const image = await fetcher.fetch(candidate.url, want.image);
      const tile = await makeTile(image.body);
      // The address it came from in the end, after any redirects, is its provenance.
      return { kind: candidate.kind, url: image.url, tile, page: page.url, passedOver };
    } catch (error) {
      if (!(error instanceof FetchError || error instanceof IconError)) throw error;
      passedOver.push(`${candidate.kind} ${candidate.url.href}: ${error.message}`);
    }
  }
  throw new FetchError(
    `no usable icon on ${page.url.href}:\n${passedOver.map((line) => `  - ${line}`).join("\n")}`,
  );
}
