import { JsonLd } from "@/components/ui/json-ld";
import { Link } from "@/components/ui/link";
import { breadcrumbListJsonLd } from "@/lib/structured-data";

export type Crumb = { label: string; href: string };

/** Breadcrumb trail; the last crumb is the current page. */
export function Breadcrumbs({ items }: { items: readonly Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="breadcrumbs text-sm text-muted-foreground">
      <ol>
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={item.href}>
              {last ? (
                <span aria-current="page" className="text-foreground">
                  {item.label}
                </span>
              ) : (
                <>
                  <Link href={item.href}>{item.label}</Link>
                  <span aria-hidden="true">/</span>
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/**
 * The trail at the top of a listing page, with its BreadcrumbList JSON-LD (what search engines
 * show in place of the URL): the two always go together.
 */
export function BreadcrumbTrail({ items }: { items: readonly Crumb[] }) {
  return (
    <>
      <JsonLd data={breadcrumbListJsonLd(items)} />
      <div className="pt-8">
        <Breadcrumbs items={items} />
      </div>
    </>
  );
}
