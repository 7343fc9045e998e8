import {
  type CartItem,
  createEmptyQuoteForm,
  type QuoteFormData,
  WIZARD_AUTOSAVE_DELAY_MS,
} from "@ingot/domain";
import { useEffect, useRef } from "react";

/** The wizard's data (spec §3) as saved: cartItems, contactInfo, projectDetails.notes. */
interface WizardDraft {
  cartItems: CartItem[];
  contactInfo: QuoteFormData["contact"];
  projectDetails: { notes: string };
  referralSource?: QuoteFormData["referralSource"];
  otherSource?: string;
}

export const WIZARD_DRAFT_KEY = "ingot-rfq-demo-draft";

export function loadWizardDraft(): QuoteFormData | undefined {
  try {
    const raw = localStorage.getItem(WIZARD_DRAFT_KEY);
    if (!raw) return undefined;
    const draft = JSON.parse(raw) as Partial<WizardDraft>;
    const empty = createEmptyQuoteForm();
    return {
      ...empty,
      items: Array.isArray(draft.cartItems) ? draft.cartItems : [],
      contact: { ...empty.contact, ...draft.contactInfo },
      notes: typeof draft.projectDetails?.notes === "string" ? draft.projectDetails.notes : "",
      referralSource: draft.referralSource ?? "",
      otherSource: draft.otherSource ?? "",
    };
  } catch {
    return undefined;
  }
}

function clearWizardDraft(): void {
  try {
    localStorage.removeItem(WIZARD_DRAFT_KEY);
  } catch {
    // nothing stored, nothing to clear
  }
}

/**
 * Saves the wizard 2000 ms after the last change (spec §9; decisions §11: it really saves), so a
 * half-built request survives a reload. The form it starts with is not saved again (it is the
 * draft, or nothing), and neither is the fresh form that follows a submission: `discard(fresh)`
 * removes the draft and marks `fresh` as nothing to keep. Without that, the empty form the wizard
 * resets to was stored 2 s after the request had gone, as a draft of nothing. A save still due
 * when the request is sent is cancelled with it.
 */
export function useWizardAutosave(
  form: QuoteFormData,
  enabled: boolean,
): { discard: (fresh: QuoteFormData) => void } {
  const unsaved = useRef<QuoteFormData | null>(form);
  const pending = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (!enabled) return;
    if (form === unsaved.current) return;
    unsaved.current = null;
    const timer = window.setTimeout(() => {
      const draft: WizardDraft = {
        cartItems: [...form.items],
        contactInfo: form.contact,
        projectDetails: { notes: form.notes },
        referralSource: form.referralSource ?? "",
        otherSource: form.otherSource ?? "",
      };
      try {
        localStorage.setItem(WIZARD_DRAFT_KEY, JSON.stringify(draft));
      } catch {
        // storage full or disabled: the form still works, only the draft is not kept
      }
    }, WIZARD_AUTOSAVE_DELAY_MS);
    pending.current = timer;
    return () => window.clearTimeout(timer);
  }, [form, enabled]);
  return {
    discard: (fresh) => {
      // The last change's save may still be due: it goes now, not when the fresh form renders
      // (the submission's reply and that render are separate tasks, and the save could run
      // between them, storing the request just sent).
      window.clearTimeout(pending.current);
      unsaved.current = fresh;
      clearWizardDraft();
    },
  };
}
