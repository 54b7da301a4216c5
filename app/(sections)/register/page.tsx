import { sectionPlaceholderRoute } from "@/components/content/section-placeholder";

const route = sectionPlaceholderRoute({
  title: "Create an Account",
  description: "Register to submit tools and manage your newsletter and profile.",
  path: "/register",
});

export const metadata = route.metadata;
export default route.Page;
