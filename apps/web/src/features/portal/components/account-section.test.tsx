import { MESSAGES } from "@ingot/domain";
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fail, ok, stubNetwork } from "../../../../test/network";
import { renderWithApp } from "../../../../test/render";
import { AccountSection } from "./account-section";

const profile = {
  user_id: "u1",
  email: "ada@example.com",
  full_name: "Ada Buyer",
  company: "Acme",
  phone: null,
  role: "customer",
};

/** The texts aria-describedby points at. */
const description = (element: HTMLElement) =>
  (element.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent);

const input = (label: string) => screen.getByLabelText(label, { exact: false }) as HTMLInputElement;

describe("the portal's account form", () => {
  it("checks the fields, keeps what was typed when the server refuses, then saves", async () => {
    const net = stubNetwork({
      "GET /v2/profiles/u1": () => ok(profile),
      "PUT /v2/profiles/u1": () =>
        fail(400, "Please check the highlighted fields", [
          { field: "company", message: "Company is not accepted" },
        ]),
    });
    const { user } = renderWithApp(<AccountSection userId="u1" />);
    await waitFor(() => expect(input("Full name").value).toBe("Ada Buyer"));
    const save = screen.getByRole("button", { name: /Save changes/ });

    await user.clear(input("Full name"));
    await user.click(save);
    expect(await screen.findByText(MESSAGES.contact.fieldRequired)).toBeTruthy();
    expect(net.calls("PUT /v2/profiles/u1")).toHaveLength(0);
    // Through lib/form-errors: marked, described by its message, focused.
    expect(input("Full name").getAttribute("aria-invalid")).toBe("true");
    expect(description(input("Full name"))).toContain(MESSAGES.contact.fieldRequired);
    await waitFor(() => expect(document.activeElement).toBe(input("Full name")));

    await user.type(input("Full name"), "Ada Lovelace");
    await user.clear(input("Company"));
    await user.type(input("Company"), "Analytical Engines");
    await user.click(save);
    expect(await screen.findByText("Company is not accepted")).toBeTruthy();
    // The server's field error goes the same way: on Company, described, focused.
    expect(description(input("Company"))).toContain("Company is not accepted");
    await waitFor(() => expect(document.activeElement).toBe(input("Company")));
    expect(input("Full name").value).toBe("Ada Lovelace");
    expect(input("Company").value).toBe("Analytical Engines");

    net.on("PUT /v2/profiles/u1", async (request) =>
      ok({ ...profile, ...((await request.json()) as object) }),
    );
    await user.click(save);
    await screen.findByText("Saved");
    expect(await net.calls("PUT /v2/profiles/u1")[1]?.json()).toMatchObject({
      full_name: "Ada Lovelace",
      company: "Analytical Engines",
    });
  });
});
