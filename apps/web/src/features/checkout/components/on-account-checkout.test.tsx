import type { CompanyRole, MultiLineCheckoutPricingResponse } from "@ingot/domain";
import { MESSAGES } from "@ingot/domain";
import { screen, waitFor, within } from "@testing-library/react";
import { Toaster } from "sonner";
import { describe, expect, it } from "vitest";
import type { PurchaseData } from "@/lib/purchase-data";
import { company } from "../../../../test/company-fixtures";
import { fail, ok, type Route, stubNetwork } from "../../../../test/network";
import { signedIn } from "../../../../test/order-fixtures";
import { renderWithApp } from "../../../../test/render";
import { onAccountStatusText } from "./on-account-confirmation";
import { PurchaseSummaryScreen } from "./purchase-summary-screen";

const DATA: PurchaseData = {
  email: signedIn.user.email,
  lines: [
    {
      material: "6061-T651 - Plate",
      quantity: 2,
      dimensions: { length: 12, width: 6, height: 0.5 },
      weightLbs: 10,
      weightPerPieceLbs: 5,
      totalPrice: 200,
      dfars: false,
      rohs: false,
      item: {
        material: "6061-t651",
        product_type: "Plate",
        shape: "Plate",
        dimensions: { length: 12, width: 6, height: 0.5 },
        quantity: 2,
      },
    },
  ],
};

const PRICING: MultiLineCheckoutPricingResponse = {
  material_cost: 200,
  tax_amount: 12,
  shipping_cost: 0,
  total_cost: 212,
  ship_by: "2026-11-30",
  order_within_minutes: null,
  lead_time: { tier: "fast", days: "3-4", label: "Fast turnaround" },
  base_cost: 200,
  surcharge_cost: 0,
  cut_cost: 0,
  discount: 0,
  lines: [],
  tax_exemption: "taxed",
};

const ME = {
  ...signedIn,
  profile: {
    user_id: "u1",
    email: signedIn.user.email,
    full_name: "Ada Buyer",
    company: "Acme Machining",
    phone: null,
    role: "customer",
  },
};

const CONFIG = {
  payment_provider: "test",
  google_maps_browser_key: null,
  facility: {
    name: "Ingot Detroit",
    street: "1 Mill St",
    city: "Detroit",
    state: "MI",
    zip: "48226",
    phone: "313-555-0100",
    hours: "7-5",
    instructions: "Dock 2",
  },
};

function routes(current: unknown, extra: Record<string, Route> = {}): Record<string, Route> {
  return {
    "GET /v2/me": () => ok(ME),
    "GET /v2/checkout/config": () => ok(CONFIG),
    "POST /v2/pricing/checkout": () => ok(PRICING),
    "GET /v2/companies/mine": () => (current ? ok(current) : ok(null)),
    ...extra,
  };
}

async function openAsPickup(current: unknown, extra: Record<string, Route> = {}) {
  const net = stubNetwork(routes(current, extra));
  const view = renderWithApp(
    <>
      <Toaster />
      <PurchaseSummaryScreen data={DATA} />
    </>,
    { path: "/purchase-summary" },
  );
  await view.user.click(await screen.findByRole("radio", { name: "Pickup" }));
  // The contact is prefilled from the profile.
  await waitFor(() =>
    expect((screen.getByLabelText("Full name") as HTMLInputElement).value).toBe("Ada Buyer"),
  );
  return { ...view, net };
}

const member = (role: CompanyRole, terms = true) => company(role, terms ? {} : { terms: null });

describe("checkout's payment choice (issue #16)", () => {
  it("offers no choice without a company", async () => {
    await openAsPickup(null);
    expect(await screen.findByTestId("proceed-to-payment")).toBeTruthy();
    expect(screen.queryByTestId("payment-choice")).toBeNull();
  });

  it("offers no choice to a member of a company without terms", async () => {
    const { net } = await openAsPickup(member("buyer", false));
    await waitFor(() => expect(net.calls("GET /v2/companies/mine")).toHaveLength(1));
    expect(screen.getByTestId("proceed-to-payment")).toBeTruthy();
    expect(screen.queryByTestId("payment-choice")).toBeNull();
  });

  it("shows a viewer no order button, and the viewer's message", async () => {
    await openAsPickup(member("viewer"));
    expect((await screen.findByTestId("checkout-blocked")).textContent).toBe(
      MESSAGES.companies.viewerReadOnly,
    );
    expect(screen.queryByTestId("proceed-to-payment")).toBeNull();
    expect(screen.queryByTestId("place-on-account")).toBeNull();
    expect(screen.queryByTestId("payment-choice")).toBeNull();
  });

  it("lets a buyer pay on account: the PO is required, then the order is placed and confirmed", async () => {
    const { user, net } = await openAsPickup(member("buyer"), {
      "POST /v2/checkout/on-account": () =>
        ok(
          {
            order_id: "o-1",
            order_number: "ING-0000ABCD",
            payment_method: "terms",
            payment_status: "invoiced",
            total_cost: 212,
            due_date: "2026-12-30",
          },
          201,
        ),
    });
    const choice = await screen.findByTestId("payment-choice");
    expect(within(choice).getByText("Net 30 · $7,500.00 available credit")).toBeTruthy();
    // Card stays the default, with today's button.
    expect(screen.getByTestId("proceed-to-payment")).toBeTruthy();

    await user.click(within(choice).getByRole("radio", { name: "Pay on account" }));
    const place = await screen.findByTestId("place-on-account");
    expect(place.textContent).toContain("Place order on account");
    await user.click(place);
    const po = screen.getByLabelText("PO number") as HTMLInputElement;
    expect((await screen.findAllByText(MESSAGES.companies.poRequired)).length).toBeGreaterThan(0);
    await waitFor(() => expect(po.getAttribute("aria-invalid")).toBe("true"));
    await waitFor(() => expect(document.activeElement).toBe(po));
    expect(net.calls("POST /v2/checkout/on-account")).toHaveLength(0);

    await user.type(po, "PO-7781");
    await user.click(screen.getByTestId("place-on-account"));
    const confirmation = await screen.findByTestId("on-account-confirmation");
    expect(within(confirmation).getByTestId("order-number").textContent).toBe("ING-0000ABCD");
    expect(within(confirmation).getByTestId("on-account-status").textContent).toBe(
      "Invoiced — due Dec 30, 2026",
    );
    await waitFor(() => expect(document.activeElement?.tagName).toBe("H2"));

    const [request] = net.calls("POST /v2/checkout/on-account");
    expect(request?.headers.get("Idempotency-Key")).toBeTruthy();
    const body = await request?.json();
    // The card checkout's body, plus the PO number.
    expect(body).toMatchObject({
      item: DATA.lines[0]?.item,
      currency: "usd",
      customer_name: "Ada Buyer",
      customer_company: "Acme Machining",
      customer_email: signedIn.user.email,
      delivery_method: "pickup",
      po_number: "PO-7781",
    });
    expect(body.po_upload_token).toBeUndefined();
  });

  it("sends the uploaded PO's token with the order", async () => {
    const { user, net } = await openAsPickup(member("owner"), {
      "POST /v2/checkout/po-upload": () => ok({ po_upload_token: "tok-123" }, 201),
      "POST /v2/checkout/on-account": () =>
        ok(
          {
            order_id: "o-2",
            order_number: "ING-0000ABCE",
            payment_method: "terms",
            payment_status: "pending_approval",
            total_cost: 212,
            due_date: "2026-12-30",
          },
          201,
        ),
    });
    await user.click(await screen.findByRole("radio", { name: "Pay on account" }));
    await user.type(screen.getByLabelText("PO number"), "PO-1");
    const file = new File(["%PDF-1.7"], "po-1.pdf", { type: "application/pdf" });
    await user.upload(screen.getByLabelText(/PO document/) as HTMLInputElement, file);
    expect((await screen.findByTestId("po-attached")).textContent).toContain("po-1.pdf");
    const upload = net.calls("POST /v2/checkout/po-upload")[0];
    expect(((await upload?.formData())?.get("file") as File | null)?.name).toBe("po-1.pdf");

    await user.click(screen.getByTestId("place-on-account"));
    expect((await screen.findByTestId("on-account-status")).textContent).toBe(
      "Waiting for approval by your company's owner",
    );
    const sent = await net.calls("POST /v2/checkout/on-account")[0]?.json();
    expect(sent.po_upload_token).toBe("tok-123");
  });

  it("over the credit: shows the server's message and keeps the form as typed", async () => {
    const message = MESSAGES.companies.overCredit("$100.00");
    const { user } = await openAsPickup(member("buyer"), {
      "POST /v2/checkout/on-account": () => fail(409, message),
    });
    await user.click(await screen.findByRole("radio", { name: "Pay on account" }));
    const po = screen.getByLabelText("PO number") as HTMLInputElement;
    await user.type(po, "PO-42");
    await user.click(screen.getByTestId("place-on-account"));
    expect((await screen.findByTestId("checkout-action-error")).textContent).toBe(message);
    expect(screen.queryByTestId("on-account-confirmation")).toBeNull();
    expect(po.value).toBe("PO-42");
    expect((screen.getByLabelText("Full name") as HTMLInputElement).value).toBe("Ada Buyer");
  });

  it("starts the PO number from the customer order number typed above", async () => {
    const { user } = await openAsPickup(member("buyer"));
    await user.type(screen.getByLabelText(/Customer order number/), "PO-555");
    await user.click(await screen.findByRole("radio", { name: "Pay on account" }));
    expect((screen.getByLabelText("PO number") as HTMLInputElement).value).toBe("PO-555");
  });

  it("says what an on-account order waits for", () => {
    expect(onAccountStatusText({ payment_status: "invoiced", due_date: "2027-01-05" })).toBe(
      "Invoiced — due Jan 5, 2027",
    );
    expect(
      onAccountStatusText({ payment_status: "pending_approval", due_date: "2027-01-05" }),
    ).toBe("Waiting for approval by your company's owner");
  });
});
