import type { Metadata } from "next";
import { PageIntro } from "@/components/content/page-intro";
import { TaskList } from "@/components/tasks/task-index";
import { BreadcrumbTrail } from "@/components/ui/breadcrumbs";
import { Container } from "@/components/ui/container";
import { getCatalogue, getTaskIndex } from "@/lib/data/directory";
import { taskAreaPath, taskAreas } from "@/lib/directory/tasks";
import { countLabel } from "@/lib/format";
import { pageMetadata } from "@/lib/metadata";

type Props = { params: Promise<{ category: string }> };

export const dynamicParams = false;

function areas() {
  return taskAreas(getCatalogue().categories, getTaskIndex().tasks);
}

function area(slug: string) {
  const found = areas().find((candidate) => candidate.slug === slug);
  if (!found) throw new Error(`No task area "${slug}"`);
  return found;
}

/** Every general category with tasks: /tasks shows the first of them, this page all. */
export function generateStaticParams() {
  return areas().map((candidate) => ({ category: candidate.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { name, slug, total } = area((await params).category);
  return pageMetadata({
    title: `${name}: every task AI tools do, with the tools for each`,
    description: `All ${countLabel(total, "task")} we track in ${name}, each with how many tools do it and a page that ranks them.`,
    path: taskAreaPath(slug),
  });
}

export default async function TaskAreaPage({ params }: Props) {
  const { name, slug, tasks, total } = area((await params).category);
  const breadcrumbs = [
    { label: "Home", href: "/" },
    { label: "Tasks", href: "/tasks" },
    { label: name, href: taskAreaPath(slug) },
  ];
  return (
    <Container className="pb-12">
      <BreadcrumbTrail items={breadcrumbs} />
      <PageIntro
        eyebrow={`Tasks · ${countLabel(total, "task")}`}
        title={`${name}: what do you want to do?`}
        lead={`Every ${name} task we track, each with the number of tools that do it.`}
      />
      <TaskList tasks={tasks} />
    </Container>
  );
}
