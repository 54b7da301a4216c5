/**
 * "★ 4.3 (12)": a list's short form of a tool's ratings, from a few reviews on. Its own module,
 * without the Stars component: every card in the browser carries it.
 */
export function RatingChip({ mean, count }: { mean: number; count: number }) {
  const rating = mean.toFixed(1);
  return (
    <span
      role="img"
      className="rating-chip"
      aria-label={`Rated ${rating} out of 5 from ${count} reviews`}
    >
      <span>★</span>
      {rating} ({count})
    </span>
  );
}
