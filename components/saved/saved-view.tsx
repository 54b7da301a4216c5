"use client";

import { useCallback, useEffect, useState, useSyncExternalStore } from "react";
import { useAuth } from "@/components/auth/auth-context";
import { ChatgptPromptCard } from "@/components/prompts/chatgpt-prompt-card";
import { MidjourneyPromptCard } from "@/components/prompts/midjourney-prompt-card";
import { PromptCardsController } from "@/components/prompts/prompt-cards-controller";
import { ReportLauncher } from "@/components/reports/report-launcher";
import { ToolGrid } from "@/components/tools/tool-card";
import { buttonStyles } from "@/components/ui/button-styles";
import { Link } from "@/components/ui/link";
import { useLoad } from "@/components/ui/use-load";
import { fetchToolRecords } from "@/lib/compare/fetch-records";
import type { ToolRecord } from "@/lib/compare/records";
import { fetchJsonOnce } from "@/lib/fetch-json-once";
import type { ChatgptRecord, MidjourneyRecord } from "@/lib/prompts/collection-data";
import { downloadPath, sitePathOf } from "@/lib/prompts/paths";
import { withReturn } from "@/lib/safe-return";
import {
  getSavedSnapshot,
  getServerSavedSnapshot,
  setSaved,
  subscribeSaved,
} from "@/lib/saved/device-store";
import { maxSavedItems, type SavedItem, type SavedKind } from "@/lib/saved/items";
import {
  getSyncStatus,
  subscribeSyncStatus,
  syncSaved,
  type SyncStatus,
} from "@/lib/session/saves-sync";
import { countLabel } from "@/lib/format";
import { LoadFailed } from "@/components/ui/load-failed";

type Resolved = {
  tools: ToolRecord[];
  chatgpt: ChatgptRecord[];
  midjourney: MidjourneyRecord[];
  /** Saved items the site no longer lists (a tool removed, a prompt rewritten). */
  gone: SavedItem[];
};

const idsOf = (items: readonly SavedItem[], kind: SavedKind) =>
  items.filter((item) => item.kind === kind).map((item) => item.id);

async function resolve(items: readonly SavedItem[]): Promise<Resolved> {
  const want = (kind: SavedKind) => idsOf(items, kind);
  const prompts = async <R extends { id: string }>(kind: "chatgpt" | "midjourney") => {
    const ids = want(kind);
    if (ids.length === 0) return [] as R[];
    const all = await fetchJsonOnce<R[]>(downloadPath(kind, "json"));
    const byId = new Map(all.map((record) => [record.id, record]));
    return ids.map((id) => byId.get(id)).filter((record): record is R => record !== undefined);
  };
  const [{ found }, chatgpt, midjourney] = await Promise.all([
    want("tool").length > 0 ? fetchToolRecords(want("tool")) : { found: [] as ToolRecord[] },
    prompts<ChatgptRecord>("chatgpt"),
    prompts<MidjourneyRecord>("midjourney"),
  ]);
  const known = new Set([
    ...found.map((t) => `tool:${t.slug}`),
    ...chatgpt.map((p) => `chatgpt:${p.id}`),
    ...midjourney.map((p) => `midjourney:${p.id}`),
  ]);
  return {
    tools: found,
    chatgpt,
    midjourney,
    gone: items.filter((item) => !known.has(`${item.kind}:${item.id}`)),
  };
}

function SyncLine({ status, signedIn }: { status: SyncStatus; signedIn: boolean }) {
  if (!signedIn)
    return (
      <p className="text-sm text-muted-foreground">
        Kept on this device.{" "}
        <Link
          href={withReturn("/login", "/saved")}
          className="text-accent underline underline-offset-2"
        >
          Sign in
        </Link>{" "}
        or{" "}
        <Link
          href={withReturn("/register", "/saved")}
          className="text-accent underline underline-offset-2"
        >
          register
        </Link>{" "}
        to keep them on all your devices.
      </p>
    );
  const text =
    status.state === "syncing"
      ? "Syncing with your account…"
      : status.state === "failed"
        ? status.message
        : status.state === "synced"
          ? status.deviceOnly > 0
            ? `Kept in your account, on all your devices, except ${countLabel(status.deviceOnly, "save")} kept on this device only: an account holds at most ${maxSavedItems}. Remove some to make room.`
            : "Kept in your account, on all your devices."
          : "Checking your account…";
  return (
    <p
      role="status"
      className={
        status.state === "failed" ? "text-sm text-danger" : "text-sm text-muted-foreground"
      }
    >
      {text}
    </p>
  );
}

function Group({
  id,
  title,
  count,
  children,
}: {
  id: string;
  title: string;
  count: number;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4">
      <h2 id={id} className="text-xl font-semibold">
        {title} <span className="text-base font-normal text-muted-foreground">({count})</span>
      </h2>
      {children}
    </section>
  );
}

function Empty() {
  return (
    <div className="flex flex-col items-start gap-3 rounded-2xl border border-dashed border-border p-6">
      <p className="font-medium">Nothing saved yet.</p>
      <p className="max-w-prose text-muted-foreground">
        Press Save on a tool or a prompt to keep it here. Without an account your saves stay on this
        device; sign in and they follow you to your other devices.
      </p>
      <div className="flex flex-wrap gap-2">
        <Link href="/tools" className={buttonStyles({ variant: "outline", size: "sm" })}>
          AI tools
        </Link>
        <Link href="/chatgpt-prompts" className={buttonStyles({ variant: "outline", size: "sm" })}>
          ChatGPT prompts
        </Link>
        <Link
          href="/midjourney-prompts"
          className={buttonStyles({ variant: "outline", size: "sm" })}
        >
          Midjourney prompts
        </Link>
      </div>
    </div>
  );
}

/**
 * /saved: the tools (as cards) and prompts (with copy) kept on this device and, for a
 * signed-in user, in the account. Each card's Save button removes it; items the site no
 * longer lists are named, with a way to drop them.
 */
export function SavedView() {
  const saved = useSyncExternalStore(subscribeSaved, getSavedSnapshot, getServerSavedSnapshot);
  const status = useSyncExternalStore(subscribeSyncStatus, getSyncStatus, getSyncStatus);
  const auth = useAuth();
  const [hydrated, setHydrated] = useState(false);

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- saves are only readable after hydration
    setHydrated(true);
    void syncSaved();
  }, []);

  const resolveSaved = useCallback(() => resolve(saved.items), [saved.items]);
  const [loaded, retry] = useLoad(hydrated ? resolveSaved : null);

  const signedIn = auth.status === "signed-in";
  if (!hydrated || loaded.state === "loading")
    return (
      <p role="status" className="text-muted-foreground">
        Loading your saved items…
      </p>
    );
  if (loaded.state === "error")
    return (
      <LoadFailed onRetry={retry}>
        Your saved items could not be loaded ({loaded.message}).
      </LoadFailed>
    );

  const data = loaded.value;
  const total = saved.items.length;
  return (
    <div className="flex flex-col gap-10">
      <div className="flex flex-col gap-1">
        {total > 0 ? <p className="font-medium">{countLabel(total, "saved item")}</p> : null}
        <SyncLine status={status} signedIn={signedIn} />
      </div>
      {total === 0 ? <Empty /> : null}
      {data.tools.length > 0 ? (
        <Group id="saved-tools" title="AI tools" count={data.tools.length}>
          <ToolGrid tools={data.tools} columns={3} />
        </Group>
      ) : null}
      <div id="saved-prompts" className="flex flex-col gap-10">
        {data.chatgpt.length > 0 ? (
          <Group id="saved-chatgpt" title="ChatGPT prompts" count={data.chatgpt.length}>
            <div className="grid gap-4 lg:grid-cols-2">
              {data.chatgpt.map((prompt) => (
                <ChatgptPromptCard key={prompt.id} prompt={prompt} />
              ))}
            </div>
          </Group>
        ) : null}
        {data.midjourney.length > 0 ? (
          <Group id="saved-midjourney" title="Midjourney prompts" count={data.midjourney.length}>
            <div className="grid gap-4 lg:grid-cols-2">
              {data.midjourney.map((prompt) => (
                <MidjourneyPromptCard
                  key={prompt.id}
                  prompt={prompt}
                  builderHref={sitePathOf(prompt.builderUrl)}
                />
              ))}
            </div>
          </Group>
        ) : null}
      </div>
      <PromptCardsController containerId="saved-prompts" />
      <ReportLauncher />
      {data.gone.length > 0 ? (
        <section aria-labelledby="saved-gone" className="flex flex-col gap-3">
          <h2 id="saved-gone" className="text-lg font-semibold">
            No longer listed
          </h2>
          <ul className="flex flex-col gap-2">
            {data.gone.map((item) => (
              <li
                key={`${item.kind}:${item.id}`}
                className="flex flex-wrap items-center gap-3 text-sm"
              >
                <span>
                  {item.kind === "tool"
                    ? "Tool"
                    : item.kind === "chatgpt"
                      ? "ChatGPT prompt"
                      : "Midjourney prompt"}{" "}
                  “{item.id}”
                </span>
                <button
                  type="button"
                  onClick={() => {
                    setSaved(item.kind, item.id, false);
                    if (signedIn) void syncSaved();
                  }}
                  className={buttonStyles({ variant: "outline", size: "sm" })}
                >
                  Remove
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
