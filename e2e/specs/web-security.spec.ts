import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { type CartItem, MESSAGES, type QuoteHistoryEntry } from "@ingot/domain";
import { REPO_ROOT } from "@ingot/test-support";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paths } from "../../apps/web/src/config/paths";
import { type Api, createApi, signUp } from "../support/api";
import { launchBrowser, storePendingOrder } from "../support/browser";
import { insertInlineScript, type SecurityWatch, watchSecurity } from "../support/csp";
import { grantAdmin, type RunningServer, startServer } from "../support/server";

/**
 * Issue #10, item 6 (web security), in the browser:
 * 1. Every HTML response carries strict security headers, and a Content-Security-Policy whose
 *    script sources are 'self' and the hashes of the page's own inline scripts.
 * 2. Every route of the router, opened as a visitor, a customer with data and an admin, in both
 *    themes and worked a little (dialogs, tabs, menus), raises no CSP violation.
 * 3. HTML, script, `javascript:` and template payloads stored in every free-text field a customer,
 *    a visitor or an admin can fill stay text on every screen that shows them: nothing runs, no
 *    element or handler is made of them, the words show literally, and the emails built from them
 *    escape them. Fields whose rules refuse such input say so clearly and store nothing.
 */

const ADMIN = { email: "sec-admin@example.com", password: "admin-secret-1" };

/** Each payload records the field it was stored in, so a failure names the field that ran. */
const img = (field: string) => `<img src=x onerror="window.__xss='${field}'">`;
const script = (field: string) => `<script>window.__xss='${field}'</script>`;
const svg = (field: string) => `"><svg onload=window.__xss='${field}'>`;
const jsUrl = (field: string) => `javascript:window.__xss='${field}'`;
const TEMPLATE = "{{7*7}}";
const all = (field: string) =>
  `${img(field)} ${script(field)} ${svg(field)} ${jsUrl(field)} ${TEMPLATE}`;

/** What is stored, field by field (file names lose `"` and `/` on upload, so theirs have none). */
const HOSTILE = {
  accountName: `${img("account-name")} Pat ${TEMPLATE}`,
  accountCompany: `${script("account-company")} Works`,
  accountPhone: svg("account-phone"),
  rfqName: `${img("rfq-name")} Robin`,
  rfqCompany: `${svg("rfq-company")} Fabrication`,
  rfqPhone: script("rfq-phone"),
  rfqNotes: all("rfq-notes"),
  lineSpec: `${svg("line-spec")} AMS 4027`,
  lineDescription: `${img("line-description")} ${TEMPLATE}`,
  quickName: `${script("quick-name")} Sam`,
  quickCompany: `${img("quick-company")} Tooling`,
  quickEmail: `<svg/onload=window.__xss='quick-email'>@evil.example`,
  quickNotes: all("quick-notes"),
  quickSpec: script("quick-spec"),
  quickDescription: `${svg("quick-description")} ${TEMPLATE}`,
  referral: `${img("referral")} a friend`,
  subscriberEmail: `<img/src=x/onerror=window.__xss='subscriber'>@evil.example`,
  orderName: `${img("order-name")} Lee`,
  orderCompany: `${script("order-company")} Corp`,
  orderPhone: svg("order-phone"),
  orderPo: jsUrl("order-po"),
  orderNotes: all("order-notes"),
  street: `${img("street")} 1 Main St`,
  city: `${svg("city")} Ann Arbor`,
  checkoutEmail: `<script>window.__xss='checkout-email'</script>@evil.example`,
  quoteNote: `${img("quote-note")} ${TEMPLATE}`,
  acceptNote: `${script("accept-note")} ok`,
  productionNote: svg("production-note"),
  carrier: img("carrier"),
  tracking: svg("tracking"),
  certificateFile: "<img src=x onerror=window.__xss='certificate'>.pdf",
  exemptionFile: "<svg onload=window.__xss='exemption'>.pdf",
  reviewNote: `${script("review-note")} ${TEMPLATE}`,
  contactSubject: img("contact-subject"),
  contactMessage: all("contact-message"),
  cartDescription: `${svg("cart-description")} ${TEMPLATE}`,
} as const;

const CUSTOMER = {
  email: "sec-buyer@example.com",
  password: "buyer-secret-1",
  full_name: HOSTILE.accountName,
  company: HOSTILE.accountCompany,
  phone: HOSTILE.accountPhone,
};

const PLATE = {
  material: "6061-t651",
  product_type: "Plate",
  shape: "Plate",
  dimensions: { length: 24, width: 12, height: 1 },
  quantity: 2,
} as const;

const PDF = Buffer.from("%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n%%EOF\n");

let server: RunningServer;
let browser: Browser;
let api: Api;
let adminCookie = "";
let customerCookie = "";
/** Ids the screens are opened with. */
const ids = {
  requestId: "",
  requestNumber: "",
  quickId: "",
  quickNumber: "",
  paidSession: "",
  paidOrder: "",
  unpaidSession: "",
  /** A guest's order held for its tax-exemption certificate: its upload page (issue #21). */
  uploadPath: "",
};

/** The body of a success envelope, after checking the status (the reply is in the message). */
async function data<T>(response: Response, status = 200): Promise<T> {
  const text = await response.text();
  expect(response.status, text).toBe(status);
  return (JSON.parse(text) as { data: T }).data;
}

/** A multipart upload: `createApi` sends JSON, so this one sets only the cookie and Origin. */
function upload(path: string, cookie: string, filename: string) {
  const form = new FormData();
  form.append("file", new Blob([PDF], { type: "application/pdf" }), filename);
  return fetch(`${server.baseUrl}${path}`, {
    method: "POST",
    body: form,
    headers: { cookie, origin: server.baseUrl },
  });
}

function checkoutBody(overrides: Record<string, unknown> = {}) {
  return {
    currency: "usd",
    name: "6061-T651 - Plate Plate",
    description: "2 pieces",
    item: PLATE,
    delivery_method: "ship",
    address: {
      street: HOSTILE.street,
      city: HOSTILE.city,
      state: "MI",
      zip_code: "48104",
      country: "US",
    },
    tax_exempt: false,
    customer_name: HOSTILE.orderName,
    customer_company: HOSTILE.orderCompany,
    customer_email: CUSTOMER.email,
    customer_phone: HOSTILE.orderPhone,
    customer_order_number: HOSTILE.orderPo,
    notes: HOSTILE.orderNotes,
    dfars: false,
    rohs: false,
    ...overrides,
  };
}

/** Stores every payload through the API, as the screens would, and walks the workflows. */
async function storeHostileData() {
  adminCookie = await signUp(api, {
    ...ADMIN,
    full_name: "Staff Admin",
    company: "Ingot Metals",
  });
  await grantAdmin(server, ADMIN.email);
  customerCookie = await signUp(api, CUSTOMER);
  const asCustomer = (path: string, body: unknown, method = "POST") =>
    api(path, { method, cookie: customerCookie, body: JSON.stringify(body) });
  const asAdmin = (path: string, body: unknown, method = "POST") =>
    api(path, { method, cookie: adminCookie, body: JSON.stringify(body) });

  const request = await data<QuoteHistoryEntry>(
    await asCustomer("/v2/quotes/multi-line", {
      name: HOSTILE.rfqName,
      email: CUSTOMER.email,
      company: HOSTILE.rfqCompany,
      phone: HOSTILE.rfqPhone,
      notes: HOSTILE.rfqNotes,
      items: [
        {
          ...PLATE,
          quantity: 4,
          material_spec: HOSTILE.lineSpec,
          description: HOSTILE.lineDescription,
        },
      ],
    }),
    201,
  );
  ids.requestId = request.id;
  ids.requestNumber = request.request_number;

  // A signed-out visitor's quick quote: the referral question is only theirs.
  const quick = await data<{ submission_id: string }>(
    await api("/v2/quotes/single", {
      method: "POST",
      body: JSON.stringify({
        name: HOSTILE.quickName,
        email: HOSTILE.quickEmail,
        company: HOSTILE.quickCompany,
        notes: HOSTILE.quickNotes,
        referral_source: "other",
        other_source: HOSTILE.referral,
        items: [
          { ...PLATE, material_spec: HOSTILE.quickSpec, description: HOSTILE.quickDescription },
        ],
      }),
    }),
    201,
  );
  ids.quickId = quick.submission_id;
  await data(
    await api("/v2/mailing-list", {
      method: "POST",
      body: JSON.stringify({ email: HOSTILE.subscriberEmail }),
    }),
    201,
  );

  // The customer's order, paid with the built-in test card and confirmed like /success does.
  const paid = await data<{ sessionId: string; orderId: string }>(
    await asCustomer("/api/stripe/create-checkout-session", checkoutBody()),
  );
  ids.paidSession = paid.sessionId;
  ids.paidOrder = paid.orderId;
  await data(
    await api(`/v2/checkout/test-sessions/${paid.sessionId}/pay`, {
      method: "POST",
      body: JSON.stringify({ card_number: "4242 4242 4242 4242", expiry: "12/34", cvc: "123" }),
    }),
  );
  await data(
    await api("/v2/checkout/confirm", {
      method: "POST",
      body: JSON.stringify({ session_id: paid.sessionId }),
    }),
  );
  // A visitor's session left unpaid: the test checkout page shows its email.
  const unpaid = await data<{ sessionId: string }>(
    await api("/api/stripe/create-checkout-session", {
      method: "POST",
      body: JSON.stringify(
        checkoutBody({ customer_email: HOSTILE.checkoutEmail, delivery_method: "pickup" }),
      ),
    }),
  );
  ids.unpaidSession = unpaid.sessionId;
  // A guest who claims tax exemption: the order is held and /success links to its upload page.
  const held = await data<{ sessionId: string }>(
    await api("/api/stripe/create-checkout-session", {
      method: "POST",
      body: JSON.stringify(
        checkoutBody({
          customer_email: HOSTILE.checkoutEmail,
          delivery_method: "pickup",
          tax_exempt: true,
        }),
      ),
    }),
  );
  await data(
    await api(`/v2/checkout/test-sessions/${held.sessionId}/pay`, {
      method: "POST",
      body: JSON.stringify({ card_number: "4242 4242 4242 4242" }),
    }),
  );
  const heldOrder = await data<{ order: { tax_exemption_upload_url: string | null } }>(
    await api("/v2/checkout/confirm", {
      method: "POST",
      body: JSON.stringify({ session_id: held.sessionId }),
    }),
  );
  const uploadUrl = new URL(heldOrder.order.tax_exemption_upload_url ?? "");
  ids.uploadPath = `${uploadUrl.pathname}${uploadUrl.search}`;

  // Staff quote the request with a note; the customer accepts with one.
  const detail = await data<QuoteHistoryEntry>(
    await api(`/v2/admin/quotes/${ids.requestId}`, { cookie: adminCookie }),
  );
  await data(
    await asAdmin(
      `/v2/quotes/${ids.requestId}/status`,
      {
        status: "quoted",
        lines: detail.items.map((item) => ({ item_id: item.id, unit_price: 99 })),
        note: HOSTILE.quoteNote,
      },
      "PUT",
    ),
  );
  await data(await asCustomer(`/v2/quotes/${ids.requestId}/accept`, { note: HOSTILE.acceptNote }));

  // Production with a note, shipping with a carrier and tracking number, a certificate.
  await data(
    await asAdmin(
      `/v2/admin/orders/${ids.paidOrder}/status`,
      { status: "in_production", note: HOSTILE.productionNote },
      "PUT",
    ),
  );
  await data(
    await asAdmin(
      `/v2/admin/orders/${ids.paidOrder}/status`,
      { status: "shipped", carrier: HOSTILE.carrier, tracking_number: HOSTILE.tracking },
      "PUT",
    ),
  );
  await data(
    await upload(
      `/v2/admin/orders/${ids.paidOrder}/certificates`,
      adminCookie,
      HOSTILE.certificateFile,
    ),
    201,
  );

  // A tax-exemption certificate with a hostile name, rejected with a hostile note.
  const exemption = await data<{ id: string; filename: string }>(
    await upload("/v2/documents/tax-exemption", customerCookie, HOSTILE.exemptionFile),
    201,
  );
  expect(exemption.filename).toBe(HOSTILE.exemptionFile);
  await data(
    await asAdmin(
      `/v2/admin/tax-exemptions/${exemption.id}`,
      { status: "rejected", note: HOSTILE.reviewNote },
      "PUT",
    ),
  );

  await data(
    await asCustomer("/v2/portal/contact", {
      subject: HOSTILE.contactSubject,
      message: HOSTILE.contactMessage,
    }),
    201,
  );

  const overview = await data<{ rfqs: { submission_id: string; request_number: string }[] }>(
    await api("/v2/admin/overview", { cookie: adminCookie }),
  );
  ids.quickNumber =
    overview.rfqs.find((row) => row.submission_id === ids.quickId)?.request_number ?? "";
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  api = createApi(server.baseUrl);
  await storeHostileData();
}, 120_000);

afterAll(async () => {
  for (const { context } of opened.values()) await context.close();
  await browser?.close();
  await server?.stop();
});

// ---------------------------------------------------------------------------------------------
// Pages

type Role = "visitor" | "customer" | "admin";
type Theme = "dark" | "light";

/** What /purchase-summary is handed by "Buy now" (apps/web/src/lib/purchase-data.ts). */
const PURCHASE_DATA = {
  material: "6061-T651 - Plate Plate",
  quantity: 2,
  dimensions: { length: 24, width: 12, height: 1 },
  weightLbs: 56.16,
  weightPerPieceLbs: 28.08,
  totalPrice: 246.68,
  dfars: false,
  rohs: false,
  email: CUSTOMER.email,
  item: PLATE,
};

/** The /rfq cart as the browser keeps it (localStorage), with a hostile description. */
const CART: CartItem[] = [
  {
    id: "cart-line-1",
    material: "6061-T651",
    materialCode: "6061-t651",
    shapeName: "Plate",
    productType: "Plate",
    dimensions: { length: 24, width: 12, height: 1 },
    quantity: 3,
    dfars: true,
    description: HOSTILE.cartDescription,
  },
];

interface OpenedPage {
  context: BrowserContext;
  page: Page;
  watch: SecurityWatch;
}

const opened = new Map<Role, OpenedPage>();

/**
 * The page of `role` (a visitor, or signed in), in `theme`, watched from its first document. One
 * context per role serves every test, so its cache stays warm; each call starts with a clear watch.
 */
async function pageAs(role: Role, theme: Theme): Promise<OpenedPage> {
  let session = opened.get(role);
  if (!session) {
    session = await openContext(role);
    opened.set(role, session);
  }
  // The theme cookie is what index.html's inline script reads before first paint.
  await session.context.addCookies([{ name: "ingot-theme", value: theme, url: server.baseUrl }]);
  session.watch.clear();
  return session;
}

async function openContext(role: Role): Promise<OpenedPage> {
  const context = await browser.newContext({
    baseURL: server.baseUrl,
    viewport: { width: 1366, height: 900 },
  });
  context.setDefaultTimeout(15_000);
  const watch = await watchSecurity(context);
  const cookie = role === "customer" ? customerCookie : role === "admin" ? adminCookie : "";
  await context.addCookies(
    cookie
      .split("; ")
      .filter(Boolean)
      .map((pair) => {
        const [name = "", ...rest] = pair.split("=");
        return { name, value: rest.join("="), url: server.baseUrl };
      }),
  );
  await context.addInitScript(
    ({ purchase, cart }) => {
      // The first document of a page is about:blank, which has no storage.
      if (location.protocol !== "http:") return;
      // The app keeps the theme in localStorage too (lib/theme.ts): the same as the cookie.
      const theme = /(?:^|; )ingot-theme=(\w+)/.exec(document.cookie)?.[1];
      if (theme) localStorage.setItem("ingot-theme", theme);
      sessionStorage.setItem("ingot-purchase-data", purchase);
      localStorage.setItem("ingot-rfq-cart", cart);
    },
    { purchase: JSON.stringify(PURCHASE_DATA), cart: JSON.stringify(CART) },
  );
  // A signed-in role's browser paid the order (its /success shows what it stored then).
  if (role !== "visitor") {
    await storePendingOrder(context, { orderId: ids.paidOrder, sessionId: ids.paidSession });
  }
  const page = await context.newPage();
  return { context, page, watch };
}

/** Loading states finished: no skeleton or busy region left. */
async function settled(page: Page) {
  await page.waitForFunction(() => !document.querySelector("[aria-busy='true']"));
}

async function closeDialog(page: Page) {
  await page.keyboard.press("Escape");
  await page.getByRole("dialog").waitFor({ state: "detached" });
}

/**
 * Every route of apps/web/src/app/router.tsx, keyed by its path pattern: the address to open, and
 * how to reach its main state for each role (`deep` also opens its dialogs, menus, tabs and
 * sections). The walk checks this list against the router.
 */
interface RouteCheck {
  url: (role: Role) => string;
  exercise: (page: Page, role: Role, deep: boolean) => Promise<void>;
}

const ROUTES: Record<string, RouteCheck> = {
  [paths.home]: {
    url: () => paths.home,
    exercise: async (page, role, deep) => {
      await page.locator("h1").first().waitFor();
      // Every picture, lazy ones included, so each image load meets img-src.
      await page.evaluate(() => {
        for (const image of Array.from(document.images)) image.loading = "eager";
      });
      await page.waitForFunction(() => Array.from(document.images).every((i) => i.complete));
      if (deep && role !== "visitor") {
        await page.getByRole("button", { name: "Account menu" }).click();
        await page.getByRole("menuitem", { name: "Profile" }).waitFor();
        await page.keyboard.press("Escape");
      }
    },
  },
  [paths.auth]: {
    url: () => paths.auth,
    exercise: async (page, role, deep) => {
      if (role !== "visitor") {
        await page.waitForURL(/\/profile$/);
        return;
      }
      await page.getByLabel("Password").waitFor();
      if (deep) {
        await page.getByRole("button", { name: "Create an account" }).click();
        await page.getByLabel("Full name").waitFor();
      }
    },
  },
  [paths.profile]: {
    url: () => paths.profile,
    exercise: async (page, role, deep) => {
      if (role === "visitor") {
        await page.getByTestId("profile-signed-out").waitFor();
        return;
      }
      await page.locator('[data-section="dashboard"]').waitFor();
      if (!deep) return;
      const nav = page.getByRole("navigation", { name: "Account sections" });
      for (const [label, section] of [
        ["Account Info", "account"],
        ["Order History", "orders"],
        ["Quote History", "quotes"],
        ["Documents", "documents"],
        ["Contact Rep", "contact"],
        ["Settings", "settings"],
      ] as const) {
        await nav.getByRole("link", { name: label }).click();
        await page.locator(`[data-section="${section}"]`).waitFor();
        await settled(page);
      }
    },
  },
  [paths.admin]: {
    url: () => paths.admin,
    exercise: async (page, role, deep) => {
      if (role === "visitor") {
        await page.waitForURL(/\/auth$/);
        return;
      }
      if (role === "customer") {
        // Turned away home with the spec's toast.
        await page.getByText(MESSAGES.admin.noAdminPermissions).waitFor();
        return;
      }
      await page.getByTestId("live-state").and(page.locator('[data-state="live"]')).waitFor();
      if (!deep) return;
      for (const tab of ["Orders", "Tax exemptions", "Materials", "Outbox", "Dashboard"]) {
        await page.getByRole("tab", { name: tab }).click();
        await settled(page);
      }
      await page.getByRole("button", { name: `Open ${ids.requestNumber}` }).click();
      await page.getByRole("dialog").getByText("Status history").waitFor();
      await closeDialog(page);
    },
  },
  [paths.rfq]: {
    url: () => paths.rfq,
    exercise: async (page, _role, deep) => {
      await page.getByRole("heading", { name: "Multi-line RFQ" }).waitFor();
      if (!deep) return;
      await page.getByRole("button", { name: "Paste / upload CSV" }).click();
      await page.getByRole("dialog").waitFor();
      await closeDialog(page);
    },
  },
  [paths.quotes]: {
    url: () => paths.quotes,
    exercise: async (page, role, deep) => {
      if (role === "visitor") {
        await page.waitForURL(/\/auth$/);
        return;
      }
      await page.getByRole("heading", { name: "Quote history" }).waitFor();
      if (deep && role === "customer") {
        await page
          .getByRole("button", { name: /Details/ })
          .first()
          .click();
        await page.getByRole("dialog").waitFor();
        await closeDialog(page);
      }
    },
  },
  [paths.success]: {
    url: (role) =>
      role === "visitor" ? paths.success : `${paths.success}?session_id=${ids.paidSession}`,
    exercise: async (page, role) => {
      if (role === "visitor") await page.getByTestId("order-not-found").waitFor();
      else await page.getByRole("heading", { name: "Payment Successful!" }).waitFor();
    },
  },
  [paths.purchaseSummary]: {
    url: () => paths.purchaseSummary,
    exercise: async (page, _role, deep) => {
      await page.getByTestId("pricing-summary").waitFor();
      if (deep) await page.getByLabel("Pickup").check();
    },
  },
  [paths.rfqDemo]: {
    url: () => paths.rfqDemo,
    exercise: async (page, _role, deep) => {
      await page.getByRole("heading", { name: "Request a quote" }).waitFor();
      // Next on an empty first step shows the step's messages.
      if (deep) await page.getByRole("button", { name: "Next" }).click();
    },
  },
  [paths.cutList]: {
    url: () => paths.cutList,
    exercise: async (page, _role, deep) => {
      await page.getByRole("heading", { name: "Cut-list planner" }).waitFor();
      if (!deep) return;
      await page.getByTestId("choose-material").click();
      await page.getByRole("dialog").waitFor();
      await closeDialog(page);
    },
  },
  [paths.taxExemptionCertificate]: {
    url: () => ids.uploadPath,
    exercise: async (page, _role, deep) => {
      await page.getByTestId("hold-status").waitFor();
      if (deep) await page.getByLabel("Tax-exemption certificate").waitFor();
    },
  },
  [paths.testCheckout]: {
    url: () => paths.testCheckout.replace(":sessionId", ids.unpaidSession),
    exercise: async (page, _role, deep) => {
      const checkout = page.getByTestId("test-checkout");
      await checkout.waitFor();
      if (deep) await checkout.getByLabel("Card number").fill("4242 4242 4242 4242");
    },
  },
  "*": {
    url: (role) => `/no-such-page-for-a-${role}`,
    exercise: async (page) => {
      await page.getByRole("heading", { name: MESSAGES.routing.notFound }).waitFor();
    },
  },
};

/** The path patterns of apps/web/src/app/router.tsx, as the build wrote them (and "*"). */
function routerPatterns(): string[] {
  // The build writes the router's own list (apps/web/src/prerender.tsx `appPaths`: every route
  // but the catch-all "*", which shows the 404 page).
  const built = JSON.parse(
    readFileSync(resolve(REPO_ROOT, "apps/web/dist/app-paths.json"), "utf8"),
  ) as string[];
  return [...built, "*"];
}

// ---------------------------------------------------------------------------------------------
// 1. Headers

/** `default-src 'self';script-src ...` → { "default-src": ["'self'"], ... } */
function parseCsp(header: string): Record<string, string[]> {
  const directives: Record<string, string[]> = {};
  for (const part of header.split(";")) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives[name.toLowerCase()] = sources;
  }
  return directives;
}

/**
 * The inline scripts a browser runs: not a file's (`src`), not empty, and not a data block (a
 * `type` that is no script's, such as the prerendered pages' `application/json` class table),
 * which the browser never runs and the CSP does not govern.
 */
const inlineScriptHashes = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter((m) => !/\bsrc\s*=/i.test(m[1] ?? "") && (m[2] ?? "") !== "")
    .filter((m) => {
      const type = /\btype\s*=\s*"([^"]*)"/i.exec(m[1] ?? "")?.[1]?.toLowerCase();
      return type === undefined || type === "module" || type === "text/javascript";
    })
    .map(
      (m) =>
        `'sha256-${createHash("sha256")
          .update(m[2] ?? "")
          .digest("base64")}'`,
    );

/** Everything wrong with one HTML response's security headers; empty when they are strict. */
function headerProblems(res: Response, html: string): string[] {
  const problems: string[] = [];
  const header = (name: string) => res.headers.get(name) ?? "(missing)";
  const check = (ok: boolean, what: string) => {
    if (!ok) problems.push(what);
  };
  const csp = parseCsp(header("content-security-policy"));
  const is = (directive: string, ...allowed: string[][]) =>
    check(
      allowed.some((sources) => JSON.stringify(csp[directive]) === JSON.stringify(sources)),
      `${directive} ${csp[directive]?.join(" ") ?? "(missing)"}`,
    );
  is("default-src", ["'self'"]);
  is("script-src-attr", ["'none'"]);
  is("object-src", ["'none'"]);
  is("base-uri", ["'self'"], ["'none'"]);
  is("frame-ancestors", ["'self'"], ["'none'"]);
  is("form-action", ["'self'"]);
  is("connect-src", ["'self'"]);
  // Scripts: the app's own files and the hashes of the page's own inline scripts, nothing else.
  const scriptSrc = csp["script-src"] ?? [];
  check(
    scriptSrc[0] === "'self'" &&
      scriptSrc.slice(1).every((source) => /^'sha256-[A-Za-z0-9+/]+=*'$/.test(source)),
    `script-src ${scriptSrc.join(" ")}`,
  );
  for (const hash of inlineScriptHashes(html)) {
    check(scriptSrc.includes(hash), `inline script ${hash} is not in script-src`);
  }
  // Styles: Radix and sonner set style attributes at run time, the one documented exception.
  check(
    (csp["style-src"] ?? []).every((source) => ["'self'", "'unsafe-inline'"].includes(source)),
    `style-src ${csp["style-src"]?.join(" ")}`,
  );
  for (const [directive, sources] of Object.entries(csp)) {
    check(
      !sources.some((source) => ["*", "http:", "https:", "'unsafe-eval'"].includes(source)),
      `${directive} allows ${sources.join(" ")}`,
    );
  }
  check(header("x-content-type-options") === "nosniff", "x-content-type-options");
  check(
    ["no-referrer", "same-origin", "strict-origin", "strict-origin-when-cross-origin"].includes(
      header("referrer-policy"),
    ),
    `referrer-policy ${header("referrer-policy")}`,
  );
  check(
    ["SAMEORIGIN", "DENY"].includes(header("x-frame-options")),
    `x-frame-options ${header("x-frame-options")}`,
  );
  check(header("cross-origin-opener-policy") === "same-origin", "cross-origin-opener-policy");
  check(header("cross-origin-resource-policy") === "same-origin", "cross-origin-resource-policy");
  check(!res.headers.has("x-powered-by"), "x-powered-by is sent");
  // A page is revalidated every time, so a new build's policy and hashes apply at once.
  check(header("cache-control") === "no-cache", `cache-control ${header("cache-control")}`);
  return problems;
}

describe("security headers", () => {
  it("every route's HTML carries a strict CSP that allows its own inline scripts, and the usual headers", async () => {
    const problems: string[] = [];
    for (const [pattern, route] of Object.entries(ROUTES)) {
      const url = route.url("customer");
      // A browser asks for compressed HTML; the compressed copy must carry the same headers.
      const res = await fetch(`${server.baseUrl}${url}`, {
        headers: { accept: "text/html", "accept-encoding": "br, gzip" },
      });
      // The catch-all answers with the prerendered 404 page, its status 404 (decision 030).
      expect(res.status, url).toBe(pattern === "*" ? 404 : 200);
      const html = await res.text();
      expect(html, url).toContain('<div id="root">');
      problems.push(
        ...headerProblems(res, html).map((problem) => `${pattern} (${url}): ${problem}`),
      );
    }
    expect(problems).toEqual([]);
    // API replies are never sniffed into something runnable either.
    const json = await fetch(`${server.baseUrl}/v2/materials`);
    expect(json.headers.get("x-content-type-options")).toBe("nosniff");
  });
});

// ---------------------------------------------------------------------------------------------
// 2. CSP walk

describe("CSP walk: every route, every role, both themes", () => {
  it("the route list matches the router, so a new route cannot be left out", () => {
    expect(routerPatterns().sort()).toEqual(Object.keys(ROUTES).sort());
  });

  it("the watch sees a violation: an injected inline script is blocked and reported", async () => {
    const { page, watch } = await pageAs("visitor", "dark");
    await page.goto("/no-such-page");
    await page.getByRole("heading", { name: MESSAGES.routing.notFound }).waitFor();
    expect(await insertInlineScript(page)).toBe(false);
    await expect.poll(() => watch.violations.map((v) => v.directive)).toContain("script-src-elem");
    watch.clear();
  });

  /**
   * Dark walks every route deep (dialogs, menus, tabs, sections); light loads every route to its
   * main state, and the stored-HTML tests below work the customer's and admin's screens deep in
   * light, each also asserting no violation.
   */
  for (const [theme, deep] of [
    ["dark", true],
    ["light", false],
  ] as const) {
    it(`no CSP violation on any route (${theme}${deep ? ", dialogs and tabs opened" : ""})`, async () => {
      const problems: string[] = [];
      await Promise.all(
        (["visitor", "customer", "admin"] as const).map(async (role) => {
          const { page, watch } = await pageAs(role, theme);
          for (const [pattern, route] of Object.entries(ROUTES)) {
            try {
              await page.goto(route.url(role));
              await route.exercise(page, role, deep);
              await settled(page);
              const className = await page.evaluate(() => document.documentElement.className);
              if (!className.includes(theme)) throw new Error(`theme class is "${className}"`);
            } catch (error) {
              problems.push(`${role} ${pattern}: ${(error as Error).message.split("\n")[0]}`);
            }
            problems.push(...watch.problems().map((p) => `${role} ${pattern}: ${p}`));
            watch.clear();
          }
        }),
      );
      expect(problems, problems.join("\n")).toEqual([]);
    }, 90_000);
  }
});

// ---------------------------------------------------------------------------------------------
// 3. Stored HTML stays text

/**
 * What the payloads could have made if they were rendered as markup: `window.__xss`, elements with
 * an inline event handler, `javascript:` addresses, scripts carrying a payload. Empty when inert.
 */
function injectedMarkup(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const bad: string[] = [];
    const xss = (window as unknown as { __xss?: unknown }).__xss;
    if (xss !== undefined) bad.push(`window.__xss = ${String(xss)}`);
    for (const element of Array.from(document.querySelectorAll("*"))) {
      for (const name of element.getAttributeNames()) {
        const value = element.getAttribute(name) ?? "";
        if (/^on/i.test(name)) bad.push(`<${element.localName} ${name}="${value}">`);
        if (/(^|:)(href|src|action|formaction)$/i.test(name) && /^\s*javascript:/i.test(value)) {
          bad.push(`<${element.localName} ${name}="${value}">`);
        }
      }
      if (element.localName === "script" && element.textContent?.includes("__xss")) {
        bad.push(`<script>${element.textContent}</script>`);
      }
    }
    return bad;
  });
}

async function expectInert(page: Page, where: string) {
  expect(await injectedMarkup(page), where).toEqual([]);
}

/** The stored words show as text on the screen, and nothing of them became markup. */
async function expectLiteral(page: Page, where: string, ...texts: string[]) {
  for (const text of texts) {
    await page
      .getByText(text, { exact: false })
      .first()
      .waitFor()
      .catch(async () => {
        const injected = await injectedMarkup(page);
        throw new Error(
          `${where}: "${text}" is not shown literally${injected.length ? `; rendered as markup: ${injected.join(", ")}` : ""}`,
        );
      });
  }
  await expectInert(page, where);
}

/** Form fields prefilled from stored text hold it as their value (labels may add "(optional)"). */
async function expectInputs(page: Page, where: string, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const field = page.getByRole("textbox", {
      name: new RegExp(`^${label}\\s*(\\(optional\\))?$`),
    });
    await expect.poll(() => field.inputValue(), { message: `${where}: ${label}` }).toBe(value);
  }
  await expectInert(page, where);
}

describe("stored HTML and script payloads stay text", () => {
  it("fields whose rules refuse them say so and store nothing", async () => {
    const errors = async (res: Response) => {
      const body = (await res.json()) as { errors?: { field: string; message: string }[] };
      expect(res.status).toBe(400);
      return body.errors ?? [];
    };
    const ordersBefore = (
      await data<{ pagination: { total: number } }>(
        await api("/v2/admin/orders", { cookie: adminCookie }),
      )
    ).pagination.total;

    const checkoutWithAddress = (address: Record<string, string>) =>
      api("/api/stripe/create-checkout-session", {
        method: "POST",
        body: JSON.stringify(
          checkoutBody({
            address: {
              street: "1 Main St",
              city: "Ann Arbor",
              state: "MI",
              zip_code: "48104",
              country: "US",
              ...address,
            },
          }),
        ),
      });
    expect(await errors(await checkoutWithAddress({ state: script("state") }))).toContainEqual({
      field: "address.state",
      message: MESSAGES.contact.invalidState,
    });
    expect(await errors(await checkoutWithAddress({ zip_code: img("zip") }))).toContainEqual({
      field: "address.zip_code",
      message: MESSAGES.contact.invalidZip,
    });
    const badMaterial = await api("/v2/quotes/single", {
      method: "POST",
      body: JSON.stringify({
        name: "Sam",
        email: "sam@example.com",
        company: "Tooling",
        items: [{ ...PLATE, material: img("material") }],
      }),
    });
    expect(await errors(badMaterial)).toContainEqual({
      field: "items.0.material",
      message: MESSAGES.item.materialNotFound,
    });
    const orders = await data<{ pagination: { total: number } }>(
      await api("/v2/admin/orders", { cookie: adminCookie }),
    );
    expect(orders.pagination.total).toBe(ordersBefore);
    const overview = await data<{ rfqs: { email: string }[] }>(
      await api("/v2/admin/overview", { cookie: adminCookie }),
    );
    expect(overview.rfqs.map((row) => row.email)).not.toContain("sam@example.com");

    // Addresses the app redirects to after sign-up or a reset are checked by the auth library.
    const signUpWithScriptUrl = await api("/api/auth/sign-up/email", {
      method: "POST",
      body: JSON.stringify({
        email: "sec-callback@example.com",
        password: "callback-secret-1",
        full_name: "Cal Back",
        company: "Callback Co",
        callbackURL: jsUrl("callback"),
      }),
    });
    expect(signUpWithScriptUrl.status).toBe(403);
    const signIn = await api("/api/auth/sign-in/email", {
      method: "POST",
      body: JSON.stringify({ email: "sec-callback@example.com", password: "callback-secret-1" }),
    });
    expect(signIn.status).toBe(401);
    const resetWithScriptUrl = await api("/api/auth/request-password-reset", {
      method: "POST",
      body: JSON.stringify({ email: CUSTOMER.email, redirectTo: jsUrl("reset") }),
    });
    expect(resetWithScriptUrl.status).toBe(403);
  });

  it("on the customer's screens: portal, quote history, checkout, success, RFQ cart", async () => {
    const { page, watch } = await pageAs("customer", "light");
    const visit = async (url: string) => {
      await page.goto(url);
      await page.locator("h1").first().waitFor();
      await settled(page);
    };

    await visit("/profile#dashboard");
    await expectLiteral(page, "portal dashboard", HOSTILE.certificateFile, HOSTILE.exemptionFile);
    await page.getByRole("button", { name: "Account menu" }).click();
    await expectLiteral(page, "account menu", HOSTILE.accountName);
    await page.keyboard.press("Escape");

    await visit("/profile#account");
    await expectInputs(page, "portal account", {
      "Full name": HOSTILE.accountName,
      Company: HOSTILE.accountCompany,
      Phone: HOSTILE.accountPhone,
    });
    await visit("/profile#orders");
    await expectLiteral(page, "portal orders", HOSTILE.street, HOSTILE.city);
    await visit(`/profile#tracking?order=${ids.paidOrder}`);
    await expectLiteral(page, "portal tracking", HOSTILE.carrier, HOSTILE.tracking);
    await visit("/profile#quotes");
    await page.getByTestId("portal-quote").first().waitFor();
    await expectInert(page, "portal quotes");
    await visit("/profile#documents");
    await expectLiteral(
      page,
      "portal documents",
      HOSTILE.certificateFile,
      HOSTILE.exemptionFile,
      HOSTILE.reviewNote,
    );

    await visit("/quotes");
    await expectLiteral(page, "quote history", HOSTILE.rfqCompany, HOSTILE.rfqNotes);
    const entry = page.getByRole("listitem").filter({ hasText: ids.requestNumber });
    await entry.getByRole("button", { name: /Details/ }).click();
    const dialog = page.getByRole("dialog");
    await dialog.waitFor();
    for (const text of [
      HOSTILE.rfqName,
      HOSTILE.rfqPhone,
      HOSTILE.rfqNotes,
      HOSTILE.lineSpec,
      HOSTILE.lineDescription,
    ]) {
      await dialog.getByText(text, { exact: false }).first().waitFor();
    }
    await expectInert(page, "quote details");
    await closeDialog(page);

    await visit(`/success?session_id=${ids.paidSession}`);
    await expectLiteral(
      page,
      "success",
      HOSTILE.orderName,
      HOSTILE.orderCompany,
      HOSTILE.orderPhone,
      HOSTILE.orderPo,
      HOSTILE.street,
      HOSTILE.city,
    );
    await visit("/purchase-summary");
    await expectInputs(page, "purchase summary", {
      "Full name": HOSTILE.accountName,
      "Company name": HOSTILE.accountCompany,
    });
    await visit("/rfq");
    await expectLiteral(page, "rfq cart", HOSTILE.cartDescription);

    expect(watch.problems()).toEqual([]);
  }, 60_000);

  it("on the test checkout page a visitor sees the stored email as text", async () => {
    const { page, watch } = await pageAs("visitor", "dark");
    await page.goto(paths.testCheckout.replace(":sessionId", ids.unpaidSession));
    await page.getByTestId("test-checkout").waitFor();
    await expectLiteral(page, "test checkout", HOSTILE.checkoutEmail);
    expect(watch.problems()).toEqual([]);
  });

  it("on the admin's screens: requests, request details, orders, tax exemptions, outbox", async () => {
    const { page, watch } = await pageAs("admin", "light");
    await page.goto(paths.admin);
    await page.getByTestId("live-state").and(page.locator('[data-state="live"]')).waitFor();
    await settled(page);
    await expectLiteral(
      page,
      "admin dashboard",
      HOSTILE.rfqCompany,
      HOSTILE.rfqName,
      HOSTILE.quickName,
      HOSTILE.quickCompany,
      HOSTILE.quickEmail,
      HOSTILE.referral,
      HOSTILE.subscriberEmail,
    );

    await page.getByRole("button", { name: `Open ${ids.requestNumber}` }).click();
    let dialog = page.getByRole("dialog");
    await dialog.getByText("Status history").waitFor();
    for (const text of [
      HOSTILE.rfqCompany,
      HOSTILE.rfqName,
      HOSTILE.rfqPhone,
      HOSTILE.rfqNotes,
      HOSTILE.lineSpec,
      HOSTILE.lineDescription,
      HOSTILE.quoteNote,
      HOSTILE.acceptNote,
      HOSTILE.accountName,
    ]) {
      await dialog.getByText(text, { exact: false }).first().waitFor();
    }
    await expectInert(page, "admin request details");
    await closeDialog(page);

    await page.getByRole("button", { name: `Open ${ids.quickNumber}` }).click();
    dialog = page.getByRole("dialog");
    await dialog.getByText("Status history").waitFor();
    for (const text of [
      HOSTILE.quickName,
      HOSTILE.quickCompany,
      HOSTILE.quickEmail,
      HOSTILE.quickNotes,
      HOSTILE.quickSpec,
      HOSTILE.quickDescription,
    ]) {
      await dialog.getByText(text, { exact: false }).first().waitFor();
    }
    await expectInert(page, "admin quick quote details");
    await closeDialog(page);

    await page.getByRole("tab", { name: "Orders" }).click();
    await settled(page);
    await expectLiteral(
      page,
      "admin orders",
      HOSTILE.orderCompany,
      HOSTILE.orderName,
      HOSTILE.carrier,
      HOSTILE.tracking,
      HOSTILE.checkoutEmail,
    );

    await page.getByRole("tab", { name: "Tax exemptions" }).click();
    await page.getByLabel("Status").selectOption("all");
    await settled(page);
    await expectLiteral(
      page,
      "admin tax exemptions",
      HOSTILE.exemptionFile,
      HOSTILE.accountName,
      HOSTILE.reviewNote,
    );

    await page.getByRole("tab", { name: "Outbox" }).click();
    await settled(page);
    const contact = page.getByTestId("outbox-row").filter({ hasText: "portal-contact" });
    await contact.getByText(HOSTILE.contactSubject, { exact: false }).waitFor();
    await contact.getByRole("button", { name: "View" }).click();
    await expectLiteral(page, "admin outbox contact", HOSTILE.contactMessage);
    const production = page
      .getByTestId("outbox-row")
      .filter({ hasText: "order-in-production" })
      .first();
    await production.getByRole("button", { name: "View" }).click();
    await expectLiteral(page, "admin outbox order status", HOSTILE.productionNote);

    expect(watch.problems()).toEqual([]);
  }, 60_000);

  it("emails built from stored text escape it in their HTML", async () => {
    const outbox = await data<{ emails: { kind: string; to: string; html: string | null }[] }>(
      await api("/v2/admin/outbox?limit=200", { cookie: adminCookie }),
    );
    const html = (kind: string, to: string) => {
      const email = outbox.emails.find((e) => e.kind === kind && e.to === to);
      expect(email?.html, `${kind} to ${to}`).toBeTruthy();
      return email?.html ?? "";
    };
    const verify = html("verify-email", CUSTOMER.email);
    expect(verify).toContain("Hello &lt;img src=x onerror=");
    const confirmation = html("order-confirmation", CUSTOMER.email);
    expect(confirmation).toContain("Hello &lt;img src=x onerror=");
    expect(confirmation).toContain("Ship to: &lt;img src=x onerror=");
    const alert = outbox.emails.find((e) => e.kind === "order-alert")?.html ?? "";
    expect(alert).toContain("&lt;script&gt;window.__xss=");
    expect(alert).toContain("&quot;&gt;&lt;svg onload=");
    for (const [kind, body] of [
      ["verify-email", verify],
      ["order-confirmation", confirmation],
      ["order-alert", alert],
    ] as const) {
      // The templates' own markup is <p>, <a>, <div> and <br>; nothing of the payloads is.
      expect(body, kind).not.toMatch(/<(img|script|svg)\b/i);
      expect(body, kind).not.toMatch(/<[^>]*\son\w+\s*=/i);
    }
  });
});
