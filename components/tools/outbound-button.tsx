import type { OutboundLink } from "@/lib/directory/outbound";
import { buttonStyles } from "@/components/ui/button-styles";
import { CssIcon } from "@/components/ui/icons";

/** The call-to-action to a tool's own site, with the rel and disclosure its link needs. */
export function OutboundButton({
  tool,
}: {
  tool: { name: string; buttonLabel?: string | undefined; outbound: OutboundLink };
}) {
  const label = tool.buttonLabel ?? `Visit ${tool.name}`;
  return (
    <div className="flex flex-col items-start gap-2">
      <a
        href={tool.outbound.href}
        target="_blank"
        rel={tool.outbound.rel}
        className={buttonStyles()}
        data-outbound=""
      >
        {label}
        <span className="sr-only"> (opens {tool.name}&apos;s site in a new tab)</span>
        <CssIcon name="outbound" className="size-4" />
      </a>
      {tool.outbound.sponsored ? (
        <p className="text-xs text-muted-foreground">
          Affiliate link: we may earn a commission if you sign up, at no extra cost to you.
        </p>
      ) : null}
    </div>
  );
}
