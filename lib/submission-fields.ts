/** The submit-a-tool form's options and bounds, without zod (the form loads the schema on submit). */
export const pricingOptions = [
  { value: "free", label: "Free" },
  { value: "freemium", label: "Freemium" },
  { value: "paid", label: "Paid" },
] as const;
export type SubmissionPricing = (typeof pricingOptions)[number]["value"];

/**
 * The categories a submission may name: the slugs of data/tools' category files, in their order.
 * firestore.rules lists the same; tests/unit/firestore-rules-sync.test.ts holds the rules and
 * data/tools to this list, and the rules tests try each one.
 */
export const submissionCategories = [
  "text",
  "agents",
  "ai-browsers",
  "images",
  "audio",
  "videos",
  "data-analysis",
  "crypto",
  "seo",
  "productivity",
  "business",
  "design",
  "development",
  "marketing",
  "e-commerce",
  "education",
  "fun",
  "nsfw",
  "nsfw-images",
  "chatbots",
] as const;
export type SubmissionCategory = (typeof submissionCategories)[number];

export const submissionLimits = {
  name: { min: 2, max: 80 },
  website: { max: 2048 },
  description: { min: 20, max: 160 },
  priceText: { max: 60 },
  notes: { max: 1000 },
} as const;

export type SubmissionInput = {
  name: string;
  website: string;
  category: string;
  description: string;
  pricing: string;
  priceText: string;
  email: string;
  notes: string;
};

export const emptySubmission: SubmissionInput = {
  name: "",
  website: "",
  category: "",
  description: "",
  pricing: "freemium",
  priceText: "",
  email: "",
  notes: "",
};
