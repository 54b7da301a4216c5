import { sectionPlaceholderRoute } from "@/components/content/section-placeholder";

const route = sectionPlaceholderRoute({
  title: "Midjourney Prompts",
  description:
    "Midjourney prompts with their parameters, for photography, illustration, logos, architecture and more.",
  path: "/midjourney-prompts",
});

export const metadata = route.metadata;
export default route.Page;
