import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ok, stubNetwork } from "../../../../test/network";
import { renderWithApp } from "../../../../test/render";
import { SuccessScreen } from "./success-screen";

const signedOut = { user: null, session: null, profile: null, tax_exemption_status: null };

describe("/success for a guest (issue #18)", () => {
  it("offers an account instead of an order history the guest cannot see", async () => {
    stubNetwork({ "GET /v2/me": () => ok(signedOut) });
    renderWithApp(<SuccessScreen sessionIdFromUrl={undefined} />, { path: "/success" });
    const offer = await screen.findByTestId("create-account-offer");
    expect(offer.textContent).toBe("Create an account to track it");
    expect(offer.getAttribute("href")).toBe("/auth?mode=signup");
    expect(screen.queryByRole("link", { name: /View Order History/ })).toBeNull();
  });

  it("a signed-in buyer keeps View Order History", async () => {
    stubNetwork({
      "GET /v2/me": () =>
        ok({
          ...signedOut,
          user: {
            id: "u1",
            email: "ada@example.com",
            name: "Ada",
            email_verified: true,
            role: "customer",
          },
          session: { expires_at: "2030-01-01T00:00:00.000Z" },
        }),
    });
    renderWithApp(<SuccessScreen sessionIdFromUrl={undefined} />, { path: "/success" });
    expect(await screen.findByRole("link", { name: /View Order History/ })).toBeTruthy();
    expect(screen.queryByTestId("create-account-offer")).toBeNull();
  });
});
