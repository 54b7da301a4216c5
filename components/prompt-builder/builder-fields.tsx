"use client";

import type { ReactNode } from "react";
import { CheckboxField, Field, inputStyles } from "@/components/forms/field";
import { needsVersion } from "@/lib/prompt-builder/build";
import type { BuilderState } from "@/lib/prompt-builder/state";
import {
  FEATURE_NAMES,
  NUMERIC_PARAMS,
  type Feature,
  type NumericParam,
  type VersionSpec,
} from "@/lib/prompt-builder/versions";
import { useBuilder } from "./builder-context";

type StringKey = {
  [K in keyof BuilderState]: BuilderState[K] extends string ? K : never;
}[keyof BuilderState];

/** Why the chosen version cannot take a feature, or undefined when it can. */
export function featureBlocked(spec: VersionSpec, feature: Feature): string | undefined {
  return spec.features[feature]
    ? undefined
    : needsVersion(FEATURE_NAMES[feature], (v) => v.features[feature], spec, feature);
}

/** One titled group of the form, two columns on wider screens. */
export function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-4 rounded-2xl border border-border p-5 sm:grid-cols-2">
      <legend className="px-2 text-base font-semibold">{title}</legend>
      {children}
    </fieldset>
  );
}

/** A text input (or textarea) bound to one string field of the state. */
export function TextParamField({
  field,
  label,
  hint,
  multiline = false,
  decimal = false,
  required = false,
  disabledBecause,
  className,
}: {
  field: StringKey;
  label: string;
  hint?: string | undefined;
  multiline?: boolean;
  decimal?: boolean;
  required?: boolean;
  disabledBecause?: string | undefined;
  className?: string;
}) {
  const { state, set, issuesFor, idPrefix } = useBuilder();
  return (
    <Field
      id={`${idPrefix}-${field}`}
      label={label}
      hint={hint}
      error={issuesFor(field)}
      required={required}
      disabledBecause={disabledBecause}
      {...(className ? { className } : {})}
    >
      {(control) =>
        multiline ? (
          <textarea
            {...control}
            rows={2}
            className={inputStyles}
            value={state[field]}
            onChange={(event) => set(field, event.target.value)}
          />
        ) : (
          <input
            type="text"
            {...control}
            className={inputStyles}
            {...(decimal ? { inputMode: "decimal" as const } : {})}
            autoComplete="off"
            value={state[field]}
            onChange={(event) => set(field, event.target.value)}
          />
        )
      }
    </Field>
  );
}

const numberHints: Record<NumericParam, string> = {
  stylize: "How strongly Midjourney applies its own style.",
  chaos: "How different the four images are from each other.",
  weird: "Unusual, quirky results.",
  seed: "Repeat a result: the same seed and prompt give similar images.",
  exp: "Experimental aesthetics (version 7).",
  imageWeight: "How much the image prompts count against the text.",
  styleWeight: "How strongly the style reference applies.",
  omniWeight: "How closely the omni reference is followed (version 7).",
  characterWeight: "How much of the reference character to keep (up to 6.1).",
};

/** A numeric parameter with its range for the chosen version, or the reason it has none. */
export function NumberParamField({ param }: { param: NumericParam }) {
  const { state, set, spec, issuesFor, idPrefix } = useBuilder();
  const range = spec.ranges[param];
  const { flag, label } = NUMERIC_PARAMS[param];
  return (
    <Field
      id={`${idPrefix}-${param}`}
      label={label}
      hint={
        range
          ? `${numberHints[param]} ${flag}, ${range.min}–${range.max.toLocaleString("en-US")}.`
          : numberHints[param]
      }
      error={issuesFor(param)}
      disabledBecause={
        range ? undefined : needsVersion(label, (v) => Boolean(v.ranges[param]), spec, param)
      }
    >
      {(control) => (
        <input
          type="text"
          {...control}
          className={inputStyles}
          inputMode="decimal"
          autoComplete="off"
          value={state[param]}
          onChange={(event) => set(param, event.target.value)}
          placeholder={range ? `${range.min}–${range.max}` : ""}
        />
      )}
    </Field>
  );
}

/** An on/off parameter, off (with the reason) where the version does not take it. */
export function FeatureToggle({
  field,
  feature,
  label,
}: {
  field: "styleRaw" | "tile" | "hd" | "personalize";
  feature: Feature;
  label: string;
}) {
  const { state, set, spec, issuesFor, idPrefix } = useBuilder();
  return (
    <CheckboxField
      id={`${idPrefix}-${field}`}
      label={label}
      checked={state[field]}
      onChange={(value) => set(field, value)}
      disabledBecause={featureBlocked(spec, feature)}
      error={issuesFor(field)}
    />
  );
}
