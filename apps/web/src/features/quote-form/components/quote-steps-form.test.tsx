import { type CartItem, MESSAGES } from "@ingot/domain";
import { screen, waitFor, within } from "@testing-library/react";
import { Toaster } from "sonner";
import { describe, expect, it } from "vitest";
import { ok, stubNetwork } from "../../../../test/network";
import { renderWithApp } from "../../../../test/render";
import { type ItemsStepSlotProps, QuoteStepsForm } from "./quote-steps-form";

const item: CartItem = {
  id: "item-1",
  material: "6061-T651",
  materialCode: "6061-t651",
  shapeName: "Plate",
  productType: "Plate",
  dimensions: { length: 12, width: 6, height: 0.5 },
  quantity: 2,
  dfars: true,
};

/** The items step's slot (the app puts the quote builder there): a button that adds one item. */
function itemsStep({ items, onAdd }: ItemsStepSlotProps) {
  return (
    <button type="button" onClick={() => onAdd({ ...item, id: `item-${items.length + 1}` })}>
      Add test item ({items.length})
    </button>
  );
}

/** The pricing API: $12.50 a piece, so a line of 2 is $25.00. */
const pricing = {
  "POST /v2/pricing/quote": async (request: Request) => {
    const spec = (await request.json()) as { quantity: number };
    return ok({
      weight_per_piece_lbs: 1,
      total_weight_lbs: spec.quantity,
      material_cost: 12.5 * spec.quantity,
      lead_time: { tier: "fast", days: "3-4", label: "Fast turnaround" },
    });
  },
};

function renderForm(variant: "landing" | "wizard") {
  return renderWithApp(
    <QuoteStepsForm variant={variant} renderItemsStep={itemsStep} signedIn={false} />,
  );
}

/** Which steps of the indicator are buttons (may be jumped to) right now. */
function jumpable(): string[] {
  const steps = within(screen.getByRole("list", { name: "Quote steps" }));
  return ["items", "details", "contact", "review"].filter(
    (id) => steps.getByTestId(`step-${id}`).tagName === "BUTTON",
  );
}

async function onStep(title: string) {
  await screen.findByRole("heading", { level: 2, name: title });
}

describe("the step indicator's jump rules", () => {
  it("wizard: a step opens only once the step before it is completed", async () => {
    const { user } = renderForm("wizard");
    expect(jumpable()).toEqual([]);

    await user.click(screen.getByRole("button", { name: "Add test item (0)" }));
    // Valid items do not open details in the wizard: Next must complete them first.
    expect(jumpable()).toEqual([]);

    await user.click(screen.getByRole("button", { name: /Next/ }));
    await onStep("Project Details");
    expect(jumpable()).toEqual(["items"]);

    await user.click(screen.getByRole("button", { name: /Next/ }));
    await onStep("Contact");
    expect(jumpable()).toEqual(["items", "details"]);

    // Back to the first step by the indicator: completed steps stay reachable.
    await user.click(screen.getByTestId("step-items"));
    await onStep("Items");
    expect(jumpable()).toEqual(["details", "contact"]);
    expect(
      screen.getByRole("progressbar", { name: "Quote progress" }).getAttribute("aria-valuenow"),
    ).toBe("50");
  });

  it("landing: details opens as soon as the items are valid", async () => {
    const { user } = renderForm("landing");
    expect(jumpable()).toEqual([]);
    await user.click(screen.getByRole("button", { name: "Add test item (0)" }));
    expect(jumpable()).toEqual(["details"]);

    await user.click(screen.getByTestId("step-details"));
    await onStep("Project Details");
    expect(jumpable()).toEqual(["items"]);
    expect(
      screen.getByRole("progressbar", { name: "Quote progress" }).getAttribute("aria-valuenow"),
    ).toBe("50");
  });
});

describe("the contact step", () => {
  it("refuses Next with the fields' messages and keeps what was typed", async () => {
    stubNetwork(pricing);
    const { user } = renderForm("wizard");
    await user.click(screen.getByRole("button", { name: /Next/ }));
    expect((await screen.findByTestId("wizard-error")).textContent).toContain(
      MESSAGES.quoteForm.noItemsWizard,
    );

    await user.click(screen.getByRole("button", { name: "Add test item (0)" }));
    await user.click(screen.getByRole("button", { name: /Next/ }));
    await onStep("Project Details");
    await user.type(screen.getByLabelText(/Notes/), "Deburr all edges");
    await user.click(screen.getByRole("button", { name: /Next/ }));
    await onStep("Contact");

    await user.type(screen.getByLabelText(/Name/), "Ada Buyer");
    await user.type(screen.getByLabelText(/Email/), "ada@example");
    await user.click(screen.getByRole("button", { name: /Next/ }));

    const email = screen.getByLabelText(/Email/);
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText(MESSAGES.contact.invalidEmail)).toBeTruthy();
    expect(screen.getByText(MESSAGES.contact.fieldRequired)).toBeTruthy(); // company
    expect(screen.getByRole("heading", { level: 2 }).textContent).toBe("Contact");
    // Through lib/form-errors: the first failing field, described by its message, has focus.
    const describedBy = email.getAttribute("aria-describedby") ?? "";
    expect(document.getElementById(describedBy.split(" ")[0] ?? "")?.textContent).toBe(
      MESSAGES.contact.invalidEmail,
    );
    await waitFor(() =>
      expect(document.activeElement).toBe(document.querySelector('[aria-invalid="true"]')),
    );
    expect(document.activeElement).toBe(email);

    // Back and forth: what was typed is still there.
    await user.click(screen.getByRole("button", { name: /Previous/ }));
    await onStep("Project Details");
    expect((screen.getByLabelText(/Notes/) as HTMLTextAreaElement).value).toBe("Deburr all edges");
    await user.click(screen.getByRole("button", { name: /Next/ }));
    await onStep("Contact");
    expect((screen.getByLabelText(/Name/) as HTMLInputElement).value).toBe("Ada Buyer");
    expect((screen.getByLabelText(/Email/) as HTMLInputElement).value).toBe("ada@example");

    await user.clear(screen.getByLabelText(/Email/));
    await user.type(screen.getByLabelText(/Email/), "ada@example.com");
    await user.type(screen.getByLabelText(/Company/), "Acme Tooling");
    await user.click(screen.getByRole("button", { name: /Next/ }));
    await onStep("Review");
    // The wizard says what its 2-4 hours are and what the 24 hours are (issue #18).
    expect(screen.getByText(MESSAGES.quoteForm.wizardPromise)).toBeTruthy();
    // Review shows each line's server price and the subtotal (issue #18).
    await waitFor(() =>
      expect(screen.getByTestId("cart-item-line-total").textContent).toBe("$25.00"),
    );
    expect(screen.getByTestId("cart-subtotal").textContent).toBe("$25.00");
  });
});

describe("after submitting", () => {
  it("confirms inside the form with the QQ number and what happens next", async () => {
    const net = stubNetwork({
      ...pricing,
      "POST /v2/quotes/single": () =>
        ok(
          {
            submission_id: "8f0c2f8e-1c2b-4d3e-9f00-0000abcd1234",
            items: 1,
            rfq_ids: ["8f0c2f8e-1c2b-4d3e-9f00-00000000aaaa"],
            status: "submitted",
            created_at: "2026-11-25T10:00:00.000Z",
          },
          201,
        ),
    });
    const { user } = renderWithApp(
      <>
        <Toaster />
        <QuoteStepsForm variant="landing" renderItemsStep={itemsStep} signedIn={false} />
      </>,
    );
    await user.click(screen.getByRole("button", { name: "Add test item (0)" }));
    await user.click(screen.getByRole("button", { name: /Next/ }));
    await onStep("Project Details");
    await user.click(screen.getByRole("button", { name: /Next/ }));
    await onStep("Contact");
    await user.type(screen.getByLabelText(/Name/), "Ada Buyer");
    await user.type(screen.getByLabelText(/Email/), "ada@example.com");
    await user.type(screen.getByLabelText(/Company/), "Acme Tooling");
    await user.click(screen.getByRole("button", { name: /Next/ }));
    await onStep("Review");
    await user.click(screen.getByTestId("submit-quote"));

    const confirmation = await screen.findByTestId("quote-confirmation");
    expect(net.calls("POST /v2/quotes/single")).toHaveLength(1);
    expect(confirmation.getAttribute("role")).toBe("status");
    expect(confirmation.textContent).toContain("Request QQ-ABCD1234 submitted (1 item).");
    expect(confirmation.textContent).toContain(MESSAGES.quoteForm.landingPromise);
    expect(confirmation.textContent).toContain("ada@example.com");
    expect(confirmation.textContent).toContain(MESSAGES.quoteForm.trackSignedOut);
    // The Submit button that had focus is gone: the news takes it, so it is in view and read.
    await waitFor(() => expect(document.activeElement).toBe(confirmation));
    expect(await screen.findByText("Your RFQ with 1 item has been submitted.")).toBeTruthy();

    // The next request starts: the confirmation makes way.
    await onStep("Items");
    await user.click(screen.getByRole("button", { name: "Add test item (0)" }));
    expect(screen.queryByTestId("quote-confirmation")).toBeNull();
  });
});

describe("error toasts", () => {
  it("go away once the step is fixed, and when the step changes", async () => {
    const { user } = renderWithApp(
      <>
        <Toaster />
        <QuoteStepsForm variant="landing" renderItemsStep={itemsStep} signedIn={false} />
      </>,
    );
    await user.click(screen.getByRole("button", { name: /Next/ }));
    expect(await screen.findByText(MESSAGES.quoteForm.addOneItem)).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Add test item (0)" }));
    await waitFor(() => expect(screen.queryByText(MESSAGES.quoteForm.addOneItem)).toBeNull());

    await user.click(screen.getByRole("button", { name: /Next/ }));
    await onStep("Project Details");
    await user.click(screen.getByRole("button", { name: /Next/ }));
    await onStep("Contact");
    await user.click(screen.getByRole("button", { name: /Next/ }));
    expect(await screen.findByText(MESSAGES.quoteForm.completeRequired)).toBeTruthy();
    await user.click(screen.getByRole("button", { name: /Previous/ }));
    await onStep("Project Details");
    await waitFor(() => expect(screen.queryByText(MESSAGES.quoteForm.completeRequired)).toBeNull());
  });
});
