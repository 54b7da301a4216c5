/** The groups search results come in, in the order they are shown. */
export const searchKinds = ["tool", "task", "article", "prompt"] as const;
export type SearchKind = (typeof searchKinds)[number];

export const searchKindLabels: Record<SearchKind, string> = {
  tool: "AI tools",
  task: "Tasks",
  article: "Guides and news",
  prompt: "Prompts",
};

/** Where the build writes the search: its Pagefind bundles and the typo-correction word list. */
export const searchBundlePath = "/pagefind/";
export const vocabularyFile = "vocabulary.txt";

/**
 * The index is split into bundles so one group's query never scores another's pages: the
 * tools (thousands at scale) apart from the tasks, articles and prompts (hundreds).
 */
export const searchBundles = {
  tools: ["tool"],
  text: ["task", "article", "prompt"],
} as const satisfies Record<string, readonly SearchKind[]>;

export type SearchBundle = keyof typeof searchBundles;

export function bundleOf(kind: SearchKind): SearchBundle {
  return kind === "tool" ? "tools" : "text";
}

/** A bundle's folder under /pagefind/ (on the site) or under the output folder (at build). */
export function bundleFolder(bundle: SearchBundle): string {
  return `${bundle}/`;
}

/** Shorter queries are not searched: one letter matches most of the index, at a cost. */
export const minimumQueryLength = 2;
