/**
 * robots.txt as RFC 9309 reads it: the group naming our product token (else the `*` group), and
 * of its rules the longest matching one wins, Allow on a tie. Pure: the text is passed in.
 */

type Rule = { allow: boolean; pattern: string };
type Group = { agents: string[]; rules: Rule[] };

function parseGroups(text: string): Group[] {
  const groups: Group[] = [];
  let current: Group | null = null;
  let lastWasAgent = false;
  for (const raw of text.split(/\r\n|\r|\n/)) {
    const line = raw.replace(/#.*$/, "").trim();
    const match = /^([A-Za-z-]+)\s*:\s*(.*)$/.exec(line);
    if (!match) continue;
    const key = match[1]!.toLowerCase();
    const value = match[2]!.trim();
    if (key === "user-agent") {
      // Consecutive user-agent lines share one group; one after rules starts the next.
      if (!current || !lastWasAgent) groups.push((current = { agents: [], rules: [] }));
      current.agents.push(value.toLowerCase());
      lastWasAgent = true;
    } else if ((key === "allow" || key === "disallow") && current) {
      if (value !== "") current.rules.push({ allow: key === "allow", pattern: value });
      lastWasAgent = false;
    } else {
      lastWasAgent = false;
    }
  }
  return groups;
}

/** The rules that apply to `agent`: every group naming it, else every `*` group. */
function rulesFor(groups: Group[], agent: string): Rule[] {
  const token = agent.toLowerCase();
  const own = groups.filter((group) => group.agents.includes(token));
  const chosen = own.length > 0 ? own : groups.filter((group) => group.agents.includes("*"));
  return chosen.flatMap((group) => group.rules);
}

/** A rule's pattern as a regular expression: `*` any run of characters, `$` the end. */
function patternRegExp(pattern: string): RegExp {
  const anchored = pattern.endsWith("$");
  const body = (anchored ? pattern.slice(0, -1) : pattern)
    .split("*")
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&"))
    .join(".*");
  return new RegExp(`^${body}${anchored ? "$" : ""}`);
}

/** Percent-encoding differs between robots.txt and URLs; compare both decoded where possible. */
function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** Whether robots.txt `text` lets `agent` fetch `url` (its path and query). */
export function robotsAllows(text: string, agent: string, url: URL): boolean {
  const target = decoded(`${url.pathname}${url.search}`);
  let best: Rule | null = null;
  for (const rule of rulesFor(parseGroups(text), agent)) {
    if (!patternRegExp(decoded(rule.pattern)).test(target)) continue;
    const longer = best === null || rule.pattern.length > best.pattern.length;
    const tieAllow = best !== null && rule.pattern.length === best.pattern.length && rule.allow;
    if (longer || tieAllow) best = rule;
  }
  return best === null || best.allow;
}
