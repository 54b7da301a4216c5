/** The groups search results come in, in the order they are shown. */
export const searchKinds = ["tool", "article", "prompt"] as const;
export type SearchKind = (typeof searchKinds)[number];

export const searchKindLabels: Record<SearchKind, string> = {
  tool: "AI tools",
  article: "Guides and news",
  prompt: "Prompts",
};

/** Where the build writes the Pagefind bundle, and the typo-correction word list beside it. */
export const searchBundlePath = "/pagefind/";
export const vocabularyFile = "vocabulary.txt";

/** Shorter queries are not searched: one letter matches most of the index, at a cost. */
export const minimumQueryLength = 2;
