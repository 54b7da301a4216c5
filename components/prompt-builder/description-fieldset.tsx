"use client";

import { TEXT_LABELS } from "@/lib/prompt-builder/build";
import { TEXT_FIELDS, type TextField } from "@/lib/prompt-builder/state";
import { Group, TextParamField } from "./builder-fields";

const textHints: Record<TextField, string> = {
  subject: "What the image shows. Required.",
  medium: "For example: oil painting, 35mm film photo, flat vector illustration.",
  influences: "Artists or movements, written as “in the style of …”.",
  lighting: "For example: golden hour, soft studio light, neon rim light.",
  palette: "For example: muted earth tones, pastel, black and gold.",
  camera: "For example: close-up, wide angle, top-down, 85mm lens.",
  mood: "For example: calm, eerie, joyful.",
  environment: "For example: misty forest, city rooftop at night.",
};

/** The words of the prompt: subject, style, light, colour, camera, mood, place and --no. */
export function DescriptionFieldset() {
  return (
    <Group title="Describe the image">
      {TEXT_FIELDS.map((field) => (
        <TextParamField
          key={field}
          field={field}
          label={TEXT_LABELS[field]}
          hint={textHints[field]}
          multiline={field === "subject"}
          required={field === "subject"}
        />
      ))}
      <TextParamField
        field="no"
        label="Leave out (--no)"
        hint="Things the image should not contain, separated by commas."
      />
    </Group>
  );
}
