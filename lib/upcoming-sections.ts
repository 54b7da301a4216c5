/**
 * Sections whose content lands in later issues. Each gets a real, noindexed page saying so
 * (app/(sections)/[section]), so no menu or footer link leads to a 404 in the meantime.
 * When a section is built, remove its entry here and add its own route.
 */
export type UpcomingSection = { slug: string; title: string; description: string };

export const upcomingSections: readonly UpcomingSection[] = [
  {
    slug: "midjourney-prompts",
    title: "Midjourney Prompts",
    description:
      "Midjourney prompts with their parameters, for photography, illustration, logos, architecture and more.",
  },
  {
    slug: "prompt-builder",
    title: "Midjourney Prompt Builder",
    description:
      "Build a Midjourney prompt step by step, with every parameter checked against the version you use.",
  },
];
