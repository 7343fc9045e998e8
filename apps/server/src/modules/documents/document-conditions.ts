import { TAX_EXEMPTION_STATUSES } from "@ingot/domain";
import { and, eq, inArray, type SQL } from "drizzle-orm";
import { documents } from "../../db/schema/index";

/** Tax-exemption certificates sent for review: pending, accepted or rejected (not deleted). */
export const reviewedTaxExemptions = (): SQL =>
  and(
    eq(documents.kind, "tax_exemption"),
    inArray(documents.status, [...TAX_EXEMPTION_STATUSES]),
  ) as SQL;

/** Mill certificates a customer may download. */
export const readyCertificates = (): SQL =>
  and(eq(documents.kind, "certificate"), eq(documents.status, "ready")) as SQL;
