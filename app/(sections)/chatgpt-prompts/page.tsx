import { sectionPlaceholderRoute } from "@/components/content/section-placeholder";

const route = sectionPlaceholderRoute({
  title: "ChatGPT Prompts",
  description:
    "Ready-to-use ChatGPT prompts for writing, coding, study, marketing and work, with fill-in placeholders.",
  path: "/chatgpt-prompts",
});

export const metadata = route.metadata;
export default route.Page;
