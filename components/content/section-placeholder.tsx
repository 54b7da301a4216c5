import type { Metadata } from "next";
import Link from "next/link";
import { pageMetadata } from "@/lib/metadata";
import { Container } from "@/components/ui/container";
import { PageIntro } from "./page-intro";

type Section = { title: string; description: string; path: string };

/**
 * A section whose content lands in a later change: a real page with its own title and
 * description (so menus and links never lead to a 404), saying plainly what will be here.
 */
export function sectionPlaceholderRoute(section: Section) {
  const metadata: Metadata = pageMetadata({ ...section, noindex: true });
  function Page() {
    return (
      <Container>
        <PageIntro eyebrow="Opening soon" title={section.title} lead={section.description} />
        <p className="max-w-2xl text-muted-foreground">
          We are still putting this section together. Meanwhile you can read how we handle your
          data in the <Link className="text-accent underline" href="/privacy-policy">privacy policy</Link>{" "}
          or find out how to <Link className="text-accent underline" href="/write-for-us">write for us</Link>.
        </p>
      </Container>
    );
  }
  return { metadata, Page };
}
