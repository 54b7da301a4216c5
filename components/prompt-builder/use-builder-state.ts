"use client";

import { useCallback, useEffect, useMemo, useState } from "react";
import { buildPrompt } from "@/lib/prompt-builder/build";
import {
  initialState,
  type BuilderState,
  type FieldIssue,
  type PromptPart,
} from "@/lib/prompt-builder/state";
import { decodeState, encodeState } from "@/lib/prompt-builder/url-state";
import { versionChange, type VersionChange } from "@/lib/prompt-builder/version-change";
import { versionSpec, type VersionId } from "@/lib/prompt-builder/versions";

/**
 * The builder's state, kept in the URL (so the address bar is always a shareable link) and
 * restored from it on load; the prompt built from it; and what the last version switch changed.
 */
export function useBuilderState() {
  const [state, setState] = useState<BuilderState>(initialState);
  const [loaded, setLoaded] = useState(false);
  const [switched, setSwitched] = useState<(VersionChange & { from: VersionId }) | null>(null);
  const result = useMemo(() => buildPrompt(state), [state]);

  // Restore the state from a shared link: only readable after hydration.
  useEffect(() => {
    const query = window.location.search.slice(1);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the URL is only readable after hydration
    if (query) setState(decodeState(query));
    setLoaded(true);
  }, []);

  useEffect(() => {
    if (!loaded) return;
    const query = encodeState(state);
    // A fresh builder keeps its plain address until something is chosen.
    if (!window.location.search && query === encodeState(initialState())) return;
    window.history.replaceState(window.history.state, "", `${window.location.pathname}?${query}`);
  }, [state, loaded]);

  const set = useCallback(<K extends keyof BuilderState>(key: K, value: BuilderState[K]) => {
    setState((old) => ({ ...old, [key]: value }));
  }, []);

  const updatePart = useCallback((index: number, patch: Partial<PromptPart>) => {
    setState((old) => ({
      ...old,
      parts: old.parts.map((part, i) => (i === index ? { ...part, ...patch } : part)),
    }));
  }, []);

  /** Switches the version and keeps, for the form to show, what the prompt lost or rewrote. */
  const setVersion = useCallback(
    (version: VersionId) => {
      if (version === state.version) return;
      setSwitched({ ...versionChange(state, version), from: state.version });
      setState((old) => ({ ...old, version }));
    },
    [state],
  );

  /** Replaces the whole state (a preset, a history entry, a reset). */
  const replace = useCallback((next: BuilderState) => {
    setSwitched(null);
    setState(next);
  }, []);

  const issuesFor = useCallback(
    (field: string): string | undefined => {
      const messages = result.issues.filter((issue: FieldIssue) => issue.field === field);
      return messages.length ? messages.map((issue) => issue.message).join(" ") : undefined;
    },
    [result.issues],
  );

  return {
    state,
    result,
    spec: versionSpec(state.version),
    switched,
    set,
    setVersion,
    updatePart,
    replace,
    issuesFor,
  };
}

export type BuilderModel = ReturnType<typeof useBuilderState>;
