/** Cards and task lists show "★ 4.3 (12)" from this many reviews; the JSON-LD too. */
export const minReviewsForStars = 3;
