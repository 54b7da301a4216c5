import type { ReactNode } from "react";

/** The heading block at the top of a page: an optional eyebrow, the page's one <h1>, a lead. */
export function PageIntro({
  eyebrow,
  title,
  lead,
  children,
}: {
  eyebrow?: string;
  title: string;
  lead?: string;
  children?: ReactNode;
}) {
  return (
    <header className="flex flex-col gap-4 py-12 sm:py-16">
      {eyebrow ? (
        <p className="text-sm font-semibold tracking-widest text-accent uppercase">{eyebrow}</p>
      ) : null}
      <h1 className="max-w-3xl text-4xl font-bold tracking-tight text-balance sm:text-5xl">
        {title}
      </h1>
      {lead ? <p className="max-w-2xl text-lg text-muted-foreground">{lead}</p> : null}
      {children}
    </header>
  );
}
