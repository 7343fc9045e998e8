import { createEmptyQuoteForm, type QuoteFormData, WIZARD_AUTOSAVE_DELAY_MS } from "@ingot/domain";
import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { loadWizardDraft, useWizardAutosave, WIZARD_DRAFT_KEY } from "./use-wizard-draft";

const withNotes = (notes: string): QuoteFormData => ({ ...createEmptyQuoteForm(), notes });

describe("the wizard's draft", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("saves a change after the delay, not the form it started with", () => {
    const { rerender } = renderHook(({ form }) => useWizardAutosave(form, true), {
      initialProps: { form: withNotes("as loaded") },
    });
    act(() => vi.advanceTimersByTime(WIZARD_AUTOSAVE_DELAY_MS));
    expect(localStorage.getItem(WIZARD_DRAFT_KEY)).toBeNull();

    rerender({ form: withNotes("Saw cut, no deburr") });
    act(() => vi.advanceTimersByTime(WIZARD_AUTOSAVE_DELAY_MS - 1));
    expect(localStorage.getItem(WIZARD_DRAFT_KEY)).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(loadWizardDraft()?.notes).toBe("Saw cut, no deburr");
  });

  it("after a submission, removes the draft and does not store the fresh form", () => {
    const { result, rerender } = renderHook(({ form }) => useWizardAutosave(form, true), {
      initialProps: { form: createEmptyQuoteForm() },
    });
    rerender({ form: withNotes("to be sent") });
    act(() => vi.advanceTimersByTime(WIZARD_AUTOSAVE_DELAY_MS));
    expect(loadWizardDraft()?.notes).toBe("to be sent");

    const fresh = createEmptyQuoteForm();
    act(() => result.current.discard(fresh));
    rerender({ form: fresh });
    act(() => vi.advanceTimersByTime(WIZARD_AUTOSAVE_DELAY_MS * 2));
    expect(localStorage.getItem(WIZARD_DRAFT_KEY)).toBeNull();

    // The next change is a new draft.
    rerender({ form: withNotes("the next one") });
    act(() => vi.advanceTimersByTime(WIZARD_AUTOSAVE_DELAY_MS));
    expect(loadWizardDraft()?.notes).toBe("the next one");
  });

  it("cancels a save still due when the request is sent, before the fresh form renders", () => {
    const { result, rerender } = renderHook(({ form }) => useWizardAutosave(form, true), {
      initialProps: { form: createEmptyQuoteForm() },
    });
    // The last keystroke, then the request goes and its reply comes within the delay.
    rerender({ form: withNotes("sent within the delay") });
    act(() => vi.advanceTimersByTime(WIZARD_AUTOSAVE_DELAY_MS - 100));
    act(() => result.current.discard(createEmptyQuoteForm()));
    // The fresh form has not rendered yet when the save falls due.
    act(() => vi.advanceTimersByTime(WIZARD_AUTOSAVE_DELAY_MS));
    expect(localStorage.getItem(WIZARD_DRAFT_KEY)).toBeNull();
  });

  it("saves nothing when it is not the wizard", () => {
    const { rerender } = renderHook(({ form }) => useWizardAutosave(form, false), {
      initialProps: { form: createEmptyQuoteForm() },
    });
    rerender({ form: withNotes("landing form") });
    act(() => vi.advanceTimersByTime(WIZARD_AUTOSAVE_DELAY_MS));
    expect(localStorage.getItem(WIZARD_DRAFT_KEY)).toBeNull();
  });
});
