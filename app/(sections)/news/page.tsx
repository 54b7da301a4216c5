import { sectionPlaceholderRoute } from "@/components/content/section-placeholder";

const route = sectionPlaceholderRoute({
  title: "AI News",
  description:
    "The AI developments that matter to people who use AI tools, explained without the hype.",
  path: "/news",
});

export const metadata = route.metadata;
export default route.Page;
