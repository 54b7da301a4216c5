"use client";

import { useState } from "react";

/** Field name → the message shown under that field. */
export type FieldErrors = Record<string, string>;

/** The fields of `shown` that still fail in `now`, each with its current message. */
export function stillFailing(shown: FieldErrors, now: FieldErrors): FieldErrors {
  const kept: FieldErrors = {};
  for (const field of Object.keys(shown)) {
    const message = now[field];
    if (message) kept[field] = message;
  }
  return kept;
}

/**
 * The messages under a form's fields. `show` sets them all, as a submit does. `recheck` runs
 * on a change: when one of the `changed` fields shows an error, the new values are checked
 * again and only the fields already showing an error are updated, so a fix clears its message
 * while a field the visitor has not reached yet gets none. `check` gives every field's error
 * for some values, or null while the schemas have not loaded (then nothing changes).
 */
export function useFieldErrors<Values>(check: (values: Values) => FieldErrors | null) {
  const [errors, setErrors] = useState<FieldErrors>({});

  function recheck(values: Values, changed: readonly string[]) {
    if (!changed.some((field) => errors[field])) return;
    const now = check(values);
    if (now) setErrors((shown) => stillFailing(shown, now));
  }

  return { errors, show: setErrors, clear: () => setErrors({}), recheck };
}
