import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpAdmin, TEST_ORIGIN } from "../../../test/accounts";
import { type EventStream, openEventStream } from "../../../test/event-stream";
import { createTestApp } from "../../../test/helper";
import type { App } from "../../app";
import { setRoleByEmail } from "../accounts/accounts.service";

/**
 * Issue #21: an open admin stream ended only at its 15-minute lifetime, after sign-out or a
 * removed role too. It now checks its session and role again (every 5 s; 100 ms here).
 */

const ADMINS = ["stream-a@example.com", "stream-b@example.com"];
let app: App;
let baseUrl: string;

beforeAll(async () => {
  app = await createTestApp({
    env: { ADMIN_EMAILS: ADMINS.join(",") },
    eventStreamSessionCheckMs: 100,
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await app?.close();
});

/** Resolves when the server ends the stream. */
const ended = (stream: EventStream) =>
  new Promise<void>((done) => {
    if (stream.response.complete) done();
    else stream.response.once("end", () => done());
  });

describe("the admin event stream ends with its session", () => {
  it("ends at sign-out", async () => {
    const admin = await signUpAdmin(app, { email: ADMINS[0] as string });
    const stream = await openEventStream(baseUrl, admin.cookie);
    expect(stream.response.statusCode).toBe(200);
    const out = await app.inject({
      method: "POST",
      url: "/api/auth/sign-out",
      headers: { cookie: admin.cookie, origin: TEST_ORIGIN },
      payload: {},
    });
    expect(out.statusCode, out.body).toBe(200);
    await ended(stream);
    expect(stream.raw()).toContain(": connected");
  });

  it("ends when the admin role is removed", async () => {
    const admin = await signUpAdmin(app, { email: ADMINS[1] as string });
    const stream = await openEventStream(baseUrl, admin.cookie);
    expect(stream.response.statusCode).toBe(200);
    expect(await setRoleByEmail(app.db, admin.email, "customer")).toBe(true);
    await ended(stream);
  });
});
