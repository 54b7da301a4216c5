"use client";

import { Field, inputStyles } from "@/components/forms/field";
import { useBuilder } from "./builder-context";
import { featureBlocked, Group, TextParamField } from "./builder-fields";

/** Weighted parts (`text::weight`) after the description, on versions that take them. */
export function MultiPromptFieldset() {
  const { state, set, updatePart, spec, issuesFor, idPrefix } = useBuilder();
  const blocked = featureBlocked(spec, "multiPrompt");
  if (blocked) {
    return (
      <Group title="Multi-prompt weights (::)">
        <p className="text-sm text-muted-foreground sm:col-span-2">
          {blocked}
          {state.parts.length > 0 ? " Your parts are kept and left out of the prompt." : ""}
        </p>
      </Group>
    );
  }
  return (
    <Group title="Multi-prompt weights (::)">
      <p className="text-sm text-muted-foreground sm:col-span-2">
        Split the idea into parts and weigh each one: a higher weight counts more, a negative one
        pushes away.
      </p>
      <TextParamField field="descriptionWeight" label="Weight of the description" decimal />
      {state.parts.map((part, index) => (
        <div
          key={index}
          className="flex flex-col gap-3 rounded-xl border border-border p-3 sm:col-span-2 sm:flex-row sm:items-end"
        >
          <Field
            id={`${idPrefix}-part-${index}`}
            label={`Part ${index + 2}`}
            error={issuesFor(`parts.${index}.text`)}
            className="flex-1"
          >
            {(control) => (
              <input
                type="text"
                {...control}
                className={inputStyles}
                autoComplete="off"
                value={part.text}
                onChange={(event) => updatePart(index, { text: event.target.value })}
              />
            )}
          </Field>
          <Field
            id={`${idPrefix}-part-${index}-weight`}
            label="Weight"
            error={issuesFor(`parts.${index}.weight`)}
            className="sm:w-28"
          >
            {(control) => (
              <input
                type="text"
                {...control}
                className={inputStyles}
                inputMode="decimal"
                autoComplete="off"
                value={part.weight}
                onChange={(event) => updatePart(index, { weight: event.target.value })}
              />
            )}
          </Field>
          <button
            type="button"
            onClick={() =>
              set(
                "parts",
                state.parts.filter((_, i) => i !== index),
              )
            }
            className="h-10 rounded-lg border border-border px-3 text-sm hover:border-danger"
          >
            Remove<span className="sr-only"> part {index + 2}</span>
          </button>
        </div>
      ))}
      <div className="sm:col-span-2">
        <button
          type="button"
          onClick={() => set("parts", [...state.parts, { text: "", weight: "" }])}
          className="rounded-lg border border-border px-3 py-2 text-sm hover:border-accent"
        >
          Add a part
        </button>
      </div>
    </Group>
  );
}
