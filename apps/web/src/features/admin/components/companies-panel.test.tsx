import { MESSAGES } from "@ingot/domain";
import { screen, waitFor, within } from "@testing-library/react";
import { Toaster } from "sonner";
import { describe, expect, it } from "vitest";
import { adminCompany, invoice, statement } from "../../../../test/company-fixtures";
import { ok, stubNetwork } from "../../../../test/network";
import { renderWithApp } from "../../../../test/render";
import { CompaniesPanel, checkPayment, checkTerms } from "./companies-panel";

function open() {
  return renderWithApp(
    <>
      <Toaster />
      <CompaniesPanel />
    </>,
    { path: "/admin#companies" },
  );
}

describe("the admin's Companies tab (issue #16)", () => {
  it("lists companies with terms, balance and overdue invoices in red", async () => {
    stubNetwork({
      "GET /v2/admin/companies": () =>
        ok([
          adminCompany(),
          adminCompany({
            id: "co-2",
            name: "Beta Tool",
            terms: null,
            overdue_invoices: 0,
            overdue_balance: 0,
          }),
        ]),
    });
    open();
    const rows = await screen.findAllByTestId("company-row");
    expect(rows).toHaveLength(2);
    const [acme, beta] = rows as [HTMLElement, HTMLElement];
    expect(acme.textContent).toContain("Net 30");
    expect(acme.textContent).toContain("$2,500.00");
    expect(acme.textContent).toContain("$7,500.00");
    const overdue = within(acme).getByTestId("company-overdue");
    expect(overdue.className).toContain("text-danger");
    expect(overdue.textContent).toContain("1 overdue");
    expect(overdue.textContent).toContain("$1,000.00");
    expect(beta.textContent).toContain("No terms");
    expect(within(beta).getByTestId("company-overdue").className).not.toContain("text-danger");
  });

  it("grants terms through the dialog, refusing a bad credit limit first", async () => {
    let terms: unknown = null;
    const net = stubNetwork({
      "GET /v2/admin/companies": () =>
        ok([adminCompany({ terms: terms as never, overdue_invoices: 0, overdue_balance: 0 })]),
      "PUT /v2/admin/companies/co-1/terms": async (request) => {
        const body = (await request.json()) as { net_days: number; credit_limit: number };
        terms = { ...body, open_balance: 0, available_credit: body.credit_limit };
        return ok({ id: "co-1", ...body });
      },
    });
    const { user } = open();
    const edit = await screen.findByRole("button", { name: "Edit terms of Acme Machining" });
    await user.click(edit);
    const dialog = await screen.findByRole("dialog", { name: "Payment terms" });
    const limit = within(dialog).getByLabelText("Credit limit ($)") as HTMLInputElement;
    await user.type(limit, "ten grand");
    await user.click(within(dialog).getByRole("button", { name: "Save terms" }));
    expect(await within(dialog).findByText(MESSAGES.companies.creditLimit)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(limit));
    expect(net.calls("PUT /v2/admin/companies/co-1/terms")).toHaveLength(0);

    await user.clear(limit);
    await user.type(limit, "25,000");
    await user.selectOptions(within(dialog).getByLabelText("Net days"), "45");
    await user.click(within(dialog).getByRole("button", { name: "Save terms" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(await net.calls("PUT /v2/admin/companies/co-1/terms")[0]?.json()).toEqual({
      net_days: 45,
      credit_limit: 25000,
    });
    expect((await screen.findByTestId("company-row")).textContent).toContain("Net 45");
    // Focus back on the button that opened the dialog.
    await waitFor(() =>
      expect(document.activeElement?.getAttribute("aria-label")).toBe(
        "Edit terms of Acme Machining",
      ),
    );
  });

  it("records a payment against an open invoice, its balance defaulting, and shows the new balance", async () => {
    let paid = 0;
    const inv = () =>
      invoice({
        paid,
        balance: 1500 - paid,
        status: paid >= 1500 ? "paid" : "overdue",
      });
    const net = stubNetwork({
      "GET /v2/admin/companies": () => ok([adminCompany()]),
      "GET /v2/admin/companies/co-1/statement": () => ok(statement([inv()])),
      [`POST /v2/admin/orders/${invoice().order_id}/payments`]: async (request) => {
        const body = (await request.json()) as { amount: number };
        paid += body.amount;
        return ok({ balance: 1500 - paid, status: inv().status }, 201);
      },
    });
    const { user } = open();
    await user.click(await screen.findByRole("button", { name: "Statement of Acme Machining" }));
    const dialog = await screen.findByRole("dialog", { name: "Statement" });
    const row = await within(dialog).findByTestId("invoice-row");
    expect(row.className).toContain("text-danger");
    expect(within(row).getByTestId("invoice-status").textContent).toBe("Overdue");

    await user.click(
      within(dialog).getByRole("button", { name: "Record a payment for INV-3E4F5A6B" }),
    );
    const form = await within(dialog).findByTestId("record-payment-form");
    const amount = within(form).getByLabelText("Amount ($)") as HTMLInputElement;
    expect(amount.value).toBe("1500.00");
    // A reference is required.
    await user.click(within(form).getByRole("button", { name: /Record payment/ }));
    expect(await within(form).findByText(MESSAGES.companies.paymentReference)).toBeTruthy();

    await user.clear(amount);
    await user.type(amount, "500");
    await user.type(within(form).getByLabelText(/Reference/), "CHK 1001");
    await user.click(within(form).getByRole("button", { name: /Record payment/ }));
    await waitFor(() =>
      expect(within(dialog).getByTestId("invoice-balance").textContent).toBe("$1,000.00"),
    );
    expect(
      await net.calls(`POST /v2/admin/orders/${invoice().order_id}/payments`)[0]?.json(),
    ).toEqual({ amount: 500, reference: "CHK 1001" });

    // The rest pays it off: the row says Paid and offers no more payments.
    await user.click(
      within(dialog).getByRole("button", { name: "Record a payment for INV-3E4F5A6B" }),
    );
    await user.type(within(dialog).getByLabelText(/Reference/), "CHK 1002");
    await user.click(within(dialog).getByRole("button", { name: /^Record payment$/ }));
    await waitFor(() =>
      expect(within(dialog).getByTestId("invoice-status").textContent).toBe("Paid"),
    );
    expect(within(dialog).queryByRole("button", { name: /Record a payment/ })).toBeNull();
  });

  it("checks terms and payments with the domain's rules", () => {
    expect(checkTerms({ netDays: "60", creditLimit: "$5,000" })).toEqual({
      ok: true,
      body: { net_days: 60, credit_limit: 5000 },
    });
    expect(checkTerms({ netDays: "90", creditLimit: "5000" })).toEqual({
      ok: false,
      errors: { net_days: MESSAGES.companies.netDays },
    });
    expect(checkPayment({ amount: "0", reference: "x" })).toEqual({
      ok: false,
      errors: { amount: MESSAGES.companies.paymentAmount },
    });
    expect(checkPayment({ amount: "10.50", reference: " wire 7 " })).toEqual({
      ok: true,
      body: { amount: 10.5, reference: "wire 7" },
    });
  });
});
