import { sectionPlaceholderRoute } from "@/components/content/section-placeholder";

const route = sectionPlaceholderRoute({
  title: "Guides",
  description:
    "Practical guides to using AI for work: prompts, technology, design, marketing and careers.",
  path: "/guides",
});

export const metadata = route.metadata;
export default route.Page;
