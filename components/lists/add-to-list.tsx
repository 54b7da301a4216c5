"use client";

import { lazy, Suspense, useState } from "react";
import { buttonStyles } from "@/components/ui/button-styles";

// The lists dialog (and, for a signed-in user, Firestore) loads on the first click only.
const ListPicker = lazy(() => import("./list-picker"));

/** "Add to list" on a tool page: opens a dialog to put the tool in the user's lists. */
export function AddToList({ slug, name }: { slug: string; name: string }) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
        className={buttonStyles({ variant: "outline", size: "sm", className: "noscript:hidden" })}
      >
        Add to list
      </button>
      {used ? (
        <Suspense fallback={null}>
          <ListPicker slug={slug} name={name} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
