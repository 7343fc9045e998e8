import { Store, Truck } from "lucide-react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { cn } from "@/lib/cn";

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
    <Card data-testid="delivery-choice">
      <CardHeader>
        <CardTitle>Delivery</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <fieldset>
          <legend className="mb-2 font-medium text-sm">Delivery method</legend>
          <div className="grid grid-cols-2 gap-2">
            {METHODS.map((m) => {
              const checked = deliveryMethod === m.value;
              return (
                <label
                  key={m.value}
                  className={cn(
                    "flex cursor-pointer flex-col gap-1 rounded-md border p-3 text-sm transition-colors",
                    "has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring",
                    checked ? "border-primary bg-primary/10" : "border-border hover:bg-muted",
                  )}
                >
                  <span className="flex items-center gap-2 font-medium">
                    <input
                      type="radio"
                      name="delivery_method"
                      value={m.value}
                      checked={checked}
                      onChange={() => onDeliveryMethod(m.value)}
                      aria-labelledby={`delivery-${m.value}-label`}
                      aria-describedby={`delivery-${m.value}-detail`}
                      className="size-4 accent-[var(--primary)]"
                    />
                    <m.icon className="size-4" aria-hidden="true" />
                    <span id={`delivery-${m.value}-label`}>{m.label}</span>
                  </span>
                  <span id={`delivery-${m.value}-detail`} className="text-muted-foreground text-xs">
                    {m.detail}
                  </span>
                </label>
              );
            })}
          </div>
        </fieldset>
        {children}
      </CardContent>
    </Card>
  );
}
