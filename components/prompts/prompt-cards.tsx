import type { PromptRecord } from "@/lib/data/prompt-pages";
import { ChatgptPromptCard } from "./chatgpt-prompt-card";
import { MidjourneyPromptCard } from "./midjourney-prompt-card";

/** Prompt cards in a two-column grid, for either collection. */
export function PromptCards({ records }: { records: readonly PromptRecord[] }) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      {records.map((record) =>
        "produces" in record ? (
          <MidjourneyPromptCard key={record.id} prompt={record} builderHref={record.builderUrl} />
        ) : (
          <ChatgptPromptCard key={record.id} prompt={record} />
        ),
      )}
    </div>
  );
}
