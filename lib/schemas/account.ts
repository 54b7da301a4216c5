import { z } from "zod";
import { maxPasswordLength, passwordRules } from "@/lib/account-rules";
import { emailSchema } from "./email";

export { maxPasswordLength, passwordRules, usernamePattern } from "@/lib/account-rules";

export const usernameSchema = z
  .string({ error: "Choose a username." })
  .trim()
  .min(1, "Choose a username.")
  .min(3, "Your username needs at least 3 characters.")
  .max(20, "Your username can have at most 20 characters.")
  .regex(/^[A-Za-z0-9_]+$/, "Use only letters, digits and underscores (_) in your username.");

export const passwordSchema = z
  .string({ error: "Choose a password." })
  .min(1, "Choose a password.")
  .max(maxPasswordLength, `Your password can have at most ${maxPasswordLength} characters.`)
  .refine((value) => passwordRules.every((rule) => rule.test(value)), {
    error: "Your password needs at least 8 characters, including a letter and a digit.",
  });

const accountEmailSchema = emailSchema("Enter a valid email address, such as name@example.com.");

export const registerSchema = z
  .object({
    username: usernameSchema,
    email: accountEmailSchema,
    password: passwordSchema,
    confirmPassword: z.string(),
  })
  .refine((form) => form.password === form.confirmPassword, {
    path: ["confirmPassword"],
    error: "The two passwords do not match.",
  });

export const loginSchema = z.object({
  email: accountEmailSchema,
  password: z.string().min(1, "Enter your password."),
});

export const resetSchema = z.object({ email: accountEmailSchema });

export type RegisterInput = z.input<typeof registerSchema>;
export type RegisterData = z.output<typeof registerSchema>;

/** Field → first message, for showing one message under each field. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form");
    errors[key] ??= issue.message;
  }
  return errors;
}

/** Every field's first message for this input, as fieldErrors gives them; {} when it is valid. */
export function errorsFor(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
}
