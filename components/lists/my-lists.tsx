"use client";

import { useEffect, useId, useState, type FormEvent } from "react";
import { useAuth } from "@/components/auth/auth-context";
import { inputStyles } from "@/components/forms/input-styles";
import { useFormAction } from "@/components/forms/use-form-action";
import { buttonStyles } from "@/components/ui/button-styles";
import { Link } from "@/components/ui/link";
import { fetchToolRecords } from "@/lib/compare/fetch-records";
import { maxLists, type ToolList } from "@/lib/lists/lists";
import { withReturn } from "@/lib/safe-return";
import { ListCard } from "./list-card";
import { failure, firebaseLists, loadOwnLists, makeList } from "./own-lists";
import { LoadFailed } from "@/components/ui/load-failed";

type State =
  | { state: "loading" }
  | { state: "error"; message: string }
  | { state: "ready"; uid: string; lists: ToolList[]; names: Map<string, string> };

/** The "Your lists" part of /saved: make, rename, share and delete lists, and prune their tools. */
export function MyLists() {
  const auth = useAuth();
  const [data, setData] = useState<State>({ state: "loading" });
  const [newName, setNewName] = useState("");
  const { notice, run } = useFormAction();
  const error = notice?.text ?? "";
  const inputId = useId();
  const signedOut = auth.status === "signed-out";

  function load() {
    setData({ state: "loading" });
    loadOwnLists()
      .then(async (own) => {
        if (!own) return;
        const tools = new Set(own.lists.flatMap((list) => list.tools));
        const { found } = await fetchToolRecords([...tools]);
        setData({ state: "ready", ...own, names: new Map(found.map((t) => [t.slug, t.name])) });
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
    return <LoadFailed onRetry={load}>Your lists could not be loaded. {data.message}</LoadFailed>;

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
    await run("sending", async () => {
      const made = await makeList(ready, newName);
      if ("problem" in made) return { tone: "error", text: made.problem };
      setData({ ...ready, lists: [made.list, ...ready.lists] });
      setNewName("");
    });
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
                  const { updateList } = await firebaseLists();
                  await updateList(list.id, changes);
                } catch (problem) {
                  replace(list, list.id);
                  throw problem;
                }
              }}
              onDelete={async () => {
                const { deleteList } = await firebaseLists();
                await deleteList(ready.uid, list.id);
                replace(null, list.id);
              }}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
