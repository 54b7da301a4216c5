export const mainContentId = "main-content";

export function SkipLink() {
  return (
    <a
      href={`#${mainContentId}`}
      className="sr-only rounded-md bg-primary px-4 py-2 font-medium text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50"
    >
      Skip to content
    </a>
  );
}
