"use client";

import { Group, NumberParamField } from "./builder-fields";

/** How varied, stylised and repeatable the images are. */
export function VarietyFieldset() {
  return (
    <Group title="Variety and style">
      {(["stylize", "chaos", "weird", "exp", "seed"] as const).map((param) => (
        <NumberParamField key={param} param={param} />
      ))}
    </Group>
  );
}
