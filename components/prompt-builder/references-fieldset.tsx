"use client";

import { useBuilder } from "./builder-context";
import {
  featureBlocked,
  FeatureToggle,
  Group,
  NumberParamField,
  TextParamField,
} from "./builder-fields";

/** Image prompts, style / omni / character references and personalisation, each with its weight. */
export function ReferencesFieldset() {
  const { spec } = useBuilder();
  return (
    <Group title="Images and references">
      <TextParamField
        field="images"
        label="Image prompts"
        hint="Links (https) to images to start from, separated by spaces."
        multiline
        disabledBecause={featureBlocked(spec, "imagePrompts")}
      />
      <NumberParamField param="imageWeight" />
      <TextParamField
        field="sref"
        label="Style reference (--sref)"
        hint="Image links or style codes, separated by spaces."
        disabledBecause={featureBlocked(spec, "sref")}
      />
      <NumberParamField param="styleWeight" />
      <TextParamField
        field="oref"
        label="Omni reference (--oref)"
        hint="One image link of a person, object or character to carry into the image."
        disabledBecause={featureBlocked(spec, "oref")}
      />
      <NumberParamField param="omniWeight" />
      <TextParamField
        field="cref"
        label="Character reference (--cref)"
        hint="Image links of a character to keep consistent."
        disabledBecause={featureBlocked(spec, "cref")}
      />
      <NumberParamField param="characterWeight" />
      <FeatureToggle field="personalize" feature="personalize" label="Personalisation (--p)" />
      <TextParamField
        field="personalizeCode"
        label="Profile or moodboard code"
        hint="Optional, for --p."
        disabledBecause={featureBlocked(spec, "personalize")}
      />
    </Group>
  );
}
