import type { Metadata } from "next";
import { TaskListing } from "@/components/tasks/task-listing";
import { getRelatedTasks, getTask, getTaskIndex } from "@/lib/data/directory";
import { taskPath, toolsPerTaskPage } from "@/lib/directory/tasks";
import { fittingTitle, pageMetadata } from "@/lib/metadata";
import { listPagePath, pageFromParams, pageParams, paginate } from "@/lib/pagination";

type Props = { params: Promise<{ task: string; page?: string[] }> };

export const dynamicParams = false;

/**
 * Each task's page (/tasks/{id}) and, when its tools run over a page, /tasks/{id}/page/2…N: one
 * optional catch-all route, so a catalogue where no task needs a page 2 still exports.
 */
export function generateStaticParams() {
  return getTaskIndex().tasks.flatMap((task) =>
    pageParams(paginate(task.tools, 1, toolsPerTaskPage).pages).map((params) => ({
      task: task.id,
      ...params,
    })),
  );
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { task: id, page: pageParam } = await params;
  const task = getTask(id);
  const page = pageFromParams(pageParam);
  const { pages } = paginate(task.tools, page, toolsPerTaskPage);
  return pageMetadata({
    title:
      page === 1
        ? fittingTitle(`${task.name}: the AI tools that do it`, task.name)
        : `${task.name}: AI tools, page ${page} of ${pages}`,
    description: task.description,
    path: listPagePath(taskPath(task.id), page),
  });
}

export default async function TaskPage({ params }: Props) {
  const { task: id, page } = await params;
  return (
    <TaskListing task={getTask(id)} page={pageFromParams(page)} related={getRelatedTasks(id)} />
  );
}
