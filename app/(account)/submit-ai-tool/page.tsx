import type { Metadata } from "next";
import { PageIntro } from "@/components/content/page-intro";
import { SubmitToolForm } from "@/components/submit/submit-tool-form";
import { getCatalogue } from "@/lib/data/directory";
import { pageMetadata } from "@/lib/metadata";

export const metadata: Metadata = pageMetadata({
  title: "Submit an AI Tool",
  description:
    "Tell us about an AI tool that belongs in the directory. Editors review every submission by hand.",
  path: "/submit-ai-tool",
});

export default function SubmitToolPage() {
  const categories = getCatalogue().categories.map(({ slug, name }) => ({ slug, name }));
  return (
    <>
      <PageIntro
        title="Submit an AI tool"
        lead="Know a tool that belongs in the directory? Tell us about it. Listing is free, and an editor checks every submission first. Sending needs an account with a verified email; what you type is kept while you sign in."
      />
      <SubmitToolForm categories={categories} />
    </>
  );
}
