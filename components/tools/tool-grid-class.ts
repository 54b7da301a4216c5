/** The card grid of every tool listing, shared by the pre-rendered lists and the filtered results. */
export const toolGridClassName = "grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4";
