import { loadCatalogueReport } from "../../lib/data/tools-source";

/**
 * A general tool no source confirms, read from the data: a hard-coded slug would turn into an
 * ordinary tool page, unnoticed, the day a source confirms that tool.
 */
const unverifiedTool = loadCatalogueReport().catalogue.tools.find(
  (tool) => tool.status === "unverified" && !tool.adult,
);
if (!unverifiedTool) throw new Error("tests/e2e/templates.ts: no general tool is unverified");

/** One URL per page template, for checks that must hold on every kind of page. */
export const pageTemplates = [
  { name: "home", path: "/" },
  { name: "directory", path: "/tools" },
  { name: "tool category", path: "/categories/text" },
  { name: "tool category page 2", path: "/categories/images/page/2" },
  { name: "filtered directory", path: "/tools?pricing=free&sort=price" },
  { name: "discontinued tool", path: "/tools/sora" },
  { name: "graveyard", path: "/graveyard" },
  { name: "tasks", path: "/tasks" },
  { name: "task area", path: "/tasks/in/audio" },
  { name: "task", path: "/tasks/transcribe-a-meeting" },
  { name: "alternatives", path: "/tools/chatgpt/alternatives" },
  { name: "how we rank", path: "/how-we-rank" },
  { name: "price changes", path: "/changes" },
  { name: "developers", path: "/developers" },
  { name: "tool", path: "/tools/chatgpt" },
  { name: "unverified tool", path: `/tools/${unverifiedTool.slug}` },
  { name: "adult tool gate", path: "/tools/candy-ai" },
  { name: "article", path: "/guides/run-open-weight-models-locally" },
  { name: "article list", path: "/guides" },
  { name: "article list page 2", path: "/guides/page/2" },
  { name: "news", path: "/news" },
  { name: "guide category", path: "/tech" },
  { name: "prompts hub", path: "/prompts" },
  { name: "ChatGPT prompts", path: "/chatgpt-prompts" },
  { name: "Midjourney prompts", path: "/midjourney-prompts" },
  { name: "ChatGPT prompt category", path: "/chatgpt-prompts/writing" },
  { name: "Midjourney prompt category", path: "/midjourney-prompts/photography" },
  { name: "prompt builder", path: "/prompt-builder" },
  { name: "register", path: "/register" },
  { name: "login", path: "/login" },
  { name: "profile", path: "/profile" },
  { name: "submit", path: "/submit-ai-tool" },
  { name: "legal page", path: "/privacy-policy" },
  { name: "saved", path: "/saved" },
  { name: "shared list", path: "/lists/view?id=nobody_1" },
  {
    name: "newsletter confirmation",
    path: "/newsletter/confirm?token=q3Zt0_8m-Qp1hK2yV9xW4cB7nL5rT6uE0aS3dF8gH1j",
  },
  { name: "compare", path: "/compare?tools=chatgpt,claude,gemini" },
  { name: "comparison", path: "/compare/chatgpt-vs-claude" },
  { name: "search", path: "/search" },
  { name: "search results", path: "/search?q=image" },
  { name: "404", path: "/no-such-page" },
] as const;
