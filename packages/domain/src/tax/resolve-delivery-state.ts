import { normalizeStateCode } from "./normalize-state-code";

/** Where a US ZIP code is, as the maps provider knows it. */
export interface ZipLocation {
  city: string;
  /** Two-letter state code. */
  state: string;
}

export type DeliveryStateResult =
  | {
      ok: true;
      /** The state the tax is charged in: the ZIP's when known, else the typed one (a code when recognised). */
      state: string | null;
      /** The city to store: the typed one, or the ZIP's when none was typed. */
      city: string | null;
      /** Whether the state came from the ZIP (false: unknown ZIP, the typed state is kept). */
      fromZip: boolean;
    }
  | { ok: false; field: "address.state"; message: string };

/** The field message for a state that is not the ZIP's: "ZIP 48226 is in MI". */
export function zipStateMismatchMessage(zip: string, state: string): string {
  return `ZIP ${zip} is in ${state}`;
}

/**
 * The buyer does not choose their own sales tax (issue #21): the delivery state is the ZIP's. A
 * typed state that is not the ZIP's state is refused with a field message on `address.state`; a
 * blank one takes the ZIP's. When the ZIP is unknown (`location` null) the typed state is kept, and
 * pricing falls back as the spec says (regional shipping rate, that state's tax).
 */
export function resolveDeliveryState(input: {
  zip: string;
  typedState: string | null | undefined;
  typedCity: string | null | undefined;
  location: ZipLocation | null;
}): DeliveryStateResult {
  const typedCity = input.typedCity?.trim() || null;
  const typed = input.typedState?.trim() || null;
  if (!input.location) {
    return {
      ok: true,
      state: typed ? (normalizeStateCode(typed) ?? typed) : null,
      city: typedCity,
      fromZip: false,
    };
  }
  const zipState = input.location.state.toUpperCase();
  if (typed !== null && normalizeStateCode(typed) !== zipState) {
    return {
      ok: false,
      field: "address.state",
      message: zipStateMismatchMessage(input.zip, zipState),
    };
  }
  return { ok: true, state: zipState, city: typedCity ?? input.location.city, fromZip: true };
}
