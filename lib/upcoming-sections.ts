/**
 * Sections whose content lands in later issues. Each gets a real, noindexed page saying so
 * (app/(sections)/[section]), so no menu or footer link leads to a 404 in the meantime.
 * When a section is built, remove its entry here and add its own route.
 */
export type UpcomingSection = { slug: string; title: string; description: string };

export const upcomingSections: readonly UpcomingSection[] = [
  {
    slug: "career",
    title: "Career Guides",
    description: "Skills, job search and career moves in a working world that uses AI.",
  },
  {
    slug: "chatgpt-prompts",
    title: "ChatGPT Prompts",
    description:
      "Ready-to-use ChatGPT prompts for writing, coding, study, marketing and work, with fill-in placeholders.",
  },
  {
    slug: "design",
    title: "Design Guides",
    description: "Using AI in design work: images, interfaces, brand consistency and licensing.",
  },
  {
    slug: "guides",
    title: "Guides",
    description:
      "Practical guides to using AI for work: prompts, technology, design, marketing and careers.",
  },
  {
    slug: "marketing",
    title: "Marketing Guides",
    description:
      "AI for marketing: content, search, advertising and email, with quality kept high.",
  },
  {
    slug: "midjourney-prompts",
    title: "Midjourney Prompts",
    description:
      "Midjourney prompts with their parameters, for photography, illustration, logos, architecture and more.",
  },
  {
    slug: "news",
    title: "AI News",
    description:
      "The AI developments that matter to people who use AI tools, explained without the hype.",
  },
  {
    slug: "prompt-builder",
    title: "Midjourney Prompt Builder",
    description:
      "Build a Midjourney prompt step by step, with every parameter checked against the version you use.",
  },
  {
    slug: "prompts",
    title: "Prompts",
    description:
      "Guides to writing prompts that work, plus our ChatGPT and Midjourney prompt collections.",
  },
  {
    slug: "tech",
    title: "Tech Guides",
    description: "How AI technology works, explained in plain words for people who use it.",
  },
];
