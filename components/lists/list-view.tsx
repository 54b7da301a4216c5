"use client";

import { useEffect, useState } from "react";
import { ToolGrid } from "@/components/tools/tool-card";
import { buttonStyles } from "@/components/ui/button-styles";
import { Link } from "@/components/ui/link";
import { fetchToolRecords } from "@/lib/compare/fetch-records";
import type { ToolRecord } from "@/lib/compare/records";
import { countLabel } from "@/lib/format";
import { messageForError } from "@/lib/firebase/errors";
import { isListId, type ToolList } from "@/lib/lists/lists";
import { getAuthSnapshot } from "@/lib/session/auth-store";
import { confirmedUid } from "@/lib/session/confirmed-uid";
import { LoadFailed } from "@/components/ui/load-failed";

type View =
  | { state: "loading" }
  | { state: "not-found" }
  | { state: "refused" }
  | { state: "error"; message: string }
  | { state: "ready"; list: ToolList; tools: ToolRecord[]; missing: number };

async function read(id: string): Promise<View> {
  const { readList } = await import("@/lib/firebase/lists");
  let answer = await readList(id);
  // Refused: the visitor may be its owner, signed in on this device but not yet confirmed.
  if ("refused" in answer && getAuthSnapshot().status !== "signed-out" && (await confirmedUid()))
    answer = await readList(id);
  if ("refused" in answer) return { state: "refused" };
  const { found, unknown } = await fetchToolRecords(answer.list.tools);
  // Adult tools show as in every listing: logo blurred, with the 18+ badge.
  return { state: "ready", list: answer.list, tools: found, missing: unknown.length };
}

/**
 * /lists/view?id=…: a list of tools shared with its link, readable by anyone when its owner
 * made it public (Firestore Lite, no account needed), and by its owner only otherwise.
 */
export function ListView() {
  const [view, setView] = useState<View>({ state: "loading" });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const id = new URLSearchParams(window.location.search).get("id")?.trim() ?? "";
    // No id, or one no list can have ("../x", "%00", too long): not found, without asking Firestore.
    if (!isListId(id)) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- the address is only readable after hydration
      setView({ state: "not-found" });
      return;
    }
    read(id).then(setView, (error: unknown) =>
      setView({ state: "error", message: messageForError(error) }),
    );
  }, [attempt]);

  switch (view.state) {
    case "loading":
      return (
        <p role="status" className="text-muted-foreground">
          Loading the list…
        </p>
      );
    case "not-found":
      return (
        <div className="flex flex-col items-start gap-3">
          <h2 className="text-xl font-semibold">No list at this address</h2>
          <p className="max-w-prose text-muted-foreground">
            The link may be cut short or mistyped. Ask whoever shared it for the whole link.
          </p>
          <Link href="/tools" className={buttonStyles({ variant: "outline", size: "sm" })}>
            Browse the AI tools
          </Link>
        </div>
      );
    case "refused":
      return (
        <div className="flex flex-col items-start gap-3">
          <h2 className="text-xl font-semibold">This list is private or no longer exists</h2>
          <p className="max-w-prose text-muted-foreground">
            Its owner may have stopped sharing it or deleted it. If it is yours, sign in to see it.
          </p>
          <Link href="/tools" className={buttonStyles({ variant: "outline", size: "sm" })}>
            Browse the AI tools
          </Link>
        </div>
      );
    case "error":
      return (
        <LoadFailed onRetry={() => setAttempt((n) => n + 1)}>
          The list could not be loaded. {view.message}
        </LoadFailed>
      );
    case "ready":
      return (
        <section aria-labelledby="list-name" className="flex flex-col gap-6">
          <div className="flex flex-col gap-1">
            <h2 id="list-name" className="text-2xl font-semibold tracking-tight">
              {view.list.name}
            </h2>
            <p className="text-muted-foreground">
              {countLabel(view.tools.length, "tool")}
              {view.list.public ? ", shared by its owner" : ", private: only you can see it"}
            </p>
          </div>
          {view.tools.length > 0 ? (
            <ToolGrid tools={view.tools} columns={3} />
          ) : (
            <p>This list is empty.</p>
          )}
          {view.missing > 0 ? (
            <p className="text-sm text-muted-foreground">
              {countLabel(view.missing, "tool")} in this list {view.missing === 1 ? "is" : "are"} no
              longer in our directory.
            </p>
          ) : null}
        </section>
      );
  }
}
