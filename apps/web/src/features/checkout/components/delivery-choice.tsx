import { Store, Truck } from "lucide-react";
import { ChoiceCards } from "@/components/ui/choice-cards";

const METHODS = [
  { value: "ship", label: "Ship", detail: "Insured freight to your address", icon: Truck },
  { value: "pickup", label: "Pickup", detail: "Collect at our facility", icon: Store },
] as const;

/**
 * Ship or pickup, asked first (issue #15): the address fields only appear for shipping, so a
 * pickup buyer never types one.
 */
export function DeliveryChoice({
  deliveryMethod,
  onDeliveryMethod,
  children,
}: {
  deliveryMethod: "ship" | "pickup";
  onDeliveryMethod: (method: "ship" | "pickup") => void;
  /** shown under the choice (the pickup facility) */
  children?: React.ReactNode;
}) {
  return (
    <ChoiceCards
      kind="delivery"
      options={METHODS}
      value={deliveryMethod}
      onChange={onDeliveryMethod}
    >
      {children}
    </ChoiceCards>
  );
}
