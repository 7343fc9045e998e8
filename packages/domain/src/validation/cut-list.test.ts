import { describe, expect, it } from "vitest";
import { checkCutListStock, cutListRequestSchema } from "./cut-list";
import { toFieldErrors } from "./to-field-errors";

const valid = {
  material: "a500",
  product_type: "Tube",
  shape: "Square",
  dimensions: { width: 2, wall: 0.125 },
  pieces: [{ length: 30, quantity: 4, label: "Leg" }],
};

const errorsOf = (body: unknown) => {
  const parsed = cutListRequestSchema.safeParse(body);
  return parsed.success ? [] : toFieldErrors(parsed.error.issues);
};

describe("cutListRequestSchema", () => {
  it("takes the contract's request with the kerf and minimum drop defaults", () => {
    expect(cutListRequestSchema.parse(valid)).toMatchObject({ kerf: 0.125, min_drop: 12 });
  });

  it("refuses more than 2,000 pieces on the pieces field", () => {
    expect(
      errorsOf({
        ...valid,
        pieces: [
          { length: 10, quantity: 1500 },
          { length: 12, quantity: 501 },
        ],
      }),
    ).toEqual([
      { field: "pieces", message: "A cut list holds at most 2,000 pieces; this one has 2,001" },
    ]);
  });

  it("checks the cross-section with the item spec's messages", () => {
    expect(errorsOf({ ...valid, dimensions: { width: 2, wall: 1 } })).toEqual([
      { field: "dimensions.wall", message: 'Wall cannot exceed 0.75"' },
    ]);
    expect(errorsOf({ ...valid, dimensions: { wall: 0.125 } })).toEqual([
      { field: "dimensions.width", message: "Width is required" },
    ]);
    expect(errorsOf({ ...valid, dimensions: { ...valid.dimensions, length: 240 } })).toEqual([
      expect.objectContaining({ field: "dimensions" }),
    ]);
    expect(errorsOf({ ...valid, product_type: "Plate" })[0]?.field).toBe("product_type");
  });

  it("refuses labels over 60 characters and pieces without a length", () => {
    expect(
      errorsOf({ ...valid, pieces: [{ length: 0, quantity: 1, label: "x".repeat(61) }] }),
    ).toEqual([
      { field: "pieces.0.length", message: "Piece length must be at least 1/16 in" },
      { field: "pieces.0.label", message: expect.stringContaining("60") },
    ]);
  });
});

describe("checkCutListStock", () => {
  it("lets stock_lengths only narrow the stock", () => {
    expect(checkCutListStock({ pieces: valid.pieces, stock_lengths: [288] }, [240, 288])).toEqual({
      stockLengths: [288],
      errors: [],
    });
    expect(
      checkCutListStock({ pieces: valid.pieces, stock_lengths: [240, 300] }, [240, 288]),
    ).toEqual({
      stockLengths: [],
      errors: [
        {
          field: "stock_lengths.1",
          message:
            "300 in (25 ft) is not a stock length of this material (stocked: 240 in (20 ft), 288 in (24 ft))",
        },
      ],
    });
  });

  it("names a piece longer than every allowed stock length", () => {
    const pieces = [
      { length: 30, quantity: 1 },
      { length: 250, quantity: 2, label: "Beam" },
    ];
    expect(checkCutListStock({ pieces, stock_lengths: [240] }, [240, 288]).errors).toEqual([
      {
        field: "pieces.1.length",
        message:
          'Piece 2 "Beam" is 250 in (20.833 ft), longer than every stock length (the longest is 240 in (20 ft))',
      },
    ]);
    expect(checkCutListStock({ pieces }, [240, 288]).errors).toEqual([]);
  });
});
