/** Account rules without zod, for what the forms show before any validation runs. */
export const usernamePattern = /^[A-Za-z0-9_]{3,20}$/;

/** Each password rule, shown as a checklist while the user types. */
export const passwordRules = [
  { id: "length", label: "At least 8 characters", test: (value: string) => value.length >= 8 },
  { id: "letter", label: "At least one letter", test: (value: string) => /\p{L}/u.test(value) },
  { id: "digit", label: "At least one digit", test: (value: string) => /\p{Nd}/u.test(value) },
] as const;

export const maxPasswordLength = 128;
