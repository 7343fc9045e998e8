import { MESSAGES } from "@ingot/domain";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ok, stubNetwork } from "../../../../test/network";
import { renderWithApp } from "../../../../test/render";
import { AuthScreen } from "./auth-screen";

const signedOut = { user: null, session: null, profile: null, tax_exemption_status: null };

function field(form: HTMLElement, label: string): HTMLInputElement {
  return within(form).getByLabelText(label, { exact: false }) as HTMLInputElement;
}

function authError(status: number, message: string, code?: string) {
  return () => Response.json({ status: "error", message, code }, { status });
}

describe("sign in", () => {
  it("checks the fields, keeps what was typed after a refused attempt, then signs in", async () => {
    let signedIn = false;
    const net = stubNetwork({
      "GET /v2/me": () => ok(signedOut),
      "POST /api/auth/sign-in/email": authError(401, "Invalid", "INVALID_EMAIL_OR_PASSWORD"),
    });
    const { user, router } = renderWithApp(<AuthScreen />, { path: "/auth" });
    const form = screen.getByRole("form", { name: "Sign in" });

    await user.click(within(form).getByRole("button", { name: "Sign In" }));
    expect(await within(form).findAllByText(MESSAGES.contact.fieldRequired)).toHaveLength(2);
    expect(net.calls("POST /api/auth/sign-in/email")).toHaveLength(0);

    await user.type(field(form, "Email"), "ada@example.com");
    await user.type(field(form, "Password"), "wrong-password");
    await user.click(within(form).getByRole("button", { name: "Sign In" }));
    expect(await within(form).findByText(MESSAGES.auth.invalidCredentials)).toBeTruthy();
    expect(field(form, "Email").value).toBe("ada@example.com");
    expect(field(form, "Password").value).toBe("wrong-password");
    expect(await net.calls("POST /api/auth/sign-in/email")[0]?.json()).toEqual({
      email: "ada@example.com",
      password: "wrong-password",
    });
    // A refused password is an answer, not a lost session: still on /auth.
    expect(router.state.location.pathname).toBe("/auth");

    net.on("POST /api/auth/sign-in/email", () => {
      signedIn = true;
      return Response.json({ user: { id: "u1", email: "ada@example.com" } });
    });
    net.on("GET /v2/me", () =>
      ok(
        signedIn
          ? {
              ...signedOut,
              user: {
                id: "u1",
                email: "ada@example.com",
                name: "Ada",
                email_verified: true,
                role: "customer",
              },
              session: { expires_at: "2030-01-01T00:00:00.000Z" },
            }
          : signedOut,
      ),
    );
    await user.clear(field(form, "Password"));
    await user.type(field(form, "Password"), "right-password");
    await user.click(within(form).getByRole("button", { name: "Sign In" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/profile"));
  });

  it("carries the email to sign-up and keeps each mode's input across switches", async () => {
    stubNetwork({
      "GET /v2/me": () => ok(signedOut),
      "POST /api/auth/sign-up/email": authError(
        422,
        "User already exists",
        "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL",
      ),
    });
    const { user } = renderWithApp(<AuthScreen />, { path: "/auth" });
    await user.type(field(screen.getByRole("form", { name: "Sign in" }), "Email"), "ada@x.co");

    await user.click(screen.getByRole("button", { name: "Create Account" }));
    const signUp = await screen.findByRole("form", { name: /create/i });
    expect(field(signUp, "Email").value).toBe("ada@x.co");
    await user.type(field(signUp, "Full name"), "Ada Buyer");
    await user.type(field(signUp, "Password"), "12345");
    await user.click(within(signUp).getByRole("button", { name: /Create Account/ }));
    expect(await within(signUp).findByText(MESSAGES.auth.passwordHint)).toBeTruthy();
    expect(within(signUp).getAllByText(MESSAGES.contact.fieldRequired)).toHaveLength(1); // company

    // To sign in and back: the sign-up form still has what was typed.
    await user.click(screen.getByRole("button", { name: "Sign In", pressed: false }));
    await user.click(await screen.findByRole("button", { name: "Create Account", pressed: false }));
    const again = await screen.findByRole("form", { name: /create/i });
    expect(field(again, "Full name").value).toBe("Ada Buyer");

    // An existing account: back to sign in, the email filled in.
    await user.clear(field(again, "Password"));
    await user.type(field(again, "Password"), "123456");
    await user.type(field(again, "Company"), "Acme");
    await user.click(within(again).getByRole("button", { name: /Create Account/ }));
    const signIn = await screen.findByRole("form", { name: "Sign in" });
    expect(field(signIn, "Email").value).toBe("ada@x.co");
  });

  it("asks for an email before sending a reset link, and keeps it", async () => {
    const net = stubNetwork({
      "GET /v2/me": () => ok(signedOut),
      "POST /api/auth/request-password-reset": () => Response.json({ status: true }),
    });
    const { user } = renderWithApp(<AuthScreen />, { path: "/auth?mode=reset" });
    const form = screen.getByRole("form", { name: "Reset password" });
    await user.click(within(form).getByRole("button", { name: /Send/ }));
    expect(net.calls("POST /api/auth/request-password-reset")).toHaveLength(0);
    expect(field(form, "Email").getAttribute("aria-invalid")).toBe("true");

    await user.type(field(form, "Email"), "ada@x.co");
    await user.click(within(form).getByRole("button", { name: /Send/ }));
    expect(await screen.findByText(MESSAGES.auth.checkEmailReset("ada@x.co"))).toBeTruthy();
    expect(await net.calls("POST /api/auth/request-password-reset")[0]?.json()).toMatchObject({
      email: "ada@x.co",
    });
  });
});

describe("the email confirmation's landing (issue #21)", () => {
  it("names the step, sets the password with the link's token, then asks to sign in", async () => {
    const net = stubNetwork({
      "GET /v2/me": () => ok(signedOut),
      "POST /api/auth/reset-password": () => Response.json({ status: true }),
    });
    const { user, router } = renderWithApp(<AuthScreen />, {
      path: "/auth?reset_token=tok-123&email_confirmed=1",
    });
    expect(
      screen.getByRole("heading", { level: 1, name: "Email confirmed: choose your password" }),
    ).toBeTruthy();
    const form = screen.getByRole("form", { name: "Email confirmed: choose your password" });
    await user.type(field(form, "New password"), "chosen-1");
    await user.click(within(form).getByRole("button", { name: "Set New Password" }));
    await waitFor(() => expect(net.calls("POST /api/auth/reset-password")).toHaveLength(1));
    expect(await net.calls("POST /api/auth/reset-password")[0]?.json()).toEqual({
      token: "tok-123",
      newPassword: "chosen-1",
    });
    expect(await screen.findByRole("form", { name: "Sign in" })).toBeTruthy();
    expect(router.state.location.search).toBe("");
  });

  it("a plain reset link keeps its own heading", () => {
    stubNetwork({ "GET /v2/me": () => ok(signedOut) });
    renderWithApp(<AuthScreen />, { path: "/auth?reset_token=tok-123" });
    expect(screen.getByRole("heading", { level: 1, name: "Choose a new password" })).toBeTruthy();
  });
});

describe("sign-up from /success's offer (issue #18)", () => {
  it("opens with the order's email filled in (?email=)", async () => {
    stubNetwork({ "GET /v2/me": () => ok(signedOut) });
    renderWithApp(<AuthScreen />, { path: "/auth?mode=signup&email=guest%40shop.example" });
    const email = (await screen.findByLabelText(/^Email/)) as HTMLInputElement;
    expect(email.value).toBe("guest@shop.example");
  });
});
