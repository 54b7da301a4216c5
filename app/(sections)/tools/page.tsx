import { sectionPlaceholderRoute } from "@/components/content/section-placeholder";

const route = sectionPlaceholderRoute({
  title: "AI Tools",
  description:
    "A hand-checked directory of AI tools, grouped by what they help you do, with honest pricing.",
  path: "/tools",
});

export const metadata = route.metadata;
export default route.Page;
