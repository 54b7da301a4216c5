"use client";

import { useId, useState, type FormEvent } from "react";
import { inputStyles } from "@/components/forms/input-styles";
import { useFormAction } from "@/components/forms/use-form-action";
import { buttonStyles } from "@/components/ui/button-styles";
import { Link } from "@/components/ui/link";
import { copyText } from "@/lib/clipboard";
import { cn } from "@/lib/cn";
import { toolPath } from "@/lib/directory/slug";
import { checkListName, listViewPath, maxToolsPerList, type ToolList } from "@/lib/lists/lists";
import { failure } from "./own-lists";

type ListChanges = Partial<Pick<ToolList, "name" | "public" | "tools">>;

const changeFailed = (error: unknown) =>
  `That did not work; the list is as it was. ${failure(error)}`;
const deleteFailed = (error: unknown) => `The list could not be deleted. ${failure(error)}`;

/**
 * One list: share switch and link, rename, delete, and its tools with Remove. `onChange` and
 * `onDelete` write to the account and throw when refused (having put the list back).
 */
export function ListCard({
  list,
  names,
  onChange,
  onDelete,
}: {
  list: ToolList;
  names: Map<string, string>;
  onChange: (changes: ListChanges) => Promise<void>;
  onDelete: () => Promise<void>;
}) {
  const id = useId();
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(list.name);
  const { notice, setNotice, run } = useFormAction();
  const error = notice?.tone === "error" ? notice.text : "";
  const [confirmDelete, setConfirmDelete] = useState(false);
  const shareUrl =
    typeof window === "undefined"
      ? listViewPath(list.id)
      : new URL(listViewPath(list.id), window.location.origin).toString();

  const change = (changes: ListChanges, done: string) =>
    run(
      "sending",
      async () => {
        await onChange(changes);
        return { tone: "success", text: done };
      },
      changeFailed,
    );

  async function rename(event: FormEvent) {
    event.preventDefault();
    const checked = checkListName(name);
    if (!checked.ok) {
      setNotice({ tone: "error", text: checked.message });
      return;
    }
    await change({ name: checked.name }, `Renamed to ${checked.name}.`);
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
                setNotice(null);
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
                  onClick={() => void run("sending", onDelete, deleteFailed)}
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
            void change(
              { public: event.target.checked },
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
                setNotice(
                  ok
                    ? { tone: "success", text: "Link copied." }
                    : { tone: "info", text: "Copy failed: select the link and copy it." },
                ),
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
                  void change(
                    { tools: list.tools.filter((s) => s !== slug) },
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
        {notice && notice.tone !== "error" ? notice.text : ""}
      </p>
    </li>
  );
}
