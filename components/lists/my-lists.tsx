"use client";

import { useEffect, useId, useState, type FormEvent } from "react";
import { useAuth } from "@/components/auth/auth-context";
import { confirmedUid } from "@/components/saved/account-sync";
import { inputStyles } from "@/components/forms/field";
import { buttonStyles } from "@/components/ui/button-styles";
import { Link } from "@/components/ui/link";
import { copyText } from "@/lib/clipboard";
import { fetchToolRecords } from "@/lib/compare/fetch-records";
import { toolPath } from "@/lib/directory/slug";
import {
  checkListName,
  listViewPath,
  maxLists,
  maxToolsPerList,
  type ToolList,
} from "@/lib/lists/lists";
import { withReturn } from "@/lib/safe-return";

const lists = () => import("@/lib/firebase/lists");
const failure = (error: unknown) => (error instanceof Error ? error.message : String(error));

type State =
  | { state: "loading" }
  | { state: "error"; message: string }
  | { state: "ready"; uid: string; lists: ToolList[]; names: Map<string, string> };

/** One list: share switch and link, rename, delete, and its tools with Remove. */
function ListCard({
  list,
  names,
  onChange,
  onDelete,
}: {
  list: ToolList;
  names: Map<string, string>;
  onChange: (
    changes: Partial<Pick<ToolList, "name" | "public" | "tools">>,
  ) => Promise<string | null>;
  onDelete: () => Promise<string | null>;
}) {
  const id = useId();
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(list.name);
  const [error, setError] = useState("");
  const [note, setNote] = useState("");
  const [confirmDelete, setConfirmDelete] = useState(false);
  const shareUrl =
    typeof window === "undefined"
      ? listViewPath(list.id)
      : new URL(listViewPath(list.id), window.location.origin).toString();

  async function run(action: () => Promise<string | null>, done: string) {
    setError("");
    const problem = await action();
    if (problem) setError(problem);
    else setNote(done);
  }

  async function rename(event: FormEvent) {
    event.preventDefault();
    const checked = checkListName(name);
    if (!checked.ok) {
      setError(checked.message);
      return;
    }
    await run(() => onChange({ name: checked.name }), `Renamed to ${checked.name}.`);
    setRenaming(false);
  }

  return (
    <li
      className="flex flex-col gap-4 rounded-2xl border border-border bg-card p-5"
      aria-labelledby={`${id}-name`}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        {renaming ? (
          <form onSubmit={rename} noValidate className="flex flex-1 flex-wrap items-end gap-2">
            <label htmlFor={`${id}-input`} className="sr-only">
              Name of the list
            </label>
            <input
              id={`${id}-input`}
              value={name}
              onChange={(event) => setName(event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              className={`${inputStyles} max-w-sm`}
            />
            <button type="submit" className={buttonStyles({ size: "sm" })}>
              Save name
            </button>
            <button
              type="button"
              onClick={() => {
                setRenaming(false);
                setName(list.name);
                setError("");
              }}
              className={buttonStyles({ variant: "ghost", size: "sm" })}
            >
              Cancel
            </button>
          </form>
        ) : (
          <h3 id={`${id}-name`} className="text-lg font-semibold">
            {list.name}{" "}
            <span className="text-sm font-normal text-muted-foreground">
              ({list.tools.length} of {maxToolsPerList} tools
              {list.public ? ", shared" : ", private"})
            </span>
          </h3>
        )}
        {renaming ? null : (
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              onClick={() => setRenaming(true)}
              className={buttonStyles({ variant: "outline", size: "sm" })}
              aria-label={`Rename ${list.name}`}
            >
              Rename
            </button>
            {confirmDelete ? (
              <>
                <button
                  type="button"
                  onClick={() => void run(onDelete, "")}
                  className={buttonStyles({ variant: "destructive", size: "sm" })}
                >
                  Delete {list.name} for good
                </button>
                <button
                  type="button"
                  onClick={() => setConfirmDelete(false)}
                  className={buttonStyles({ variant: "ghost", size: "sm" })}
                >
                  Keep it
                </button>
              </>
            ) : (
              <button
                type="button"
                onClick={() => setConfirmDelete(true)}
                className={buttonStyles({ variant: "destructive-outline", size: "sm" })}
                aria-label={`Delete ${list.name}`}
              >
                Delete
              </button>
            )}
          </div>
        )}
      </div>
      <label className="flex items-center gap-3 text-sm">
        <input
          type="checkbox"
          checked={list.public}
          onChange={(event) =>
            void run(
              () => onChange({ public: event.target.checked }),
              event.target.checked
                ? "Shared: anyone with the link can see this list."
                : "Private again: only you can see this list.",
            )
          }
          className="size-4 accent-accent"
        />
        Share: anyone with the link can see this list (never your name or email)
      </label>
      {list.public ? (
        <div className="flex flex-wrap items-center gap-2">
          <label htmlFor={`${id}-link`} className="sr-only">
            Share link of {list.name}
          </label>
          <input
            id={`${id}-link`}
            readOnly
            value={shareUrl}
            className={`${inputStyles} max-w-md text-sm`}
            onFocus={(event) => event.currentTarget.select()}
          />
          <button
            type="button"
            onClick={() =>
              void copyText(shareUrl).then((ok) =>
                setNote(ok ? "Link copied." : "Copy failed: select the link and copy it."),
              )
            }
            className={buttonStyles({ variant: "outline", size: "sm" })}
          >
            Copy link
          </button>
          <Link href={listViewPath(list.id)} className="text-sm text-accent hover:underline">
            Open
          </Link>
        </div>
      ) : null}
      {list.tools.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          No tools yet: use “Add to list” on a tool&apos;s page.
        </p>
      ) : (
        <ul className="flex flex-col divide-y divide-border">
          {list.tools.map((slug) => (
            <li key={slug} className="flex items-center justify-between gap-3 py-2">
              <Link href={toolPath(slug)} className="hover:text-accent">
                {names.get(slug) ?? slug}
              </Link>
              <button
                type="button"
                onClick={() =>
                  void run(
                    () => onChange({ tools: list.tools.filter((s) => s !== slug) }),
                    `Removed ${names.get(slug) ?? slug}.`,
                  )
                }
                className={buttonStyles({ variant: "ghost", size: "sm" })}
                aria-label={`Remove ${names.get(slug) ?? slug} from ${list.name}`}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
      <p role="status" className="text-sm text-success">
        {note}
      </p>
    </li>
  );
}

/** The "Your lists" part of /saved: make, rename, share and delete lists, and prune their tools. */
export function MyLists() {
  const auth = useAuth();
  const [data, setData] = useState<State>({ state: "loading" });
  const [newName, setNewName] = useState("");
  const [error, setError] = useState("");
  const inputId = useId();
  const signedOut = auth.status === "signed-out";

  function load() {
    setData({ state: "loading" });
    confirmedUid()
      .then(async (uid) => {
        if (!uid) return;
        const { loadMyLists } = await lists();
        const mine = await loadMyLists(uid);
        const { found } = await fetchToolRecords([...new Set(mine.flatMap((list) => list.tools))]);
        setData({
          state: "ready",
          uid,
          lists: mine,
          names: new Map(found.map((t) => [t.slug, t.name])),
        });
      })
      .catch((problem: unknown) => setData({ state: "error", message: failure(problem) }));
  }

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the loading state of a fetch started here
    if (!signedOut) load();
  }, [signedOut]);

  if (signedOut)
    return (
      <p className="text-muted-foreground">
        Lists need an account:{" "}
        <Link
          href={withReturn("/login", "/saved#lists")}
          className="text-accent underline underline-offset-2"
        >
          sign in
        </Link>{" "}
        or{" "}
        <Link
          href={withReturn("/register", "/saved#lists")}
          className="text-accent underline underline-offset-2"
        >
          register
        </Link>{" "}
        to make named lists of tools and share them with a link.
      </p>
    );
  if (data.state === "loading")
    return (
      <p role="status" className="text-muted-foreground">
        Loading your lists…
      </p>
    );
  if (data.state === "error")
    return (
      <div role="alert" className="flex flex-col items-start gap-2">
        <p>Your lists could not be loaded ({data.message}).</p>
        <button
          type="button"
          onClick={load}
          className={buttonStyles({ variant: "outline", size: "sm" })}
        >
          Try again
        </button>
      </div>
    );

  const ready = data;
  const replace = (next: ToolList | null, id: string) =>
    setData((state) =>
      state.state !== "ready"
        ? state
        : {
            ...state,
            lists: next
              ? state.lists.map((l) => (l.id === id ? next : l))
              : state.lists.filter((l) => l.id !== id),
          },
    );

  async function create(event: FormEvent) {
    event.preventDefault();
    const checked = checkListName(newName);
    if (!checked.ok) return setError(checked.message);
    try {
      const { createList } = await lists();
      const list = await createList(ready.uid, ready.lists, checked.name);
      if (!list)
        return setError(
          `You have ${maxLists} lists, the most an account can keep. Delete one first.`,
        );
      setData({ ...ready, lists: [list, ...ready.lists] });
      setNewName("");
      setError("");
    } catch (problem) {
      setError(`The list could not be made (${failure(problem)}). Try again.`);
    }
  }

  return (
    <div className="flex flex-col gap-6">
      <form onSubmit={create} noValidate className="flex max-w-xl flex-col gap-2">
        <label htmlFor={inputId} className="text-sm font-medium">
          New list
        </label>
        <div className="flex gap-2">
          <input
            id={inputId}
            value={newName}
            onChange={(event) => setNewName(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${inputId}-hint${error ? ` ${inputId}-error` : ""}`}
            className={inputStyles}
          />
          <button
            type="submit"
            className={buttonStyles({ size: "sm", className: "h-auto shrink-0" })}
          >
            Create list
          </button>
        </div>
        <p id={`${inputId}-hint`} className="text-sm text-muted-foreground">
          {ready.lists.length} of {maxLists} lists; a name of up to 60 characters.
        </p>
        {error ? (
          <p id={`${inputId}-error`} className="text-sm text-danger">
            {error}
          </p>
        ) : null}
      </form>
      {ready.lists.length === 0 ? (
        <p className="text-muted-foreground">
          No lists yet. Make one here, or from any tool&apos;s page with “Add to list”.
        </p>
      ) : (
        <ul className="flex flex-col gap-4">
          {ready.lists.map((list) => (
            <ListCard
              key={list.id}
              list={list}
              names={ready.names}
              onChange={async (changes) => {
                // The list shows the change at once; a refused write puts it back.
                replace({ ...list, ...changes }, list.id);
                try {
                  const { updateList } = await lists();
                  await updateList(list.id, changes);
                  return null;
                } catch (problem) {
                  replace(list, list.id);
                  return `That did not work (${failure(problem)}); the list is as it was.`;
                }
              }}
              onDelete={async () => {
                try {
                  const { deleteList } = await lists();
                  await deleteList(list.id);
                  replace(null, list.id);
                  return null;
                } catch (problem) {
                  return `The list could not be deleted (${failure(problem)}).`;
                }
              }}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
