import { cn } from "@/lib/cn";

/** Renders HTML produced by our own Markdown pipeline (raw HTML in sources is dropped there). */
export function Prose({ html, className }: { html: string; className?: string }) {
  return (
    <div
      className={cn(
        "prose max-w-none prose-invert prose-headings:scroll-mt-24 prose-a:text-accent prose-a:underline-offset-2 hover:prose-a:text-foreground",
        // Inline code as a tinted chip, without the typography plugin's literal backticks.
        "prose-code:font-normal prose-code:before:content-none prose-code:after:content-none prose-pre:text-sm",
        className,
      )}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
