import type { ToolStatus } from "@/lib/schemas/tool";
import { Badge } from "@/components/ui/badge";

/** The lifecycle next to a tool's other badges; nothing for an active tool. */
export function ToolStatusBadge({ status }: { status: ToolStatus }) {
  if (status === "discontinued") return <Badge tone="danger">Discontinued</Badge>;
  if (status === "merged") return <Badge tone="danger">Merged</Badge>;
  if (status === "renamed") return <Badge tone="accent">Renamed</Badge>;
  if (status === "unverified") return <Badge>Unverified</Badge>;
  return null;
}
