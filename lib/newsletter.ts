import { isValidEmail, normaliseEmail } from "./email";

/** Spec section 5, letter for letter. */
export const newsletterMessages = {
  invalid: "Please enter a valid email address.",
  success: "Thank you for subscribing!",
  failure: "Failed to subscribe. Please try again later.",
} as const;

/** Shown after the thanks: double opt-in, nothing is mailed before the owner confirms. */
export const newsletterConfirmationNotice =
  "We will email you a link to confirm your address, and send nothing else until you do.";

/** The address as stored (trimmed, lower case), or null when it is empty or malformed. */
export function parseNewsletterEmail(input: string): string | null {
  const email = normaliseEmail(input);
  return isValidEmail(email) ? email : null;
}
