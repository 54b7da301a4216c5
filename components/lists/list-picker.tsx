"use client";

import { useEffect, useId, useState, type FormEvent } from "react";
import { useAuth } from "@/components/auth/auth-context";
import { buttonStyles } from "@/components/ui/button-styles";
import { inputStyles } from "@/components/forms/input-styles";
import { useFormAction } from "@/components/forms/use-form-action";
import { Link } from "@/components/ui/link";
import { SignInLinks } from "@/components/auth/sign-in-links";
import { Sheet } from "@/components/ui/sheet";
import { maxToolsPerList, type ToolList } from "@/lib/lists/lists";
import { failure, firebaseLists, loadOwnLists, makeList } from "./own-lists";
import { LoadFailed } from "@/components/ui/load-failed";

type Lists =
  | { state: "loading" }
  | { state: "error"; message: string }
  | { state: "ready"; uid: string; lists: ToolList[] };

function SignedOut({ name }: { name: string }) {
  const here = typeof window === "undefined" ? "/" : window.location.pathname;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-foreground/90">
        Lists belong to an account: sign in or register to put {name} in a list, keep several lists
        and share them with a link. Your saved items stay on this device either way.
      </p>
      <SignInLinks here={here} registerLabel="Register" />
    </div>
  );
}

/** The dialog of "Add to list": the user's lists as checkboxes, and a new list in one step. */
export default function ListPicker({
  slug,
  name,
  open,
  onClose,
}: {
  slug: string;
  name: string;
  open: boolean;
  onClose: () => void;
}) {
  const auth = useAuth();
  const [data, setData] = useState<Lists>({ state: "loading" });
  // Busy with a list's id, or "new": one write at a time.
  const { busy, notice, run } = useFormAction<string>();
  const [newName, setNewName] = useState("");
  const [nameError, setNameError] = useState("");
  const inputId = useId();
  const signedOut = auth.status === "signed-out";

  function load() {
    setData({ state: "loading" });
    loadOwnLists().then(
      (own) => own && setData({ state: "ready", ...own }),
      (error: unknown) => setData({ state: "error", message: failure(error) }),
    );
  }

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the loading state of a fetch started here
    if (open && !signedOut) load();
  }, [open, signedOut]);

  async function toggle(list: ToolList, included: boolean) {
    // The boxes stay focusable while a write runs (a disabled one would drop the focus).
    if (data.state !== "ready") return;
    const withTools =
      (tools: string[]) =>
      (state: Lists): Lists =>
        state.state === "ready"
          ? { ...state, lists: state.lists.map((l) => (l.id === list.id ? { ...l, tools } : l)) }
          : state;
    // The box follows the click at once; a refused write puts it back and says so.
    await run(
      list.id,
      async () => {
        setData(withTools(included ? [...list.tools, slug] : list.tools.filter((s) => s !== slug)));
        const { setListTool } = await firebaseLists();
        await setListTool(list.id, slug, included);
        const text = included
          ? `Added ${name} to ${list.name}.`
          : `Removed ${name} from ${list.name}.`;
        return { tone: "success", text };
      },
      (error) => {
        setData(withTools(list.tools));
        return `That did not work; the list is as it was. ${failure(error)}`;
      },
    );
  }

  async function create(event: FormEvent) {
    event.preventDefault();
    if (data.state !== "ready") return;
    const ready = data;
    setNameError("");
    await run("new", async () => {
      const made = await makeList(ready, newName, slug);
      if ("problem" in made) return setNameError(made.problem);
      setData({ ...ready, lists: [made.list, ...ready.lists] });
      setNewName("");
      return { tone: "success", text: `Made the list ${made.list.name} with ${name} in it.` };
    });
  }

  return (
    <Sheet
      open={open}
      onClose={onClose}
      title={`Add ${name} to a list`}
      side="center"
      marker="list-picker"
    >
      {signedOut ? (
        <SignedOut name={name} />
      ) : data.state === "loading" ? (
        <p role="status" className="text-muted-foreground">
          Loading your lists…
        </p>
      ) : data.state === "error" ? (
        <LoadFailed onRetry={load}>Your lists could not be loaded. {data.message}</LoadFailed>
      ) : (
        <div className="flex flex-col gap-5">
          {data.lists.length === 0 ? (
            <p className="text-muted-foreground">
              You have no lists yet: name your first one below.
            </p>
          ) : (
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-2 text-sm font-medium">Your lists</legend>
              {data.lists.map((list) => {
                const included = list.tools.includes(slug);
                const full = !included && list.tools.length >= maxToolsPerList;
                return (
                  <label
                    key={list.id}
                    className="flex min-h-11 items-center gap-3 rounded-lg border border-border px-3"
                  >
                    <input
                      type="checkbox"
                      checked={included}
                      disabled={full}
                      aria-busy={busy === list.id || undefined}
                      onChange={(event) => void toggle(list, event.target.checked)}
                      className="size-4 accent-accent"
                    />
                    <span className="flex-1">{list.name}</span>
                    <span className="text-sm text-muted-foreground">
                      {full ? "full" : `${list.tools.length} of ${maxToolsPerList}`}
                      {list.public ? ", shared" : ""}
                    </span>
                  </label>
                );
              })}
            </fieldset>
          )}
          <form onSubmit={create} noValidate className="flex flex-col gap-2">
            <label htmlFor={inputId} className="text-sm font-medium">
              New list
            </label>
            <div className="flex gap-2">
              <input
                id={inputId}
                value={newName}
                onChange={(event) => setNewName(event.target.value)}
                maxLength={80}
                aria-invalid={nameError ? true : undefined}
                aria-describedby={nameError ? `${inputId}-error` : undefined}
                placeholder="For example: Writing tools"
                className={inputStyles}
              />
              <button
                type="submit"
                disabled={busy !== null}
                className={buttonStyles({ size: "sm", className: "h-auto shrink-0" })}
              >
                Create
              </button>
            </div>
            {nameError ? (
              <p id={`${inputId}-error`} className="text-sm text-danger">
                {nameError}
              </p>
            ) : null}
          </form>
          {/* Every outcome of a write, a refusal included, is announced politely here. */}
          <p role="status" className="min-h-5 text-sm text-success">
            {notice?.text}
          </p>
          <Link href="/saved#lists" className="text-sm text-accent hover:underline">
            Manage and share your lists
          </Link>
        </div>
      )}
    </Sheet>
  );
}
