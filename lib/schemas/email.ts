import { z } from "zod";
import { isValidEmail, normaliseEmail } from "@/lib/email";

export { emailPattern, isValidEmail, maxEmailLength, normaliseEmail } from "@/lib/email";

/** An address as typed → trimmed and lower-cased, or the given message when it is not one. */
export function emailSchema(message: string) {
  return z
    .string({ error: message })
    .transform(normaliseEmail)
    .refine(isValidEmail, { error: message });
}
