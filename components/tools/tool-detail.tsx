import { ToolAdoption } from "@/components/capabilities/tool-adoption";
import { ToolCapabilities } from "@/components/capabilities/tool-capabilities";
import { ComparePairLinks } from "@/components/compare/pair-links";
import { Link } from "@/components/ui/link";
import type { DirectoryTool } from "@/lib/directory/catalogue";
import { hasEnded, isListed } from "@/lib/directory/on-sale";
import type { RelatedTools } from "@/lib/directory/related";
import { categoryPath } from "@/lib/directory/slug";
import { Badge } from "@/components/ui/badge";
import { Breadcrumbs, type Crumb } from "@/components/ui/breadcrumbs";
import { Container } from "@/components/ui/container";
import { AgeGate } from "./age-gate";
import { OutboundButton } from "./outbound-button";
import { AdultBadge } from "./adult-badge";
import { PricingBadge } from "./pricing-badge";
import { ToolStatusBadge } from "./tool-status-badge";
import { ToolGrid } from "./tool-card";
import { ToolLinks } from "./tool-links";
import { ToolRows } from "./tool-rows";
import { ToolLogo } from "./tool-logo";
import { PriceHistory } from "./price-history";
import { ToolPricingFacts } from "./tool-pricing-facts";
import { ToolStatusNotice } from "./tool-status-notice";
import { AddToList } from "@/components/lists/add-to-list";
import { CompareToggle, SaveToggle } from "@/components/saved/toggles";
import { ReportButton } from "@/components/reports/report-button";
import { ReportLauncher } from "@/components/reports/report-launcher";
import { buttonStyles } from "@/components/ui/button-styles";
import { type ComparePair } from "@/lib/compare/pairs";
import { TaskLinks } from "@/components/tasks/task-links";
import { ToolReviews } from "@/components/reviews/tool-reviews";
import { RatingChip } from "@/components/reviews/rating-chip";
import type { DirectoryTask } from "@/lib/directory/tasks";

/** "1. Sign in\n2. Type" → ["Sign in", "Type"]; text without numbered lines stays one step. */
/** Whether a genre only repeats its category's name ("AI browser" in "AI Browsers"). */
export function sameLabel(genre: string, category: string): boolean {
  const key = (text: string) =>
    text
      .toLowerCase()
      .replace(/[^a-z0-9]/g, "")
      .replace(/s$/, "");
  return key(genre) === key(category);
}

export function howToUseSteps(text: string): string[] {
  const lines = text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
  return lines.map((line) => line.replace(/^\d+[.)]\s*/, ""));
}

function Section({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="tool-section">
      <h2 id={id} className="section-title">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function ToolDetail({
  tool,
  breadcrumbs,
  related,
  comparisons = [],
  successor,
  tasks = [],
  alternativesPage,
  reviewsExportedAt = null,
}: {
  tool: DirectoryTool;
  /** The listed tool its users went to, when it closed, was renamed or merged. */
  successor?: DirectoryTool | undefined;
  /** The jobs it does that have a task page, its main job first. */
  tasks?: readonly Pick<DirectoryTask, "id" | "name">[];
  /** Its alternatives page, when one is pre-rendered. */
  alternativesPage?: string | undefined;
  breadcrumbs: readonly Crumb[];
  related: RelatedTools;
  /** The pre-rendered comparisons that include this tool. */
  comparisons?: readonly ComparePair[];
  /** When data/reviews.json was exported (ISO time); null before the first export. */
  reviewsExportedAt?: string | null;
}) {
  // A tool no longer sold has no call to action; an unverified one states no price as fact.
  const discontinued = hasEnded(tool.status);
  const unverified = !isListed(tool);
  return (
    <Container className="flex flex-col gap-10 py-8 sm:py-12">
      <Breadcrumbs items={breadcrumbs} />

      {/* The first screen holds what a visitor came for: the logo, the name, what it is, its price
          with the month it was confirmed, and the way to it. No banner: nothing pushes it down. */}
      <header className="flex flex-col gap-4">
        <div className="flex items-center gap-4">
          {/* An adult tool's logo waits behind its age gate. */}
          {tool.adult ? null : <ToolLogo tool={tool} size={72} eager />}
          <div className="flex min-w-0 flex-col gap-2">
            <h1 className="page-title">{tool.name}</h1>
            <div className="flex flex-wrap items-center gap-2">
              <Link href={categoryPath(tool.categorySlug)}>
                <Badge tone="accent">{tool.categoryName}</Badge>
              </Link>
              {/* "AI browser" beside "AI Browsers" says nothing twice. */}
              {sameLabel(tool.genreLabel, tool.categoryName) ? null : (
                <Badge>{tool.genreLabel}</Badge>
              )}
              {unverified ? null : <PricingBadge price={tool.price} />}
              {tool.featured ? <Badge tone="featured">Featured</Badge> : null}
              {tool.adult ? <AdultBadge /> : null}
              <ToolStatusBadge status={tool.status} />
              {tool.ratings ? (
                <a href="#reviews" className="hover:underline">
                  <RatingChip mean={tool.ratings.mean} count={tool.ratings.count} />
                </a>
              ) : null}
            </div>
          </div>
        </div>
        <ToolStatusNotice
          tool={tool}
          successor={successor}
          alternativesHref={
            alternativesPage ?? (related.alternatives.length > 0 ? "#alternatives" : undefined)
          }
        />
        <p className="max-w-3xl text-lg text-muted-foreground">{tool.shortDescription}</p>
        {tool.promoNote && !discontinued ? (
          <p className="max-w-3xl rounded-xl border border-featured/40 bg-featured/10 px-4 py-3 text-sm text-featured">
            <span className="font-semibold">Offer: </span>
            {tool.promoNote}
          </p>
        ) : null}
        <div className="flex flex-col gap-3 pt-2">
          {discontinued ? null : tool.adult ? (
            <AgeGate toolName={tool.name} slug={tool.slug} part="link" />
          ) : (
            <OutboundButton tool={tool} />
          )}
          <div className="flex flex-wrap items-center gap-2">
            <SaveToggle kind="tool" id={tool.slug} name={tool.name} className="h-9" />
            <CompareToggle slug={tool.slug} name={tool.name} className="h-9" />
            <AddToList slug={tool.slug} name={tool.name} />
            <ReportButton
              kind="tool"
              id={tool.slug}
              name={tool.name}
              className={buttonStyles({ variant: "ghost", size: "sm" })}
            />
          </div>
          {unverified ? null : <ToolPricingFacts tool={tool} />}
        </div>
      </header>

      {tool.adult ? <AgeGate toolName={tool.name} slug={tool.slug} part="media" /> : null}

      <div className="grid gap-10 lg:grid-cols-[2fr_1fr]">
        <div className="flex flex-col gap-10">
          <Section id="about" title={`About ${tool.name}`}>
            <p className="max-w-prose leading-relaxed text-foreground/90">{tool.about}</p>
          </Section>
          {tool.priceHistory && !tool.adult ? (
            <Section id="price-history" title="Price history">
              <PriceHistory history={tool.priceHistory} />
            </Section>
          ) : null}
          {tasks.length > 0 ? (
            <Section id="tasks" title="What it does">
              <TaskLinks tasks={tasks} />
            </Section>
          ) : null}
          {tool.howToUse ? (
            <Section id="how-to-use" title="How to use it">
              <ol className="tool-list list-decimal">
                {/* Index keys: a text key would repeat every line in the page's flight data. */}
                {howToUseSteps(tool.howToUse).map((step, index) => (
                  <li key={index}>{step}</li>
                ))}
              </ol>
            </Section>
          ) : null}
          <ToolCapabilities toolName={tool.name} claims={tool.capabilities} />
          {tool.adult ? null : <ToolAdoption toolName={tool.name} figures={tool.adoption} />}
          <Section id="features" title="Features">
            <ul className="tool-list">
              {tool.features.map((feature, index) => (
                <li key={index}>{feature}</li>
              ))}
            </ul>
          </Section>
          {tool.useCases && tool.useCases.length > 0 ? (
            <Section id="use-cases" title="Use cases">
              <ul className="tool-list">
                {tool.useCases.map((useCase, index) => (
                  <li key={index}>{useCase}</li>
                ))}
              </ul>
            </Section>
          ) : null}
          {/* Adult tools take no reviews; nor do unverified ones, which nothing confirms. */}
          {tool.adult || unverified ? null : (
            <Section id="reviews" title="Reviews">
              <ToolReviews
                slug={tool.slug}
                name={tool.name}
                ratings={tool.ratings}
                exportedAt={reviewsExportedAt}
              />
            </Section>
          )}
        </div>
        {/* The tool's own links. Its keywords feed search and the page's metadata; as pills they
            told a visitor nothing its genre and tasks do not, and cost every page 2.6 kB. */}
        {tool.links && tool.links.length > 0 ? (
          <aside className="flex flex-col gap-8" aria-label="Details">
            <Section id="links" title="Links">
              <ToolLinks toolName={tool.name} links={tool.links} />
            </Section>
          </aside>
        ) : null}
      </div>

      {related.alternatives.length > 0 || alternativesPage ? (
        <Section id="alternatives" title={`Alternatives to ${tool.name}`}>
          {related.alternatives.length > 0 ? (
            <ToolGrid tools={related.alternatives} actions={false} columns={3} />
          ) : null}
          {alternativesPage ? (
            <p>
              <Link href={alternativesPage} className="font-medium text-accent hover:underline">
                Every alternative to {tool.name}, by the jobs it does
              </Link>
            </p>
          ) : null}
        </Section>
      ) : null}
      {comparisons.length > 0 ? (
        <Section id="compare-with" title={`Compare ${tool.name} with…`}>
          <ComparePairLinks pairs={comparisons} first={tool} />
        </Section>
      ) : null}
      {related.related.length > 0 ? (
        <Section id="related" title="Related tools in other categories">
          <ToolRows tools={related.related} />
        </Section>
      ) : null}
      <ReportLauncher />
    </Container>
  );
}
