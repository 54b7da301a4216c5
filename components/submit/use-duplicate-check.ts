"use client";

import { useCallback, useRef, useState } from "react";
import type { ListedSite } from "@/lib/directory/tool-domains";
import { sameSite, siteAddress } from "@/lib/directory/site-address";
import type { MySubmission } from "@/lib/submissions/review-outcome";

export type DuplicateFinding = {
  /** The compared address and the user it was checked for: one finding per pair. */
  key: string;
  host: string;
  /** Listed tools on the same site (from the index the build writes). */
  listed: ListedSite[];
  /** This user's own earlier submissions of the same site. */
  mine: MySubmission[];
};

async function listedOn(website: string): Promise<ListedSite[]> {
  try {
    const { fetchListedSites } = await import("@/lib/directory/fetch-listed-sites");
    return await fetchListedSites(website);
  } catch (error) {
    // A warning only: without the index the form still sends.
    console.error("Could not check the directory for this website", error);
    return [];
  }
}

/**
 * Whether a website is already listed, or was already sent by this user: checked when the
 * Website field is left and again on send. A warning, never a block. `uid` is the confirmed
 * user (null for a guest, whose earlier submissions cannot be read).
 */
export function useDuplicateCheck(uid: string | null) {
  const [finding, setFinding] = useState<DuplicateFinding | null>(null);
  const checks = useRef(new Map<string, Promise<DuplicateFinding | null>>());
  const mine = useRef<{ uid: string; submissions: Promise<MySubmission[]> } | null>(null);

  const mySubmissions = useCallback((): Promise<MySubmission[]> => {
    if (!uid) return Promise.resolve([]);
    if (mine.current?.uid !== uid) {
      const submissions = import("@/lib/firebase/my-submissions")
        .then(({ loadMySubmissions }) => loadMySubmissions(uid))
        .catch((error: unknown) => {
          console.error("Could not read this user's submissions", error);
          mine.current = null;
          return [];
        });
      mine.current = { uid, submissions };
    }
    return mine.current.submissions;
  }, [uid]);

  /** Checks the website, shows what was found (or clears the warning) and returns it. */
  const check = useCallback(
    async (website: string): Promise<DuplicateFinding | null> => {
      const address = siteAddress(website);
      if (!address) {
        setFinding(null);
        return null;
      }
      const key = `${address.normalised} ${uid ?? ""}`;
      let pending = checks.current.get(key);
      if (!pending) {
        pending = Promise.all([listedOn(website), mySubmissions()]).then(([listed, own]) => {
          const same = own.filter((submission) => {
            const other = siteAddress(submission.website);
            return other !== null && sameSite(address, other);
          });
          return listed.length > 0 || same.length > 0
            ? { key, host: address.host, listed, mine: same }
            : null;
        });
        checks.current.set(key, pending);
      }
      const found = await pending;
      setFinding(found);
      return found;
    },
    [uid, mySubmissions],
  );

  /** After a send: the user's own submissions have changed. */
  const forget = useCallback(() => {
    checks.current.clear();
    mine.current = null;
    setFinding(null);
  }, []);

  return { finding, check, forget };
}
