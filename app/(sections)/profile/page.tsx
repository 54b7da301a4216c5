import { sectionPlaceholderRoute } from "@/components/content/section-placeholder";

const route = sectionPlaceholderRoute({
  title: "Your Profile",
  description: "Your account details, username and settings.",
  path: "/profile",
});

export const metadata = route.metadata;
export default route.Page;
