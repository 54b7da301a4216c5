import yaml from "js-yaml";
import matter from "gray-matter";

/**
 * Splits a Markdown file into frontmatter data and body. YAML is read with the core schema,
 * which has no timestamp type: a date stays the string the author wrote, so the zod schema
 * can reject "2026-02-30" instead of YAML quietly turning it into 2 March.
 */
export function parseFrontmatter(raw: string): { data: unknown; content: string } {
  const { data, content } = matter(raw, {
    engines: { yaml: (text: string) => yaml.load(text, { schema: yaml.CORE_SCHEMA }) as object },
  });
  return { data, content };
}
