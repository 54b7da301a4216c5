import { z } from "zod";
import { isHttpsUrl } from "./common";
import { isWrittenText, refusedCharacterSentence } from "@/lib/control-characters";
import { submissionLimits } from "@/lib/submission-fields";
import { emailSchema } from "./email";

export {
  emptySubmission,
  pricingOptions,
  submissionLimits,
  type SubmissionInput,
  type SubmissionPricing,
} from "@/lib/submission-fields";

/** Same as firestore.rules: an https address whose host ends in a name (no IPs) and no whitespace. */
export const submissionWebsitePattern =
  /^https:\/\/(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?[.])+[a-z](?:[a-z0-9-]{0,61}[a-z0-9])(?::[0-9]{1,5})?(?:[/?#]\S*)?$/;

/** Lower-cases the scheme and host (which are case-insensitive) and leaves the rest alone. */
export function normaliseWebsite(input: string): string {
  const trimmed = input.trim();
  const match = /^(https?:\/\/[^/?#]*)(.*)$/i.exec(trimmed);
  return match ? `${match[1]!.toLowerCase()}${match[2]}` : trimmed;
}

const { name, website, description, priceText, notes } = submissionLimits;

/**
 * Only text a person may write (lib/control-characters.ts; firestore.rules refuses the same): the
 * sentence under the field names the first refused character.
 */
const withoutControls = (field: string) =>
  [
    isWrittenText,
    {
      error: (issue: { input: unknown }) =>
        refusedCharacterSentence(field, String(issue.input)) ?? `Check the ${field}.`,
    },
  ] as const;

/**
 * The submit-a-tool form, field by field, with the sentence shown under each field.
 * The output is the document's user-written part; firestore.rules checks the same bounds.
 */
export function submissionSchema(categorySlugs: readonly string[]) {
  return z.object({
    name: z
      .string()
      .trim()
      .min(1, "Enter the tool's name.")
      .min(name.min, `The name needs at least ${name.min} characters.`)
      .max(name.max, `Keep the name to ${name.max} characters or fewer.`)
      .refine(...withoutControls("name")),
    website: z
      .string()
      .transform(normaliseWebsite)
      .pipe(
        z
          .string()
          .min(1, "Enter the tool's website.")
          .max(website.max, `The address can have at most ${website.max} characters.`)
          .refine((value) => /^https:\/\//.test(value), {
            error: "Enter the full address starting with https://, such as https://example.com.",
          })
          .refine((value) => isHttpsUrl(value) && submissionWebsitePattern.test(value), {
            error: "Enter a valid web address, such as https://example.com.",
          })
          .refine(...withoutControls("address")),
      ),
    category: z
      .string()
      .refine((value) => categorySlugs.includes(value), { error: "Choose a category." }),
    description: z
      .string()
      .trim()
      .min(1, "Describe the tool in a sentence.")
      .min(description.min, `Write at least ${description.min} characters.`)
      .max(description.max, `Keep the description to ${description.max} characters or fewer.`)
      .refine(...withoutControls("description")),
    pricing: z.enum(["free", "freemium", "paid"], { error: "Choose how the tool is priced." }),
    priceText: z
      .string()
      .trim()
      .max(priceText.max, `Keep the price to ${priceText.max} characters or fewer.`)
      .refine(...withoutControls("price")),
    email: emailSchema("Enter a valid email address, such as name@example.com."),
    notes: z
      .string()
      .trim()
      .max(notes.max, `Keep the notes to ${notes.max} characters or fewer.`)
      .refine(...withoutControls("notes")),
  });
}

export type SubmissionFields = z.output<ReturnType<typeof submissionSchema>>;
