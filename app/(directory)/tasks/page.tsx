import type { Metadata } from "next";
import { PageIntro } from "@/components/content/page-intro";
import { TaskIndex } from "@/components/tasks/task-index";
import { Container } from "@/components/ui/container";
import { Link } from "@/components/ui/link";
import { getCatalogue, getTaskIndex } from "@/lib/data/directory";
import { taskAreas, tasksShownPerArea } from "@/lib/directory/tasks";
import { countLabel } from "@/lib/format";
import { pageMetadata } from "@/lib/metadata";

export const metadata: Metadata = pageMetadata({
  title: "What do you want to do with AI? Every task, with the tools for it",
  description:
    "Find AI tools by the job you need done: transcribe a meeting, remove an image background, write SQL from a question. Every task we track, with how many tools do it.",
  path: "/tasks",
});

export default function TasksPage() {
  const { tasks } = getTaskIndex();
  const areas = taskAreas(getCatalogue().categories, tasks, tasksShownPerArea);
  return (
    <Container className="pb-12">
      <PageIntro
        eyebrow="Tasks"
        title="What do you want to do?"
        lead={`${countLabel(tasks.length, "task")} people use AI for, grouped by area, each with the tools that do it, the tools whose main job it is first.`}
      >
        <p className="max-w-2xl text-sm text-muted-foreground">
          <Link href="/how-we-rank" className="text-accent underline">
            How we order the tools on each task
          </Link>
        </p>
      </PageIntro>
      <TaskIndex areas={areas} />
    </Container>
  );
}
