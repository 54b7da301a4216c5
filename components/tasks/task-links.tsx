import { Link } from "@/components/ui/link";
import { taskPath, type DirectoryTask } from "@/lib/directory/tasks";

/** Tasks as a row of links (a tool page's jobs, a task's related tasks). */
export function TaskLinks({ tasks }: { tasks: readonly Pick<DirectoryTask, "id" | "name">[] }) {
  return (
    <ul className="flex flex-wrap gap-2">
      {tasks.map((task) => (
        <li key={task.id}>
          <Link
            href={taskPath(task.id)}
            className="inline-flex min-h-9 items-center rounded-full border border-border px-3 text-sm hover:border-accent hover:text-accent"
          >
            {task.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
