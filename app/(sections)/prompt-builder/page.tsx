import { sectionPlaceholderRoute } from "@/components/content/section-placeholder";

const route = sectionPlaceholderRoute({
  title: "Midjourney Prompt Builder",
  description:
    "Build a Midjourney prompt step by step, with every parameter checked against the version you use.",
  path: "/prompt-builder",
});

export const metadata = route.metadata;
export default route.Page;
