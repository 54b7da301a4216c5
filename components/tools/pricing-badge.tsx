import { formatPricing, type Pricing } from "@/lib/directory/pricing";
import { Badge } from "@/components/ui/badge";

export function PricingBadge({ price }: { price: Pricing }) {
  return (
    <Badge
      tone={price.kind === "free" ? "success" : price.kind === "freemium" ? "accent" : "neutral"}
    >
      <span className="sr-only">Pricing: </span>
      {formatPricing(price)}
    </Badge>
  );
}
