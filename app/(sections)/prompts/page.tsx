import { sectionPlaceholderRoute } from "@/components/content/section-placeholder";

const route = sectionPlaceholderRoute({
  title: "Prompts",
  description:
    "Guides to writing prompts that work, plus our ChatGPT and Midjourney prompt collections.",
  path: "/prompts",
});

export const metadata = route.metadata;
export default route.Page;
