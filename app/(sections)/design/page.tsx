import { sectionPlaceholderRoute } from "@/components/content/section-placeholder";

const route = sectionPlaceholderRoute({
  title: "Design Guides",
  description: "Using AI in design work: images, interfaces, brand consistency and licensing.",
  path: "/design",
});

export const metadata = route.metadata;
export default route.Page;
