/**
 * What the site accepts as an email address, once trimmed and lower-cased. Plain functions
 * (no zod) so the newsletter form in every page's footer stays small. The same pattern is
 * written into firestore.rules (isEmail), so what the forms accept the rules accept.
 */
export const emailPattern =
  /^[a-z0-9!#$%&'*+/=?^_{|}~.-]{1,64}@(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?[.])+[a-z](?:[a-z0-9-]{0,61}[a-z0-9])$/;

export const maxEmailLength = 254;

export function normaliseEmail(input: string): string {
  return input.trim().toLowerCase();
}

export function isValidEmail(normalised: string): boolean {
  return normalised.length <= maxEmailLength && emailPattern.test(normalised);
}
