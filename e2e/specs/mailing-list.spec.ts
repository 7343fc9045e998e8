import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newPage } from "../support/browser";
import { type RunningServer, startServer } from "../support/server";

/**
 * Journey: a visitor joins the mailing list from the landing page's header (spec §2 item 1) and
 * reads the spec §8 answers word for word: empty, success (the field clears), duplicate, failure.
 */

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const uniqueEmail = (tag: string) =>
  `e2e-${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

async function openSignup(page: Page) {
  await page.goto("/");
  // The landing page arrives prerendered; React owns the form once it has hydrated.
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  const form = page.getByRole("form", { name: "Mailing list" });
  const field = form.getByLabel("Email for product updates");
  await field.waitFor();
  return { form, field, button: form.getByRole("button", { name: "Subscribe" }) };
}

describe("mailing-list signup in the header", () => {
  it("says 'Email required' for an empty field and sends nothing", async () => {
    const { context, page } = await newPage(browser, { baseUrl: server.baseUrl });
    try {
      let posted = 0;
      page.on("request", (request) => {
        if (request.url().endsWith("/v2/mailing-list")) posted++;
      });
      const { field, button } = await openSignup(page);
      await field.fill("   ");
      await button.click();
      await page.getByText("Email required", { exact: true }).waitFor();
      expect(posted).toBe(0);
    } finally {
      await context.close();
    }
  });

  it("subscribes, clears the field, then answers a second try with 'Already subscribed'", async () => {
    const { context, page, pageErrors } = await newPage(browser, { baseUrl: server.baseUrl });
    const email = uniqueEmail("signup");
    try {
      const { field, button } = await openSignup(page);
      await field.fill(email);
      await button.click();
      await page.getByText("Subscribed!", { exact: true }).waitFor();
      expect(await field.inputValue()).toBe("");

      // Same address, other case: still the same subscriber.
      await field.fill(email.toUpperCase());
      await button.click();
      await page.getByText("Already subscribed", { exact: true }).waitFor();
      await page.getByText("This email is already on our mailing list", { exact: true }).waitFor();
      // What was typed stays after a refusal.
      expect(await field.inputValue()).toBe(email.toUpperCase());
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }

    // Stored once: the server refuses the address again, and a different address still goes in.
    const again = await fetch(`${server.baseUrl}/v2/mailing-list`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email }),
    });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { message: string }).message).toBe("Already subscribed");
    const other = await fetch(`${server.baseUrl}/v2/mailing-list`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: uniqueEmail("other") }),
    });
    expect(other.status).toBe(201);
  });

  it("says 'Error' / 'Failed to subscribe. Please try again.' when the server fails, keeping the text", async () => {
    const { context, page } = await newPage(browser, { baseUrl: server.baseUrl });
    try {
      await page.route("**/v2/mailing-list", (route) =>
        route.fulfill({
          status: 500,
          contentType: "application/json",
          body: JSON.stringify({ status: "error", message: "Internal Server Error", errors: [] }),
        }),
      );
      const { field, button } = await openSignup(page);
      const email = uniqueEmail("fail");
      await field.fill(email);
      await button.click();
      await page.getByText("Failed to subscribe. Please try again.", { exact: true }).waitFor();
      await page.getByText("Error", { exact: true }).waitFor();
      expect(await field.inputValue()).toBe(email);
    } finally {
      await context.close();
    }
  });
  // Hidden on a 390 px phone: the landing spec's phone journey checks it with the hero buttons.
});
