import { monogramPath } from "@/lib/directory/monogram-path";
import { cn } from "@/lib/cn";

type LogoTool = { slug: string; logoUrl: string };

/**
 * A tool's logo at a fixed size (no layout shift): its brand logo tile, or its monogram. For
 * anything but the monogram itself the monogram is the fallback: browsers render a broken
 * <img>'s ::after pseudo-element (a loaded image has none), so the monogram covers the
 * broken-image icon, with or without JavaScript. Styles: .logo in app/globals.css.
 */
const frames = {
  /** In cards and search results (.logo's own rounding). */
  plain: "",
} as const;

/** The sizes in use as classes (a listing repeats them); any other size is set inline. */
const sizeClasses: Partial<Record<number, string>> = {
  36: "size-9",
  40: "size-10",
  48: "size-12",
  72: "size-18",
};

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
  const sizeClass = sizeClasses[size];
  return (
    <span
      {...(withFallback ? { "data-logo-fallback": fallback } : {})}
      className={cn("logo", frames[frame], sizeClass, blurred && "blur-sm")}
      {...(sizeClass ? {} : { style: { width: size, height: size } })}
    >
      {/* eslint-disable-next-line @next/next/no-img-element -- static export: no image optimiser; sizes are fixed */}
      <img
        src={tool.logoUrl}
        alt=""
        width={size}
        height={size}
        loading={eager ? "eager" : "lazy"}
        decoding="async"
        // A remote image is not told which page shows it; a local one needs no policy.
        {...(tool.logoUrl.startsWith("/") ? {} : { referrerPolicy: "no-referrer" as const })}
        // The monogram is fetched only when the logo fails (the ::after), never up front.
        {...(withFallback
          ? { style: { "--logo-fallback": `url(${fallback})` } as React.CSSProperties }
          : {})}
      />
    </span>
  );
}
