import { MESSAGES } from "@ingot/domain";
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApi, signUp as signUpByApi } from "../support/api";
import { launchBrowser, newPage } from "../support/browser";
import { expectFocusOn, expectFocusVisible, keyboardPage, tabTo } from "../support/keyboard";
import { grantAdmin, type RunningServer, startServer } from "../support/server";

/**
 * Keyboard-only journeys (issue #24), at 1366 and 390 px: only Tab, Shift+Tab, Enter, Space,
 * Escape and typing. After every action focus is on a control the user can see (never the page
 * body, never under the sticky header), each new page is named in the document title and takes
 * focus, and each step's main action is at most a known number of Tab presses away (so a change
 * that adds ten is seen).
 */

const ADMIN_EMAIL = "keys-admin@example.com";
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  const api = createApi(server.baseUrl);
  for (const email of [BUYER_EMAIL, ADMIN_EMAIL]) {
    await signUpByApi(api, {
      email,
      password: PASSWORD,
      full_name: "Ada Lovelace",
      company: "Analytical Engines",
    });
  }
  await grantAdmin(server, ADMIN_EMAIL);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const WIDTHS = [
  { name: "desktop", viewport: { width: 1366, height: 800 } },
  { name: "phone", viewport: { width: 390, height: 844 } },
] as const;

const tabs: Record<string, number[]> = {};
function record(step: string, presses: number) {
  tabs[step] ??= [];
  tabs[step].push(presses);
}
afterAll(() => console.log("Tab presses", JSON.stringify(tabs)));

const press = async (page: Page, key: string) => {
  await page.keyboard.press(key);
};

const PASSWORD = "keys-secret-1";
const BUYER_EMAIL = "keys-buyer@example.com";

/** Signs in with the page's own cookie jar (sign-up is limited to 5 a minute: beforeAll does it). */
async function signIn(page: Page, email: string) {
  const res = await page.request.post("/api/auth/sign-in/email", {
    headers: { origin: server.baseUrl },
    data: { email, password: PASSWORD },
  });
  expect(res.status()).toBe(200);
}

/**
 * The material picker by keyboard from its opener (focused): Enter, then on each step Tab to the
 * option and Enter. Focus starts on each step's first option and ends on Length.
 */
async function pickByKeyboard(page: Page, entry: Locator, path: [RegExp, RegExp, RegExp]) {
  await press(page, "Enter");
  const dialog = page.getByRole("dialog");
  const steps = [/^Step 1 Select Product Type/, /^Step 2 Select Shape/, /^Step 3 Select Material/];
  for (const [index, option] of path.entries()) {
    await dialog.getByRole("heading", { name: steps[index] }).waitFor();
    await expectFocusOn(page, dialog.locator("ul button").first());
    record(
      `picker step ${index + 1}`,
      await tabTo(page, dialog.getByRole("button", { name: option }), 5),
    );
    await press(page, "Enter");
  }
  await dialog.waitFor({ state: "detached" });
  await expectFocusOn(page, entry.getByLabel(/^Length/));
}

describe("keyboard only", () => {
  for (const { name, viewport } of WIDTHS) {
    it(`${name}: landing quote form -> Buy now -> checkout -> test payment -> /success`, async () => {
      const { context, page } = await newPage(browser, { baseUrl: server.baseUrl, viewport });
      try {
        await keyboardPage(page);
        await page.goto("/");
        await page.locator("#products [data-testid='material-card']").first().waitFor();
        // The grid is in the prerendered HTML now: wait until the app runs (its keys load the form).
        await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
        expect(await page.title()).toBe(
          "Ingot Metals: cut-to-size aluminum, tool steel and steel tube",
        );

        // The quote form's material picker: each step starts on its first option.
        const form = page.getByTestId("landing-quote-form");
        const choose = page.getByRole("button", { name: /Choose material/ });
        // The form loads at the first key press (a phone has it below the fold).
        await press(page, "Tab");
        await choose.waitFor();
        record("choose material", 1 + (await tabTo(page, choose, 13)));
        await press(page, "Enter");
        const dialog = page.getByRole("dialog");
        const firstOption = dialog.locator("ul button").first();
        await expectFocusOn(page, firstOption);
        await press(page, "Escape");
        await expectFocusOn(page, choose);
        await press(page, "Enter");
        await expectFocusOn(page, firstOption);
        record("plate", await tabTo(page, dialog.getByRole("button", { name: /^Plate/ }), 3));
        await press(page, "Enter");
        await dialog.getByRole("heading", { name: /^Step 2 Select Shape/ }).waitFor();
        await expectFocusOn(page, firstOption);
        await press(page, "Enter");
        await dialog.getByRole("heading", { name: /^Step 3 Select Material/ }).waitFor();
        await expectFocusOn(page, firstOption);
        record(
          "6061-T651",
          await tabTo(page, dialog.getByRole("button", { name: /^6061-T651/ }), 4),
        );
        await press(page, "Enter");
        await dialog.waitFor({ state: "detached" });

        // Choosing completes the step: Length has focus.
        await expectFocusOn(page, form.getByLabel(/^Length/));
        await page.keyboard.type("24");
        record("width", await tabTo(page, form.getByLabel(/^Width/), 1));
        await page.keyboard.type("12");
        record("height", await tabTo(page, form.getByLabel(/^Height/), 1));
        await page.keyboard.type("1");
        record("quantity", await tabTo(page, form.getByLabel(/^Quantity/), 1));
        await press(page, "ControlOrMeta+a");
        await page.keyboard.type("2");
        await form.getByTestId("material-cost").filter({ hasText: "$246.68" }).waitFor();
        const buyNow = form.getByRole("button", { name: "Buy now" });
        record("buy now", await tabTo(page, buyNow, 4));
        await press(page, "Enter");

        // Checkout: the page is named and focused.
        await page.waitForURL(/\/purchase-summary$/);
        await expectFocusOn(page, page.getByRole("heading", { level: 1, name: "Order summary" }));
        expect(await page.title()).toBe("Order summary · Ingot Metals");
        const proceed = page.getByRole("button", { name: "Proceed to Payment" });
        record("proceed (empty)", await tabTo(page, proceed, 15));
        await press(page, "Enter");
        // Every missing field is marked and described; the first takes focus, below the header.
        await page
          .getByText("Please fill in all required fields including shipping address")
          .waitFor();
        const fullName = page.getByLabel("Full name");
        await expectFocusOn(page, fullName);
        for (const label of ["Full name", "Company name", "Street address", "ZIP code", "City"]) {
          const field = page.getByLabel(label, { exact: true });
          expect(await field.getAttribute("aria-invalid"), label).toBe("true");
          const described = (await field.getAttribute("aria-describedby")) ?? "";
          expect(described, label).not.toBe("");
          const message = await page.evaluate(
            (ids) =>
              ids
                .split(" ")
                .map((id) => document.getElementById(id)?.textContent ?? "")
                .join(" "),
            described,
          );
          expect(message, label).toContain("This field is required");
        }

        // The State starts at MI (spec §9), so it is not among the missing fields.
        expect(await page.getByLabel("State", { exact: true }).inputValue()).toBe("MI");

        await page.keyboard.type("Grace Hopper");
        record("company", await tabTo(page, page.getByLabel("Company name"), 1));
        await page.keyboard.type("Cobol Machining");
        record("email", await tabTo(page, page.getByLabel("Business email"), 1));
        await page.keyboard.type(`keys-${name}@example.com`);
        record("street", await tabTo(page, page.getByLabel("Street address"), 4));
        await page.keyboard.type("1 Market St");
        record("zip", await tabTo(page, page.getByLabel("ZIP code"), 1));
        await page.keyboard.type("94105");
        await expect.poll(() => page.getByLabel("City").inputValue()).toBe("San Francisco");
        await page.getByTestId("pricing-summary").getByText("3-4 days").waitFor();
        record("proceed", await tabTo(page, proceed, 7));
        await press(page, "Enter");

        // The test payment page: named, focus on the card number.
        await page.waitForURL(/\/checkout\/test\/cs_test_/);
        const checkout = page.getByTestId("test-checkout");
        await expectFocusOn(page, checkout.getByLabel("Card number"));
        expect(await page.title()).toBe("Test checkout · Ingot Metals");
        await page.keyboard.type("4242 4242 4242 4242");
        record("expiry", await tabTo(page, checkout.getByLabel("Expiry (MM/YY)"), 1));
        await page.keyboard.type("12/34");
        record("cvc", await tabTo(page, checkout.getByLabel("CVC"), 1));
        await page.keyboard.type("123");
        record("pay", await tabTo(page, checkout.getByRole("button", { name: /^Pay / }), 2));
        await press(page, "Enter");

        // /success: named and focused.
        await page.waitForURL(/\/success\?session_id=cs_test_/);
        await page.getByText("Payment Confirmed!").waitFor();
        await expectFocusOn(
          page,
          page.getByRole("heading", { level: 1, name: "Payment confirmation" }),
        );
        expect(await page.title()).toBe("Payment confirmation · Ingot Metals");
        await expectFocusVisible(page);
      } finally {
        await context.close();
      }
    });
  }

  for (const { name, viewport } of WIDTHS) {
    it(`${name}: /rfq, two items added and submitted`, async () => {
      const { context, page } = await newPage(browser, { baseUrl: server.baseUrl, viewport });
      try {
        await keyboardPage(page);
        await signIn(page, BUYER_EMAIL);
        await page.goto("/rfq");
        // A page's first load (not prerendered) names it and focuses its heading too.
        await expectFocusOn(page, page.getByRole("heading", { level: 1, name: "Multi-line RFQ" }));
        expect(await page.title()).toBe("Multi-line RFQ · Ingot Metals");
        await page.getByText("RFQ Settings").waitFor();

        let panel = page.getByTestId("rfq-add-panel");
        const choose = panel.getByRole("button", { name: /Choose material/ });
        record("rfq choose material", await tabTo(page, choose, 6));
        await pickByKeyboard(page, panel, [/^Plate/, /^Plate/, /^6061-T651/]);
        await page.keyboard.type("4");
        await tabTo(page, panel.getByLabel(/^Width/), 1);
        await page.keyboard.type("24");
        await tabTo(page, panel.getByLabel(/^Height/), 1);
        await page.keyboard.type("1");
        await tabTo(page, panel.getByLabel(/^Quantity/), 1);
        await press(page, "ControlOrMeta+a");
        await page.keyboard.type("2");
        record("rfq add", await tabTo(page, panel.getByTestId("add-item"), 5));
        await press(page, "Enter");
        await page.getByRole("heading", { name: "RFQ Items (1)" }).waitFor();
        // The panel collapsed under the focused button: focus moves to its toggle, not the body.
        const toggle = page.getByTestId("add-item-toggle");
        await expectFocusOn(page, toggle);

        await press(page, "Enter");
        panel = page.getByTestId("rfq-add-panel");
        record(
          "rfq choose material again",
          await tabTo(page, panel.getByRole("button", { name: /Choose material/ }), 2),
        );
        await pickByKeyboard(page, panel, [/^Bar/, /^Round/, /^P20/]);
        await page.keyboard.type("3");
        await tabTo(page, panel.getByLabel(/^Diameter/), 2);
        await page.keyboard.type("4");
        await tabTo(page, panel.getByLabel(/^Quantity/), 2);
        await press(page, "ControlOrMeta+a");
        await page.keyboard.type("5");
        await tabTo(page, panel.getByTestId("add-item"), 5);
        await press(page, "Enter");
        await page.getByRole("heading", { name: "RFQ Items (2)" }).waitFor();
        await expectFocusOn(page, toggle);

        const submit = page.getByTestId("submit-rfq");
        record("rfq submit", await tabTo(page, submit, 9));
        await press(page, "Enter");
        await page
          .getByRole("region", { name: /Notifications/ })
          .getByText(MESSAGES.quoteForm.trackSignedIn, { exact: false })
          .waitFor();
        await page.getByRole("heading", { name: "RFQ Items (0)" }).waitFor();
        // The emptied cart leaves the button aria-disabled, still focused.
        await expectFocusOn(page, submit);
        expect(await submit.getAttribute("aria-disabled")).toBe("true");
      } finally {
        await context.close();
      }
    });

    it(`${name}: the portal's side menu`, async () => {
      const { context, page } = await newPage(browser, { baseUrl: server.baseUrl, viewport });
      try {
        await keyboardPage(page);
        await signIn(page, BUYER_EMAIL);
        await page.goto("/profile");
        await expectFocusOn(page, page.getByRole("heading", { level: 1, name: "Your account" }));
        expect(await page.title()).toBe("Your account · Ingot Metals");
        const menu = page.getByRole("navigation", { name: "Account sections" });
        await menu.waitFor();
        let back = false;
        for (const [label, heading] of [
          ["Account Info", /Account/],
          ["Order History", /Order/],
          ["Settings", /Settings/],
        ] as const) {
          const link = menu.getByRole("link", { name: label });
          record(`portal ${label}`, await tabTo(page, link, 7, { back }));
          await press(page, "Enter");
          await page.waitForURL(/#/);
          // The section's heading takes focus, below the header (once the section's chunk is in:
          // each section but the dashboard loads when chosen).
          await expect
            .poll(() => page.evaluate(() => document.activeElement?.tagName), { timeout: 5_000 })
            .toBe("H2");
          const focused = await expectFocusVisible(page);
          expect(focused.name).toMatch(heading);
          back = true;
        }
      } finally {
        await context.close();
      }
    });

    it(`${name}: an admin changes a request's status`, async () => {
      const { context, page } = await newPage(browser, { baseUrl: server.baseUrl, viewport });
      try {
        await keyboardPage(page);
        await signIn(page, BUYER_EMAIL);
        const submitted = await page.request.post("/v2/quotes/multi-line", {
          headers: { origin: server.baseUrl },
          data: {
            name: "Pat Buyer",
            email: BUYER_EMAIL,
            company: "Live Wire Fabrication",
            items: [
              {
                material: "6061-t651",
                product_type: "Plate",
                shape: "Plate",
                dimensions: { length: 24, width: 12, height: 1 },
                quantity: 4,
              },
            ],
          },
        });
        expect(submitted.status()).toBe(201);
        const number = ((await submitted.json()) as { data: { request_number: string } }).data
          .request_number;
        await signIn(page, ADMIN_EMAIL);
        await page.goto("/admin");
        await page.getByRole("heading", { level: 1, name: "Admin" }).waitFor();
        expect(await page.title()).toBe("Admin · Ingot Metals");
        await expectFocusVisible(page);

        const open = page.getByRole("button", { name: `Open ${number}` }).first();
        // The heading shows while the dashboard's data loads: tab once the request is listed.
        await open.waitFor();
        record("admin open request", await tabTo(page, open, 13));
        await press(page, "Enter");
        const dialog = page.getByRole("dialog");
        await dialog.getByText(number).first().waitFor();
        const start = dialog.getByRole("button", { name: "Start review" });
        record("admin start review", await tabTo(page, start, 6));
        await press(page, "Enter");
        // The status changed: the pressed action gave way to the next ones, focus stayed in the dialog.
        await start.waitFor({ state: "detached" });
        const focused = await expectFocusVisible(page);
        expect(
          await page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null),
          focused.name,
        ).toBe(true);
        await press(page, "Escape");
        await dialog.waitFor({ state: "detached" });
        await expectFocusOn(page, open);
      } finally {
        await context.close();
      }
    });
  }

  it("phone: the mailing list from the menu; Subscribe keeps focus while the request is slow", async () => {
    const { context, page } = await newPage(browser, {
      baseUrl: server.baseUrl,
      viewport: { width: 390, height: 844 },
    });
    try {
      await keyboardPage(page);
      // A phone network: the answer takes a moment (the request itself reaches the real server).
      await page.route("**/v2/mailing-list", async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 600));
        await route.continue();
      });
      await page.goto("/");
      await page.locator("#products [data-testid='material-card']").first().waitFor();
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      const bar = page.locator("header").first();
      // The spec hides the header's signup on small screens; the menu offers it.
      expect(await bar.getByRole("form", { name: "Mailing list" }).first().isVisible()).toBe(false);
      record("open menu", await tabTo(page, bar.getByRole("button", { name: "Open menu" }), 6));
      await press(page, "Enter");
      const field = bar.getByLabel("Email for product updates").last();
      record("menu signup", await tabTo(page, field, 4));
      await page.keyboard.type("keys-list@example.com");
      const subscribe = bar.getByRole("button", { name: "Subscribe" }).last();
      await tabTo(page, subscribe, 1);
      await press(page, "Enter");
      await expect.poll(() => subscribe.getAttribute("aria-busy")).toBe("true");
      await expectFocusOn(page, subscribe);
      // Announced in the toasts' live region; focus still where it was.
      await page
        .getByRole("region", { name: /Notifications/ })
        .getByText("Subscribed!", { exact: true })
        .waitFor();
      expect(await subscribe.getAttribute("aria-busy")).toBeNull();
      await expectFocusOn(page, subscribe);
      expect(await field.inputValue()).toBe("");
    } finally {
      await context.close();
    }
  });

  it("desktop: Shift+Tab back up the landing page never leaves focus under the sticky header", async () => {
    const { context, page } = await newPage(browser, {
      baseUrl: server.baseUrl,
      viewport: { width: 1366, height: 800 },
    });
    try {
      await keyboardPage(page);
      await page.goto("/");
      await page.locator("#rfq").getByText("Choose material").waitFor();
      // From the footer's last link back to the materials grid (the issue's case: its "Get a
      // quote" links scrolled to 32 px, under the 57 px header).
      await page.locator("footer a").last().focus();
      const quote6061 = page.getByRole("link", { name: "Get a quote for 6061-T651" });
      record("shift+tab to 6061 quote", await tabTo(page, quote6061, 23, { back: true }));
    } finally {
      await context.close();
    }
  });
});
