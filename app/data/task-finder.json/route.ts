import { getTaskIndex } from "@/lib/data/directory";
import { finderEntries } from "@/lib/tasks/finder-index";

// Written once at build time to out/data/task-finder.json: the finder loads it on first focus.
export const dynamic = "force-static";

export function GET() {
  return Response.json(finderEntries(getTaskIndex().tasks));
}
