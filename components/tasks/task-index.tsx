import { Link } from "@/components/ui/link";
import type { DirectoryTask } from "@/lib/directory/tasks";
import { taskPath } from "@/lib/directory/tasks";

/**
 * Every task, grouped by its category, each with the number of tools that do it: plain links,
 * so the whole index works without JavaScript. The count is drawn by CSS from data-count and
 * spoken through the label, two elements a task at any size.
 */
export function TaskIndex({
  groups,
}: {
  groups: readonly { slug: string; name: string; tasks: readonly DirectoryTask[] }[];
}) {
  return (
    <div className="flex flex-col gap-12">
      {groups.map((group) => (
        <section
          key={group.slug}
          aria-labelledby={`tasks-${group.slug}`}
          className="render-lazy [--render-lazy-height:16rem]"
        >
          <h2 id={`tasks-${group.slug}`} className="mb-4 text-xl font-semibold tracking-tight">
            {group.name}
          </h2>
          <ul className="grid gap-x-6 gap-y-1 sm:grid-cols-2 lg:grid-cols-3">
            {group.tasks.map((task) => (
              <li key={task.id}>
                <Link
                  href={taskPath(task.id)}
                  aria-label={`${task.name}, ${task.tools.length} tools`}
                  data-count={task.tools.length}
                  className="flex min-h-10 items-center justify-between gap-3 rounded-lg px-2 after:text-sm after:text-muted-foreground after:content-[attr(data-count)] hover:bg-muted"
                >
                  {task.name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
