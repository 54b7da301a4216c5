import { describe, expect, it } from "vitest";
import { csvField, looksLikeFormula, toCsv } from "@/lib/csv";
import {
  confirmationLifetimeDays,
  confirmationTokenPattern,
  readConfirmationToken,
} from "@/lib/newsletter-confirmation";
import {
  confirmationExpiry,
  confirmationUrl,
  confirmedSubscribers,
  formulaLikeAddresses,
  invitationsCsv,
  invitationsJson,
  largestBurst,
  mailingVolume,
  newConfirmationToken,
  parseConfirmation,
  parseSubscription,
  planConfirmations,
  subscribersCsv,
  subscribersJson,
  type StoredConfirmation,
  type StoredSubscription,
  volumeRefusal,
} from "@/lib/newsletter-mailing";

const day = 24 * 60 * 60 * 1000;
const now = new Date("2026-12-01T12:00:00Z");
const daysAgo = (days: number) => new Date(now.getTime() - days * day);

function subscription(email: string, subscribedDaysAgo = 10): StoredSubscription {
  return { id: `id-of-${email}`, email, subscribedAt: daysAgo(subscribedDaysAgo) };
}

function confirmation(
  email: string,
  token: string,
  createdDaysAgo: number,
  confirmedDaysAgo: number | null = null,
): StoredConfirmation {
  return {
    token,
    email,
    createdAt: daysAgo(createdDaysAgo),
    confirmedAt: confirmedDaysAgo === null ? null : daysAgo(confirmedDaysAgo),
  };
}

describe("confirmation tokens", () => {
  it("are 32 random bytes in base64url: 43 URL-safe characters, never repeated", () => {
    const tokens = Array.from({ length: 2000 }, newConfirmationToken);
    for (const token of tokens) {
      expect(token).toMatch(confirmationTokenPattern);
      expect(Buffer.from(token, "base64url")).toHaveLength(32);
      expect(encodeURIComponent(token)).toBe(token);
    }
    expect(new Set(tokens).size).toBe(tokens.length);
  });

  it("make the confirmation link on the site's origin, the token in the query string", () => {
    const token = newConfirmationToken();
    const url = confirmationUrl("https://aicompass.example", token);
    expect(url).toBe(`https://aicompass.example/newsletter/confirm?token=${token}`);
    expect(readConfirmationToken(new URL(url).search)).toBe(token);
  });

  it.each([
    ["no query", ""],
    ["no token", "?t=abc"],
    ["an empty token", "?token="],
    ["a short token", "?token=abc"],
    ["a token with a character outside base64url", `?token=${"a".repeat(42)}+`],
    ["a token too long", `?token=${"a".repeat(44)}`],
  ])("the page reads no token from %s", (_label, search) => {
    expect(readConfirmationToken(search)).toBeNull();
  });

  it("expire after the lifetime the rules enforce", () => {
    expect(confirmationLifetimeDays).toBe(30);
    expect(confirmationExpiry(daysAgo(30)).getTime()).toBe(now.getTime());
  });
});

describe("planConfirmations", () => {
  it("invites every address without a confirmation, oldest subscription first", () => {
    const plan = planConfirmations(
      [subscription("new@example.com", 1), subscription("older@example.com", 5)],
      [],
      now,
    );
    expect(plan.toInvite.map((s) => s.email)).toEqual(["older@example.com", "new@example.com"]);
    expect(plan).toMatchObject({ pending: [], expired: [], confirmed: 0 });
  });

  it("never invites an address twice: an open, a confirmed or an expired link each count", () => {
    const plan = planConfirmations(
      [
        subscription("open@example.com"),
        subscription("confirmed@example.com"),
        subscription("expired@example.com", 40),
      ],
      [
        confirmation("open@example.com", "t-open", 3),
        confirmation("confirmed@example.com", "t-confirmed", 20, 19),
        confirmation("expired@example.com", "t-expired", 31),
      ],
      now,
    );
    expect(plan.toInvite).toEqual([]);
    expect(plan.pending.map((c) => c.token)).toEqual(["t-open"]);
    expect(plan.confirmed).toBe(1);
    expect(plan.expired).toEqual([
      {
        email: "expired@example.com",
        tokens: ["t-expired"],
        subscriptionId: "id-of-expired@example.com",
      },
    ]);
  });

  it("keeps a link open until the last moment of its lifetime", () => {
    const justOpen = confirmation("a@example.com", "t-a", confirmationLifetimeDays - 0.0001);
    const justExpired = confirmation("b@example.com", "t-b", confirmationLifetimeDays);
    const plan = planConfirmations([], [justOpen, justExpired], now);
    expect(plan.pending.map((c) => c.token)).toEqual(["t-a"]);
    expect(plan.expired.map((e) => e.email)).toEqual(["b@example.com"]);
    expect(plan.expired[0]?.subscriptionId).toBeNull();
  });

  it("keeps an address that was confirmed, even if another of its links expired", () => {
    const plan = planConfirmations(
      [subscription("twice@example.com")],
      [
        confirmation("twice@example.com", "t-old", 60),
        confirmation("twice@example.com", "t-new", 10, 9),
      ],
      now,
    );
    expect(plan.expired).toEqual([]);
    expect(plan.confirmed).toBe(1);
  });
});

describe("confirmedSubscribers: the list to mail", () => {
  it("holds only confirmed addresses still subscribed, in the order they confirmed", () => {
    const list = confirmedSubscribers(
      [
        subscription("late@example.com"),
        subscription("early@example.com"),
        subscription("waiting@example.com"),
        subscription("expired@example.com", 40),
      ],
      [
        confirmation("late@example.com", "t1", 9, 2),
        confirmation("early@example.com", "t2", 9, 8),
        confirmation("waiting@example.com", "t3", 1),
        confirmation("expired@example.com", "t4", 35),
        // Confirmed, then unsubscribed (its newsletter_emails document was deleted).
        confirmation("gone@example.com", "t5", 9, 8),
      ],
    );
    expect(list.map((s) => s.email)).toEqual(["early@example.com", "late@example.com"]);
    expect(list[0]).toEqual({
      email: "early@example.com",
      subscribedAt: daysAgo(10),
      confirmedAt: daysAgo(8),
    });
  });
});

describe("stored documents", () => {
  const timestamp = (date: Date) => ({ toDate: () => date });

  it("reads Firestore timestamps and a null confirmedAt", () => {
    expect(
      parseSubscription("abc", { email: "a@example.com", subscribedAt: timestamp(daysAgo(1)) }),
    ).toEqual({ id: "abc", email: "a@example.com", subscribedAt: daysAgo(1) });
    expect(
      parseConfirmation("tok", {
        email: "a@example.com",
        createdAt: timestamp(daysAgo(1)),
        confirmedAt: null,
      }),
    ).toEqual({ token: "tok", email: "a@example.com", createdAt: daysAgo(1), confirmedAt: null });
  });

  it("names the document and the field when one is malformed", () => {
    expect(() => parseConfirmation("tok", { email: "a@example.com", confirmedAt: null })).toThrow(
      /newsletter_confirmations\/tok:\n {2}- createdAt/,
    );
    expect(() => parseSubscription("abc", { email: 42, subscribedAt: new Date() })).toThrow(
      /newsletter_emails\/abc:\n {2}- email/,
    );
  });
});

describe("files for the mailing tool", () => {
  it("CSV: header row, CRLF line ends, quotes where needed", () => {
    expect(toCsv([{ a: "plain", b: 'say "hi", then\nleave' }], ["a", "b"])).toBe(
      'a,b\r\nplain,"say ""hi"", then\nleave"\r\n',
    );
  });

  it.each(['=HYPERLINK("http://x")', "+1", "-2", "@SUM(A1)"])(
    "never lets a spreadsheet run %j as a formula",
    (value) => {
      expect(looksLikeFormula(value)).toBe(true);
      expect(csvField(value).replace(/^"/, "")).toMatch(/^'/);
    },
  );

  it("writes the invitations as email,confirmUrl and guards a formula-like address", () => {
    const rows = [
      {
        email: "reader@example.com",
        confirmUrl: "https://aicompass.example/newsletter/confirm?token=abc",
      },
      {
        email: "=cmd|'/c calc'!a1@example.com",
        confirmUrl: "https://aicompass.example/newsletter/confirm?token=def",
      },
    ];
    expect(invitationsCsv(rows)).toBe(
      "email,confirmUrl\r\n" +
        "reader@example.com,https://aicompass.example/newsletter/confirm?token=abc\r\n" +
        "'=cmd|'/c calc'!a1@example.com,https://aicompass.example/newsletter/confirm?token=def\r\n",
    );
    expect(formulaLikeAddresses(rows.map((r) => r.email))).toEqual([
      "=cmd|'/c calc'!a1@example.com",
    ]);
    expect(JSON.parse(invitationsJson(rows))).toEqual(rows);
  });

  it("writes the confirmed list with ISO times, the same in CSV and JSON", () => {
    const list = [
      {
        email: "reader@example.com",
        subscribedAt: new Date("2026-11-20T09:30:00Z"),
        confirmedAt: new Date("2026-11-21T08:00:00.250Z"),
      },
    ];
    expect(subscribersCsv(list)).toBe(
      "email,subscribedAt,confirmedAt\r\n" +
        "reader@example.com,2026-11-20T09:30:00.000Z,2026-11-21T08:00:00.250Z\r\n",
    );
    expect(JSON.parse(subscribersJson(list))).toEqual([
      {
        email: "reader@example.com",
        subscribedAt: "2026-11-20T09:30:00.000Z",
        confirmedAt: "2026-11-21T08:00:00.250Z",
      },
    ]);
    expect(subscribersCsv([])).toBe("email,subscribedAt,confirmedAt\r\n");
  });
});

describe("the time of subscription", () => {
  it("is the first sign-up: the earlier of subscribedAt and the document's createTime", () => {
    const data = { email: "a@example.com", subscribedAt: daysAgo(1) };
    // Subscribed again a day after the first sign-up: subscribedAt moved, createTime did not.
    expect(parseSubscription("abc", data, daysAgo(2)).subscribedAt).toEqual(daysAgo(2));
    // Stored earlier than its document (an import): subscribedAt stands.
    expect(parseSubscription("abc", data, now).subscribedAt).toEqual(daysAgo(1));
    expect(parseSubscription("abc", data).subscribedAt).toEqual(daysAgo(1));
  });
});

describe("the volume guard", () => {
  const minute = 60 * 1000;
  /** `count` addresses signed up `spacingMs` apart, the latest now. */
  const signUps = (count: number, spacingMs: number) =>
    Array.from({ length: count }, (_, index) => ({
      ...subscription(`s${index}@example.com`),
      subscribedAt: new Date(now.getTime() - index * spacingMs),
    }));

  it("finds the largest number of sign-ups within any window", () => {
    const times = [0, 1, 2, 10, 11, 12, 13].map((m) => new Date(now.getTime() + m * minute));
    expect(largestBurst(times, 5)).toEqual({ count: 4, from: times[3] });
    expect(largestBurst([], 5)).toEqual({ count: 0, from: null });
  });

  it("lets through what a form filled in by people brings", () => {
    expect(volumeRefusal(signUps(mailingVolume.perRun, 10 * minute), null)).toBeNull();
    expect(volumeRefusal(signUps(mailingVolume.burst, 10 * 1000), null)).toBeNull();
  });

  it("refuses more than the run's limit, or a burst, naming the numbers and the flag", () => {
    expect(volumeRefusal(signUps(101, 10 * minute), null)).toBe(
      "Refusing to send 101 confirmation emails: more than 100 new addresses in one run looks like a list of strangers' addresses sent through the form; check newsletter_emails and delete what is not genuine, or run again with --allow-volume 101 to send them all.",
    );
    expect(volumeRefusal(signUps(21, 10 * 1000), null)).toBe(
      `Refusing to send 21 confirmation emails: 21 of the new addresses signed up within 5 minutes from ${new Date(now.getTime() - 200 * 1000).toISOString()}, more than the 20 people filling in the form would, which looks like a script; check newsletter_emails and delete what is not genuine, or run again with --allow-volume 21 to send them all.`,
    );
  });

  it("lets --allow-volume send up to its number, and no more", () => {
    expect(volumeRefusal(signUps(1000, 5), 1000)).toBeNull();
    expect(volumeRefusal(signUps(1000, 5), 999)).toBe(
      "Refusing to send 1000 confirmation emails: --allow-volume 999 allows at most 999; check newsletter_emails and delete what is not genuine, or run again with --allow-volume 1000 to send them all.",
    );
  });
});
