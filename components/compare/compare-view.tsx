"use client";

import { startTransition, useCallback, useEffect, useState, useSyncExternalStore } from "react";
import { Link } from "@/components/ui/link";
import { buttonStyles } from "@/components/ui/button-styles";
import { confirmAge, useAgeConfirmed } from "@/components/tools/age-confirmation";
import { loadAdultDetails } from "@/components/tools/age-gate";
import { fetchToolRecords } from "@/lib/compare/fetch-records";
import type { ToolRecord } from "@/lib/compare/records";
import {
  comparePath,
  getCompareSnapshot,
  getServerCompareSnapshot,
  maxCompared,
  subscribeCompare,
} from "@/lib/compare/tray";
import { verdict } from "@/lib/compare/verdict";
import { isItemId } from "@/lib/saved/items";
import { CompareTable, type CompareColumn } from "./compare-table";
import { LoadFailed } from "@/components/ui/load-failed";

/** The slugs named by ?tools= (comma-separated), without repeats or malformed ones. */
export function slugsFromQuery(search: string): { slugs: string[]; malformed: string[] } {
  const raw = new URLSearchParams(search).get("tools") ?? "";
  const names = [...new Set(raw.split(",").map((part) => part.trim().toLowerCase()))].filter(
    Boolean,
  );
  return { slugs: names.filter(isItemId), malformed: names.filter((name) => !isItemId(name)) };
}

type Loaded = { tools: CompareColumn[]; unknown: string[]; adult: ToolRecord[]; extra: string[] };
type View =
  | { state: "empty" }
  | { state: "loading" }
  | { state: "error"; message: string }
  | ({ state: "ready" } & Loaded);

async function load(slugs: string[], malformed: string[], adultOk: boolean): Promise<Loaded> {
  const picked = slugs.slice(0, maxCompared);
  const { found, unknown } = await fetchToolRecords(picked);
  const adult = adultOk ? [] : found.filter((tool) => tool.adult);
  const shown = found.filter((tool) => adultOk || !tool.adult);
  const tools = await Promise.all(
    shown.map(async (tool): Promise<CompareColumn> =>
      tool.adult
        ? { ...tool, confirmedOutbound: (await loadAdultDetails(tool.slug)).outbound }
        : tool,
    ),
  );
  return { tools, unknown: [...malformed, ...unknown], adult, extra: slugs.slice(maxCompared) };
}

function Notice({ children }: { children: React.ReactNode }) {
  return (
    <div className="rounded-xl border border-border bg-surface px-4 py-3 text-sm text-foreground/90">
      {children}
    </div>
  );
}

/**
 * /compare?tools=a,b,c: the tools named in the address side by side (at most four), from the
 * compact records written at build time. It says what it left out and why: a name that is no
 * tool of ours, an adult tool before the 18+ confirmation, a fifth tool and beyond.
 */
export function CompareView() {
  const [view, setView] = useState<View>({ state: "loading" });
  const [search, setSearch] = useState<string | null>(null);
  const adultOk = useAgeConfirmed() === true;
  const tray = useSyncExternalStore(subscribeCompare, getCompareSnapshot, getServerCompareSnapshot);

  const run = useCallback(() => {
    const query = window.location.search;
    setSearch(query);
    const { slugs, malformed } = slugsFromQuery(query);
    if (slugs.length + malformed.length === 0) {
      setView({ state: "empty" });
      return;
    }
    setView({ state: "loading" });
    load(slugs, malformed, adultOk).then(
      // A transition: React draws the table in slices that leave the main thread free between
      // them, instead of one long task a tap would wait behind.
      (loaded) => startTransition(() => setView({ state: "ready", ...loaded })),
      (error: unknown) =>
        setView({
          state: "error",
          message: error instanceof Error ? error.message : String(error),
        }),
    );
  }, [adultOk]);

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the address is only readable after hydration
    run();
    window.addEventListener("popstate", run);
    return () => window.removeEventListener("popstate", run);
  }, [run]);

  function remove(slug: string) {
    const { slugs } = slugsFromQuery(search ?? "");
    window.history.pushState(null, "", comparePath(slugs.filter((other) => other !== slug)));
    run();
  }

  if (view.state === "loading")
    return (
      <p role="status" aria-busy="true" className="py-10 text-muted-foreground">
        Loading the comparison…
      </p>
    );
  if (view.state === "error")
    return (
      <LoadFailed onRetry={run} className="py-6">
        We could not load the tools to compare ({view.message}).
      </LoadFailed>
    );
  if (view.state === "empty")
    return (
      <div className="flex flex-col items-start gap-3 py-4">
        <p className="max-w-prose text-foreground/90">
          Pick two to four tools with the Compare button on their cards or pages, then open the
          comparison from the tray at the bottom of the screen.
        </p>
        {tray.length > 1 ? (
          <Link href={comparePath(tray.map((tool) => tool.slug))} className={buttonStyles()}>
            Compare the {tray.length} tools you picked
          </Link>
        ) : (
          <Link href="/tools" className={buttonStyles({ variant: "outline" })}>
            Browse the AI tools
          </Link>
        )}
      </div>
    );

  const { tools, unknown, adult, extra } = view;
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-3" aria-live="polite">
        {unknown.length > 0 ? (
          <Notice>
            Left out, because we list no tool by{" "}
            {unknown.length === 1 ? "that name" : "these names"}:{" "}
            {unknown.map((name) => `“${name}”`).join(", ")}. A tool may have been renamed; search
            for it in the directory.
          </Notice>
        ) : null}
        {adult.length > 0 ? (
          <Notice>
            <p>
              Left out: {adult.map((tool) => tool.name).join(", ")}, listed for adults only. Confirm
              you are 18 or older to include {adult.length === 1 ? "it" : "them"}.
            </p>
            <button
              type="button"
              onClick={confirmAge}
              className={buttonStyles({ variant: "outline", size: "sm", className: "mt-2" })}
            >
              I am 18 or older
            </button>
          </Notice>
        ) : null}
        {extra.length > 0 ? (
          <Notice>
            Only the first {maxCompared} tools are compared; left out: {extra.join(", ")}.
          </Notice>
        ) : null}
      </div>
      {tools.length < 2 ? (
        <div className="flex flex-col items-start gap-3">
          <p>
            {tools.length === 1
              ? `Only ${tools[0]!.name} is left to compare. Add another tool with its Compare button.`
              : "There is nothing to compare yet."}
          </p>
          <Link href="/tools" className={buttonStyles({ variant: "outline", size: "sm" })}>
            Browse the AI tools
          </Link>
        </div>
      ) : (
        <>
          {tools.length === 2 ? (
            <section aria-labelledby="verdict" className="flex max-w-3xl flex-col gap-2">
              <h2 id="verdict" className="text-xl font-semibold">
                In short
              </h2>
              <ul className="flex list-disc flex-col gap-2 pl-5 text-foreground/90">
                {verdict(tools[0]!, tools[1]!).map((sentence) => (
                  <li key={sentence}>{sentence}</li>
                ))}
              </ul>
            </section>
          ) : null}
          <CompareTable
            tools={tools}
            caption={`${tools.map((tool) => tool.name).join(", ")} compared`}
            headerAction={(tool) => (
              <button
                type="button"
                onClick={() => remove(tool.slug)}
                className={buttonStyles({ variant: "ghost", size: "sm" })}
                aria-label={`Remove ${tool.name} from this comparison`}
              >
                Remove
              </button>
            )}
          />
        </>
      )}
    </div>
  );
}
