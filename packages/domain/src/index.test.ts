import { describe, expect, it } from "vitest";
import * as domain from "./index";

describe("@ingot/domain public API", () => {
  it("exports the names apps code against (docs/ARCHITECTURE.md)", () => {
    for (const name of [
      "MATERIALS",
      "CATALOG",
      "getShapes",
      "getMaterialsForShape",
      "getDimensionConstraints",
      "parseDimension",
      "formatDimension",
      "feetToInches",
      "itemSpecSchema",
      "createItemSpecSchema",
      "mailingListSchema",
      "successEnvelope",
      "errorEnvelopeSchema",
      "validateItem",
      "calculateVolume",
      "calculateWeight",
      "calculateMaterialCost",
      "priceItem",
      "TAX_RATES",
      "calculateTax",
      "calculateShipping",
      "getLeadTime",
      "formatOrderNumber",
      "defaultPoNumber",
      "formatUsd",
      "centsToDollars",
      "MESSAGES",
      "formatShipBy",
      "formatOrderWithin",
      "groundTransitDays",
    ]) {
      expect(domain, name).toHaveProperty(name);
    }
  });

  it("leaves the holiday calendar out, so the browser bundle never carries its data", () => {
    expect(domain).not.toHaveProperty("createBusinessCalendar");
    expect(domain).not.toHaveProperty("usFederalHolidays");
    expect(domain).not.toHaveProperty("promiseShipDate");
  });
});
