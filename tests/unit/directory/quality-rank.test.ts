import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { checkDirectory } from "@/lib/data/directory-check";
import { loadDirectoryReport } from "@/lib/data/site";
import {
  bayesianRating,
  compareByQuality,
  rankByQuality,
  ratingPrior,
} from "@/lib/directory/quality-rank";
import { applyRatings, demoRatingsProblem } from "@/lib/directory/ratings";
import {
  catalogueOptions,
  readCapabilityFiles,
  readCatalogueFiles,
  readTaskFiles,
} from "@/lib/data/tools-source";

const ratings = (histogram: [number, number, number, number, number]) => {
  const count = histogram.reduce((a, b) => a + b, 0);
  const mean = histogram.reduce((sum, n, i) => sum + n * (i + 1), 0) / count;
  const newest = Array.from({ length: Math.min(3, count) }, () => ({
    username: "reader_1",
    rating: 5,
    title: "",
    excerpt: "Does what it says.",
    date: "2026-11-20",
  }));
  return { count, mean: Math.round(mean * 100) / 100, histogram, newest };
};

describe("the published ranking rule", () => {
  it("starts every tool at the prior and moves it by its ratings, weighted against the prior", () => {
    expect(bayesianRating(undefined)).toBe(ratingPrior.mean);
    // One five-star review: (5 × 3.5 + 5) / 6 = 3.75, below twenty reviews averaging 4.5.
    expect(bayesianRating({ count: 1, mean: 5 })).toBeCloseTo(3.75);
    expect(bayesianRating({ count: 20, mean: 4.5 })).toBeCloseTo(4.3);
    expect(
      compareByQuality(
        { featured: false, ratings: { count: 20, mean: 4.5 } },
        { featured: false, ratings: { count: 1, mean: 5 } },
      ),
    ).toBeLessThan(0);
  });

  it("puts editors' picks first, then ratings, then a sourced adoption figure, then keeps the list's order", () => {
    const tools = [
      { name: "plain", featured: false },
      { name: "adopted", featured: false, adoption: [{}] },
      { name: "rated low", featured: false, ratings: { count: 10, mean: 2 } },
      { name: "rated high", featured: false, ratings: { count: 10, mean: 4.8 } },
      { name: "pick", featured: true },
      { name: "plain too", featured: false },
    ];
    expect(rankByQuality(tools).map((t) => t.name)).toEqual([
      "pick",
      "rated high",
      "adopted",
      "plain",
      "plain too",
      "rated low",
    ]);
  });
});

describe("/how-we-rank publishes the rule the code applies", () => {
  const page = readFileSync("content/pages/how-we-rank.md", "utf8");
  it("states the prior, its weight and the formula", () => {
    const { mean, weight } = ratingPrior;
    expect(page).toContain(`**${weight} ratings of ${mean} stars**`);
    expect(page).toContain(
      `score = (${weight} × ${mean} + the sum of its ratings) ÷ (${weight} + the number of its ratings)`,
    );
    expect(page).toContain(`one 5-star review scores ${bayesianRating({ count: 1, mean: 5 })}`);
  });
});

describe("every list follows the rule", () => {
  const { catalogue, tasks } = loadDirectoryReport();

  it("each category lists its ranked tools in the rule's order", () => {
    for (const category of catalogue.catalogue.categories)
      for (let i = 1; i < category.tools.length; i++)
        expect(
          compareByQuality(category.tools[i - 1]!, category.tools[i]!),
          `${category.slug}: ${category.tools[i - 1]!.name} before ${category.tools[i]!.name}`,
        ).toBeLessThanOrEqual(0);
  });

  it("each task lists its tools by fit, then by the rule", () => {
    for (const task of tasks.index.tasks)
      for (let i = 1; i < task.tools.length; i++) {
        const [a, b] = [task.tools[i - 1]!, task.tools[i]!];
        if (a.fit === b.fit)
          expect(compareByQuality(a.tool, b.tool), `${task.id}`).toBeLessThanOrEqual(0);
        else expect(a.fit, task.id).toBeLessThan(b.fit);
      }
  });

  it("ratings move a tool up its category's list", () => {
    const files = {
      tools: readCatalogueFiles(),
      tasks: readTaskFiles("data/tasks"),
      capabilities: readCapabilityFiles(),
    };
    const before = checkDirectory(files, catalogueOptions()).catalogue.catalogue;
    const category = before.categories.find((c) => c.slug === "images")!;
    const last = category.tools.at(-1)!;
    const after = checkDirectory(
      {
        ...files,
        ratings: {
          file: "data/reviews.json",
          data: {
            exportedAt: "2026-11-29T12:00:00.000Z",
            source: "production",
            tools: { [last.slug]: ratings([0, 0, 0, 10, 40]) },
          },
        },
      },
      catalogueOptions(),
    ).catalogue.catalogue;
    const images = after.categories.find((c) => c.slug === "images")!;
    const featured = images.tools.filter((t) => t.featured).length;
    expect(images.tools[featured]!.slug).toBe(last.slug);
  });
});

describe("data/reviews.json is checked", () => {
  const { catalogue } = loadDirectoryReport().catalogue;
  const file = (tools: Record<string, unknown>) => ({
    file: "data/reviews.json",
    data: { exportedAt: null, source: "none", tools },
  });

  it("names an unknown tool and an adult one", () => {
    const adult = catalogue.tools.find((t) => t.adult)!;
    const { errors } = applyRatings(
      catalogue,
      file({ "no-such-tool": ratings([1, 0, 0, 0, 0]), [adult.slug]: ratings([0, 0, 0, 0, 1]) }),
    );
    expect(errors).toEqual([
      'data/reviews.json › "no-such-tool": no tool of the directory has this slug',
      `data/reviews.json › "${adult.slug}": adult tools take no reviews (${adult.dataFile})`,
    ]);
  });

  it("refuses counts that do not add up", () => {
    const { errors } = applyRatings(
      catalogue,
      file({ chatgpt: { ...ratings([0, 0, 1, 1, 1]), count: 4 } }),
    );
    expect(errors.join("\n")).toMatch(/tools\.chatgpt\.histogram.*must add up to count/);
  });
});

describe("demo reviews never ship", () => {
  it("a build against the real services refuses counts exported from the emulators", () => {
    expect(demoRatingsProblem("emulators", { usesEmulators: false })).toMatch(
      /data\/reviews.json holds counts exported from the emulators/,
    );
    expect(demoRatingsProblem("emulators", { usesEmulators: true })).toBeNull();
    expect(demoRatingsProblem("production", { usesEmulators: false })).toBeNull();
    expect(demoRatingsProblem("none", { usesEmulators: false })).toBeNull();
  });
});
