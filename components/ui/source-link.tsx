/**
 * A link to a page we cite as a source: it opens in a new tab (and says so to screen readers),
 * and carries nofollow, since citing a page vouches for nothing.
 */
export function SourceLink({ url, title }: { url: string; title: string }) {
  return (
    <a href={url} target="_blank" rel="nofollow noopener noreferrer" className="source-link">
      {title}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
