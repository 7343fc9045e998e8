import { z } from "zod";

/**
 * The dates a price promises (issue #22, decision 023): calendar dates `YYYY-MM-DD` in the
 * facility's time zone, decided by the server's business calendar and clock.
 */
export const shipByField = z.iso
  .date()
  .describe(
    "YYYY-MM-DD in the facility's time zone: the start day (today before the noon cutoff on a business day, else the next business day) plus the lead-time tier's upper end in business days",
  );

export const orderWithinMinutesField = z
  .number()
  .int()
  .min(1)
  .nullable()
  .describe(
    "whole minutes (rounded up) left before today's 12:00 cutoff in the facility's time zone; null after it and on days off",
  );

export const arrivesByField = z.iso
  .date()
  .describe(
    "YYYY-MM-DD: ship_by plus ground transit in business days by distance (≤300 mi 1, ≤800 2, ≤1400 3, ≤2000 4, farther or unknown 5); shipping only",
  );

/** What every price adds about its dates. */
export const shipPromiseFields = {
  ship_by: shipByField,
  order_within_minutes: orderWithinMinutesField,
};

/** What checkout adds: the price's dates, and the arrival when shipping. */
export const checkoutDateFields = {
  ...shipPromiseFields,
  arrives_by: arrivesByField.optional(),
};

/** The dates an order stored when it was placed (null on orders placed before issue #22). */
export const orderPromiseFields = {
  ship_by: shipByField.nullable(),
  arrives_by: arrivesByField.nullable().describe("shipping only; null for pickup"),
};
