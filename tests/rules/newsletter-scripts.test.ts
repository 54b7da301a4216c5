/**
 * `npm run newsletter:confirmations` and `npm run newsletter:export` end to end: subscriptions
 * and confirmations seeded into the emulator with the Admin SDK, the CLIs run as child processes,
 * their files and Firestore read back. Own project id, as the other script tests.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { FieldValue, Timestamp } from "firebase-admin/firestore";
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

describe("npm run newsletter:confirmations: the volume guard", () => {
  /** `count` new addresses (burst-1@example.com…), signed up `spacingMs` apart, latest now. */
  async function signUps(count: number, spacingMs: number): Promise<void> {
    const batch = db().batch();
    for (let index = 0; index < count; index += 1) {
      const email = `burst-${index + 1}@example.com`;
      batch.set(db().collection(newsletterEmailsCollection).doc(sha256Hex(email)), {
        email,
        subscribedAt: Timestamp.fromMillis(Date.now() - index * spacingMs),
      });
    }
    await batch.commit();
  }
  const created = async () => (await db().collection(newsletterConfirmationsCollection).get()).size;
  /** The fixture's confirmations: confirmed, waiting and expired. */
  const seeded = 3;

  it(
    "refuses a burst of sign-ups, changing nothing, until --allow-volume covers it",
    async () => {
      // 25 sign-ups one second apart, and the fixture's two new addresses: 27 to mail.
      await signUps(25, 1000);
      const out = path.join(tmp(), "burst.csv");
      const refused = await run("confirmations", ["--out", out]);
      expect(refused.code).toBe(3);
      expect(refused.stderr.trim()).toMatch(
        /^Refusing to send 27 confirmation emails: 25 of the new addresses signed up within 5 minutes from \S+, more than the 20 people filling in the form would, which looks like a script; check newsletter_emails and delete what is not genuine, or run again with --allow-volume 27 to send them all\.$/,
      );
      expect(existsSync(out)).toBe(false);
      expect(await created()).toBe(seeded);
      // Nothing deleted either: the expired address waits for a run that goes through.
      expect(await confirmationsOf("expired@example.com")).toHaveLength(1);

      const dry = await run("confirmations", ["--dry-run"]);
      expect(dry.code).toBe(3);
      expect(dry.stderr).toContain("--allow-volume 27");

      const tooFew = await run("confirmations", ["--allow-volume", "26", "--out", out]);
      expect(tooFew.code).toBe(3);
      expect(tooFew.stderr).toContain(
        "Refusing to send 27 confirmation emails: --allow-volume 26 allows at most 26;",
      );
      expect(await created()).toBe(seeded);

      const allowed = await run("confirmations", ["--allow-volume", "27", "--out", out]);
      expect(allowed.code).toBe(0);
      expect(allowed.stdout).toContain("Wrote 27 new confirmations");
      expect(csvRows(out)).toHaveLength(28);
    },
    cliTimeout,
  );

  it(
    "refuses more new addresses in one run than the form brings, however spread out",
    async () => {
      // 99 sign-ups an hour apart (no burst) and the fixture's two: 101.
      await signUps(99, 60 * 60 * 1000);
      const refused = await run("confirmations", ["--out", path.join(tmp(), "many.csv")]);
      expect(refused.code).toBe(3);
      expect(refused.stderr.trim()).toBe(
        "Refusing to send 101 confirmation emails: more than 100 new addresses in one run looks like a list of strangers' addresses sent through the form; check newsletter_emails and delete what is not genuine, or run again with --allow-volume 101 to send them all.",
      );
      expect(await created()).toBe(seeded);
      // 20 within 5 minutes and 100 in a run are still mailed without the flag.
      await db()
        .collection(newsletterEmailsCollection)
        .doc(sha256Hex("burst-99@example.com"))
        .delete();
      const allowed = await run("confirmations", ["--out", path.join(tmp(), "hundred.csv")]);
      expect(allowed.code).toBe(0);
      expect(allowed.stdout).toContain("Wrote 100 new confirmations");
    },
    cliTimeout,
  );

  it(
    "does not mail an address subscribed again, and keeps its first sign-up time",
    async () => {
      expect((await run("confirmations", ["--out", path.join(tmp(), "first.csv")])).code).toBe(0);
      const older = db().collection(newsletterEmailsCollection).doc(sha256Hex("older@example.com"));
      const firstSignUp = (await older.get()).createTime!.toDate().getTime();
      await new Promise((resolve) => setTimeout(resolve, 50));
      // What firestore.rules now lets anyone do: the same write again, at the server's time.
      await older.set({ email: "older@example.com", subscribedAt: FieldValue.serverTimestamp() });

      const again = await run("confirmations", ["--out", path.join(tmp(), "again.csv")]);
      expect(again.code).toBe(0);
      expect(again.stdout).toContain("No new addresses: nothing to send.");
      expect(await confirmationsOf("older@example.com")).toHaveLength(1);

      const [token] = await confirmationsOf("older@example.com");
      await token!.ref.update({ confirmedAt: Timestamp.now() });
      const json = path.join(tmp(), "subscribers.json");
      expect((await run("export", ["--json", "--out", json])).code).toBe(0);
      const exported = (
        JSON.parse(readFileSync(json, "utf8")) as { email: string; subscribedAt: string }[]
      ).find((s) => s.email === "older@example.com");
      expect(Date.parse(exported!.subscribedAt)).toBeLessThanOrEqual(firstSignUp);
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
