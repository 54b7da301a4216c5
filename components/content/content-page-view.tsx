import type { ContentPage } from "@/lib/content/pages";
import { formatLongDate } from "@/lib/format";
import { Container } from "@/components/ui/container";
import { Prose } from "@/components/ui/prose";

export function ContentPageView({ page }: { page: ContentPage }) {
  return (
    <Container size="narrow" className="py-12 sm:py-16">
      <article>
        <header className="mb-10 border-b border-border pb-8">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{page.title}</h1>
          <p className="mt-3 text-sm text-muted-foreground">
            Last updated <time dateTime={page.updated}>{formatLongDate(page.updated)}</time>
          </p>
        </header>
        <Prose html={page.html} />
      </article>
    </Container>
  );
}
