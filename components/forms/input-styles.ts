/**
 * The one style of a text input, select or textarea on the site. Its own module, so a page that
 * needs only the style (the directory's filters) does not ship the form components with it.
 */
export const inputStyles =
  "w-full rounded-lg border border-border bg-surface px-3 py-2 text-base text-foreground placeholder:text-muted-foreground aria-invalid:border-danger disabled:cursor-not-allowed disabled:opacity-50";
