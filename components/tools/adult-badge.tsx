import { Badge } from "@/components/ui/badge";

/** The 18+ mark on adult tools and categories; screen readers hear "18+ adults only". */
export function AdultBadge() {
  return (
    <Badge tone="danger">
      18+<span className="sr-only"> adults only</span>
    </Badge>
  );
}
