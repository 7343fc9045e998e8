import { MESSAGES } from "@ingot/domain";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Api, createApi, sessionCookie } from "../support/api";
import { a11yViolations } from "../support/axe";
import { launchBrowser, newPage } from "../support/browser";
import { grantAdmin, type RunningServer, startServer } from "../support/server";

/**
 * Journey: a buyer creates an account on /auth and lands signed in with the profile stored, signs
 * out, fails a sign-in with a wrong password, resets the password through the emailed link, signs
 * in with the new one, and is sent from /auth to /profile while signed in. Without SMTP the link
 * waits in the outbox, where staff see it with its token hidden (issue #20): the account that
 * resets here is a second admin, who reads its own email whole, as the README's first admin
 * confirms their address.
 */

const ADMIN_EMAIL = "e2e-admin@example.com";
const ADMIN_PASSWORD = "admin-secret-1";

let server: RunningServer;
let browser: Browser;
let adminCookie = "";

let api: Api;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  api = createApi(server.baseUrl);
  const admin = await api("/api/auth/sign-up/email", {
    method: "POST",
    body: JSON.stringify({
      email: ADMIN_EMAIL,
      password: ADMIN_PASSWORD,
      full_name: "Staff Admin",
      company: "Ingot Metals",
    }),
  });
  expect(admin.status).toBe(200);
  adminCookie = sessionCookie(admin);
  await grantAdmin(server, ADMIN_EMAIL);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

let counter = 0;
const newEmail = () => `buyer-${Date.now().toString(36)}-${counter++}@example.com`;

async function signUpInBrowser(page: Page, email: string, password: string) {
  await page.goto("/auth?mode=signup");
  const form = page.getByRole("form", { name: "Create account" });
  await form.getByLabel("Full name").fill("Katherine Johnson");
  await form.getByLabel("Company").fill("Langley Machining");
  await form.getByLabel("Phone").fill("+1 757 555 0142");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password").fill(password);
  await form.getByRole("button", { name: "Create Account" }).click();
}

async function signInInBrowser(page: Page, email: string, password: string) {
  const form = page.getByRole("form", { name: "Sign in" });
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password").fill(password);
  await form.getByRole("button", { name: "Sign In" }).click();
}

describe("accounts", () => {
  it("signs up, lands signed in on /profile with the profile stored, then signs out", async () => {
    const { context, page, pageErrors, consoleErrors } = await newPage(browser, {
      baseUrl: server.baseUrl,
    });
    try {
      const email = newEmail();
      await signUpInBrowser(page, email, "first-pass");
      await page.getByText(MESSAGES.auth.accountCreatedTitle).waitFor();
      await page.waitForURL(`${server.baseUrl}/profile`);
      const menu = page.getByRole("button", { name: "Account menu" });
      await menu.waitFor();

      // The profile is stored: read it through the API with the browser's session cookie.
      const cookies = await context.cookies();
      const cookie = cookies.map((c) => `${c.name}=${c.value}`).join("; ");
      const session = cookie.split("; ").find((c) => c.includes("session_token"));
      expect(session).toBeDefined();
      expect(cookies.find((c) => c.name.includes("session_token"))).toMatchObject({
        httpOnly: true,
        sameSite: "Lax",
      });
      const me = await (await api("/v2/me", { cookie })).json();
      expect(me.data.user).toMatchObject({ email, role: "customer" });
      const profile = await (await api(`/v2/profiles/${me.data.user.id}`, { cookie })).json();
      expect(profile.data).toMatchObject({
        email,
        full_name: "Katherine Johnson",
        company: "Langley Machining",
        phone: "+1 757 555 0142",
      });

      await menu.click();
      await page.getByRole("menuitem", { name: "Profile" }).waitFor();
      await page.getByRole("menuitem", { name: "Sign Out" }).click();
      await page.getByRole("link", { name: "Sign In" }).waitFor();
      expect(await page.getByRole("button", { name: "Account menu" }).count()).toBe(0);
      const after = await (await api("/v2/me", { cookie })).json();
      expect(after.data.user).toBeNull();

      expect(pageErrors).toEqual([]);
      expect(consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("shows the spec's message for a wrong password and keeps what was typed", async () => {
    const email = newEmail();
    const created = await api("/api/auth/sign-up/email", {
      method: "POST",
      body: JSON.stringify({ email, password: "right-pass", full_name: "A B", company: "C" }),
    });
    expect(created.status).toBe(200);

    const { context, page } = await newPage(browser, { baseUrl: server.baseUrl });
    try {
      await page.goto("/auth");
      await signInInBrowser(page, email, "wrong-pass");
      const toast = page.locator("[data-sonner-toast]");
      await toast.getByText(MESSAGES.auth.loginFailedTitle).waitFor();
      await toast.getByText(MESSAGES.auth.invalidCredentials).waitFor();
      const form = page.getByRole("form", { name: "Sign in" });
      await form.getByRole("alert").getByText(MESSAGES.auth.invalidCredentials).waitFor();
      expect(await form.getByLabel("Email").inputValue()).toBe(email);
      expect(page.url()).toBe(`${server.baseUrl}/auth`);
    } finally {
      await context.close();
    }
  });

  it("resets a forgotten password through the emailed link, then signs in with the new one", async () => {
    const email = newEmail();
    const created = await api("/api/auth/sign-up/email", {
      method: "POST",
      body: JSON.stringify({ email, password: "old-password", full_name: "R S", company: "T" }),
    });
    expect(created.status).toBe(200);
    const ownCookie = sessionCookie(created);
    await grantAdmin(server, email);

    const { context, page, pageErrors } = await newPage(browser, { baseUrl: server.baseUrl });
    try {
      await page.goto("/auth");
      await page.getByRole("form", { name: "Sign in" }).getByLabel("Email").fill(email);
      await page.getByRole("button", { name: "Forgot password?" }).click();
      const resetForm = page.getByRole("form", { name: "Reset password" });
      // The email typed on the sign-in form came along.
      expect(await resetForm.getByLabel("Email").inputValue()).toBe(email);
      await resetForm.getByRole("button", { name: "Send Reset Link" }).click();
      await page.locator("[data-sonner-toast]").getByText(MESSAGES.auth.checkEmailTitle).waitFor();

      const outboxAs = async (cookie: string) =>
        (
          await (
            await api(`/v2/admin/outbox?to=${encodeURIComponent(email)}&kind=reset-password`, {
              cookie,
            })
          ).json()
        ).data.emails[0] as { subject: string; text: string };
      // Another admin sees that the email went out, never a link that would sign in as its owner.
      const seenByStaff = await outboxAs(adminCookie);
      expect(seenByStaff.subject).toMatch(/Reset your .* password/);
      expect(seenByStaff.text).toContain("/auth?reset_token=[redacted]");
      // Its owner reads it whole (an admin's own email), as from their mailbox.
      const mail = await outboxAs(ownCookie);
      const link = mail.text.match(/https?:\/\/\S+/)?.[0] as string;
      expect(link).toContain("/auth?reset_token=");
      expect(link).not.toContain("[redacted]");

      await page.goto(link);
      const newPasswordForm = page.getByRole("form", { name: "Choose a new password" });
      await newPasswordForm.getByText(MESSAGES.auth.passwordHint).waitFor();
      await newPasswordForm.getByLabel("New password").fill("new-password");
      await newPasswordForm.getByRole("button", { name: "Set New Password" }).click();
      await page.getByText(MESSAGES.auth.passwordUpdatedTitle).waitFor();
      await page.waitForURL(`${server.baseUrl}/auth`);

      await signInInBrowser(page, email, "new-password");
      await page.waitForURL(`${server.baseUrl}/profile`);
      await page.getByRole("button", { name: "Account menu" }).waitFor();
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("sends a signed-in user from /auth to /profile", async () => {
    const { context, page } = await newPage(browser, { baseUrl: server.baseUrl });
    try {
      await page.goto("/auth");
      await signInInBrowser(page, ADMIN_EMAIL, ADMIN_PASSWORD);
      await page.waitForURL(`${server.baseUrl}/profile`);
      await page.goto("/auth");
      await page.waitForURL(`${server.baseUrl}/profile`);
    } finally {
      await context.close();
    }
  });

  it("keeps what was typed when switching between sign-in and sign-up", async () => {
    const { context, page } = await newPage(browser, { baseUrl: server.baseUrl });
    try {
      await page.goto("/auth");
      await page
        .getByRole("form", { name: "Sign in" })
        .getByLabel("Email")
        .fill("kept@example.com");
      await page.getByRole("button", { name: "Create Account", exact: true }).first().click();
      const signUp = page.getByRole("form", { name: "Create account" });
      expect(await signUp.getByLabel("Email").inputValue()).toBe("kept@example.com");
      await signUp.getByLabel("Company").fill("Kept Co");
      await page.getByRole("button", { name: "Sign In", exact: true }).first().click();
      await page.getByRole("button", { name: "Create Account", exact: true }).first().click();
      expect(await signUp.getByLabel("Company").inputValue()).toBe("Kept Co");
      await signUp.getByText(MESSAGES.auth.passwordHint).waitFor();
    } finally {
      await context.close();
    }
  });

  for (const theme of ["dark", "light"] as const) {
    it(`/auth has no axe violations of any severity in the ${theme} theme`, async () => {
      const { context, page } = await newPage(browser, {
        baseUrl: server.baseUrl,
        viewport: { width: 390, height: 844 },
      });
      try {
        await context.addInitScript((value) => localStorage.setItem("ingot-theme", value), theme);
        await page.goto("/auth?mode=signup");
        await page.getByRole("form", { name: "Create account" }).waitFor();
        expect(await a11yViolations(page)).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});

/**
 * /auth arrives prerendered (dist/auth.html, decision 010): the sign-in form is in the HTML and
 * paints before any script runs; the app then hydrates it without a mismatch. Other views of
 * /auth get the empty shell and render from scratch.
 */
describe("the prerendered /auth", () => {
  it("holds the sign-in form in its HTML, readable with scripts off", async () => {
    const html = await (await fetch(`${server.baseUrl}/auth`)).text();
    expect(html).toContain('<meta name="prerendered" content="/auth" />');
    expect(html).toMatch(/<form [^>]*aria-label="Sign in"/);
    expect(html).toContain('id="sign-in-email"');
    expect(html).toContain('id="sign-in-password"');
    // Until hydration the submit button is disabled: Enter cannot submit the form natively.
    expect(html).toMatch(
      /<button [^>]*type="submit"[^>]*disabled(="")?[ >][^>]*>?Sign In<\/button>/,
    );

    // What a visitor sees before any script: a browser with JavaScript off.
    const context = await browser.newContext({ baseURL: server.baseUrl, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto("/auth");
      await page.getByRole("heading", { level: 1, name: "Sign in" }).waitFor();
      const form = page.getByRole("form", { name: "Sign in" });
      expect(await form.getByLabel("Email").isVisible()).toBe(true);
      expect(await form.getByLabel("Password").isVisible()).toBe(true);
      expect(await form.getByRole("button", { name: "Sign In" }).isVisible()).toBe(true);
    } finally {
      await context.close();
    }

    // The other views are not the prerendered form: they get the shell.
    for (const query of ["?mode=signup", "?mode=reset", "?reset_token=abc"]) {
      const shell = await (await fetch(`${server.baseUrl}/auth${query}`)).text();
      expect(shell, query).toContain('<div id="root"></div>');
    }
  });

  it("shows sign-up for /auth?mode=signup, rendered from scratch, without console errors", async () => {
    const { context, page, pageErrors, consoleErrors } = await newPage(browser, {
      baseUrl: server.baseUrl,
    });
    try {
      await page.goto("/auth?mode=signup");
      await page.getByRole("form", { name: "Create account" }).waitFor();
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      expect(await page.getByRole("form", { name: "Sign in" }).count()).toBe(0);
      expect(await page.locator('meta[name="prerendered"]').count()).toBe(0);
      expect(pageErrors).toEqual([]);
      expect(consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("keeps what was typed before hydration and signs in from the prerendered form", async () => {
    const email = newEmail();
    const created = await api("/api/auth/sign-up/email", {
      method: "POST",
      body: JSON.stringify({ email, password: "typed-early", full_name: "E F", company: "G" }),
    });
    expect(created.status).toBe(200);

    const { context, page, pageErrors, consoleErrors } = await newPage(browser, {
      baseUrl: server.baseUrl,
    });
    // Hold the app's entry back until the visitor has typed, as on a slow phone.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    try {
      await page.goto("/auth", { waitUntil: "domcontentloaded" });
      const form = page.getByRole("form", { name: "Sign in" });
      await form.getByLabel("Email").fill(email);
      await form.getByLabel("Password").fill("typed-early");
      // Not hydrated yet: the button cannot submit the form natively (the password in the URL).
      expect(await form.getByRole("button", { name: "Sign In" }).isDisabled()).toBe(true);
      // A marker on the prerendered form: hydration keeps the element, a fresh render would not.
      await page.evaluate(() => {
        document.querySelector("form")?.setAttribute("data-test-prerendered", "");
      });

      release();
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      expect(await page.locator("form[data-test-prerendered]").count()).toBe(1);
      expect(await form.getByLabel("Email").inputValue()).toBe(email);

      await form.getByRole("button", { name: "Sign In" }).click();
      await page.waitForURL(`${server.baseUrl}/profile`);
      await page.getByRole("button", { name: "Account menu" }).waitFor();
      expect(pageErrors).toEqual([]);
      expect(consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
