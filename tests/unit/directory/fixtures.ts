/** A tool record that passes every check, and a category file around tools: shared test data. */
export const validTool = {
  name: "Example Writer",
  genre: "chatbot",
  shortDescription: "Drafts and edits text for teams that write every day.",
  about:
    "Example Writer is a writing assistant that drafts, edits and summarises text for small teams.",
  howToUse: "1. Sign up.\n2. Paste a draft.\n3. Accept the edits you like.",
  features: ["Drafting", "Editing"],
  useCases: ["Emails"],
  links: ["https://github.com/example"],
  pricing: "price $9.99 /month",
  link: "/tools/example-writer",
  externalLink: "https://example.com/?via=aicompass",
  imageUrl: "/images/tools/example-writer.svg",
  keywords: ["writing", "editing"],
  tasks: ["draft-an-email"],
  sources: [
    {
      url: "https://example.com/blog/new-plans",
      title: "Example Writer's new plans",
      seen: "2026-10-01",
      kind: "vendor" as const,
      quote: "Example Writer Pro costs $9.99 a month.",
      confirmsPrice: true as const,
    },
  ],
};

export const category = (items: unknown[], extra: Record<string, unknown> = {}) => ({
  name: "Text",
  title: "Best AI Text Tools for Writing - 2025",
  description:
    "Writing assistants and editors for drafting, rewriting and summarising text of every kind.",
  current: false,
  items,
  ...extra,
});

/** The fields that mark validTool as closed on `date`, with the source that reports it. */
export const discontinuedOn = (date: string) => ({
  status: "discontinued",
  statusOn: date,
  sources: [
    ...validTool.sources,
    {
      url: `https://example.com/news/closing-${date}`,
      title: "Example Writer is closing",
      seen: date,
      kind: "vendor" as const,
      quote: "Example Writer has closed; thank you for writing with us.",
      confirmsStatus: true as const,
    },
  ],
});

/**
 * A vendor source confirming a price, quoted in words that state it (content:check wants the
 * price's figure, or "free", in the quote of a source marked confirmsPrice).
 */
export const quotedPriceSource = (
  pricing: string,
  paidFrom?: string,
  seen = "2026-10-01",
  url = `https://example.com/pricing/${seen}`,
) => ({
  url,
  title: "Plans and pricing",
  seen,
  kind: "vendor" as const,
  quote: `Plans: ${pricing || "see the site"}${paidFrom ? `; paid plans from ${paidFrom}` : ""}.`,
  confirmsPrice: true as const,
});

/** The tool's price fields with a source that quotes them. */
export const withPrice = (pricing: string, paidFrom?: string) => ({
  pricing,
  ...(paidFrom ? { paidFrom } : {}),
  sources: [quotedPriceSource(pricing, paidFrom)],
});
