import { MAPS_LOAD_CHECK_DELAY_MS, MESSAGES } from "@ingot/domain";
import { useEffect, useRef, useState } from "react";
import { toast } from "@/lib/toast";

/**
 * Google Places address autocomplete (spec §4, §5), only when the server hands out a browser key
 * (GET /v2/checkout/config). US addresses of the address type only. When the script or the widget
 * fails, the form stays a plain manual form and the spec's messages say so.
 */

export interface PlaceAddress {
  street: string;
  city: string;
  state: string;
  zip_code: string;
}

interface AddressComponent {
  long_name: string;
  short_name: string;
  types: string[];
}

interface AutocompleteLike {
  addListener(event: "place_changed", handler: () => void): { remove(): void };
  getPlace(): { address_components?: AddressComponent[] };
}

interface GoogleLike {
  maps?: {
    places?: {
      Autocomplete: new (
        input: HTMLInputElement,
        options: {
          componentRestrictions: { country: string[] };
          types: string[];
          fields: string[];
        },
      ) => AutocompleteLike;
    };
  };
}

declare global {
  interface Window {
    google?: GoogleLike;
  }
}

const SCRIPT_ID = "google-maps-places";
let loading: Promise<void> | undefined;

function loadScript(key: string): Promise<void> {
  if (window.google?.maps?.places) return Promise.resolve();
  if (loading) return loading;
  loading = new Promise<void>((resolve, reject) => {
    const script = document.createElement("script");
    script.id = SCRIPT_ID;
    script.async = true;
    script.src = `https://maps.googleapis.com/maps/api/js?key=${encodeURIComponent(key)}&libraries=places&v=weekly`;
    script.onload = () => resolve();
    script.onerror = () => {
      loading = undefined;
      script.remove();
      reject(new Error(MESSAGES.maps.scriptFailed));
    };
    document.head.append(script);
  });
  return loading;
}

export function toPlaceAddress(components: AddressComponent[]): PlaceAddress {
  const find = (type: string) => components.find((c) => c.types.includes(type));
  const number = find("street_number")?.long_name ?? "";
  const route = find("route")?.long_name ?? "";
  return {
    street: [number, route].filter(Boolean).join(" "),
    city: (find("locality") ?? find("postal_town") ?? find("sublocality"))?.long_name ?? "",
    state: find("administrative_area_level_1")?.short_name ?? "",
    zip_code: find("postal_code")?.long_name ?? "",
  };
}

export type AutocompleteStatus = "off" | "loading" | "ready" | "failed";

export function usePlacesAutocomplete(
  browserKey: string | null | undefined,
  input: HTMLInputElement | null,
  onSelect: (address: PlaceAddress) => void,
): AutocompleteStatus {
  const [status, setStatus] = useState<AutocompleteStatus>(browserKey ? "loading" : "off");
  const onSelectRef = useRef(onSelect);
  onSelectRef.current = onSelect;

  useEffect(() => {
    if (!browserKey || !input) {
      setStatus(browserKey ? "loading" : "off");
      return;
    }
    let cancelled = false;
    let listener: { remove(): void } | undefined;
    const fail = (title: string, detail: string) => {
      if (cancelled) return;
      setStatus("failed");
      toast.error(title, { description: detail });
    };
    setStatus("loading");
    loadScript(browserKey)
      .then(
        () => new Promise<void>((resolve) => window.setTimeout(resolve, MAPS_LOAD_CHECK_DELAY_MS)),
      )
      .then(() => {
        if (cancelled) return;
        const places = window.google?.maps?.places;
        if (!places) {
          console.warn(MESSAGES.maps.notAvailableAfterLoad);
          fail(MESSAGES.maps.unavailableTitle, MESSAGES.maps.unavailableDetail);
          return;
        }
        try {
          const autocomplete = new places.Autocomplete(input, {
            componentRestrictions: { country: ["us"] },
            types: ["address"],
            fields: ["address_components"],
          });
          listener = autocomplete.addListener("place_changed", () => {
            const components = autocomplete.getPlace().address_components;
            if (components) onSelectRef.current(toPlaceAddress(components));
          });
          setStatus("ready");
        } catch (error) {
          console.warn(MESSAGES.maps.failedToLoadProperly, error);
          fail(MESSAGES.maps.autocompleteErrorTitle, MESSAGES.maps.initFailed);
        }
      })
      .catch((error: unknown) => {
        console.warn(error instanceof Error ? error.message : MESSAGES.maps.scriptFailed);
        fail(MESSAGES.maps.unavailableTitle, MESSAGES.maps.unavailableDetail);
      });
    return () => {
      cancelled = true;
      listener?.remove();
    };
  }, [browserKey, input]);

  return status;
}
