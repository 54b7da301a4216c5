const dayMonthYear = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/** "29 November 2026" from "2026-11-29" or an ISO time: how every review is dated. */
export function formatReviewDate(iso: string): string {
  return dayMonthYear.format(new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso));
}
