import { ToolLogo } from "./tool-logo";

/** A tool page's banner with its logo over the lower edge; fixed sizes, so nothing shifts. */
export function ToolMedia({
  tool,
}: {
  tool: { slug: string; bgImageUrl: string; logoUrl: string };
}) {
  return (
    <div className="relative">
      {/* eslint-disable-next-line @next/next/no-img-element -- fixed-size local banner; static export */}
      <img
        src={tool.bgImageUrl}
        alt=""
        width={1200}
        height={480}
        fetchPriority="high"
        className="aspect-[5/2] w-full rounded-2xl border border-border object-cover"
      />
      <div className="absolute -bottom-8 left-6">
        <ToolLogo tool={tool} size={88} eager frame="hero" />
      </div>
    </div>
  );
}
