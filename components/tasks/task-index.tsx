import { Link } from "@/components/ui/link";
import type { DirectoryTask, TaskArea } from "@/lib/directory/tasks";
import { taskAreaPath, taskPath } from "@/lib/directory/tasks";

/**
 * Tasks as plain links, each with the number of tools that do it, so the list works without
 * JavaScript. The count is drawn by CSS from data-count and spoken through the label: two
 * elements a task at any size.
 */
export function TaskList({ tasks }: { tasks: readonly DirectoryTask[] }) {
  return (
    <ul className="grid gap-x-6 gap-y-1 sm:grid-cols-2 lg:grid-cols-3">
      {tasks.map((task) => (
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
  );
}

/**
 * Every area (general category) with its tasks, after a row of jump links to the areas (a phone
 * would otherwise scroll through every area to reach the last), each area linking its own page
 * of all its tasks (/tasks/in/{category}).
 */
export function TaskIndex({ areas }: { areas: readonly TaskArea[] }) {
  return (
    <div className="flex flex-col gap-12">
      <nav aria-label="Task areas">
        <ul className="flex flex-wrap gap-2">
          {areas.map((area) => (
            <li key={area.slug}>
              <a href={`#tasks-${area.slug}`} className="btn btn-outline h-10 px-3 text-sm">
                {area.name}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {areas.map((area) => (
        <section
          key={area.slug}
          aria-labelledby={`tasks-${area.slug}`}
          className="render-lazy [--render-lazy-height:16rem]"
        >
          <h2 id={`tasks-${area.slug}`} className="section-title mb-4">
            {area.name}
          </h2>
          <TaskList tasks={area.tasks} />
          <p className="mt-1 px-2">
            <Link
              href={taskAreaPath(area.slug)}
              className="inline-flex min-h-11 items-center text-accent underline"
            >
              All {area.total} {area.name} tasks
            </Link>
          </p>
        </section>
      ))}
    </div>
  );
}
