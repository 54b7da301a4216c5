/**
 * Lines up the features (or use cases) of two to four tools row by row (the MCP server's compare_tools;
 * the site compares capabilities instead, lib/directory/capabilities.ts): a row holds each
 * tool's wording of the same thing, found by the content words they share ("Web search with
 * linked sources" and "Web search with citations" share "web" and "search"); a row with more
 * than one tool is marked shared. What only one tool has gets a row of its own. Pure.
 */
const stopWords = new Set(
  "a an and the for with from into your you our of on in to by or via any all its it as at be can more than their them this that using use".split(
    " ",
  ),
);

/** The content words of a line, lower-cased, plurals folded ("PDFs" → "pdf"). */
export function contentWords(line: string): Set<string> {
  return new Set(
    line
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter((word) => word.length >= 2 && !stopWords.has(word))
      .map((word) =>
        word.length > 3 && word.endsWith("s") && !word.endsWith("ss") ? word.slice(0, -1) : word,
      ),
  );
}

/** How alike two lines are: the number of content words they share, when it is at least two. */
export function likeness(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  let shared = 0;
  for (const word of a) if (b.has(word)) shared += 1;
  return shared >= 2 ? shared : 0;
}

export type FeatureRow = {
  /** One cell per tool: its own wording, or null when it lists nothing like it. */
  cells: (string | null)[];
  shared: boolean;
};

/**
 * Rows for the tools' lists (one list per tool, in column order): shared rows first, in the
 * order of the first tool that has them, then each tool's own lines in its order.
 */
export function alignFeatures(lists: readonly (readonly string[])[]): FeatureRow[] {
  const words = lists.map((list) => list.map(contentWords));
  const used = lists.map((list) => list.map(() => false));
  const shared: FeatureRow[] = [];
  lists.forEach((list, column) => {
    list.forEach((line, index) => {
      if (used[column]![index]) return;
      const cells: (string | null)[] = lists.map(() => null);
      cells[column] = line;
      for (let other = column + 1; other < lists.length; other += 1) {
        let best = -1;
        let bestScore = 0;
        words[other]!.forEach((candidate, at) => {
          const score = used[other]![at] ? 0 : likeness(words[column]![index]!, candidate);
          if (score > bestScore) [best, bestScore] = [at, score];
        });
        if (best >= 0) {
          used[other]![best] = true;
          cells[other] = lists[other]![best]!;
        }
      }
      // A line nothing matched waits for the rows of lines only one tool has.
      if (cells.filter((cell) => cell !== null).length > 1) {
        used[column]![index] = true;
        shared.push({ cells, shared: true });
      }
    });
  });
  const own: FeatureRow[] = [];
  lists.forEach((list, column) =>
    list.forEach((line, index) => {
      if (used[column]![index]) return;
      const cells: (string | null)[] = lists.map(() => null);
      cells[column] = line;
      own.push({ cells, shared: false });
    }),
  );
  return [...shared, ...own];
}
