import { describe, expect, it } from "vitest";
import { MESSAGES } from "./messages";

describe("MESSAGES", () => {
  it("builds the spec's templated texts", () => {
    expect(MESSAGES.item.dimensionMin("Length", 12)).toBe('Length must be at least 12"');
    expect(MESSAGES.item.dimensionMax("Width", 48)).toBe('Width cannot exceed 48"');
    expect(MESSAGES.item.quantityMinimum(5)).toBe("Minimum quantity is 5");
    expect(MESSAGES.dimensionInput.minFeet("Length", 1)).toBe("Length must be at least 1 ft");
    expect(MESSAGES.quoteForm.missing(["Name", "Valid Email"])).toBe("Missing: Name, Valid Email");
    expect(MESSAGES.quoteForm.submittedDetail(3)).toBe("Your RFQ with 3 items has been submitted.");
    expect(MESSAGES.quoteForm.submittedDetail(1)).toBe("Your RFQ with 1 item has been submitted.");
    expect(MESSAGES.quoteForm.rfqItemsTitle(2)).toBe("RFQ Items (2)");
    expect(MESSAGES.checkout.httpError(502)).toBe("HTTP error! status: 502");
  });

  it("says what the 2-4 hours and the 24 hours each promise (issue #18)", () => {
    expect(MESSAGES.quoteForm.wizardPromise).toBe(
      "Our team reviews your request within 2-4 hours and sends the detailed quote within 24 hours.",
    );
    expect(MESSAGES.quoteForm.landingPromise).toBe(
      "You will receive a detailed quote within 24 hours.",
    );
  });

  it("keeps the mailing-list texts word for word", () => {
    expect(MESSAGES.mailingList).toMatchObject({
      emailRequired: "Email required",
      alreadySubscribedTitle: "Already subscribed",
      alreadySubscribedDetail: "This email is already on our mailing list",
      failed: "Failed to subscribe. Please try again.",
      subscribed: "Subscribed!",
    });
  });
});
