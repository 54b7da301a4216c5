import { AdultBadge } from "@/components/tools/adult-badge";
import { ToolLogo } from "@/components/tools/tool-logo";
import type { SearchHit } from "@/lib/search/engine";

/** What a result shows: a tool's logo, name, category and pricing; an article's or prompt's title and section. */
export function SearchHitContent({
  hit,
  size = "compact",
}: {
  hit: SearchHit;
  size?: "compact" | "full";
}) {
  if (hit.kind === "tool") {
    return (
      <span className="flex min-w-0 items-center gap-3">
        <ToolLogo
          tool={{ slug: hit.slug, logoUrl: hit.logo }}
          size={size === "full" ? 48 : 36}
          blurred={hit.adult}
        />
        <span className="flex min-w-0 flex-col">
          <span className="flex min-w-0 items-center gap-2">
            <span className="truncate font-medium">{hit.title}</span>
            {hit.adult ? <AdultBadge /> : null}
          </span>
          <span className="truncate text-sm text-muted-foreground">
            {hit.category} · {hit.genre} · {hit.pricing}
          </span>
          {size === "full" ? (
            <span className="mt-1 line-clamp-2 text-sm text-muted-foreground">
              {hit.description}
            </span>
          ) : null}
        </span>
      </span>
    );
  }
  return (
    <span className="flex min-w-0 flex-col">
      <span className={size === "full" ? "font-medium" : "truncate font-medium"}>{hit.title}</span>
      <span className="truncate text-sm text-muted-foreground">{hit.section}</span>
      {size === "full" ? (
        <span className="mt-1 line-clamp-2 text-sm text-muted-foreground">{hit.description}</span>
      ) : null}
    </span>
  );
}
