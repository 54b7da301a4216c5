import { sectionPlaceholderRoute } from "@/components/content/section-placeholder";

const route = sectionPlaceholderRoute({
  title: "Sign In",
  description: "Sign in to your account to submit tools and manage your profile.",
  path: "/login",
});

export const metadata = route.metadata;
export default route.Page;
