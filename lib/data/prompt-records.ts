import "server-only";
import {
  chatgptRecord,
  midjourneyRecord,
  type ChatgptRecord,
  type MidjourneyRecord,
} from "@/lib/prompts/collection-data";
import { midjourneyPromptView } from "@/lib/prompts/midjourney-view";
import { getPromptCollections } from "./prompts";

/** Every ChatGPT prompt as a record, in category order. */
export function chatgptRecords(absolute?: (path: string) => string): ChatgptRecord[] {
  return getPromptCollections().chatgpt.flatMap((category) =>
    category.prompts.map((prompt) => chatgptRecord(prompt, absolute)),
  );
}

/** Every Midjourney prompt as a record (built by the builder), in category order. */
export function midjourneyRecords(absolute?: (path: string) => string): MidjourneyRecord[] {
  return getPromptCollections().midjourney.flatMap((category) =>
    category.prompts.map((prompt) =>
      midjourneyRecord(prompt, midjourneyPromptView(prompt), absolute),
    ),
  );
}
