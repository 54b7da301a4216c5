/**
 * After a failed submit, moves focus to the first field in the form's `order` that has an
 * error, so keyboard and screen-reader users land on what to fix. A field's control has the
 * id `${formId}-${field}`, as the forms give their Fields.
 */
export function focusFirstInvalid(
  formId: string,
  order: readonly string[],
  errors: Readonly<Record<string, string | undefined>>,
): void {
  const first = order.find((field) => errors[field]);
  if (first) document.getElementById(`${formId}-${first}`)?.focus();
}
