"use client";

import { useEffect, useId, useState } from "react";
import { copyText } from "@/lib/clipboard";
import { initialState } from "@/lib/prompt-builder/state";
import { decodeState, encodeState } from "@/lib/prompt-builder/url-state";
import { BuilderProvider } from "./builder-context";
import { DescriptionFieldset } from "./description-fieldset";
import { HistoryPanel } from "./history-panel";
import { ModelFieldset } from "./model-fieldset";
import { MultiPromptFieldset } from "./multi-prompt-fieldset";
import { OutputPanel } from "./output-panel";
import { PresetsBar } from "./presets-bar";
import { ReferencesFieldset } from "./references-fieldset";
import { useBuilderState } from "./use-builder-state";
import { usePromptHistory } from "./use-prompt-history";
import { VarietyFieldset } from "./variety-fieldset";

/**
 * The Midjourney prompt builder: the form's fieldsets on one side, the live prompt and this
 * device's history on the other. The state lives in the URL; validation is the pure
 * lib/prompt-builder core, so the page explains every value it leaves out.
 */
export function PromptBuilder() {
  const idPrefix = useId();
  const builder = useBuilderState();
  const { history, load, remember, clear } = usePromptHistory();
  const [notice, setNotice] = useState("");

  useEffect(() => load(), [load]);

  async function onCopy() {
    if (!builder.result.prompt) {
      setNotice("Add a subject first: there is no prompt to copy yet.");
      document.getElementById(`${idPrefix}-subject`)?.focus();
      return;
    }
    const copied = await copyText(builder.result.prompt);
    if (copied) remember(builder.result.prompt, encodeState(builder.state));
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

  return (
    <BuilderProvider value={{ ...builder, idPrefix }}>
      <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div role="group" aria-label="Prompt settings" className="flex flex-col gap-8">
          <PresetsBar onApplied={setNotice} />
          <DescriptionFieldset />
          <ModelFieldset />
          <VarietyFieldset />
          <ReferencesFieldset />
          <MultiPromptFieldset />
        </div>
        <aside
          aria-label="Your prompt"
          className="flex flex-col gap-4 lg:sticky lg:top-24 lg:self-start"
        >
          <OutputPanel
            notice={notice}
            onCopy={onCopy}
            onShare={onShare}
            onReset={() => {
              builder.replace(initialState());
              setNotice("Reset to the defaults.");
            }}
          />
          <HistoryPanel
            idPrefix={idPrefix}
            history={history}
            onLoad={(entry) => {
              builder.replace(decodeState(entry.query));
              setNotice("Loaded a recent prompt.");
            }}
            onClear={clear}
          />
        </aside>
      </div>
    </BuilderProvider>
  );
}
