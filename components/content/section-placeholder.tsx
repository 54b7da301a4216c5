import Link from "next/link";
import type { UpcomingSection } from "@/lib/upcoming-sections";
import { Container } from "@/components/ui/container";
import { PageIntro } from "./page-intro";

/** A section whose content lands in a later change, saying plainly what will be here. */
export function SectionPlaceholder({ section }: { section: UpcomingSection }) {
  return (
    <Container>
      <PageIntro eyebrow="Opening soon" title={section.title} lead={section.description} />
      <p className="max-w-2xl text-muted-foreground">
        We are still putting this section together. Meanwhile you can browse the{" "}
        <Link className="text-accent underline" href="/tools">
          AI tools directory
        </Link>
        , read how we handle your data in the{" "}
        <Link className="text-accent underline" href="/privacy-policy">
          privacy policy
        </Link>{" "}
        or find out how to{" "}
        <Link className="text-accent underline" href="/write-for-us">
          write for us
        </Link>
        .
      </p>
    </Container>
  );
}
