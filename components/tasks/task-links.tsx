import { Link } from "@/components/ui/link";
import { taskPath, type DirectoryTask } from "@/lib/directory/tasks";

/** Tasks as a row of links (a tool page's jobs, a task's related tasks). */
export function TaskLinks({ tasks }: { tasks: readonly Pick<DirectoryTask, "id" | "name">[] }) {
  return (
    <ul className="flex flex-wrap gap-2">
      {tasks.map((task) => (
        <li key={task.id}>
          <Link href={taskPath(task.id)} className="chip-link">
            {task.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
