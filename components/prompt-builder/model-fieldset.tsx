"use client";

import { Field, inputStyles } from "@/components/forms/field";
import { ASPECT_RATIO_PRESETS } from "@/lib/prompt-builder/state";
import { noQualityReason } from "@/lib/prompt-builder/build";
import { VERSIONS, versionSpec } from "@/lib/prompt-builder/versions";
import { useBuilder } from "./builder-context";
import { FeatureToggle, Group } from "./builder-fields";

/** What the last version switch left out or wrote differently; nothing when it kept everything. */
function SwitchNotice() {
  const { switched, spec } = useBuilder();
  if (!switched || (switched.dropped.length === 0 && switched.changed.length === 0)) return null;
  return (
    <div className="flex flex-col gap-1 rounded-xl border border-featured/40 bg-featured/10 p-3 text-sm sm:col-span-2">
      <p className="font-medium">
        Switched from {versionSpec(switched.from).label} to {spec.label}.
      </p>
      {switched.dropped.length > 0 ? (
        <>
          <p>Left out of the prompt (your values are kept if you switch back):</p>
          <ul className="list-disc pl-5">
            {switched.dropped.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </>
      ) : null}
      {switched.changed.map((line) => (
        <p key={line}>Changed: {line}</p>
      ))}
    </div>
  );
}

/** Version, aspect ratio, quality, HD and the on/off style switches. */
export function ModelFieldset() {
  const { state, set, setVersion, spec, issuesFor, idPrefix } = useBuilder();
  const qualityBlocked = noQualityReason(spec);
  return (
    <Group title="Model and shape">
      <Field
        id={`${idPrefix}-version`}
        label="Version"
        hint={
          spec.reported ??
          spec.basis ??
          (spec.newest
            ? "The builder opens on this version: the newest one our sources settle."
            : undefined)
        }
        error={issuesFor("version")}
      >
        {(control) => (
          <select
            {...control}
            className={inputStyles}
            value={state.version}
            onChange={(event) => {
              const next = VERSIONS.find((v) => v.id === event.target.value);
              if (next) setVersion(next.id);
            }}
          >
            {VERSIONS.map((version) => (
              <option key={version.id} value={version.id}>
                {version.label} ({version.flag})
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field
        id={`${idPrefix}-aspect`}
        label="Aspect ratio (--ar)"
        hint="A preset, or your own W:H in whole numbers, such as 5:4."
        error={issuesFor("aspectRatio")}
      >
        {(control) => (
          <>
            <input
              type="text"
              {...control}
              className={inputStyles}
              list={`${idPrefix}-ratios`}
              autoComplete="off"
              value={state.aspectRatio}
              onChange={(event) => set("aspectRatio", event.target.value)}
            />
            <datalist id={`${idPrefix}-ratios`}>
              {ASPECT_RATIO_PRESETS.map((preset) => (
                <option key={preset.value} value={preset.value}>
                  {preset.label}
                </option>
              ))}
            </datalist>
          </>
        )}
      </Field>
      <SwitchNotice />
      <Field
        id={`${idPrefix}-quality`}
        label="Quality (--q)"
        hint={
          spec.quality.length > 0
            ? `${spec.label} accepts ${spec.quality.map(String).join(", ")}.`
            : undefined
        }
        error={issuesFor("quality")}
        disabledBecause={qualityBlocked}
      >
        {(control) => (
          <select
            {...control}
            className={inputStyles}
            value={state.quality}
            onChange={(event) => set("quality", event.target.value)}
          >
            <option value="">Default</option>
            {spec.quality.map((value) => (
              <option key={value} value={String(value)}>
                {String(value)}
              </option>
            ))}
            {state.quality && !spec.quality.map(String).includes(state.quality) ? (
              <option value={state.quality}>{state.quality} (not for this version)</option>
            ) : null}
          </select>
        )}
      </Field>
      <FeatureToggle field="hd" feature="hd" label="Native 2K output (--hd)" />
      <FeatureToggle field="styleRaw" feature="styleRaw" label={`Raw style (${spec.rawFlag})`} />
      <FeatureToggle field="tile" feature="tile" label="Seamless tile (--tile)" />
    </Group>
  );
}
