import { sectionPlaceholderRoute } from "@/components/content/section-placeholder";

const route = sectionPlaceholderRoute({
  title: "Marketing Guides",
  description: "AI for marketing: content, search, advertising and email, with quality kept high.",
  path: "/marketing",
});

export const metadata = route.metadata;
export default route.Page;
