/**
 * A complete, valid submit form as a person fills it in (before the schema trims it): the
 * base the form and control-character tests change one field of at a time.
 */
import type { SubmissionInput } from "@/lib/schemas/submission";

export const submissionInput: SubmissionInput = {
  name: "Example AI",
  website: "https://example.com/app",
  category: "text",
  description: "Writes first drafts of product descriptions.",
  pricing: "freemium",
  priceText: "From $10/month",
  email: "maker@example.com",
  notes: "",
};
