import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { articleCategoryInfo } from "@/lib/article-categories";
import { getArticleSummaries } from "@/lib/content/articles";
import { pageMetadata } from "@/lib/metadata";
import type { ArticleCategory } from "@/lib/schemas/article";
import { ArticleListPage } from "./article-list-page";

/**
 * /prompts is both a guide category and the way into the prompt tools: above its guides it
 * links the two prompt collections and the builder.
 */
const promptEntryPoints = [
  {
    href: "/chatgpt-prompts",
    title: "ChatGPT prompts",
    text: "Ready-to-use prompts for writing, coding, study and work, with fill-in placeholders.",
  },
  {
    href: "/midjourney-prompts",
    title: "Midjourney prompts",
    text: "Image prompts with their parameters, for photography, illustration, logos and more.",
  },
  {
    href: "/prompt-builder",
    title: "Midjourney prompt builder",
    text: "Build a Midjourney prompt step by step, with every parameter checked for your version.",
  },
] as const;

/** The route exports of one guide category page (/tech, /design, …). */
export function categoryRoute(slug: ArticleCategory) {
  const category = articleCategoryInfo[slug];
  const metadata: Metadata = pageMetadata({
    title: category.title,
    description: category.description,
    path: category.path,
  });

  async function Page() {
    const articles = await getArticleSummaries((article) => article.category === slug);
    return (
      <ArticleListPage
        title={category.title}
        lead={category.description}
        eyebrow="Guides"
        articles={articles}
        base={category.path}
        empty={`No ${category.label.toLowerCase()} articles yet. Check back soon.`}
        {...(slug === "prompts" ? { listHeading: "Prompt guides" } : {})}
      >
        {slug === "prompts" ? (
          <section aria-labelledby="collections-heading" className="mb-12 flex flex-col gap-4">
            <h2 id="collections-heading" className="text-xl font-semibold">
              Prompt collections and tools
            </h2>
            <ul className="grid gap-4 sm:grid-cols-3">
              {promptEntryPoints.map((entry) => (
                <li key={entry.href}>
                  <Link
                    href={entry.href}
                    className="flex h-full flex-col gap-2 rounded-2xl border border-border bg-card p-6 transition-colors hover:border-accent"
                  >
                    <span className="text-lg font-semibold">{entry.title}</span>
                    <span className="text-sm text-muted-foreground">{entry.text}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </ArticleListPage>
    );
  }

  return { metadata, Page };
}
