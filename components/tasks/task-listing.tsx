import { ListingHeader } from "@/components/tools/listing-header";
import { ToolGrid } from "@/components/tools/tool-card";
import { Container } from "@/components/ui/container";
import { Link } from "@/components/ui/link";
import { Pagination } from "@/components/ui/pagination";
import {
  taskFeatureFilters,
  taskFilterTokens,
  taskAreaPath,
  taskPath,
  taskPriceFilters,
  toolsPerTaskPage,
  type DirectoryTask,
} from "@/lib/directory/tasks";
import { countLabel } from "@/lib/format";
import { listPagePath, paginate } from "@/lib/pagination";
import { TaskLinks } from "./task-links";

/** The fragment a price filter targets: #only-free, #only-under-10… */
const targetId = (id: string) => `only-${id}`;

/**
 * One task: what it is, the tools that do it in the published order, a page at a time in the
 * path, with price filters that are links to fragment targets (CSS in globals.css hides what a
 * targeted filter leaves out: no reload, no JavaScript needed), and related tasks.
 */
export function TaskListing({
  task,
  page,
  related,
}: {
  task: DirectoryTask;
  page: number;
  related: readonly DirectoryTask[];
}) {
  const { items, pages } = paginate(task.tools, page, toolsPerTaskPage);
  const tools = items.map((entry) => entry.tool);
  const tokens = new Map(tools.map((tool) => [tool.slug, taskFilterTokens(tool)]));
  const where = pages > 1 ? " on this page" : "";
  // Only the "Has" options some tool here matches: one that can only empty the list helps no one.
  const featureFilters = taskFeatureFilters.filter((filter) =>
    tools.some((tool) => filter.matches(tool)),
  );
  const breadcrumbs = [
    { label: "Home", href: "/" },
    { label: "Tasks", href: "/tasks" },
    { label: task.categoryName, href: taskAreaPath(task.categorySlug) },
    { label: task.name, href: taskPath(task.id) },
    ...(page > 1 ? [{ label: `Page ${page}`, href: listPagePath(taskPath(task.id), page) }] : []),
  ];
  return (
    <Container className="pb-8">
      <ListingHeader
        breadcrumbs={breadcrumbs}
        area={task.categoryName}
        count={task.tools.length}
        page={page}
        pages={pages}
        title={task.name}
        lead={task.description}
      >
        <p className="max-w-2xl text-sm text-muted-foreground">
          Also searched as: {task.synonyms.join(", ")}.
        </p>
      </ListingHeader>

      <div data-task-list className="flex flex-col gap-5">
        <div className="flex flex-wrap items-baseline justify-between gap-3">
          <h2 id="tools" className="section-title scroll-mt-24">
            {countLabel(task.tools.length, "tool")} that do it
          </h2>
          <Link href="/how-we-rank" className="text-sm text-accent underline">
            How this list is ordered
          </Link>
        </div>
        <nav aria-label="Filter by price">
          <ul className="flex flex-wrap gap-2">
            <li>
              <a href="#tools" data-filter-all className="task-filter">
                All{where ? ` ${countLabel(tools.length, "tool")}${where}` : ""}
              </a>
            </li>
            <FilterLinks filters={taskPriceFilters} tools={tools} />
          </ul>
        </nav>
        {featureFilters.length > 0 ? (
          <nav aria-label="Filter by what it has">
            <ul className="flex flex-wrap gap-2">
              <FilterLinks filters={featureFilters} tools={tools} />
            </ul>
          </nav>
        ) : null}
        {[...taskPriceFilters, ...featureFilters].map((filter) => {
          const count = tools.filter((tool) => filter.matches(tool)).length;
          return (
            <p
              key={filter.id}
              id={targetId(filter.id)}
              tabIndex={-1}
              className="hidden scroll-mt-24 text-sm target:block"
            >
              {count === 0
                ? `No tool${where} matches “${filter.label}”. `
                : `Showing ${countLabel(count, "tool")}${where} that match “${filter.label}”. `}
              <a href="#tools" className="text-accent underline">
                Show all
              </a>
            </p>
          );
        })}
        <ToolGrid tools={tools} headingLevel={3} filters={(tool) => tokens.get(tool.slug) ?? ""} />
        <Pagination
          base={taskPath(task.id)}
          page={page}
          pages={pages}
          label={`${task.name}: pages`}
        />
      </div>

      {related.length > 0 ? (
        <section aria-labelledby="related-tasks" className="mt-16 flex flex-col gap-4">
          <h2 id="related-tasks" className="section-title">
            Related tasks
          </h2>
          <TaskLinks tasks={related} />
        </section>
      ) : null}
    </Container>
  );
}

/** One link a filter, with how many of the page's tools pass it; CSS applies the targeted one. */
function FilterLinks<T>({
  filters,
  tools,
}: {
  filters: readonly { id: string; label: string; matches: (tool: T) => boolean }[];
  tools: readonly T[];
}) {
  return filters.map((filter) => (
    <li key={filter.id}>
      <a href={`#${targetId(filter.id)}`} className="task-filter">
        {filter.label} ({tools.filter((tool) => filter.matches(tool)).length})
      </a>
    </li>
  ));
}
