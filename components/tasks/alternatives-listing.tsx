import { PageIntro } from "@/components/content/page-intro";
import { CompareToggle, SaveToggle } from "@/components/saved/toggles";
import { PricingBadge } from "@/components/tools/pricing-badge";
import { ToolLogo } from "@/components/tools/tool-logo";
import { ToolStatusNotice } from "@/components/tools/tool-status-notice";
import { BreadcrumbTrail } from "@/components/ui/breadcrumbs";
import { Container } from "@/components/ui/container";
import { Link } from "@/components/ui/link";
import { comparePairPath, type ComparePair } from "@/lib/compare/pairs";
import { alternativesPath, type Alternative } from "@/lib/directory/alternatives";
import type { DirectoryTool } from "@/lib/directory/catalogue";
import { toolPath } from "@/lib/directory/slug";
import { taskPath, type DirectoryTask } from "@/lib/directory/tasks";

/** One alternative: what it is, the jobs it shares with the tool, its price against the tool's. */
function AlternativeCard({
  alternative,
  comparison,
  toolName,
}: {
  alternative: Alternative;
  comparison: ComparePair | undefined;
  toolName: string;
}) {
  const { tool, shared, price } = alternative;
  return (
    <article className="flex h-full flex-col gap-3 rounded-2xl border border-border bg-card p-4">
      <div className="flex items-start gap-3">
        <ToolLogo tool={tool} size={48} />
        <div className="min-w-0 flex-1">
          <h2 className="text-base font-semibold">
            <Link href={toolPath(tool.slug)} className="hover:text-accent">
              {tool.name}
            </Link>
          </h2>
          <p className="text-sm text-muted-foreground">{tool.genreLabel}</p>
        </div>
        <PricingBadge price={tool.price} />
      </div>
      <p className="text-sm text-foreground/90">{tool.shortDescription}</p>
      <p className="text-sm">
        <span className="text-muted-foreground">Price: </span>
        {price}
      </p>
      <p className="text-sm">
        <span className="text-muted-foreground">Also does: </span>
        {shared.map((task, index) => (
          <span key={task.id}>
            {index > 0 ? ", " : ""}
            <Link href={taskPath(task.id)} className="text-accent hover:underline">
              {task.name}
            </Link>
          </span>
        ))}
      </p>
      <div className="mt-auto flex flex-wrap items-center gap-2">
        {comparison ? (
          <Link
            href={comparePairPath(comparison.key)}
            className="text-sm font-medium text-accent hover:underline"
          >
            {toolName} vs {tool.name}
          </Link>
        ) : null}
        <div className="ml-auto flex gap-2">
          <SaveToggle kind="tool" id={tool.slug} name={tool.name} />
          <CompareToggle slug={tool.slug} name={tool.name} />
        </div>
      </div>
    </article>
  );
}

/**
 * /tools/{slug}/alternatives: what to use instead of a tool, by the jobs it does. A tool that
 * closed, was renamed or merged says so first and names where its users went.
 */
export function AlternativesListing({
  tool,
  tasks,
  alternatives,
  comparisons,
  successor,
}: {
  tool: DirectoryTool;
  tasks: readonly DirectoryTask[];
  alternatives: readonly Alternative[];
  comparisons: readonly ComparePair[];
  successor: DirectoryTool | undefined;
}) {
  const pairWith = new Map(
    comparisons.map((pair) => [pair.a.slug === tool.slug ? pair.b.slug : pair.a.slug, pair]),
  );
  const breadcrumbs = [
    { label: "Home", href: "/" },
    { label: "AI Tools", href: "/tools" },
    { label: tool.name, href: toolPath(tool.slug) },
    { label: "Alternatives", href: alternativesPath(tool.slug) },
  ];
  return (
    <Container className="pb-12">
      <BreadcrumbTrail items={breadcrumbs} />
      <PageIntro
        eyebrow={`${tool.categoryName} · ${tool.genreLabel}`}
        title={`Alternatives to ${tool.name}`}
        lead={`Tools that do the same jobs as ${tool.name}${tasks.length > 0 ? `: ${tasks.map((task) => task.name.toLowerCase()).join(", ")}` : ""}. Those that share the most jobs with it come first.`}
      >
        <ToolStatusNotice tool={tool} successor={successor} />
        <p className="text-sm">
          <Link href="/how-we-rank" className="text-accent underline">
            How this list is ordered
          </Link>
        </p>
      </PageIntro>
      {alternatives.length === 0 ? (
        <p className="text-muted-foreground">
          No other tool we list does the same jobs yet.{" "}
          <Link href={toolPath(tool.slug)} className="text-accent underline">
            Back to {tool.name}
          </Link>
        </p>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {alternatives.map((alternative) => (
            <li
              key={alternative.tool.slug}
              className="render-lazy [--render-lazy-height:17rem] noscript:[--render-lazy-height:15rem]"
            >
              <AlternativeCard
                alternative={alternative}
                comparison={pairWith.get(alternative.tool.slug)}
                toolName={tool.name}
              />
            </li>
          ))}
        </ul>
      )}
    </Container>
  );
}
