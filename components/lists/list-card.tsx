"use client";

import { useId, useState, type FormEvent } from "react";
import { inputStyles } from "@/components/forms/input-styles";
import { buttonStyles } from "@/components/ui/button-styles";
import { Link } from "@/components/ui/link";
import { copyText } from "@/lib/clipboard";
import { cn } from "@/lib/cn";
import { toolPath } from "@/lib/directory/slug";
import { checkListName, listViewPath, maxToolsPerList, type ToolList } from "@/lib/lists/lists";

/** One list: share switch and link, rename, delete, and its tools with Remove. */
export function ListCard({
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
              className={cn(inputStyles, "max-w-sm")}
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
            className={cn(inputStyles, "max-w-md text-sm")}
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
