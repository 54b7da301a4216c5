export const mainContentId = "main-content";

export function SkipLink() {
  return (
    <a href={`#${mainContentId}`} className="skip-link">
      Skip to content
    </a>
  );
}
