import type { ArticleCategory } from "@/lib/schemas/article";

export type ArticleCategoryInfo = {
  slug: ArticleCategory;
  /** Short name, as in the Guides menu. */
  label: string;
  /** The category page's title. */
  title: string;
  description: string;
  path: string;
};

/** The five guide categories, each with its page at /{slug} and its entry in the Guides menu. */
export const articleCategoryInfo: Record<ArticleCategory, ArticleCategoryInfo> = {
  prompts: {
    slug: "prompts",
    label: "Prompts",
    title: "Prompts",
    description:
      "Guides to writing prompts that work, plus our ChatGPT and Midjourney prompt collections and the Midjourney prompt builder.",
    path: "/prompts",
  },
  tech: {
    slug: "tech",
    label: "Tech",
    title: "Tech Guides and AI News",
    description:
      "How AI technology works, explained in plain words for people who use it, and the AI news that matters.",
    path: "/tech",
  },
  design: {
    slug: "design",
    label: "Design",
    title: "Design Guides",
    description: "Using AI in design work: images, interfaces, brand consistency and licensing.",
    path: "/design",
  },
  marketing: {
    slug: "marketing",
    label: "Marketing",
    title: "Marketing Guides",
    description:
      "AI for marketing: content, search, advertising and email, with quality kept high.",
    path: "/marketing",
  },
  career: {
    slug: "career",
    label: "Career",
    title: "Career Guides",
    description: "Skills, job search and career moves in a working world that uses AI.",
    path: "/career",
  },
};

export function articlePath(slug: string): string {
  return `/guides/${slug}`;
}

/** Page 1 is the list's own path; later pages live at {base}/page/{n}. */
export { listPagePath } from "@/lib/pagination";

export const articlesPerPage = 12;

/** Headings of the article lists. */
export const articleListIntros = {
  guides: {
    title: "Guides",
    description:
      "Practical guides and news on using AI for work: prompts, technology, design, marketing and careers. Newest first.",
  },
  news: {
    title: "AI News",
    description:
      "The AI developments that matter to people who use AI tools, explained without the hype. Newest first.",
  },
} as const;
