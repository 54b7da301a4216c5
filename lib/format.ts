const longDate = new Intl.DateTimeFormat("en-US", {
  year: "numeric",
  month: "long",
  day: "numeric",
  timeZone: "UTC",
});

const monthYear = new Intl.DateTimeFormat("en-US", {
  year: "numeric",
  month: "long",
  timeZone: "UTC",
});

/** "2026-03-14", or "2026-03" (read as the month's first day). */
const toDate = (isoDate: string) =>
  new Date(`${isoDate.length === 7 ? `${isoDate}-01` : isoDate}T00:00:00Z`);

/** "2026-11-21" → "November 21, 2026", the same on every machine whatever its time zone. */
export function formatLongDate(isoDate: string): string {
  return longDate.format(toDate(isoDate));
}

/** "2025-06-01" or "2025-06" → "June 2025". */
export function formatMonthYear(isoDate: string): string {
  return monthYear.format(toDate(isoDate));
}

/** "1 tool", "16 tools". */
export function countLabel(count: number, singular: string, plural = `${singular}s`): string {
  return `${count.toLocaleString("en-US")} ${count === 1 ? singular : plural}`;
}

/** A source's `seen` date as a reader sees it: "March 2026" for a month, else the full date. */
export function formatSeenDate(seen: string): string {
  return seen.length === 7 ? formatMonthYear(seen) : formatLongDate(seen);
}
