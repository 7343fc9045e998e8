/** How a line total splits, integer cents: base + surcharge + cut - discount = the total. */
export interface LineSplit {
  baseCents: number;
  surchargeCents: number;
  cutCents: number;
  discountPercent: number;
  discountCents: number;
}

/**
 * The split of a line quoted by hand (issue #22, decision 022): the surcharge, cut charges and
 * discount of the instant price on the day it was quoted (`reference`), with the base metal taking
 * whatever the quoted total differs by, so the four lines still add up to the quoted total. A
 * quote made before surcharges existed is split against a reference with no surcharge or discount.
 */
export function splitQuotedLine(lineTotalCents: number, reference: LineSplit): LineSplit {
  return {
    ...reference,
    baseCents:
      lineTotalCents - reference.surchargeCents - reference.cutCents + reference.discountCents,
  };
}
