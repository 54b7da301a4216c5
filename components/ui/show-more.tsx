import { buttonStyles } from "./button-styles";

/** "Show 30 more of 74": adds a page of results below those shown. */
export function ShowMore({
  shown,
  total,
  pageSize,
  onMore,
}: {
  shown: number;
  total: number;
  pageSize: number;
  onMore: () => void;
}) {
  if (total <= shown) return null;
  const rest = total - shown;
  return (
    <div className="mt-8 flex justify-center">
      <button type="button" className={buttonStyles({ variant: "outline" })} onClick={onMore}>
        Show {Math.min(pageSize, rest)} more of {rest}
      </button>
    </div>
  );
}
