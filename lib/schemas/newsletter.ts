import { newsletterMessages } from "@/lib/newsletter";
import { emailSchema } from "./email";

/** newsletter_emails' `email` as a schema, for scripts and tests (the form uses lib/newsletter.ts). */
export const newsletterEmailSchema = emailSchema(newsletterMessages.invalid);
