import { sectionPlaceholderRoute } from "@/components/content/section-placeholder";

const route = sectionPlaceholderRoute({
  title: "Career Guides",
  description: "Skills, job search and career moves in a working world that uses AI.",
  path: "/career",
});

export const metadata = route.metadata;
export default route.Page;
