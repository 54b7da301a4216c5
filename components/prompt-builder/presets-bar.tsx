"use client";

import { applyPreset, PRESETS } from "@/lib/prompt-builder/presets";
import { versionSpec } from "@/lib/prompt-builder/versions";
import { useBuilder } from "./builder-context";

/** One-click starting points; each says which version it was written for ("v 8.1", "niji 6"). */
export function PresetsBar({ onApplied }: { onApplied: (message: string) => void }) {
  const { state, replace } = useBuilder();
  return (
    <div className="flex flex-col gap-2">
      <h2 className="text-sm font-semibold">Start from a preset</h2>
      <div className="flex flex-wrap gap-2">
        {PRESETS.map((preset) => (
          <button
            key={preset.id}
            type="button"
            onClick={() => {
              replace(applyPreset(state, preset));
              onApplied(`Applied the “${preset.label}” preset.`);
            }}
            className="rounded-full border border-border px-3 py-1.5 text-sm hover:border-accent"
          >
            {preset.label}
            {preset.state.version ? (
              <span className="text-muted-foreground">
                {" "}
                · {versionSpec(preset.state.version).flag.replace(/^--/, "")}
              </span>
            ) : null}
          </button>
        ))}
      </div>
    </div>
  );
}
