import { sectionPlaceholderRoute } from "@/components/content/section-placeholder";

const route = sectionPlaceholderRoute({
  title: "Submit an AI Tool",
  description:
    "Tell us about an AI tool that belongs in the directory; editors review every submission.",
  path: "/submit-ai-tool",
});

export const metadata = route.metadata;
export default route.Page;
