import { monogramPath } from "@/lib/directory/tool-images";
import { cn } from "@/lib/cn";

type LogoTool = { slug: string; logoUrl: string };

/**
 * A tool's logo at a fixed size (no layout shift): its brand logo tile, or its monogram. For
 * anything but the monogram itself the monogram is the fallback: browsers render a broken
 * <img>'s ::after pseudo-element (a loaded image has none), so the monogram covers the
 * broken-image icon, with or without JavaScript.
 */
const frames = {
  /** In cards and search results. */
  plain: "rounded-xl",
  /** Over a tool page's banner: a ring of the page's background around it. */
  hero: "rounded-2xl border-4 border-background shadow-xl",
} as const;

export function ToolLogo({
  tool,
  size = 48,
  blurred = false,
  eager = false,
  frame = "plain",
}: {
  tool: LogoTool;
  size?: number;
  blurred?: boolean;
  eager?: boolean;
  frame?: keyof typeof frames;
}) {
  const fallback = monogramPath(tool.slug);
  const withFallback = tool.logoUrl !== fallback;
  return (
    <span
      data-logo-fallback={withFallback ? fallback : undefined}
      className={cn(
        "relative inline-block shrink-0 overflow-hidden bg-muted",
        frames[frame],
        blurred && "blur-sm",
      )}
      // The monogram is fetched only when the logo fails (the ::after below), never up front.
      style={{ width: size, height: size }}
    >
      {/* eslint-disable-next-line @next/next/no-img-element -- static export: no image optimiser; sizes are fixed */}
      <img
        src={tool.logoUrl}
        alt=""
        width={size}
        height={size}
        loading={eager ? "eager" : "lazy"}
        decoding="async"
        referrerPolicy="no-referrer"
        className={cn(
          "relative block size-full object-cover",
          withFallback &&
            "after:absolute after:inset-0 after:bg-muted after:[background-image:var(--logo-fallback)] after:bg-cover after:bg-center after:content-['']",
        )}
        style={
          withFallback
            ? ({ "--logo-fallback": `url(${fallback})` } as React.CSSProperties)
            : undefined
        }
      />
    </span>
  );
}
