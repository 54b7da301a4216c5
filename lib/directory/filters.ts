/**
 * The directory's filters and sort orders, and how they live in the URL
 * (?category=text&pricing=free,paid&max=20&genre=writing&has=api,ios-app&sort=price), so a filtered view can
 * be shared and is restored on load. Pure: the page's controller applies the result to the
 * pre-rendered cards.
 */
export const pricingFilters = ["free", "freemium", "paid", "unknown"] as const;
export type PricingFilter = (typeof pricingFilters)[number];

export const pricingFilterLabels: Record<PricingFilter, string> = {
  free: "Free",
  freemium: "Freemium",
  paid: "Paid",
  unknown: "Price not listed",
};

export const sortOrders = ["featured", "name", "price"] as const;
export type SortOrder = (typeof sortOrders)[number];

export const sortOrderLabels: Record<SortOrder, string> = {
  featured: "Featured first",
  name: "Name (A to Z)",
  price: "Lowest price",
};

export type DirectoryFilters = {
  /** A category slug, or null for every category. */
  category: string | null;
  /** Pricing kinds to keep; empty keeps every kind. */
  pricing: PricingFilter[];
  /**
   * Highest monthly entry price (lib/directory/on-sale.ts): a free plan always fits; tools
   * without a stated price are not affected.
   */
  maxPrice: number | null;
  /** A genre slug (of the normalised label), or null. */
  genre: string | null;
  /** "Has" options (lib/directory/feature-filters.ts) a tool must all match; empty for none. */
  has: string[];
  sort: SortOrder;
};

export const defaultFilters: DirectoryFilters = {
  category: null,
  pricing: [],
  maxPrice: null,
  genre: null,
  has: [],
  sort: "featured",
};

/** What a listed tool offers the filters (read from the card's data attributes). */
export type FilterableTool = {
  slug: string;
  name: string;
  category: string;
  pricing: PricingFilter;
  /** The entry price per month (lib/directory/on-sale.ts): 0 when free or with a free plan, null when unknown. */
  monthly: number | null;
  genre: string;
  /** The "Has" options it matches (lib/directory/feature-filters.ts). */
  has: string[];
  featured: boolean;
  /** Position in the pre-rendered listing (featured first per category), the tie-break. */
  order: number;
};

function isOneOf<T extends string>(values: readonly T[], value: string): value is T {
  return (values as readonly string[]).includes(value);
}

/** What the values may be: anything else in the URL is ignored, never an error. */
export type FilterChoices = {
  categories: readonly string[];
  genres: readonly string[];
  /** The "Has" options offered, in their order. */
  features: readonly string[];
};

/** Filters from a query string; unknown or malformed values fall back to the defaults. */
export function parseFilters(search: string, choices: FilterChoices): DirectoryFilters {
  const params = new URLSearchParams(search);
  const category = params.get("category");
  const genre = params.get("genre");
  const sort = params.get("sort") ?? "";
  const max = params.get("max");
  const maxPrice = max !== null && /^\d+(\.\d{1,2})?$/.test(max.trim()) ? Number(max) : null;
  const pricing = (params.get("pricing") ?? "")
    .split(",")
    .map((value) => value.trim())
    .filter((value): value is PricingFilter => isOneOf(pricingFilters, value));
  const has = (params.get("has") ?? "").split(",").map((value) => value.trim());
  return {
    category: category !== null && choices.categories.includes(category) ? category : null,
    // In a fixed order, once each, so equal filters give equal URLs.
    pricing: pricingFilters.filter((value) => pricing.includes(value)),
    maxPrice,
    genre: genre !== null && choices.genres.includes(genre) ? genre : null,
    has: choices.features.filter((value) => has.includes(value)),
    sort: isOneOf(sortOrders, sort) ? sort : "featured",
  };
}

/** The query string for filters ("" for the defaults), keeping unrelated parameters. */
export function filtersToSearch(filters: DirectoryFilters, keep = ""): string {
  const params = new URLSearchParams(keep);
  for (const key of ["category", "pricing", "max", "genre", "has", "sort"]) params.delete(key);
  if (filters.category) params.set("category", filters.category);
  if (filters.pricing.length > 0) params.set("pricing", filters.pricing.join(","));
  if (filters.maxPrice !== null) params.set("max", String(filters.maxPrice));
  if (filters.genre) params.set("genre", filters.genre);
  if (filters.has.length > 0) params.set("has", filters.has.join(","));
  if (filters.sort !== "featured") params.set("sort", filters.sort);
  const text = params.toString().replace(/%2C/g, ",");
  return text === "" ? "" : `?${text}`;
}

export function isDefaultFilters(filters: DirectoryFilters): boolean {
  return filtersToSearch(filters) === "";
}
