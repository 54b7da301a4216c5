"use client";

import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { parseReportKey, type ReportItem } from "@/lib/reports/report-keys";
import { resumableDraft } from "@/lib/reports/report-draft";

// The dialog (and, when sending, Firebase) loads on the first click on a report button only.
const ReportDialog = lazy(() => import("./report-dialog"));

/**
 * The one controller of the page's "Report a problem" buttons (ReportButton), by event
 * delegation, so cards pre-rendered or drawn later by a filter are handled alike. Back from
 * signing in with a report half written, it opens the dialog again.
 */
export function ReportLauncher() {
  const [item, setItem] = useState<ReportItem | null>(null);
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const button = (event.target as Element | null)?.closest<HTMLButtonElement>(
        "button[data-report]",
      );
      const key = button ? parseReportKey(button.dataset.report ?? "") : null;
      if (!button || !key) return;
      opener.current = button;
      setItem({ ...key, name: button.dataset.name ?? key.id });
      setOpen(true);
    };
    document.addEventListener("click", onClick);
    const draft = resumableDraft(window.location.pathname);
    if (draft) {
      opener.current = document.querySelector<HTMLElement>(
        `button[data-report="${draft.kind}:${draft.id}"]`,
      );
      // eslint-disable-next-line react-hooks/set-state-in-effect -- sessionStorage is only readable after hydration
      setItem({ kind: draft.kind, id: draft.id, name: draft.name });
      setOpen(true);
    }
    return () => document.removeEventListener("click", onClick);
  }, []);

  if (!item) return null;
  return (
    <Suspense fallback={null}>
      <ReportDialog
        item={item}
        open={open}
        onClose={() => {
          setOpen(false);
          opener.current?.focus();
        }}
      />
    </Suspense>
  );
}
