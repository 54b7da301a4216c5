/**
 * `npm run newsletter:confirmations` and `npm run newsletter:export` end to end: subscriptions
 * and confirmations seeded into the emulator with the Admin SDK, the CLIs run as child processes,
 * their files and Firestore read back. Own project id, as the other script tests.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { Timestamp } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";
import {
  confirmationTokenPattern,
  newsletterConfirmationsCollection,
  newsletterEmailsCollection,
} from "@/lib/newsletter-confirmation";
import { cliTimeout, runScript, scriptProject, temporaryFolderEach } from "./cli";
import { sha256Hex } from "./documents";

const projectId = "demo-aicompass-newsletter";
const siteUrl = "https://aicompass.example";
const day = 24 * 60 * 60 * 1000;
const ago = (days: number) => Timestamp.fromMillis(Date.now() - days * day);

/** Addresses new, older, confirmed, waiting for their link, and whose link expired unconfirmed. */
const db = scriptProject(projectId, async () => {
  await subscribe("new@example.com", 1);
  await subscribe("older@example.com", 3);
  await subscribe("confirmed@example.com", 20);
  await confirmation("tokenConfirmed", "confirmed@example.com", 19, 18);
  await subscribe("waiting@example.com", 5);
  await confirmation("tokenWaiting", "waiting@example.com", 4, null);
  await subscribe("expired@example.com", 40);
  await confirmation("tokenExpired", "expired@example.com", 31, null);
});
const tmp = temporaryFolderEach("newsletter-");

const run = (script: "confirmations" | "export", args: string[]) =>
  runScript(`scripts/newsletter-${script}.ts`, [...args, "--project", projectId], {
    env: { NEXT_PUBLIC_SITE_URL: siteUrl },
  });

async function subscribe(email: string, daysAgo: number): Promise<void> {
  await db()
    .collection(newsletterEmailsCollection)
    .doc(sha256Hex(email))
    .set({ email, subscribedAt: ago(daysAgo) });
}

async function confirmation(
  token: string,
  email: string,
  createdDaysAgo: number,
  confirmedDaysAgo: number | null,
): Promise<void> {
  await db()
    .collection(newsletterConfirmationsCollection)
    .doc(token)
    .set({
      email,
      createdAt: ago(createdDaysAgo),
      confirmedAt: confirmedDaysAgo === null ? null : ago(confirmedDaysAgo),
    });
}

async function confirmationsOf(email: string) {
  const snapshot = await db()
    .collection(newsletterConfirmationsCollection)
    .where("email", "==", email)
    .get();
  return snapshot.docs;
}

/** The rows of a CSV the scripts write (no quoted fields in these fixtures). */
function csvRows(file: string): string[][] {
  const text = readFileSync(file, "utf8");
  expect(text.endsWith("\r\n")).toBe(true);
  return text
    .slice(0, -2)
    .split("\r\n")
    .map((line) => line.split(","));
}

describe("npm run newsletter:confirmations", () => {
  it(
    "creates one confirmation per new address, lists its link, and deletes expired unconfirmed addresses",
    async () => {
      const out = path.join(tmp(), "confirmations.csv");
      const result = await run("confirmations", ["--out", out]);
      expect(result.stderr).toBe("");
      expect(result.code).toBe(0);
      expect(result.stdout).toContain("Wrote 2 new confirmations");
      expect(result.stdout).toContain("Deleted 1 address whose link expired unconfirmed");

      const rows = csvRows(out);
      expect(rows[0]).toEqual(["email", "confirmUrl"]);
      expect(rows.slice(1).map(([email]) => email)).toEqual([
        "older@example.com",
        "new@example.com",
      ]);
      for (const [email, url] of rows.slice(1)) {
        const link = new URL(url!);
        expect(link.origin).toBe(siteUrl);
        expect(link.pathname).toBe("/newsletter/confirm");
        const token = link.searchParams.get("token")!;
        expect(token).toMatch(confirmationTokenPattern);
        const stored = await db().collection(newsletterConfirmationsCollection).doc(token).get();
        expect(stored.get("email")).toBe(email);
        expect(stored.get("confirmedAt")).toBeNull();
        expect(stored.get("createdAt")).toBeInstanceOf(Timestamp);
      }

      // The owner of the expired link never agreed: both documents are gone.
      expect(await confirmationsOf("expired@example.com")).toHaveLength(0);
      const expired = await db()
        .collection(newsletterEmailsCollection)
        .doc(sha256Hex("expired@example.com"))
        .get();
      expect(expired.exists).toBe(false);
      // Everyone else keeps their one confirmation.
      expect(await confirmationsOf("waiting@example.com")).toHaveLength(1);
      expect(await confirmationsOf("confirmed@example.com")).toHaveLength(1);

      // A second run finds nobody new and writes no file.
      const again = await run("confirmations", ["--out", path.join(tmp(), "again.csv")]);
      expect(again.code).toBe(0);
      expect(again.stdout).toContain("No new addresses: nothing to send.");
      expect(existsSync(path.join(tmp(), "again.csv"))).toBe(false);
      expect(await confirmationsOf("new@example.com")).toHaveLength(1);
    },
    cliTimeout,
  );

  it(
    "--pending lists every open link and creates nothing; --dry-run changes nothing",
    async () => {
      const dry = await run("confirmations", ["--dry-run", "--out", path.join(tmp(), "dry.csv")]);
      expect(dry.code).toBe(0);
      expect(dry.stdout).toContain("Dry run: would write 2 new confirmations");
      expect(existsSync(path.join(tmp(), "dry.csv"))).toBe(false);
      expect(await confirmationsOf("new@example.com")).toHaveLength(0);
      expect(await confirmationsOf("expired@example.com")).toHaveLength(1);

      const out = path.join(tmp(), "pending.json");
      const pending = await run("confirmations", ["--pending", "--json", "--out", out]);
      expect(pending.code).toBe(0);
      expect(JSON.parse(readFileSync(out, "utf8"))).toEqual([
        {
          email: "waiting@example.com",
          confirmUrl: `${siteUrl}/newsletter/confirm?token=tokenWaiting`,
        },
      ]);
      expect(await confirmationsOf("new@example.com")).toHaveLength(0);
    },
    cliTimeout,
  );

  it(
    "never overwrites a list, and names a formula-like address it guards",
    async () => {
      await subscribe("=1+1@example.com", 2);
      const out = path.join(tmp(), "list.csv");
      const first = await run("confirmations", ["--out", out]);
      expect(first.code).toBe(0);
      expect(readFileSync(out, "utf8")).toContain("\r\n'=1+1@example.com,https://");
      expect(first.stderr).toContain("=1+1@example.com");
      await subscribe("late@example.com", 0);
      const second = await run("confirmations", ["--out", out]);
      expect(second.code).toBe(1);
      expect(second.stderr).toContain("Run again with --pending");
      expect(readFileSync(out, "utf8")).not.toContain("late@example.com");
    },
    cliTimeout,
  );
});

describe("npm run newsletter:export", () => {
  it(
    "writes only the confirmed addresses still subscribed, with their consent times",
    async () => {
      // Confirmed, then unsubscribed: its newsletter_emails document was deleted.
      await confirmation("tokenGone", "gone@example.com", 10, 9);
      await confirmation("tokenLater", "older@example.com", 2, 1);
      const out = path.join(tmp(), "subscribers.csv");
      const result = await run("export", ["--out", out]);
      expect(result.stderr).toBe("");
      expect(result.code).toBe(0);
      expect(result.stdout).toContain("Wrote 2 confirmed subscribers");
      const rows = csvRows(out);
      expect(rows[0]).toEqual(["email", "subscribedAt", "confirmedAt"]);
      expect(rows.slice(1).map(([email]) => email)).toEqual([
        "confirmed@example.com",
        "older@example.com",
      ]);
      for (const [, subscribedAt, confirmedAt] of rows.slice(1)) {
        expect(Date.parse(subscribedAt!)).toBeLessThan(Date.parse(confirmedAt!));
      }
      const json = path.join(tmp(), "subscribers.json");
      expect((await run("export", ["--json", "--out", json])).code).toBe(0);
      expect(
        (JSON.parse(readFileSync(json, "utf8")) as { email: string }[]).map((s) => s.email),
      ).toEqual(["confirmed@example.com", "older@example.com"]);
    },
    cliTimeout,
  );
});
