import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { NewsletterForm } from "@/components/newsletter/newsletter-form";
import { ArticleGrid } from "@/components/articles/article-card";
import { getArticleSummaries } from "@/lib/content/articles";
import { CategoryList } from "@/components/tools/category-list";
import { ToolGrid } from "@/components/tools/tool-card";
import { SiteSearch } from "@/components/search/site-search";
import { buttonStyles } from "@/components/ui/button-styles";
import { Container } from "@/components/ui/container";
import { getCatalogue, getTaskIndex } from "@/lib/data/directory";
import { directoryCounts } from "@/lib/directory/counts";
import { featuredTools } from "@/lib/directory/listing";
import { countLabel } from "@/lib/format";
import { pageMetadata } from "@/lib/metadata";
import { site } from "@/lib/site";

export const metadata: Metadata = {
  ...pageMetadata({ title: site.tagline, description: site.description, path: "/" }),
  // The home page shows the site name in its title without the " | AI Compass" suffix.
  title: { absolute: `${site.name}: ${site.tagline}` },
};

const sections = [
  {
    href: "/chatgpt-prompts",
    title: "ChatGPT prompts",
    text: "Prompts for work and study with placeholders you fill in before you copy.",
  },
  {
    href: "/midjourney-prompts",
    title: "Midjourney prompts",
    text: "Image prompts with their parameters, ready to open in the prompt builder.",
  },
  {
    href: "/prompt-builder",
    title: "Prompt builder",
    text: "Compose a Midjourney prompt with every parameter checked for your version.",
  },
  {
    href: "/guides",
    title: "Guides",
    text: "Plain-English guides to prompts, the technology, design, marketing and careers.",
  },
] as const;

function SectionHeading({
  id,
  title,
  href,
  linkLabel,
}: {
  id: string;
  title: string;
  href?: string;
  linkLabel?: string;
}) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
      <h2 id={id} className="text-2xl font-semibold tracking-tight">
        {title}
      </h2>
      {href && linkLabel ? (
        <Link href={href} className="text-sm font-medium text-accent hover:underline">
          {linkLabel}
        </Link>
      ) : null}
    </div>
  );
}

export default async function HomePage() {
  const { categories } = getCatalogue();
  const latest = (await getArticleSummaries()).slice(0, 3);
  // Adult tools and categories never appear on the home page.
  const general = categories.filter((c) => !c.adult);
  const featured = featuredTools(categories);
  const toolCount = directoryCounts(categories).tools;
  // The jobs most tools do: the questions most people bring, one tap from the first screen.
  const popularTasks = [...getTaskIndex().tasks]
    .sort((a, b) => b.tools.length - a.tools.length || a.name.localeCompare(b.name))
    .slice(0, 6);

  return (
    <Container className="flex flex-col gap-20 pb-8">
      <section className="grid items-center gap-10 pt-16 sm:pt-24 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="flex flex-col items-start gap-6">
          <p className="text-sm font-semibold tracking-widest text-accent uppercase">{site.name}</p>
          <h1 className="max-w-3xl text-4xl font-bold tracking-tight text-balance sm:text-6xl">
            Find the right AI tool, prompt and guide
          </h1>
          <p className="max-w-2xl text-lg text-muted-foreground">
            An independent, curated guide to {countLabel(toolCount, "AI tool")} worth your time,
            with prompts you can use today and guides that explain what is going on.
          </p>
          {/* One box for a name ("midjourney") and a need ("transcribe a meeting"): its popup
            puts the matching tasks first when the words read as a need. */}
          <SiteSearch
            variant="hero"
            label="Search AI tools, tasks, guides and prompts"
            placeholder="A tool, or what you want to do"
          />
          <div className="flex flex-wrap gap-3">
            <Link href="/tools" className={buttonStyles()}>
              Browse AI tools
            </Link>
            <Link href="/prompt-builder" className={buttonStyles({ variant: "outline" })}>
              Build a Midjourney prompt
            </Link>
          </div>
        </div>
        <nav
          aria-labelledby="popular-tasks-heading"
          className="flex flex-col gap-3 rounded-2xl border border-border bg-card p-5"
        >
          <h2 id="popular-tasks-heading" className="text-base font-semibold">
            What people come to do
          </h2>
          <ul className="flex flex-col">
            {popularTasks.map((task) => (
              <li key={task.id}>
                <Link
                  href={`/tasks/${task.id}`}
                  className="flex min-h-11 items-center justify-between gap-3 rounded-lg px-2 hover:bg-muted"
                >
                  <span className="font-medium">{task.name}</span>
                  <span className="shrink-0 text-sm text-muted-foreground">
                    {countLabel(task.tools.length, "tool")}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          <p className="flex flex-wrap gap-x-4 gap-y-1 px-2 text-sm">
            <Link href="/tasks" className="font-medium text-accent hover:underline">
              Every task
            </Link>
            <Link href="/changes" className="font-medium text-accent hover:underline">
              Price changes
            </Link>
            <Link href="/graveyard" className="font-medium text-accent hover:underline">
              Closed tools
            </Link>
          </p>
        </nav>
      </section>

      <section aria-labelledby="featured-heading">
        <SectionHeading
          id="featured-heading"
          title="Featured tools"
          href="/tools"
          linkLabel="See the whole directory"
        />
        <ToolGrid
          tools={featured}
          trailing={
            // Fills the last row where the picks do not: the way on to every tool. As tall as
            // the height its item is guessed at before it renders (.tool-grid > li).
            featured.length % 4 === 0 ? undefined : (
              <Link
                href="/tools"
                className="flex h-full min-h-(--render-lazy-height) flex-col justify-center gap-2 rounded-2xl border border-dashed border-border p-5 hover:border-accent"
              >
                <span className="text-lg font-semibold">Every AI tool</span>
                <span className="text-sm text-muted-foreground">
                  {countLabel(toolCount, "tool")} in {general.length} categories, with prices a
                  dated source confirms
                </span>
                <span className="text-sm font-medium text-accent">Browse the directory</span>
              </Link>
            )
          }
        />
        <p className="mt-4 text-sm text-muted-foreground">
          Featured is an editors&apos; pick, never sold.{" "}
          <Link href="/how-we-rank" className="text-accent underline">
            How we rank
          </Link>
        </p>
      </section>

      <section
        aria-labelledby="categories-heading"
        className="render-lazy [--render-lazy-height:72.5rem] sm:[--render-lazy-height:37.625rem] lg:[--render-lazy-height:22.125rem]"
      >
        <SectionHeading id="categories-heading" title="Browse by category" />
        <CategoryList categories={general} />
      </section>

      <section
        aria-labelledby="latest-heading"
        className="render-lazy [--render-lazy-height:61.5rem] sm:[--render-lazy-height:40.5rem] lg:[--render-lazy-height:21.5rem]"
      >
        <SectionHeading
          id="latest-heading"
          title="Latest guides and news"
          href="/guides"
          linkLabel="All guides"
        />
        <ArticleGrid articles={latest} headingLevel="h3" />
      </section>

      <section
        aria-labelledby="more-heading"
        className="render-lazy [--render-lazy-height:38rem] sm:[--render-lazy-height:22.75rem] md:[--render-lazy-height:20.25rem] lg:[--render-lazy-height:12.75rem]"
      >
        <SectionHeading id="more-heading" title="Prompts and guides" />
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {sections.map((section) => (
            <li key={section.href}>
              <Link
                href={section.href}
                className="flex h-full flex-col gap-2 rounded-2xl border border-border bg-card p-6 transition-colors hover:border-accent"
              >
                <span className="text-lg font-semibold">{section.title}</span>
                <span className="text-sm text-muted-foreground">{section.text}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section
        aria-labelledby="newsletter-heading"
        className="flex flex-col gap-4 rounded-2xl border border-border bg-card p-6 sm:p-10 lg:flex-row lg:items-start lg:justify-between"
      >
        <div className="flex max-w-xl flex-col gap-2">
          <h2 id="newsletter-heading" className="text-2xl font-semibold tracking-tight">
            Get the newsletter
          </h2>
          <p className="text-muted-foreground">
            New tools worth trying, prompts that work and guides we have published, in your inbox.
            No spam.
          </p>
        </div>
        <NewsletterForm size="md" className="w-full lg:max-w-md" />
      </section>
    </Container>
  );
}
