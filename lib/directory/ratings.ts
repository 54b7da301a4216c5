/**
 * data/reviews.json checked against the catalogue and each tool given its ratings: the counts
 * the static pages show. Every problem names the file and the tool. Pure; zod, so build-time only.
 */
import { describeIssues } from "@/lib/schemas/issues";
import { ratingsFileSchema, type RatingsFile } from "@/lib/schemas/ratings";
import { cardStars } from "@/lib/reviews/thresholds";
import type { Catalogue, DirectoryTool } from "./catalogue";

export type RatingsSource = { file: string; data: unknown; parseError?: string };

/** Gives each tool its ratings; returns the file's meta (null when unusable) and the problems. */
export function applyRatings(
  catalogue: Pick<Catalogue, "toolsBySlug">,
  source: RatingsSource,
): { meta: Omit<RatingsFile, "tools"> | null; errors: string[] } {
  if (source.parseError !== undefined)
    return { meta: null, errors: [`${source.file}: not valid JSON: ${source.parseError}`] };
  const parsed = ratingsFileSchema.safeParse(source.data);
  if (!parsed.success)
    return {
      meta: null,
      errors: describeIssues(parsed.error).map((problem) => `${source.file}: ${problem}`),
    };
  const errors: string[] = [];
  for (const [slug, ratings] of Object.entries(parsed.data.tools)) {
    const tool = catalogue.toolsBySlug.get(slug) as DirectoryTool | undefined;
    if (!tool) errors.push(`${source.file} › "${slug}": no tool of the directory has this slug`);
    else if (tool.adult)
      errors.push(`${source.file} › "${slug}": adult tools take no reviews (${tool.dataFile})`);
    else {
      tool.ratings = ratings;
      const stars = cardStars(ratings);
      if (stars) tool.stars = stars;
    }
  }
  const { tools: _tools, ...meta } = parsed.data;
  return { meta, errors };
}

/**
 * Why a build must not use these ratings: counts exported from the emulators (demo reviews by
 * demo accounts) in a build that talks to the real services. Null when they may be used.
 */
export function demoRatingsProblem(
  source: unknown,
  build: { usesEmulators: boolean },
): string | null {
  return source === "emulators" && !build.usesEmulators
    ? 'data/reviews.json holds counts exported from the emulators ("source": "emulators"): a production build never shows demo reviews. Run npm run reviews:export against the production project, or restore the committed file.'
    : null;
}
