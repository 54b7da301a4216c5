/**
 * The prompt collections as data: one record per prompt, written at build time as JSON and
 * CSV for people who keep prompts in their own tools, and fetched by the collection pages
 * when a visitor filters them. Pure: the Midjourney text is built by the caller.
 */
import type { ChatgptPrompt, MidjourneyPrompt } from "@/lib/schemas/prompt";
import { promptPath } from "./paths";

type Categorised<P> = P & { category: string; categorySlug: string };

export type ChatgptRecord = {
  id: string;
  title: string;
  category: string;
  categorySlug: string;
  prompt: string;
  tags: string[];
  models: string[];
  /** The prompt's permalink on the site (absolute in the download files). */
  url: string;
};

export type MidjourneyRecord = {
  id: string;
  title: string;
  category: string;
  categorySlug: string;
  /** The whole prompt to paste: text and parameters. */
  prompt: string;
  /** The Midjourney version it was written for, as its flag says it: "8.1", "niji 6". */
  version: string;
  produces: string;
  tags: string[];
  /** Opens the prompt in the site's builder (a site path). */
  builderUrl: string;
  url: string;
};

export function chatgptRecord(
  prompt: Categorised<ChatgptPrompt>,
  absolute: (path: string) => string = (path) => path,
): ChatgptRecord {
  return {
    id: prompt.id,
    title: prompt.title,
    category: prompt.category,
    categorySlug: prompt.categorySlug,
    prompt: prompt.prompt,
    tags: [...prompt.tags],
    models: [...(prompt.models ?? [])],
    url: absolute(promptPath("chatgpt", prompt.categorySlug, prompt.id)),
  };
}

export function midjourneyRecord(
  prompt: Categorised<MidjourneyPrompt>,
  built: { text: string; builderHref: string },
  absolute: (path: string) => string = (path) => path,
): MidjourneyRecord {
  return {
    id: prompt.id,
    title: prompt.title,
    category: prompt.category,
    categorySlug: prompt.categorySlug,
    prompt: built.text,
    version: prompt.parameters.version,
    produces: prompt.produces,
    tags: [...prompt.tags],
    builderUrl: absolute(built.builderHref),
    url: absolute(promptPath("midjourney", prompt.categorySlug, prompt.id)),
  };
}

/** One CSV field (RFC 4180): quoted when it holds a comma, quote or line break. */
function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/**
 * Rows as CSV with a header line and CRLF line ends (RFC 4180). Lists are joined with "; ".
 * A field starting with =, +, - or @ is prefixed with an apostrophe, so a spreadsheet does not
 * run it as a formula.
 */
export function toCsv<R extends Record<string, string | string[]>>(
  rows: readonly R[],
  columns: readonly (keyof R & string)[],
): string {
  const cell = (value: string | string[]) => {
    const text = Array.isArray(value) ? value.join("; ") : value;
    return csvField(/^[=+\-@]/.test(text) ? `'${text}` : text);
  };
  return [
    columns.join(","),
    ...rows.map((row) => columns.map((column) => cell(row[column] ?? "")).join(",")),
  ]
    .map((line) => `${line}\r\n`)
    .join("");
}

export const chatgptCsvColumns = [
  "id",
  "title",
  "category",
  "prompt",
  "tags",
  "models",
  "url",
] as const;
export const midjourneyCsvColumns = [
  "id",
  "title",
  "category",
  "version",
  "prompt",
  "produces",
  "tags",
  "url",
] as const;
