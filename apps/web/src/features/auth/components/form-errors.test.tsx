import { MESSAGES } from "@ingot/domain";
import { screen, waitFor, within } from "@testing-library/react";
import { Toaster } from "sonner";
import { describe, expect, it } from "vitest";
import { ok, stubNetwork } from "../../../../test/network";
import { renderWithApp } from "../../../../test/render";
import { AuthScreen } from "./auth-screen";

/**
 * The auth forms answer an invalid submit through the one form helper (lib/form-errors.ts, issue
 * #24): every failing field is aria-invalid with its message linked by aria-describedby, the first
 * one takes focus, and the summary toast says what to do.
 */

const signedOut = { user: null, session: null, profile: null, tax_exemption_status: null };

function field(form: HTMLElement, label: string): HTMLInputElement {
  return within(form).getByLabelText(label, { exact: false }) as HTMLInputElement;
}

/** The texts aria-describedby points at. */
function description(input: HTMLElement): string[] {
  return (input.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? "");
}

function renderAuth() {
  stubNetwork({ "GET /v2/me": () => ok(signedOut) });
  return renderWithApp(
    <>
      <AuthScreen />
      <Toaster />
    </>,
    { path: "/auth" },
  );
}

describe("auth forms on an invalid submit", () => {
  it("sign in: focus on Email, both fields marked and described, the summary toast shown", async () => {
    const { user } = renderAuth();
    const form = screen.getByRole("form", { name: "Sign in" });
    await user.click(within(form).getByRole("button", { name: "Sign In" }));

    await waitFor(() => expect(document.activeElement).toBe(field(form, "Email")));
    for (const label of ["Email", "Password"]) {
      expect(field(form, label).getAttribute("aria-invalid")).toBe("true");
      expect(description(field(form, label))).toContain(MESSAGES.contact.fieldRequired);
    }
    expect(await screen.findByText(MESSAGES.auth.loginFailedTitle)).toBeTruthy();
  });

  it("sign up: focus on the first failing field after the one filled in, each described", async () => {
    const { user } = renderAuth();
    await user.click(screen.getByRole("button", { name: "Create Account", pressed: false }));
    const form = await screen.findByRole("form", { name: "Create account" });
    await user.type(field(form, "Full name"), "Ada Lovelace");
    await user.click(within(form).getByRole("button", { name: /Create Account/ }));

    const invalid = await waitFor(() => {
      const marked = within(form)
        .getAllByRole("textbox")
        .concat(Array.from(form.querySelectorAll<HTMLInputElement>("input[type=password]")))
        .filter((input) => input.getAttribute("aria-invalid") === "true");
      expect(marked.length).toBeGreaterThan(0);
      return marked;
    });
    expect(field(form, "Full name").getAttribute("aria-invalid")).toBeNull();
    const first = form.querySelector<HTMLElement>('[aria-invalid="true"]');
    await waitFor(() => expect(document.activeElement).toBe(first));
    for (const input of invalid) {
      const texts = description(input);
      expect(texts.length).toBeGreaterThan(0);
      expect(texts[0]).not.toBe("");
    }
    expect(field(form, "Password").getAttribute("aria-invalid")).toBe("true");
    expect(await screen.findByText(MESSAGES.auth.signupFailedTitle)).toBeTruthy();
  });
});
