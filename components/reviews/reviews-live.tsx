"use client";

import { lazy, Suspense, useState } from "react";
import { buttonStyles } from "@/components/ui/button-styles";

// The live list and the form (and with them Firebase) load on the first click only.
const ReviewsPanel = lazy(() => import("./reviews-panel"));

export type ReviewsMode = "all" | "write";

/**
 * "All reviews" and "Write a review": two buttons until one is pressed, so a tool page's
 * visitors who never review load nothing for it. Without JavaScript the counts above stay.
 */
export function ReviewsLive({ slug, name }: { slug: string; name: string }) {
  const [mode, setMode] = useState<ReviewsMode | null>(null);
  return (
    <div className="flex flex-col gap-4 noscript:hidden">
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          aria-pressed={mode === "all"}
          onClick={() => setMode("all")}
          className={buttonStyles({ variant: "outline", size: "sm" })}
        >
          All reviews
        </button>
        <button
          type="button"
          aria-pressed={mode === "write"}
          onClick={() => setMode("write")}
          className={buttonStyles({ size: "sm" })}
        >
          Write a review
        </button>
      </div>
      {mode ? (
        <Suspense fallback={<p role="status">Loading reviews…</p>}>
          <ReviewsPanel slug={slug} name={name} mode={mode} onModeChange={setMode} />
        </Suspense>
      ) : null}
    </div>
  );
}
