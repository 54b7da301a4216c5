import { describe, expect, it } from "vitest";
import { buildCatalogue } from "@/lib/directory/catalogue";
import { articleRecord, promptRecord, toolRecord, vocabulary } from "@/lib/search/records";
import { category, discontinuedOn, validTool, withPrice } from "../directory/fixtures";

const tool = (overrides: Record<string, unknown>) => ({ ...validTool, ...overrides });

function catalogueOf(items: unknown[], adult = false) {
  const { catalogue, errors } = buildCatalogue(
    [
      {
        file: "data/tools/01-text.json",
        data: category(items, adult ? { name: "NSFW", adult: true } : {}),
      },
    ],
    { publicFileExists: () => true, today: "2026-11-01" },
  );
  expect(errors).toEqual([]);
  return catalogue;
}

describe("toolRecord", () => {
  const [writer] = catalogueOf([tool({})]).tools;

  it("weighs the name above everything else", () => {
    const record = toolRecord(writer!);
    expect(record.url).toBe("/tools/example-writer");
    expect(record.html).toContain('<h1 data-pagefind-weight="10">Example Writer</h1>');
    const weights = [...record.html.matchAll(/data-pagefind-weight="([\d.]+)"/g)].map((m) =>
      Number(m[1]),
    );
    expect(Math.max(...weights)).toBe(10);
    expect(weights.filter((weight) => weight === 10)).toHaveLength(1);
  });

  it("carries what a result shows: logo, category, genre and pricing", () => {
    const { html } = toolRecord(writer!);
    expect(html).toContain('data-pagefind-meta="logo">/images/tools/example-writer.svg<');
    expect(html).toContain('data-pagefind-meta="category">Text<');
    expect(html).toContain('data-pagefind-meta="genre">Chatbot<');
    expect(html).toContain('data-pagefind-meta="pricing">$9.99/month<');
    expect(html).toContain('data-pagefind-filter="kind">tool<');
    expect(html).toContain('data-pagefind-filter="adult">no<');
  });

  it("keeps the meta out of the searchable text", () => {
    const { html } = toolRecord(writer!);
    expect(html).toMatch(/<div data-pagefind-ignore>.*data-pagefind-meta="logo"/);
  });

  it("escapes markup in the data", () => {
    // The data refuses HTML tags, but a name may still hold "&", "<" or ">".
    const [odd] = catalogueOf([tool({ name: "Tom & Jerry <3 > all" })]).tools;
    expect(toolRecord(odd!).html).toContain("Tom &#38; Jerry &#60;3 &#62; all");
  });

  it("keeps an ended tool findable by name, marked as ended in place of its price", () => {
    const [closed] = catalogueOf([tool(discontinuedOn("2026-06"))]).tools;
    const { html } = toolRecord(closed!);
    expect(html).toContain('<h1 data-pagefind-weight="10">Example Writer</h1>');
    expect(html).toContain('data-pagefind-meta="pricing">Discontinued<');
  });

  it("shows a free plan's paid-from price, the entry price lib/directory/on-sale.ts gives", () => {
    const [plan] = catalogueOf([tool(withPrice("Freemium", "price $8 /month"))]).tools;
    expect(toolRecord(plan!).html).toContain(
      'data-pagefind-meta="pricing">Freemium, paid plans from $8/month<',
    );
  });

  it("marks adult tools so results can leave them out", () => {
    const [adult] = catalogueOf([tool({ censored: "true" })], true).tools;
    const record = toolRecord(adult!);
    expect(record.adult).toBe(true);
    expect(record.html).toContain('data-pagefind-filter="adult">yes<');
  });
});

describe("articleRecord and promptRecord", () => {
  it("index an article's title, tags and body text", () => {
    const record = articleRecord({
      path: "/guides/prompting",
      title: "How to prompt",
      description: "A guide to prompts that work for everyday tasks and the people doing them.",
      kind: "guide",
      categoryLabel: "Prompts",
      date: "2026-01-02",
      tags: ["prompting"],
      text: "Start\nSay who the answer is for.",
    });
    expect(record.kind).toBe("article");
    expect(record.html).toContain("Start\nSay who the answer is for.");
    expect(record.html).toContain('data-pagefind-meta="section">Guide · Prompts<');
  });

  it("link a prompt to its card on its category's page", () => {
    const record = promptRecord({
      collection: "midjourney",
      id: "neon-city",
      title: "Neon city at night",
      text: "a rain-soaked neon city street at night, cinematic",
      summary: "A cinematic street scene.",
      category: "Cities",
      categorySlug: "cities",
      tags: ["city"],
    });
    expect(record.url).toBe("/midjourney-prompts/cities#neon-city");
    expect(record.html).toContain('data-pagefind-meta="description">A cinematic street scene.<');
  });
});

describe("vocabulary", () => {
  it("lists name and keyword words, most frequent first, and leaves adult tools out", () => {
    const general = catalogueOf([
      tool({}),
      tool({ name: "Second Writer", link: "/tools/second-writer" }),
    ]).tools.map(toolRecord);
    const [adult] = catalogueOf([tool({ name: "Secretive", censored: "true" })], true).tools;
    const words = vocabulary([...general, toolRecord(adult!)]).split(" ");
    expect(words.indexOf("writer")).toBeLessThan(words.indexOf("example"));
    expect(words).toContain("second");
    expect(words).not.toContain("and");
    expect(words).not.toContain("secretive");
  });

  it("keeps a description word only when two records use it", () => {
    const records = catalogueOf([
      tool({ shortDescription: "Transcribes meetings into tidy notes for busy teams." }),
      tool({
        name: "Other",
        link: "/tools/other",
        shortDescription: "Transcribes podcasts with speaker labels and timestamps.",
      }),
    ]).tools.map(toolRecord);
    const words = vocabulary(records).split(" ");
    expect(words).toContain("transcribes");
    expect(words).not.toContain("podcasts");
  });
});
