import { MESSAGES } from "@ingot/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../src/app";
import { type SignedIn, signUp } from "../accounts";
import { nextClient, QUICK_QUOTE } from "../admin-fixtures";
import { sessionRequest } from "../checkout-fixtures";
import { createTestApp } from "../helper";
import { multiLineBody } from "../quote-fixtures";

/**
 * Issue #21, ReDoS: inputs that made one request hold the event loop (quadratic patterns on the
 * email fields, the bill of materials' unit marks, the auth catch-all's slash trim) are answered
 * with the right 400 (or the right reply) at once. The sizes are picked so that the quadratic
 * versions would need many minutes, far past the test's timeout (a 10,000-character email took
 * 157 ms, 40,000 took 1.2 s; these are up to a million): a regression fails as a timeout, and no
 * clock is read here.
 */

/** Just under the 1 MB body limit once wrapped in JSON. */
const HUGE = 1_000_000;
/** `a@` + dots + `@`: the worst case of the first email pattern. */
const DOTS_EMAIL = `a@${".".repeat(HUGE)}@`;

let app: App;
let ada: SignedIn;
beforeAll(async () => {
  app = await createTestApp();
  ada = await signUp(app);
});
afterAll(async () => {
  await app.close();
});

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  app.inject({ method: "POST", url, remoteAddress: nextClient(), headers, payload });

/** The 400 envelope with `message` on `field`. */
function expectFieldError(res: Awaited<ReturnType<typeof post>>, field: string, message: string) {
  expect(res.statusCode, res.body.slice(0, 300)).toBe(400);
  const body = res.json();
  expect(body.status).toBe("error");
  expect(body.errors).toContainEqual({ field, message });
}

describe("a million-character email is refused before any pattern sees it", () => {
  it("POST /v2/mailing-list: 400 'Please enter a valid email address'", async () => {
    const res = await post("/v2/mailing-list", { email: DOTS_EMAIL });
    expectFieldError(res, "email", MESSAGES.mailingList.invalidEmail);
  });

  it("POST /api/auth/sign-up/email: 400, too long", async () => {
    const res = await post("/api/auth/sign-up/email", {
      email: DOTS_EMAIL,
      password: "secret1",
      full_name: "Ada",
      company: "Engines",
    });
    expectFieldError(res, "email", MESSAGES.contact.tooLong(254));
  });

  it("POST /api/auth/request-password-reset: 400, too long", async () => {
    const res = await post("/api/auth/request-password-reset", { email: DOTS_EMAIL });
    expectFieldError(res, "email", MESSAGES.contact.tooLong(254));
  });

  it("POST /v2/quotes/single: 400, too long", async () => {
    const res = await post("/v2/quotes/single", { ...QUICK_QUOTE, email: DOTS_EMAIL });
    expectFieldError(res, "email", MESSAGES.contact.tooLong(254));
  });

  it("POST /v2/quotes/multi-line: 400, too long", async () => {
    const res = await post("/v2/quotes/multi-line", multiLineBody({ email: DOTS_EMAIL }), {
      cookie: ada.cookie,
    });
    expectFieldError(res, "email", MESSAGES.contact.tooLong(254));
  });

  it("POST /api/stripe/create-checkout-session: 400, too long", async () => {
    const res = await post(
      "/api/stripe/create-checkout-session",
      sessionRequest({ customer_email: DOTS_EMAIL }),
    );
    expect(res.statusCode, res.body.slice(0, 300)).toBe(400);
    expect(res.json().errors.map((e: { field: string }) => e.field)).toEqual(["customer_email"]);
  });

  it("a well-formed address still passes the same fields", async () => {
    const res = await post("/v2/mailing-list", { email: `long.${"b".repeat(200)}@example.com` });
    expect(res.statusCode, res.body).toBe(201);
  });
});

describe("the bill of materials reads a long run of spaces at once", () => {
  it("POST /v2/quotes/bill-of-materials: 200 with the row's problem, for 199,000 spaces", async () => {
    const spaces = " ".repeat(199_000);
    const text = `material,length,width,height,quantity\n6061,4${spaces}x,24,1,1`;
    const res = await post("/v2/quotes/bill-of-materials", { text }, { cookie: ada.cookie });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    const [row] = res.json().data.rows;
    expect(row.errors.map((e: { field: string }) => e.field)).toEqual(["length"]);
  });
});

describe("the auth catch-all trims a long run of slashes at once", () => {
  it("a million slashes after a rate-limited path are still that path: 404, not the library", async () => {
    const res = await app.inject({
      method: "POST",
      url: `/api/auth/sign-in/email${"/".repeat(HUGE)}`,
      remoteAddress: nextClient(),
      payload: {},
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: "error", message: "Not found." });
  });

  // The library's own router is quadratic on runs of slashes: no path that long reaches it.
  it("a million slashes then a letter: 404 before the library", async () => {
    const res = await app.inject({
      method: "GET",
      url: `/api/auth/${"/".repeat(HUGE)}x`,
      remoteAddress: nextClient(),
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: "error", message: "Not found." });
  });
});
