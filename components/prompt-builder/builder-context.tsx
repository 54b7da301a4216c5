"use client";

import { createContext, useContext, type ReactNode } from "react";
import type { BuilderModel } from "./use-builder-state";

/** The builder's state and actions, plus a prefix for field ids, shared by its fieldsets. */
type BuilderContextValue = BuilderModel & { idPrefix: string };

const BuilderContext = createContext<BuilderContextValue | null>(null);

export function BuilderProvider({
  value,
  children,
}: {
  value: BuilderContextValue;
  children: ReactNode;
}) {
  return <BuilderContext.Provider value={value}>{children}</BuilderContext.Provider>;
}

export function useBuilder(): BuilderContextValue {
  const value = useContext(BuilderContext);
  if (!value) throw new Error("useBuilder() must be used inside the prompt builder");
  return value;
}
