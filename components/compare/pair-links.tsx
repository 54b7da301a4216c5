import { Link } from "@/components/ui/link";
import { cn } from "@/lib/cn";
import { comparePairPath } from "@/lib/compare/pairs";

type Pair = { key: string; a: { slug: string; name: string }; b: { slug: string; name: string } };

/**
 * Links to pre-rendered comparison pages, "A vs B" each; with `first`, that tool is named first
 * (a tool page's "Compare {tool} with…"). A wrapping row, or a grid for a longer list.
 */
export function ComparePairLinks({
  pairs,
  first,
  layout = "row",
}: {
  pairs: readonly Pair[];
  first?: { slug: string; name: string };
  layout?: "row" | "grid";
}) {
  return (
    <ul
      className={
        layout === "grid" ? "grid gap-2 sm:grid-cols-2 lg:grid-cols-3" : "flex flex-wrap gap-2"
      }
    >
      {pairs.map((pair) => {
        const [left, right] =
          first && pair.b.slug === first.slug ? [pair.b, pair.a] : [pair.a, pair.b];
        return (
          <li key={pair.key}>
            <Link
              href={comparePairPath(pair.key)}
              className={cn("pair-link", layout === "grid" && "flex")}
            >
              {left.name} vs {right.name}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
