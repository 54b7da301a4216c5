import { sectionPlaceholderRoute } from "@/components/content/section-placeholder";

const route = sectionPlaceholderRoute({
  title: "Tech Guides",
  description: "How AI technology works, explained in plain words for people who use it.",
  path: "/tech",
});

export const metadata = route.metadata;
export default route.Page;
