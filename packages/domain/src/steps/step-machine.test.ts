import { describe, expect, it } from "vitest";
import {
  canGoNext,
  canGoPrevious,
  canJumpTo,
  createStepState,
  getProgress,
  getStepDefinition,
  getStepIndex,
  type StepState,
  type StepValidity,
  stepReducer,
} from "./step-machine";

const ALL_VALID: StepValidity = { items: true, details: true, contact: true, review: true };
const NOTHING: StepValidity = { items: false, details: true, contact: false, review: false };
const ITEMS_ONLY: StepValidity = { items: true, details: true, contact: false, review: false };

const next = (state: StepState, validity = ALL_VALID) =>
  stepReducer(state, { type: "next", validity });

describe("step machine (spec §4)", () => {
  it("starts on items with nothing completed", () => {
    expect(createStepState()).toEqual({ current: "items", completed: [] });
  });

  it("moves forward only when the current step is valid, marking it completed", () => {
    const start = createStepState();
    expect(canGoNext(start, NOTHING)).toBe(false);
    expect(next(start, NOTHING)).toBe(start);
    const details = next(start, ITEMS_ONLY);
    expect(details).toEqual({ current: "details", completed: ["items"] });
    const contact = next(details, ITEMS_ONLY);
    expect(contact).toEqual({ current: "contact", completed: ["items", "details"] });
    expect(next(contact, ITEMS_ONLY)).toBe(contact);
    const review = next(contact);
    expect(review).toEqual({ current: "review", completed: ["items", "details", "contact"] });
    expect(canGoNext(review, ALL_VALID)).toBe(false);
    expect(next(review)).toBe(review);
  });

  it("disables previous on the first step and keeps completed marks going back", () => {
    const start = createStepState();
    expect(canGoPrevious(start)).toBe(false);
    expect(stepReducer(start, { type: "previous" })).toBe(start);
    const contact = next(next(start));
    const back = stepReducer(contact, { type: "previous" });
    expect(back).toEqual({ current: "details", completed: ["items", "details"] });
    expect(canGoPrevious(back)).toBe(true);
  });

  it("does not complete a step twice", () => {
    const twice = next(stepReducer(next(createStepState()), { type: "previous" }));
    expect(twice.completed).toEqual(["items"]);
  });

  describe("indicator clicks", () => {
    const atContact = next(next(createStepState()));

    it("always allows the first step, and any step whose preceding step is completed", () => {
      expect(canJumpTo(atContact, "items", NOTHING, "wizard")).toBe(true);
      expect(canJumpTo(atContact, "details", NOTHING, "wizard")).toBe(true);
      expect(canJumpTo(atContact, "review", ALL_VALID, "wizard")).toBe(false);
      const jumped = stepReducer(atContact, {
        type: "goTo",
        step: "items",
        validity: NOTHING,
        variant: "wizard",
      });
      expect(jumped).toEqual({ current: "items", completed: ["items", "details"] });
      expect(canJumpTo(jumped, "contact", NOTHING, "wizard")).toBe(true);
    });

    it("refuses to jump ahead", () => {
      const start = createStepState();
      for (const target of ["details", "contact", "review"] as const) {
        expect(canJumpTo(start, target, ALL_VALID, "wizard")).toBe(false);
        expect(
          stepReducer(start, {
            type: "goTo",
            step: target,
            validity: ALL_VALID,
            variant: "wizard",
          }),
        ).toBe(start);
      }
      expect(canJumpTo(start, "contact", ALL_VALID, "landing")).toBe(false);
      expect(canJumpTo(start, "review", ALL_VALID, "landing")).toBe(false);
    });

    it("lets the landing form jump to details once the items are valid", () => {
      const start = createStepState();
      expect(canJumpTo(start, "details", NOTHING, "landing")).toBe(false);
      expect(canJumpTo(start, "details", ITEMS_ONLY, "landing")).toBe(true);
      expect(canJumpTo(start, "details", ITEMS_ONLY, "wizard")).toBe(false);
      expect(
        stepReducer(start, {
          type: "goTo",
          step: "details",
          validity: ITEMS_ONLY,
          variant: "landing",
        }),
      ).toEqual({ current: "details", completed: ["items"] });
    });

    it("treats a click on the current step as nothing to do", () => {
      expect(canJumpTo(createStepState(), "items", ALL_VALID, "wizard")).toBe(false);
    });
  });

  it("reports progress as completed over total, or step over 4 on the landing form", () => {
    const start = createStepState();
    expect(getProgress(start, "wizard")).toBe(0);
    expect(getProgress(start, "landing")).toBe(25);
    const contact = next(next(start));
    expect(getProgress(contact, "wizard")).toBe(50);
    expect(getProgress(contact, "landing")).toBe(75);
    const review = next(contact);
    expect(getProgress(review, "wizard")).toBe(75);
    expect(getProgress(review, "landing")).toBe(100);
  });

  it("resets", () => {
    expect(stepReducer(next(createStepState()), { type: "reset" })).toEqual(createStepState());
  });

  it("answers 'Invalid step configuration' for a missing step", () => {
    expect(() => getStepIndex("shipping")).toThrow("Invalid step configuration");
    expect(() => getStepDefinition("")).toThrow("Invalid step configuration");
    expect(getStepDefinition("review").title).toBe("Review");
    expect(() => canJumpTo(createStepState(), "nope" as "items", ALL_VALID, "wizard")).toThrow(
      "Invalid step configuration",
    );
  });
});
