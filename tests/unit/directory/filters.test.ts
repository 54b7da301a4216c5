import { applyFilters } from "@/lib/directory/apply-filters";
import { describe, expect, it } from "vitest";
import {
  defaultFilters,
  filtersToSearch,
  isDefaultFilters,
  parseFilters,
  type FilterableTool,
} from "@/lib/directory/filters";

const choices = {
  categories: ["text", "images"],
  genres: ["writing", "image-generation"],
  features: ["free-plan", "ios-app", "api"],
};

const tools: FilterableTool[] = [
  {
    slug: "a",
    has: ["api"],
    name: "Zeta",
    category: "text",
    pricing: "paid",
    monthly: 29,
    genre: "writing",
    featured: false,
    order: 0,
  },
  {
    slug: "b",
    has: ["free-plan", "api"],
    name: "alpha",
    category: "text",
    pricing: "free",
    monthly: 0,
    genre: "writing",
    featured: false,
    order: 1,
  },
  {
    slug: "c",
    has: ["ios-app"],
    name: "Mid",
    category: "images",
    pricing: "paid",
    monthly: 9.99,
    genre: "image-generation",
    featured: true,
    order: 2,
  },
  {
    slug: "d",
    has: ["free-plan", "ios-app", "api"],
    name: "Beta",
    category: "images",
    pricing: "freemium",
    monthly: 0,
    genre: "image-generation",
    featured: false,
    order: 3,
  },
  {
    slug: "e",
    has: [],
    name: "Gamma",
    category: "text",
    pricing: "unknown",
    monthly: null,
    genre: "writing",
    featured: true,
    order: 4,
  },
];
const slugs = (list: FilterableTool[]) => list.map((tool) => tool.slug);

describe("URL state", () => {
  it("round-trips every filter through the query string", () => {
    const filters = {
      category: "images",
      pricing: ["free" as const, "paid" as const],
      maxPrice: 20,
      genre: "image-generation",
      has: ["ios-app", "api"],
      sort: "price" as const,
    };
    const search = filtersToSearch(filters);
    expect(search).toBe(
      "?category=images&pricing=free,paid&max=20&genre=image-generation&has=ios-app,api&sort=price",
    );
    expect(parseFilters(search, choices)).toEqual(filters);
  });

  it("writes nothing for the defaults and keeps unrelated parameters", () => {
    expect(filtersToSearch(defaultFilters)).toBe("");
    expect(isDefaultFilters(defaultFilters)).toBe(true);
    expect(filtersToSearch({ ...defaultFilters, sort: "name" }, "?utm_source=x&sort=price")).toBe(
      "?utm_source=x&sort=name",
    );
  });

  it("ignores unknown or malformed values instead of failing", () => {
    expect(
      parseFilters(
        "?category=nope&pricing=cheap,free,free&max=-3&genre=x&has=jetpack,api&sort=random",
        choices,
      ),
    ).toEqual({ ...defaultFilters, pricing: ["free"], has: ["api"] });
    expect(parseFilters("?max=abc", choices).maxPrice).toBeNull();
    expect(parseFilters("?max=9.99", choices).maxPrice).toBe(9.99);
  });

  it("orders pricing kinds the same way whatever the URL said", () => {
    expect(parseFilters("?pricing=paid,free", choices).pricing).toEqual(["free", "paid"]);
  });
});

describe("applyFilters", () => {
  it("keeps the listing order, featured first, by default", () => {
    expect(slugs(applyFilters(tools, defaultFilters))).toEqual(["c", "e", "a", "b", "d"]);
  });

  it("filters by category, genre and pricing kind together", () => {
    expect(slugs(applyFilters(tools, { ...defaultFilters, category: "text" }))).toEqual([
      "e",
      "a",
      "b",
    ]);
    expect(
      slugs(
        applyFilters(tools, { ...defaultFilters, genre: "writing", pricing: ["free", "paid"] }),
      ),
    ).toEqual(["a", "b"]);
  });

  it("keeps only tools that have every chosen option a source confirms", () => {
    expect(slugs(applyFilters(tools, { ...defaultFilters, has: ["api"] }))).toEqual([
      "a",
      "b",
      "d",
    ]);
    expect(slugs(applyFilters(tools, { ...defaultFilters, has: ["ios-app", "api"] }))).toEqual([
      "d",
    ]);
    expect(
      slugs(applyFilters(tools, { ...defaultFilters, has: ["free-plan", "ios-app"] })),
    ).toEqual(["d"]);
  });

  it("applies the price ceiling only to tools with a listed price", () => {
    expect(slugs(applyFilters(tools, { ...defaultFilters, maxPrice: 10 }))).toEqual([
      "c",
      "e",
      "b",
      "d",
    ]);
    expect(
      slugs(applyFilters(tools, { ...defaultFilters, pricing: ["paid"], maxPrice: 10 })),
    ).toEqual(["c"]);
  });

  it("sorts by name without regard to case", () => {
    expect(slugs(applyFilters(tools, { ...defaultFilters, sort: "name" }))).toEqual([
      "b",
      "d",
      "e",
      "c",
      "a",
    ]);
  });

  it("sorts by lowest price: free, freemium, paid by amount, then no listed price", () => {
    expect(slugs(applyFilters(tools, { ...defaultFilters, sort: "price" }))).toEqual([
      "b",
      "d",
      "c",
      "a",
      "e",
    ]);
  });
});
