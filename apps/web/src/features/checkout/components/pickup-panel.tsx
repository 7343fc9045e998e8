import type { CheckoutConfig } from "@ingot/domain";
import { Clock, MapPin, Phone } from "lucide-react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { PhoneLink } from "@/components/ui/phone-link";

/** Spec §3 pickup facility: configured name, address and phone; the spec's hours and instructions. */
export function PickupPanel({ facility }: { facility: CheckoutConfig["facility"] | undefined }) {
  return (
    <Card data-testid="pickup-panel">
      <CardHeader>
        <CardTitle>Pickup location</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 text-sm">
        {facility ? (
          <>
            <p className="flex gap-2">
              <MapPin className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
              <span>
                <span className="block font-medium">{facility.name}</span>
                {facility.street}
                <br />
                {facility.city}, {facility.state} {facility.zip}
              </span>
            </p>
            <p className="flex gap-2">
              <Phone className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
              <PhoneLink phone={facility.phone} />
            </p>
            <p className="flex gap-2">
              <Clock className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
              <span>{facility.hours}</span>
            </p>
            <p className="rounded-md bg-muted px-3 py-2">{facility.instructions}</p>
          </>
        ) : (
          <p className="text-muted-foreground">Loading the pickup location…</p>
        )}
      </CardContent>
    </Card>
  );
}
