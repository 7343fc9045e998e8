import { MESSAGES } from "@ingot/domain";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Api, createApi, sessionCookie } from "../support/api";
import { launchBrowser, newPage } from "../support/browser";
import { grantAdmin, type RunningServer, startServer } from "../support/server";

/**
 * Journey (issue #21, pre-hijacking): a buyer signs up, then follows the "Confirm my email" link.
 * The confirmation ends every session of the account and voids the sign-up password, and the link
 * lands on "Email confirmed: choose your password"; the buyer chooses it and signs in. Without
 * SMTP the link waits in the outbox: the buyer is made admin first, so they read their own email
 * whole there, as the README's first admin does. Its own server: the sign-up limit (5 a minute per
 * client) belongs to accounts.spec.ts's journeys.
 */

let server: RunningServer;
let browser: Browser;
let api: Api;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  api = createApi(server.baseUrl);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("email confirmation", () => {
  it("confirming the email ends the sign-up session and lands on choosing the password (issue #21)", async () => {
    const email = `confirm-${Date.now().toString(36)}@example.com`;
    const created = await api("/api/auth/sign-up/email", {
      method: "POST",
      body: JSON.stringify({ email, password: "sign-up-password", full_name: "C E", company: "T" }),
    });
    expect(created.status).toBe(200);
    const signUpCookie = sessionCookie(created);
    // An admin reads their own emails whole, as from their mailbox.
    await grantAdmin(server, email);
    const mail = (
      await (
        await api(`/v2/admin/outbox?to=${encodeURIComponent(email)}&kind=verify-email`, {
          cookie: signUpCookie,
        })
      ).json()
    ).data.emails[0] as { text: string };
    const link = mail.text.match(/https?:\/\/\S+/)?.[0] as string;
    expect(link).toContain("/api/auth/verify-email?token=");

    const { context, page, pageErrors } = await newPage(browser, { baseUrl: server.baseUrl });
    try {
      await page.goto(link);
      await page.waitForURL(/\/auth\?reset_token=[^&]+&email_confirmed=1$/);
      await page
        .getByRole("heading", { level: 1, name: "Email confirmed: choose your password" })
        .waitFor();
      // Whoever signed up with the address keeps nothing: its session and password are gone.
      const me = await (await api("/v2/me", { cookie: signUpCookie })).json();
      expect(me.data.user).toBeNull();
      const oldPassword = await api("/api/auth/sign-in/email", {
        method: "POST",
        body: JSON.stringify({ email, password: "sign-up-password" }),
      });
      expect(oldPassword.status).toBe(401);

      const form = page.getByRole("form", { name: "Email confirmed: choose your password" });
      await form.getByLabel("New password").fill("confirmed-password");
      await form.getByRole("button", { name: "Set New Password" }).click();
      await page.getByText(MESSAGES.auth.passwordUpdatedTitle).waitFor();
      await page.waitForURL(`${server.baseUrl}/auth`);
      const signIn = page.getByRole("form", { name: "Sign in" });
      await signIn.getByLabel("Email").fill(email);
      await signIn.getByLabel("Password").fill("confirmed-password");
      await signIn.getByRole("button", { name: "Sign In" }).click();
      await page.waitForURL(`${server.baseUrl}/profile`);
      await page.getByRole("button", { name: "Account menu" }).waitFor();
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
