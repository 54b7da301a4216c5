/** A prompt's text split into plain parts and [placeholder] parts, in order. */
export type PromptPart = { kind: "text"; text: string } | { kind: "slot"; name: string };

const placeholder = /\[([^[\]\n]{1,60})\]/g;

export function splitPlaceholders(prompt: string): PromptPart[] {
  const parts: PromptPart[] = [];
  let last = 0;
  for (const match of prompt.matchAll(placeholder)) {
    if (match.index > last) parts.push({ kind: "text", text: prompt.slice(last, match.index) });
    parts.push({ kind: "slot", name: match[1]! });
    last = match.index + match[0].length;
  }
  if (last < prompt.length) parts.push({ kind: "text", text: prompt.slice(last) });
  return parts;
}

/** The distinct placeholder names, in order of first appearance. */
export function placeholderNames(prompt: string): string[] {
  return [
    ...new Set(
      splitPlaceholders(prompt).flatMap((part) => (part.kind === "slot" ? [part.name] : [])),
    ),
  ];
}
