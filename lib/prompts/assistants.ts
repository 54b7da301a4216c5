/**
 * The assistants a ChatGPT-style prompt can be opened in, and how. A service whose public
 * address takes the prompt (`?q=`) opens with it filled in; one that takes none, or whose
 * parameter no source confirms, is opened after the prompt is copied, and the menu says so.
 * Every prompt is copied on the way too, in case a service ignores its parameter.
 * Sources (stored copies, November 2026 research; see the README):
 *   ChatGPT  chatgpt.com/?q= used widely in public code and guides (treyhunner.com, 2024-07-11)
 *   Claude   claude.ai/new?q= prefills (Anthropic's "Open Claude Desktop with a link" for its
 *            claude:// form; third-party write-ups for the web, 2026-07-27)
 *   Perplexity  www.perplexity.ai/search?q= runs the query (treyhunner.com and public code)
 *   Grok     grok.com/?q= (kagisearch/bangs PR #202, 2025-03-31)
 *   Gemini   no prompt parameter (quick-search issue #10, 2026-02-01): copy, then open
 *   Copilot, Le Chat: their ?q= forms appear only in unverified public code: copy, then open
 */
export type Assistant = {
  id: string;
  name: string;
  /** Where it opens: with the prompt in the address, or its home page after copying. */
  url: (prompt: string) => string;
  /** Its home page: the link before the page's script writes the prompt in. */
  home: string;
  /** True when the address carries the prompt; false: the prompt is copied first. */
  prefills: boolean;
};

const withQuery = (base: string) => (prompt: string) => `${base}${encodeURIComponent(prompt)}`;
const always = (url: string) => () => url;

export const chatgpt: Assistant = {
  id: "chatgpt",
  name: "ChatGPT",
  url: withQuery("https://chatgpt.com/?q="),
  home: "https://chatgpt.com/",
  prefills: true,
};

/** The other assistants of the "Open in…" menu, in the order shown. */
export const otherAssistants: readonly Assistant[] = [
  {
    id: "claude",
    name: "Claude",
    url: withQuery("https://claude.ai/new?q="),
    home: "https://claude.ai/new",
    prefills: true,
  },
  {
    id: "perplexity",
    name: "Perplexity",
    url: withQuery("https://www.perplexity.ai/search?q="),
    home: "https://www.perplexity.ai/",
    prefills: true,
  },
  {
    id: "grok",
    name: "Grok",
    url: withQuery("https://grok.com/?q="),
    home: "https://grok.com/",
    prefills: true,
  },
  {
    id: "gemini",
    name: "Gemini",
    url: always("https://gemini.google.com/app"),
    home: "https://gemini.google.com/app",
    prefills: false,
  },
  {
    id: "copilot",
    name: "Microsoft Copilot",
    url: always("https://copilot.microsoft.com/"),
    home: "https://copilot.microsoft.com/",
    prefills: false,
  },
  {
    id: "le-chat",
    name: "Le Chat",
    url: always("https://chat.mistral.ai/chat"),
    home: "https://chat.mistral.ai/chat",
    prefills: false,
  },
];

export const assistants: readonly Assistant[] = [chatgpt, ...otherAssistants];

export function assistantById(id: string): Assistant | undefined {
  return assistants.find((assistant) => assistant.id === id);
}
