import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cookieOf, signIn, signUp, uniqueEmail } from "../../test/accounts";
import { createTestDatabase, testConfig, usingPostgres } from "../../test/helper";
import { type App, buildApp } from "../app";
import { openDatabase } from "../db/client";
import { getRole } from "../modules/accounts/accounts.service";
import { runAdminCli } from "./admin-cli";
import {
  ADMIN_CONTROL_FILE,
  createAdminToken,
  removeAdminControl,
  writeAdminControl,
} from "./admin-control";

function io(env: Record<string, string>) {
  const out: string[] = [];
  const err: string[] = [];
  return {
    out,
    err,
    io: {
      env: { NODE_ENV: "test", ...env },
      out: (l: string) => out.push(l),
      err: (l: string) => err.push(l),
    },
  };
}

describe("npm run admin (embedded database)", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "ingot-admin-cli-"));
  const env = { DATA_DIR: dataDir, DATABASE_URL: "" };
  let email: string;

  beforeAll(async () => {
    // A customer signs up through a server that then stops (releasing the folder).
    const opened = await openDatabase({ databaseUrl: undefined, dataDir });
    const app = await buildApp({ config: testConfig({ DATA_DIR: dataDir }), db: opened });
    await app.ready();
    email = (await signUp(app, { email: uniqueEmail("cli") })).email;
    await app.close();
    await opened.close();
  });
  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  const roleInFolder = async () => {
    const opened = await openDatabase({ databaseUrl: undefined, dataDir }, { seed: false });
    try {
      const [row] = await opened.db.query.user.findMany({
        where: (u, { eq }) => eq(u.email, email),
      });
      return row ? await getRole(opened.db, row, []) : undefined;
    } finally {
      await opened.close();
    }
  };

  it("prints usage for a bad command", async () => {
    const run = io(env);
    expect(await runAdminCli(["promote", email], run.io)).toBe(2);
    expect(run.err.join("\n")).toMatch(/Usage: npm run admin -- <grant\|revoke> EMAIL/);
    expect(await runAdminCli(["grant", "not-an-email"], run.io)).toBe(2);
  });

  it("opens the folder itself when no server holds it", async () => {
    const run = io(env);
    expect(await runAdminCli(["grant", email.toUpperCase()], run.io)).toBe(0);
    expect(run.out.join("")).toContain("is now an admin");
    expect(await roleInFolder()).toBe("admin");
  });

  it("says so for an email without an account", async () => {
    const run = io(env);
    expect(await runAdminCli(["grant", "nobody@example.com"], run.io)).toBe(1);
    expect(run.err.join("")).toMatch(/No account with the email nobody@example.com/);
  });

  describe("while a server holds the folder", () => {
    let opened: Awaited<ReturnType<typeof openDatabase>>;
    let app: App;
    const token = createAdminToken();

    beforeAll(async () => {
      opened = await openDatabase({ databaseUrl: undefined, dataDir });
      app = await buildApp({
        config: testConfig({ DATA_DIR: dataDir }),
        db: opened,
        adminControlToken: token,
      });
      await app.listen({ port: 0, host: "127.0.0.1" });
      const address = app.server.address();
      if (address === null || typeof address !== "object") throw new Error("no port");
      writeAdminControl(dataDir, { pid: process.pid, port: address.port, token });
    });
    afterAll(async () => {
      removeAdminControl(dataDir, token);
      await app.close();
      await opened.close();
    });

    it("writes the control file for the same user only", () => {
      expect(statSync(join(dataDir, ADMIN_CONTROL_FILE)).mode & 0o777).toBe(0o600);
    });

    it("asks the server instead of opening the locked folder", async () => {
      const run = io(env);
      expect(await runAdminCli(["revoke", email], run.io)).toBe(0);
      expect(run.out.join("")).toMatch(/is now a customer \(through the running server/);
      expect(await roleOf(opened, email)).toBe("customer");

      const grant = io(env);
      expect(await runAdminCli(["grant", email], grant.io)).toBe(0);
      expect(await roleOf(opened, email)).toBe("admin");
    });

    it("the README's Try it: sign up, grant yourself admin, confirm your email from the outbox", async () => {
      const you = await signUp(app, { email: uniqueEmail("newcomer") });
      const me = async () =>
        (await app.inject({ method: "GET", url: "/v2/me", headers: { cookie: you.cookie } })).json()
          .data.user;
      expect(await me()).toMatchObject({ role: "customer", email_verified: false });

      expect(await runAdminCli(["grant", you.email], io(env).io)).toBe(0);
      expect((await me()).role).toBe("admin");
      const outbox = await app.inject({
        method: "GET",
        url: `/v2/admin/outbox?to=${encodeURIComponent(you.email)}`,
        headers: { cookie: you.cookie },
      });
      const confirm = outbox
        .json()
        .data.emails.find((e: { kind: string }) => e.kind === "verify-email");
      const link = new URL(confirm.text.match(/https?:\/\/\S+/)[0]);
      const verified = await app.inject({ method: "GET", url: `${link.pathname}${link.search}` });
      expect(verified.statusCode).toBe(302);
      // Confirming ends every session and asks for the password again (issue #21).
      expect(await me()).toBeNull();
      const landing = new URL(String(verified.headers.location));
      const reset = await app.inject({
        method: "POST",
        url: "/api/auth/reset-password",
        payload: { token: landing.searchParams.get("reset_token"), newPassword: "chosen-again" },
      });
      expect(reset.statusCode).toBe(200);
      const signedIn = await signIn(app, you.email, "chosen-again");
      const again = await app.inject({
        method: "GET",
        url: "/v2/me",
        headers: { cookie: cookieOf(signedIn) },
      });
      expect(again.json().data.user).toMatchObject({ role: "admin", email_verified: true });
    });

    it("reports an unknown email through the server too", async () => {
      const run = io(env);
      expect(await runAdminCli(["grant", "ghost@example.com"], run.io)).toBe(1);
      expect(run.err.join("")).toMatch(/No account with the email ghost@example.com/);
    });

    it("the server's route refuses a wrong token", async () => {
      const res = await app.inject({
        method: "POST",
        url: "/api/internal/admin/role",
        headers: { "x-ingot-admin-token": "wrong" },
        payload: { email, role: "admin" },
      });
      expect(res.statusCode).toBe(403);
    });

    it("the server's route refuses a non-loopback client even with the token", async () => {
      const res = await app.inject({
        method: "POST",
        url: "/api/internal/admin/role",
        remoteAddress: "203.0.113.9",
        headers: { "x-ingot-admin-token": token },
        payload: { email, role: "admin" },
      });
      expect(res.statusCode).toBe(403);
    });

    it("refuses, naming the alternatives, when the server left no control file", async () => {
      removeAdminControl(dataDir, token);
      const run = io(env);
      expect(await runAdminCli(["grant", email], run.io)).toBe(1);
      expect(run.err.join("")).toMatch(/in use by a running server/);
      expect(run.err.join("")).toMatch(/Stop the server/);
      expect(run.err.join("")).toMatch(/DATABASE_URL/);
      expect(run.err.join("")).toMatch(/ADMIN_EMAILS/);
    });
  });
});

async function roleOf(opened: { db: App["db"] }, email: string) {
  const [row] = await opened.db.query.user.findMany({ where: (u, { eq }) => eq(u.email, email) });
  if (!row) throw new Error(`no user ${email}`);
  return getRole(opened.db, row, []);
}

// Registered only in the PostgreSQL run (TEST_DATABASE=postgres), so no run reports a skipped test.
if (usingPostgres()) {
  describe("npm run admin (PostgreSQL)", () => {
    it("updates the database directly", async () => {
      const database = await createTestDatabase();
      const app = await buildApp({ config: testConfig(), db: database });
      try {
        await app.ready();
        const account = await signUp(app, { email: uniqueEmail("pg-cli") });
        const pool = (
          database.db as unknown as { $client: { options: { connectionString: string } } }
        ).$client;
        const url = pool.options.connectionString;
        const run = io({ DATABASE_URL: url });
        expect(await runAdminCli(["grant", account.email], run.io)).toBe(0);
        const me = await app.inject({
          method: "GET",
          url: "/v2/me",
          headers: { cookie: account.cookie },
        });
        expect(me.json().data.user.role).toBe("admin");
      } finally {
        await app.close();
        await database.destroy();
      }
    });
  });
}
