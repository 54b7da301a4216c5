"use client";

import { useEffect, useId, useMemo, useState, type ReactNode } from "react";
import { copyText } from "@/components/prompts/prompt-collection-controller";
import { cn } from "@/lib/cn";
import { buildPrompt, needsVersion, TEXT_LABELS } from "@/lib/prompt-builder/build";
import { applyPreset, PRESETS } from "@/lib/prompt-builder/presets";
import {
  ASPECT_RATIO_PRESETS,
  initialState,
  TEXT_FIELDS,
  type BuilderState,
  type FieldIssue,
  type PromptPart,
  type TextField,
} from "@/lib/prompt-builder/state";
import { decodeState, encodeState } from "@/lib/prompt-builder/url-state";
import {
  FEATURE_NAMES,
  NUMERIC_PARAMS,
  VERSIONS,
  versionSpec,
  type Feature,
  type NumericParam,
} from "@/lib/prompt-builder/versions";

const historyKey = "aicompass:builder-history";
const historyLimit = 10;

type HistoryEntry = { prompt: string; query: string; at: number };

function readHistory(): HistoryEntry[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(historyKey) ?? "[]");
    if (!Array.isArray(parsed)) return [];
    return parsed.flatMap((entry: unknown) =>
      typeof entry === "object" &&
      entry !== null &&
      "prompt" in entry &&
      "query" in entry &&
      typeof entry.prompt === "string" &&
      typeof entry.query === "string"
        ? [
            {
              prompt: entry.prompt,
              query: entry.query,
              at: "at" in entry && typeof entry.at === "number" ? entry.at : 0,
            },
          ]
        : [],
    );
  } catch {
    return [];
  }
}

const textHints: Partial<Record<TextField, string>> = {
  subject: "What the image shows. Required.",
  medium: "For example: oil painting, 35mm film photo, flat vector illustration.",
  influences: "Artists or movements, written as “in the style of …”.",
  lighting: "For example: golden hour, soft studio light, neon rim light.",
  palette: "For example: muted earth tones, pastel, black and gold.",
  camera: "For example: close-up, wide angle, top-down, 85mm lens.",
  mood: "For example: calm, eerie, joyful.",
  environment: "For example: misty forest, city rooftop at night.",
};

const numberHints: Record<NumericParam, string> = {
  stylize: "How strongly Midjourney applies its own style.",
  chaos: "How different the four images are from each other.",
  weird: "Unusual, quirky results.",
  seed: "Repeat a result: the same seed and prompt give similar images.",
  exp: "Experimental aesthetics (version 7 and newer).",
  imageWeight: "How much the image prompts count against the text.",
  styleWeight: "How strongly the style reference applies.",
  omniWeight: "How closely the omni reference is followed (version 7 and newer).",
  characterWeight: "How much of the reference character to keep (up to 6.1).",
};

export function PromptBuilder() {
  const id = useId();
  const [state, setState] = useState<BuilderState>(initialState);
  const [history, setHistory] = useState<HistoryEntry[]>([]);
  const [notice, setNotice] = useState("");
  const [loaded, setLoaded] = useState(false);
  const result = useMemo(() => buildPrompt(state), [state]);
  const spec = versionSpec(state.version);

  // Restore the state from a shared link, and this device's history.
  useEffect(() => {
    const query = window.location.search.slice(1);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the URL and storage are only readable after hydration
    if (query) setState(decodeState(query));
    setHistory(readHistory());
    setLoaded(true);
  }, []);

  // The whole state lives in the URL, so the address bar is always a shareable link.
  useEffect(() => {
    if (!loaded) return;
    const query = encodeState(state);
    const url = `${window.location.pathname}${query ? `?${query}` : ""}`;
    window.history.replaceState(window.history.state, "", url);
  }, [state, loaded]);

  const issuesFor = (field: string): FieldIssue[] =>
    result.issues.filter((issue) => issue.field === field);
  const set = <K extends keyof BuilderState>(key: K, value: BuilderState[K]) =>
    setState((old) => ({ ...old, [key]: value }));

  const updatePart = (index: number, patch: Partial<PromptPart>) =>
    set(
      "parts",
      state.parts.map((part, i) => (i === index ? { ...part, ...patch } : part)),
    );
  type TextKey = {
    [K in keyof BuilderState]: BuilderState[K] extends string ? K : never;
  }[keyof BuilderState];
  /** A one-line text input bound to a string field of the state. */
  function textInput(key: TextKey, inputMode?: "decimal") {
    return function TextInput(props: ControlProps) {
      return (
        <input
          type="text"
          {...props}
          {...(inputMode ? { inputMode } : {})}
          autoComplete="off"
          value={state[key]}
          onChange={(event) => set(key, event.target.value)}
        />
      );
    };
  }

  function remember(prompt: string) {
    const entry = { prompt, query: encodeState(state), at: Date.now() };
    const next = [entry, ...history.filter((old) => old.prompt !== prompt)].slice(0, historyLimit);
    setHistory(next);
    try {
      localStorage.setItem(historyKey, JSON.stringify(next));
    } catch {
      // storage blocked: history lasts for this visit
    }
  }

  async function onCopy() {
    if (!result.prompt) {
      setNotice("Add a subject first: there is no prompt to copy yet.");
      document.getElementById(`${id}-subject`)?.focus();
      return;
    }
    const copied = await copyText(result.prompt);
    if (copied) remember(result.prompt);
    setNotice(
      copied
        ? "Copied to the clipboard."
        : "Copying is blocked here: select the prompt and press Ctrl+C (⌘C on a Mac).",
    );
  }

  async function onShare() {
    const copied = await copyText(window.location.href);
    setNotice(
      copied
        ? "Link copied: it opens the builder with these settings."
        : "Copy the address from the address bar to share these settings.",
    );
  }

  function onReset() {
    setState(initialState());
    setNotice("Reset to the defaults.");
  }

  const numberField = (param: NumericParam, options: { disabledBecause?: string } = {}) => {
    const range = spec.ranges[param];
    const disabledBecause =
      options.disabledBecause ??
      (range
        ? undefined
        : needsVersion(NUMERIC_PARAMS[param].label, (v) => Boolean(v.ranges[param]), spec));
    const hint = range
      ? `${numberHints[param]} ${NUMERIC_PARAMS[param].flag}, ${range.min}–${range.max.toLocaleString("en-US")}.`
      : numberHints[param];
    return (
      <Field
        key={param}
        id={`${id}-${param}`}
        label={NUMERIC_PARAMS[param].label}
        hint={hint}
        issues={issuesFor(param)}
        disabledBecause={disabledBecause}
      >
        {(props) => (
          <input
            type="text"
            {...props}
            inputMode="decimal"
            autoComplete="off"
            value={state[param]}
            onChange={(event) => set(param, event.target.value)}
            placeholder={range ? `${range.min}–${range.max}` : ""}
          />
        )}
      </Field>
    );
  };

  const featureBlocked = (feature: Feature) =>
    spec.features[feature]
      ? undefined
      : needsVersion(FEATURE_NAMES[feature], (v) => v.features[feature], spec);

  return (
    <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_24rem]">
      <div role="group" aria-label="Prompt settings" className="flex flex-col gap-8">
        <div className="flex flex-col gap-2">
          <h2 className="text-sm font-semibold">Start from a preset</h2>
          <div className="flex flex-wrap gap-2">
            {PRESETS.map((preset) => (
              <button
                key={preset.id}
                type="button"
                onClick={() => {
                  setState((old) => applyPreset(old, preset));
                  setNotice(`Applied the “${preset.label}” preset.`);
                }}
                className="rounded-full border border-border px-3 py-1.5 text-sm hover:border-accent"
              >
                {preset.label}
              </button>
            ))}
          </div>
        </div>

        <Group title="Describe the image">
          {TEXT_FIELDS.map((field) => (
            <Field
              key={field}
              id={`${id}-${field}`}
              label={TEXT_LABELS[field]}
              hint={textHints[field]}
              issues={issuesFor(field)}
              required={field === "subject"}
            >
              {(props) =>
                field === "subject" ? (
                  <textarea
                    {...props}
                    rows={2}
                    value={state[field]}
                    onChange={(event) => set(field, event.target.value)}
                  />
                ) : (
                  <input
                    type="text"
                    {...props}
                    autoComplete="off"
                    value={state[field]}
                    onChange={(event) => set(field, event.target.value)}
                  />
                )
              }
            </Field>
          ))}
          <Field
            id={`${id}-no`}
            label="Leave out (--no)"
            hint="Things the image should not contain, separated by commas."
            issues={issuesFor("no")}
          >
            {textInput("no")}
          </Field>
        </Group>

        <Group title="Model and shape">
          <Field
            id={`${id}-version`}
            label="Version"
            hint={spec.newest ? "The newest version." : undefined}
            issues={issuesFor("version")}
          >
            {(props) => (
              <select
                {...props}
                value={state.version}
                onChange={(event) =>
                  set(
                    "version",
                    VERSIONS.find((v) => v.id === event.target.value)?.id ?? state.version,
                  )
                }
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
            id={`${id}-aspect`}
            label="Aspect ratio (--ar)"
            hint="A preset, or your own W:H in whole numbers, such as 5:4."
            issues={issuesFor("aspectRatio")}
          >
            {(props) => (
              <>
                <input
                  type="text"
                  {...props}
                  list={`${id}-ratios`}
                  autoComplete="off"
                  value={state.aspectRatio}
                  onChange={(event) => set("aspectRatio", event.target.value)}
                />
                <datalist id={`${id}-ratios`}>
                  {ASPECT_RATIO_PRESETS.map((preset) => (
                    <option key={preset.value} value={preset.value}>
                      {preset.label}
                    </option>
                  ))}
                </datalist>
              </>
            )}
          </Field>
          <Field
            id={`${id}-quality`}
            label="Quality (--q)"
            hint={`Version ${spec.id} accepts ${spec.quality.map(String).join(", ")}.`}
            issues={issuesFor("quality")}
          >
            {(props) => (
              <select
                {...props}
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
          <Toggle
            id={`${id}-raw`}
            label="Raw style (--style raw)"
            checked={state.styleRaw}
            onChange={(value) => set("styleRaw", value)}
            disabledBecause={featureBlocked("styleRaw")}
            issues={issuesFor("styleRaw")}
          />
          <Toggle
            id={`${id}-tile`}
            label="Seamless tile (--tile)"
            checked={state.tile}
            onChange={(value) => set("tile", value)}
            disabledBecause={featureBlocked("tile")}
            issues={issuesFor("tile")}
          />
        </Group>

        <Group title="Variety and style">
          {(["stylize", "chaos", "weird", "exp", "seed"] as const).map((param) =>
            numberField(param),
          )}
        </Group>

        <Group title="Images and references">
          <Field
            id={`${id}-images`}
            label="Image prompts"
            hint="Links (https) to images to start from, separated by spaces."
            issues={issuesFor("images")}
          >
            {(props) => (
              <textarea
                {...props}
                rows={2}
                value={state.images}
                onChange={(event) => set("images", event.target.value)}
              />
            )}
          </Field>
          {numberField("imageWeight")}
          <Field
            id={`${id}-sref`}
            label="Style reference (--sref)"
            hint="Image links or style codes, separated by spaces."
            issues={issuesFor("sref")}
            disabledBecause={featureBlocked("sref")}
          >
            {textInput("sref")}
          </Field>
          {numberField("styleWeight")}
          <Field
            id={`${id}-oref`}
            label="Omni reference (--oref)"
            hint="One image link of a person, object or character to carry into the image."
            issues={issuesFor("oref")}
            disabledBecause={featureBlocked("oref")}
          >
            {textInput("oref")}
          </Field>
          {numberField("omniWeight")}
          <Field
            id={`${id}-cref`}
            label="Character reference (--cref)"
            hint="Image links of a character to keep consistent."
            issues={issuesFor("cref")}
            disabledBecause={featureBlocked("cref")}
          >
            {textInput("cref")}
          </Field>
          {numberField("characterWeight")}
          <Toggle
            id={`${id}-p`}
            label="Personalisation (--p)"
            checked={state.personalize}
            onChange={(value) => set("personalize", value)}
            disabledBecause={featureBlocked("personalize")}
            issues={issuesFor("personalize")}
          />
          <Field
            id={`${id}-pcode`}
            label="Profile or moodboard code"
            hint="Optional, for --p."
            issues={issuesFor("personalizeCode")}
            disabledBecause={featureBlocked("personalize")}
          >
            {textInput("personalizeCode")}
          </Field>
        </Group>

        <Group title="Multi-prompt weights (::)">
          {spec.features.multiPrompt ? (
            <>
              <p className="text-sm text-muted-foreground sm:col-span-2">
                Split the idea into parts and weigh each one: a higher weight counts more, a
                negative one pushes away.
              </p>
              <Field
                id={`${id}-dweight`}
                label="Weight of the description"
                issues={issuesFor("descriptionWeight")}
              >
                {textInput("descriptionWeight", "decimal")}
              </Field>
              {state.parts.map((part, index) => (
                <div
                  key={index}
                  className="flex flex-col gap-3 rounded-xl border border-border p-3 sm:col-span-2 sm:flex-row sm:items-end"
                >
                  <Field
                    id={`${id}-part-${index}`}
                    label={`Part ${index + 2}`}
                    issues={issuesFor(`parts.${index}.text`)}
                    className="flex-1"
                  >
                    {(props) => (
                      <input
                        type="text"
                        {...props}
                        autoComplete="off"
                        value={part.text}
                        onChange={(event) => updatePart(index, { text: event.target.value })}
                      />
                    )}
                  </Field>
                  <Field
                    id={`${id}-part-${index}-weight`}
                    label="Weight"
                    issues={issuesFor(`parts.${index}.weight`)}
                    className="sm:w-28"
                  >
                    {(props) => (
                      <input
                        type="text"
                        {...props}
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
            </>
          ) : (
            <p className="text-sm text-muted-foreground sm:col-span-2">
              {needsVersion(FEATURE_NAMES.multiPrompt, (v) => v.features.multiPrompt, spec)}
              {state.parts.length > 0 ? " Your parts are kept and left out of the prompt." : ""}
            </p>
          )}
        </Group>
      </div>

      <aside
        aria-label="Your prompt"
        className="flex flex-col gap-4 lg:sticky lg:top-24 lg:self-start"
      >
        <div className="flex flex-col gap-3 rounded-2xl border border-border bg-card p-5">
          <h2 className="text-lg font-semibold">Your prompt</h2>
          <output
            htmlFor={`${id}-subject`}
            aria-live="polite"
            data-testid="builder-output"
            className="min-h-24 rounded-xl border border-border bg-surface p-4 font-mono text-sm break-words"
          >
            {result.prompt || (
              <span className="text-muted-foreground">Add a subject to see your prompt.</span>
            )}
          </output>
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              onClick={onCopy}
              className="inline-flex h-10 items-center rounded-lg bg-primary px-4 text-sm font-medium text-primary-foreground hover:bg-primary/85"
            >
              Copy prompt
            </button>
            <button
              type="button"
              onClick={onShare}
              className="inline-flex h-10 items-center rounded-lg border border-border px-4 text-sm font-medium hover:border-accent"
            >
              Copy share link
            </button>
            <button
              type="button"
              onClick={onReset}
              className="inline-flex h-10 items-center rounded-lg px-4 text-sm font-medium hover:bg-muted"
            >
              Reset
            </button>
          </div>
          <p role="status" className="min-h-5 text-sm text-success">
            {notice}
          </p>
          {result.issues.length > 0 && state.subject.trim() ? (
            <p className="text-sm text-danger">
              {result.issues.length === 1 ? "1 setting is" : `${result.issues.length} settings are`}{" "}
              left out of the prompt; see the marked fields.
            </p>
          ) : null}
          {result.warnings.length > 0 ? (
            <ul aria-label="Warnings" className="flex flex-col gap-2 text-sm text-featured">
              {result.warnings.map((warning) => (
                <li key={warning}>⚠ {warning}</li>
              ))}
            </ul>
          ) : null}
        </div>

        <section
          aria-labelledby={`${id}-history`}
          className="flex flex-col gap-3 rounded-2xl border border-border bg-card p-5"
        >
          <h2 id={`${id}-history`} className="text-lg font-semibold">
            Recent prompts on this device
          </h2>
          {history.length === 0 ? (
            <p className="text-sm text-muted-foreground">
              Prompts you copy appear here (the last {historyLimit}).
            </p>
          ) : (
            <>
              <ol className="flex flex-col gap-2">
                {history.map((entry) => (
                  <li
                    key={entry.at + entry.prompt}
                    className="flex items-start justify-between gap-2 text-sm"
                  >
                    <span className="line-clamp-2 font-mono text-xs text-muted-foreground">
                      {entry.prompt}
                    </span>
                    <button
                      type="button"
                      onClick={() => {
                        setState(decodeState(entry.query));
                        setNotice("Loaded a recent prompt.");
                      }}
                      className="shrink-0 rounded-lg border border-border px-2 py-1 text-xs hover:border-accent"
                    >
                      Load<span className="sr-only">: {entry.prompt}</span>
                    </button>
                  </li>
                ))}
              </ol>
              <button
                type="button"
                onClick={() => {
                  setHistory([]);
                  try {
                    localStorage.removeItem(historyKey);
                  } catch {
                    /* blocked */
                  }
                }}
                className="self-start text-sm text-accent underline"
              >
                Clear history
              </button>
            </>
          )}
        </section>
      </aside>
    </div>
  );
}

type ControlProps = {
  id: string;
  className: string;
  disabled: boolean;
  required: boolean;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
};

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-4 rounded-2xl border border-border p-5 sm:grid-cols-2">
      <legend className="px-2 text-base font-semibold">{title}</legend>
      {children}
    </fieldset>
  );
}

const controlStyles =
  "w-full rounded-lg border border-border bg-surface px-3 py-2 text-base text-foreground aria-invalid:border-danger disabled:cursor-not-allowed disabled:opacity-50";

function Field({
  id,
  label,
  hint,
  issues,
  required = false,
  disabledBecause,
  className,
  children,
}: {
  id: string;
  label: string;
  hint?: string | undefined;
  issues: readonly FieldIssue[];
  required?: boolean;
  disabledBecause?: string | undefined;
  className?: string;
  children: (props: ControlProps) => ReactNode;
}) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const note = disabledBecause ?? hint;
  const describedBy =
    [issues.length > 0 ? errorId : "", note ? hintId : ""].filter(Boolean).join(" ") || undefined;
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <label
        htmlFor={id}
        className={cn("text-sm font-medium", disabledBecause && "text-muted-foreground")}
      >
        {label}
        {required ? <span className="text-muted-foreground"> (required)</span> : null}
      </label>
      {children({
        id,
        className: controlStyles,
        disabled: Boolean(disabledBecause) && issues.length === 0,
        required,
        "aria-invalid": issues.length > 0 ? true : undefined,
        "aria-describedby": describedBy,
      })}
      {issues.length > 0 ? (
        <p id={errorId} className="text-sm text-danger">
          {issues.map((issue) => issue.message).join(" ")}
        </p>
      ) : null}
      {note ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {note}
        </p>
      ) : null}
    </div>
  );
}

function Toggle({
  id,
  label,
  checked,
  onChange,
  disabledBecause,
  issues,
}: {
  id: string;
  label: string;
  checked: boolean;
  onChange: (value: boolean) => void;
  disabledBecause?: string | undefined;
  issues: readonly FieldIssue[];
}) {
  const describedBy =
    [issues.length > 0 ? `${id}-error` : "", disabledBecause ? `${id}-hint` : ""]
      .filter(Boolean)
      .join(" ") || undefined;
  return (
    <div className="flex flex-col gap-1">
      <label
        className={cn(
          "flex items-center gap-2 text-sm font-medium",
          disabledBecause && "text-muted-foreground",
        )}
      >
        <input
          id={id}
          type="checkbox"
          checked={checked}
          disabled={Boolean(disabledBecause) && !checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-describedby={describedBy}
          className="size-4 accent-primary"
        />
        {label}
      </label>
      {issues.length > 0 ? (
        <p id={`${id}-error`} className="text-sm text-danger">
          {issues.map((issue) => issue.message).join(" ")}
        </p>
      ) : null}
      {disabledBecause ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {disabledBecause}
        </p>
      ) : null}
    </div>
  );
}
