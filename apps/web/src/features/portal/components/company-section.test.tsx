import { MESSAGES } from "@ingot/domain";
import { screen, waitFor, within } from "@testing-library/react";
import { Toaster } from "sonner";
import { describe, expect, it } from "vitest";
import {
  BUYER_ID,
  company,
  invitation,
  invoice,
  OWNER_ID,
  onAccountOrder,
  ordersPage,
  quotesPage,
  statement,
} from "../../../../test/company-fixtures";
import { fail, ok, type Route, stubNetwork } from "../../../../test/network";
import { signedIn } from "../../../../test/order-fixtures";
import { quoteEntry } from "../../../../test/quote-fixtures";
import { renderWithApp } from "../../../../test/render";
import { checkInvitation } from "./company-invite";
import { CompanySection } from "./company-section";

const me = (companyName: string | null) => ({
  ...signedIn,
  profile: {
    user_id: "u1",
    email: signedIn.user.email,
    full_name: "Ada",
    company: companyName,
    phone: null,
    role: "customer",
  },
});

/** The routes every member's section reads; `pending` answers the approvals list. */
function memberRoutes(
  role: "owner" | "buyer" | "viewer",
  extra: Record<string, Route> = {},
  pending = [onAccountOrder()],
): Record<string, Route> {
  return {
    "GET /v2/companies/mine": () => ok(company(role)),
    "GET /v2/companies/current/statement": () =>
      ok(
        statement([
          invoice({ status: "overdue", due_date: "2026-10-30", balance: 1000, paid: 500 }),
          invoice({
            order_id: "22222222-2222-4222-8222-222222222222",
            invoice_number: "INV-22222222",
            status: "open",
          }),
        ]),
      ),
    "GET /v2/companies/current/orders": (request) =>
      new URL(request.url).searchParams.get("status") === "pending_approval"
        ? ok(ordersPage(pending))
        : ok(
            ordersPage([
              onAccountOrder({
                status: "invoiced",
                on_account: {
                  po_number: "PO-9001",
                  due_date: "2026-12-30",
                  balance: 1800,
                  approval: "approved",
                  invoice_number: "INV-119A9A9A",
                  invoice_status: "open",
                },
              }),
            ]),
          ),
    "GET /v2/companies/current/quotes": () =>
      ok(quotesPage([quoteEntry({ buyable: true, status: "accepted" })])),
    "GET /v2/companies/current/invitations": () => ok([invitation()]),
    ...extra,
  };
}

function open(userId = OWNER_ID) {
  return renderWithApp(
    <>
      <Toaster />
      <CompanySection userId={userId} email="olive@acme.test" />
    </>,
    { path: "/profile#company" },
  );
}

describe("the portal's Company section without a company", () => {
  it("lists my invitations and joins one on Accept", async () => {
    let joined = false;
    const net = stubNetwork({
      "GET /v2/companies/mine": () => (joined ? ok(company("buyer")) : ok(null)),
      "GET /v2/invitations": () => ok(joined ? [] : [invitation()]),
      "GET /v2/me": () => ok(me(null)),
      "POST /v2/invitations/inv-1/accept": () => {
        joined = true;
        return ok({ company_id: "co-1" });
      },
      ...memberRoutes("buyer"),
      "GET /v2/companies/current/invitations": () => ok([]),
    });
    // memberRoutes overrides the current company: put the 404-first route back.
    net.on("GET /v2/companies/mine", () => (joined ? ok(company("buyer")) : ok(null)));
    const { user } = open(BUYER_ID);
    const row = await screen.findByTestId("my-invitation");
    expect(row.textContent).toContain("Acme Machining");
    expect(row.textContent).toContain("As Buyer");
    expect(row.textContent).toContain("order limit $500.00");
    await user.click(
      screen.getByRole("button", { name: "Accept the invitation from Acme Machining" }),
    );
    expect(await screen.findByTestId("company-current")).toBeTruthy();
    expect(net.calls("POST /v2/invitations/inv-1/accept")).toHaveLength(1);
    expect(screen.getByTestId("company-role").textContent).toBe("Buyer");
  });

  it("creates a company named after my profile's company, and refuses an empty name", async () => {
    let created = false;
    const net = stubNetwork({
      ...memberRoutes("owner"),
      "GET /v2/companies/mine": () => (created ? ok(company("owner")) : ok(null)),
      "GET /v2/invitations": () => ok([]),
      "GET /v2/me": () => ok(me("Acme Machining")),
      "POST /v2/companies": () => {
        created = true;
        return ok({ id: "co-1", name: "Acme Machining" }, 201);
      },
    });
    const { user } = open();
    const name = (await screen.findByLabelText("Company name")) as HTMLInputElement;
    await waitFor(() => expect(name.value).toBe("Acme Machining"));

    await user.clear(name);
    await user.click(screen.getByRole("button", { name: /Create company/ }));
    expect(await screen.findByText(MESSAGES.companies.nameRequired)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(net.calls("POST /v2/companies")).toHaveLength(0);

    await user.type(name, "Acme Machining");
    await user.click(screen.getByRole("button", { name: /Create company/ }));
    expect(await screen.findByTestId("company-current")).toBeTruthy();
    expect(await net.calls("POST /v2/companies")[0]?.json()).toEqual({ name: "Acme Machining" });
  });

  it("shows the server's refusal and keeps the name typed", async () => {
    stubNetwork({
      "GET /v2/companies/mine": () => ok(null),
      "GET /v2/invitations": () => ok([]),
      "GET /v2/me": () => ok(me(null)),
      "POST /v2/companies": () => fail(409, MESSAGES.companies.alreadyMember),
    });
    const { user } = open();
    const name = (await screen.findByLabelText("Company name")) as HTMLInputElement;
    await user.type(name, "Second Shop");
    await user.click(screen.getByRole("button", { name: /Create company/ }));
    expect((await screen.findAllByText(MESSAGES.companies.alreadyMember)).length).toBeGreaterThan(
      0,
    );
    expect(name.value).toBe("Second Shop");
  });
});

describe("the portal's Company section of a member", () => {
  it("shows the owner the terms, the statement with overdue rows in red and named, and approvals", async () => {
    stubNetwork(memberRoutes("owner"));
    open();
    const terms = await screen.findByTestId("company-terms");
    expect(terms.textContent).toContain("Net 30");
    expect(terms.textContent).toContain("$10,000.00");
    expect(within(terms).getByTestId("available-credit").textContent).toBe("$7,500.00");

    const rows = await screen.findAllByTestId("invoice-row");
    const overdue = rows.find((row) => row.dataset.status === "overdue") as HTMLElement;
    const open_ = rows.find((row) => row.dataset.status === "open") as HTMLElement;
    expect(overdue?.className).toContain("text-danger");
    expect(within(overdue).getByTestId("invoice-status").textContent).toBe("Overdue");
    expect(open_?.className).not.toContain("text-danger");
    expect(within(open_).getByTestId("invoice-status").textContent).toBe("Open");
    expect(
      within(overdue)
        .getByRole("link", { name: "Invoice INV-3E4F5A6B (PDF)" })
        .getAttribute("href"),
    ).toBe("/v2/orders/0b6f3c1e-4d2a-4a8e-9f4e-1c2d3e4f5a6b/invoice");
    expect(screen.getByTestId("statement-overdue").textContent).toBe("$1,000.00");

    expect(await screen.findByTestId("approval-order")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Approve order ING-119A9A9A" })).toBeTruthy();
    expect(screen.getByRole("form", { name: "Invite a member" })).toBeTruthy();
  });

  it("lets an owner approve, and decline only after confirming", async () => {
    let pending = [onAccountOrder(), onAccountOrder({ id: "o-2", order_number: "ING-00000002" })];
    const net = stubNetwork({
      ...memberRoutes("owner"),
      "GET /v2/companies/current/orders": (request) =>
        ok(
          ordersPage(
            new URL(request.url).searchParams.get("status") === "pending_approval" ? pending : [],
          ),
        ),
      [`POST /v2/companies/current/orders/${onAccountOrder().id}/approve`]: () => {
        pending = pending.filter((o) => o.id !== onAccountOrder().id);
        return ok({ status: "invoiced" });
      },
      "POST /v2/companies/current/orders/o-2/decline": () => {
        pending = [];
        return ok({ status: "cancelled" });
      },
    });
    const { user } = open();
    await user.click(await screen.findByRole("button", { name: "Approve order ING-119A9A9A" }));
    await waitFor(() =>
      expect(screen.queryByRole("button", { name: "Approve order ING-119A9A9A" })).toBeNull(),
    );

    const declineButton = screen.getByRole("button", { name: "Decline order ING-00000002" });
    await user.click(declineButton);
    const dialog = await screen.findByRole("dialog", { name: "Decline order ING-00000002?" });
    // Cancel sends nothing and gives focus back to the button that opened it.
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(declineButton));
    expect(net.calls("POST /v2/companies/current/orders/o-2/decline")).toHaveLength(0);

    await user.click(declineButton);
    await user.click(
      within(await screen.findByRole("dialog")).getByRole("button", { name: "Decline order" }),
    );
    expect(await screen.findByTestId("approvals-empty")).toBeTruthy();
    expect(net.calls("POST /v2/companies/current/orders/o-2/decline")).toHaveLength(1);
  });

  it("shows a buyer no approvals, no invitations and no member controls", async () => {
    const net = stubNetwork(memberRoutes("buyer"));
    open(BUYER_ID);
    expect(await screen.findByTestId("company-statement")).toBeTruthy();
    expect(screen.getByTestId("company-role").textContent).toBe("Buyer");
    expect(screen.queryByTestId("company-approvals")).toBeNull();
    expect(screen.queryByRole("form", { name: "Invite a member" })).toBeNull();
    expect(screen.queryByRole("button", { name: /Remove/ })).toBeNull();
    expect(screen.queryByLabelText(/Role of/)).toBeNull();
    // A buyer may still buy a colleague's quote and reorder.
    expect(await screen.findByRole("button", { name: /Reorder/ })).toBeTruthy();
    expect(net.calls("GET /v2/companies/current/invitations")).toHaveLength(0);
    expect(
      net
        .calls("GET /v2/companies/current/orders")
        .every((r) => new URL(r.url).searchParams.get("status") !== "pending_approval"),
    ).toBe(true);
  });

  it("shows a viewer everything read-only, with the viewer's message", async () => {
    stubNetwork(memberRoutes("viewer"));
    open("viewer-1");
    expect(await screen.findByText(MESSAGES.companies.viewerReadOnly)).toBeTruthy();
    expect(await screen.findAllByTestId("invoice-row")).toHaveLength(2);
    expect(await screen.findByTestId("order-card")).toBeTruthy();
    expect(await screen.findByTestId("portal-quote")).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Reorder/ })).toBeNull();
    expect(screen.queryByRole("button", { name: /Buy/ })).toBeNull();
    expect(screen.queryByRole("button", { name: /Approve/ })).toBeNull();
    expect(screen.queryByRole("button", { name: /Save/ })).toBeNull();
  });

  it("shows the shared history's on-account orders with PO, placed by, due date and invoice", async () => {
    stubNetwork(memberRoutes("buyer"));
    open(BUYER_ID);
    const card = await screen.findByTestId("order-card");
    expect(within(card).getByTestId("order-payment").textContent).toBe("On account");
    expect(within(card).getByTestId("order-po-number").textContent).toBe("PO-9001");
    expect(within(card).getByTestId("order-placed-by").textContent).toBe("Bob Buyer");
    expect(within(card).getByTestId("order-due-date").textContent).toBe("Due Dec 30, 2026");
    expect(within(card).getByTestId("order-invoice").getAttribute("href")).toBe(
      `/v2/orders/${onAccountOrder().id}/invoice`,
    );
  });
});

describe("the owner's member controls", () => {
  it("changes a buyer's order limit, and shows the last-owner refusal on the row", async () => {
    const net = stubNetwork({
      ...memberRoutes("owner"),
      [`PUT /v2/companies/current/members/${BUYER_ID}`]: () => ok({ ok: true }),
      [`PUT /v2/companies/current/members/${OWNER_ID}`]: () =>
        fail(409, MESSAGES.companies.lastOwner),
    });
    const { user } = open();
    const limit = (await screen.findByLabelText(/Order limit of Bob Buyer/)) as HTMLInputElement;
    expect(limit.value).toBe("1000.00");
    await user.clear(limit);
    await user.type(limit, "abc");
    await user.click(screen.getByRole("button", { name: "Save changes for Bob Buyer" }));
    expect((await screen.findAllByText(MESSAGES.companies.orderLimit)).length).toBeGreaterThan(0);
    expect(net.calls(`PUT /v2/companies/current/members/${BUYER_ID}`)).toHaveLength(0);

    await user.clear(limit);
    await user.type(limit, "2,500");
    await user.click(screen.getByRole("button", { name: "Save changes for Bob Buyer" }));
    await waitFor(() =>
      expect(net.calls(`PUT /v2/companies/current/members/${BUYER_ID}`)).toHaveLength(1),
    );
    expect(await net.calls(`PUT /v2/companies/current/members/${BUYER_ID}`)[0]?.json()).toEqual({
      order_limit: 2500,
    });
    // The row stays: focus stays on its Save button.
    expect(document.activeElement).toBe(
      screen.getByRole("button", { name: "Save changes for Bob Buyer" }),
    );

    await user.selectOptions(screen.getByLabelText("Role of Olive Owner"), "viewer");
    await user.click(screen.getByRole("button", { name: "Save changes for Olive Owner" }));
    const rowError = await screen.findByTestId("member-error");
    expect(rowError.textContent).toBe(MESSAGES.companies.lastOwner);
    // What was chosen stays chosen.
    expect((screen.getByLabelText("Role of Olive Owner") as HTMLSelectElement).value).toBe(
      "viewer",
    );
  });

  it("removes a member only after confirming, and keeps the dialog open with the error", async () => {
    let removeFails = true;
    const net = stubNetwork({
      ...memberRoutes("owner"),
      [`DELETE /v2/companies/current/members/${BUYER_ID}`]: () =>
        removeFails ? fail(409, "Try again later.") : ok({ removed: true }),
    });
    const { user } = open();
    await user.click(await screen.findByRole("button", { name: "Remove Bob Buyer" }));
    const dialog = await screen.findByRole("dialog", { name: "Remove Bob Buyer?" });
    await user.click(within(dialog).getByRole("button", { name: "Remove member" }));
    expect(await within(dialog).findByText("Try again later.")).toBeTruthy();
    removeFails = false;
    await user.click(within(dialog).getByRole("button", { name: "Remove member" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(net.calls(`DELETE /v2/companies/current/members/${BUYER_ID}`)).toHaveLength(2);
  });

  it("invites a buyer with a limit, lists and revokes pending invitations", async () => {
    let pending = [invitation()];
    const net = stubNetwork({
      ...memberRoutes("owner"),
      "GET /v2/companies/current/invitations": () => ok(pending),
      "POST /v2/companies/current/invitations": () => {
        pending = [...pending, invitation({ id: "inv-2", email: "cy@acme.test" })];
        return ok({ id: "inv-2" }, 201);
      },
      "DELETE /v2/companies/current/invitations/inv-1": () => {
        pending = pending.filter((i) => i.id !== "inv-1");
        return ok({ revoked: true });
      },
    });
    const { user } = open();
    const email = (await screen.findByLabelText("Email")) as HTMLInputElement;
    await user.click(screen.getByRole("button", { name: /Send invitation/ }));
    await waitFor(() => expect(email.getAttribute("aria-invalid")).toBe("true"));
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect(net.calls("POST /v2/companies/current/invitations")).toHaveLength(0);

    await user.type(email, "cy@acme.test");
    await user.type(screen.getByLabelText(/Order limit \(\$\)/), "750");
    await user.click(screen.getByRole("button", { name: /Send invitation/ }));
    expect(await screen.findByText("Invitation sent to cy@acme.test")).toBeTruthy();
    expect(await net.calls("POST /v2/companies/current/invitations")[0]?.json()).toEqual({
      email: "cy@acme.test",
      role: "buyer",
      order_limit: 750,
    });
    await user.click(
      await screen.findByRole("button", { name: "Revoke the invitation to new@acme.test" }),
    );
    await waitFor(() =>
      expect(
        screen.queryByRole("button", { name: "Revoke the invitation to new@acme.test" }),
      ).toBeNull(),
    );
  });
});

describe("the invite form's check", () => {
  it("takes an order limit for a buyer only, in dollars", () => {
    expect(checkInvitation({ email: "a@b.co", role: "buyer", orderLimit: "" })).toEqual({
      ok: true,
      body: { email: "a@b.co", role: "buyer" },
    });
    expect(checkInvitation({ email: "a@b.co", role: "buyer", orderLimit: "$1,250.50" })).toEqual({
      ok: true,
      body: { email: "a@b.co", role: "buyer", order_limit: 1250.5 },
    });
    // A limit typed before switching to viewer is not sent.
    expect(checkInvitation({ email: "a@b.co", role: "viewer", orderLimit: "100" })).toEqual({
      ok: true,
      body: { email: "a@b.co", role: "viewer" },
    });
    expect(checkInvitation({ email: "a@b.co", role: "buyer", orderLimit: "12.345" })).toEqual({
      ok: false,
      errors: { order_limit: MESSAGES.companies.orderLimit },
    });
    const bad = checkInvitation({ email: "nope", role: "owner", orderLimit: "" });
    expect(bad.ok).toBe(false);
    expect(bad.ok ? undefined : bad.errors.email).toBeTruthy();
  });
});
