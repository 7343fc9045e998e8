import { existsSync, readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type RunningServer, startServer } from "@ingot/test-support";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MIGRATIONS_FOLDER, openDatabase } from "../../src/db/client";
import { acquireDataDirLock } from "../../src/db/data-dir-lock";
import { RATE_LIMIT_MESSAGE } from "../../src/plugins/security";
import { PLATE } from "../checkout-fixtures";
import { type EventStream, openEventStream } from "../event-stream";
import { createPostgresDatabase, usingPostgres } from "../helper";
import { type S3StandIn, startS3StandIn } from "../s3";
import { type SmtpStandIn, startSmtpStandIn } from "../smtp";
import { FILES } from "../uploads";
import { cookieHeader, type InstanceClient, instanceClient, pollUntil } from "./support";

/**
 * Issue #10 item 7: two real server processes (src/server.ts, as `npm start` runs it) on one fresh
 * PostgreSQL database, behind one public origin. A session made on one is valid on the other, a
 * rate limit is counted once across both, an SSE client of one hears a write made on the other,
 * with both outbox senders polling, every email leaves exactly once, and (issue #20) a file
 * uploaded through one downloads through the other: both keep files in one S3-compatible bucket
 * (a local S3 server, test/s3.ts), while each has its own data folder, as on two machines.
 *
 * The embedded PGlite is single-instance by design; the PGlite run checks that a server refuses to
 * start on a data folder another process holds.
 */

const PUBLIC_URL = "http://ingot.multi-instance.test";
const ADMIN_EMAIL = "ops-admin@example.com";
const PASSWORD = "secret1";
/** POST /v2/mailing-list allows 10 a minute per client (mailing-list.routes.ts). */
const MAILING_LIST_LIMIT = 10;
/** Migrations checked in, each of which must be recorded once however many instances started. */
const MIGRATION_COUNT = JSON.parse(
  readFileSync(join(MIGRATIONS_FOLDER, "meta/_journal.json"), "utf8"),
).entries.length as number;

async function recordedMigrations(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      "select count(*)::int as n from drizzle.__drizzle_migrations",
    );
    return rows[0]?.n ?? 0;
  } finally {
    await client.end();
  }
}

if (usingPostgres()) {
  describe("two server processes on one PostgreSQL", () => {
    let database: { url: string; drop: () => Promise<void> };
    let smtp: SmtpStandIn;
    let s3: S3StandIn;
    let servers: RunningServer[] = [];
    let one: InstanceClient;
    let two: InstanceClient;
    let reader: pg.Client;
    let stream: EventStream | undefined;

    beforeAll(async () => {
      smtp = await startSmtpStandIn({ delayMs: 20 });
      s3 = await startS3StandIn();
      database = await createPostgresDatabase();
      const shared = {
        DATABASE_URL: database.url,
        PUBLIC_URL,
        TRUST_PROXY: "true",
        BETTER_AUTH_SECRET: "multi-instance-shared-secret-0123456789abcdef",
        // The test checkout, on purpose (production on PostgreSQL refuses it otherwise).
        TEST_PAYMENTS: "true",
        ADMIN_EMAILS: ADMIN_EMAIL,
        SMTP_URL: smtp.url,
        OUTBOX_POLL_MS: "100",
        LOG_LEVEL: "warn",
        // Files in one bucket for both (decision 027); each keeps its own DATA_DIR (startServer).
        ...s3.env,
      };
      // Started together on an empty database: both run the migrations at once.
      const started = await Promise.allSettled(
        ["one", "two"].map((name) =>
          startServer({
            nodeEnv: "production",
            requireWebBuild: false,
            env: { ...shared, EMAIL_FROM: `Ingot <${name}@ingot.test>` },
          }),
        ),
      );
      servers = started.flatMap((s) => (s.status === "fulfilled" ? [s.value] : []));
      const failed = started.find((s) => s.status === "rejected");
      if (failed) throw failed.reason;
      const [first, second] = servers;
      if (!first || !second) throw new Error("two servers expected");
      one = instanceClient(first.baseUrl, PUBLIC_URL);
      two = instanceClient(second.baseUrl, PUBLIC_URL);
      reader = new pg.Client({ connectionString: database.url });
      await reader.connect();
    });

    afterAll(async () => {
      stream?.close();
      await Promise.all(servers.map((s) => s.stop()));
      await reader?.end();
      await smtp?.close();
      await s3?.close();
      await database?.drop();
    });

    let clientCounter = 0;
    /** A new client address per caller, so limits met by one step never reach another. */
    const nextClientIp = () => `198.51.100.${++clientCounter}`;

    async function signUp(on: InstanceClient, email: string) {
      const res = await on.call("/api/auth/sign-up/email", {
        body: { email, password: PASSWORD, full_name: "Ops Person", company: "Ingot" },
        clientIp: nextClientIp(),
      });
      expect(res.status, await res.clone().text()).toBe(200);
      const token = res.headers.get("set-auth-token");
      if (!token) throw new Error("no set-auth-token header on sign-up");
      return { cookie: cookieHeader(res), token };
    }

    /**
     * ADMIN_EMAILS grants the role once the address is confirmed: follow the emailed link, choose
     * the password on the step it lands on (confirming ends the sign-up session, issue #21), sign in.
     */
    async function signUpAdmin(on: InstanceClient, email: string) {
      await signUp(on, email);
      const mail = await reader.query<{ text: string }>(
        "select text from email_outbox where to_address = $1 and kind = 'verify-email'",
        [email],
      );
      const link = new URL(mail.rows[0]?.text.match(/https?:\/\/\S+/)?.[0] ?? "");
      const verified = await fetch(`${on.baseUrl}${link.pathname}${link.search}`, {
        redirect: "manual",
      });
      expect(verified.status).toBe(302);
      const landing = new URL(verified.headers.get("location") ?? "");
      const reset = await on.call("/api/auth/reset-password", {
        body: { token: landing.searchParams.get("reset_token"), newPassword: PASSWORD },
        clientIp: nextClientIp(),
      });
      expect(reset.status, await reset.clone().text()).toBe(200);
      const signedIn = await on.call("/api/auth/sign-in/email", {
        body: { email, password: PASSWORD },
        clientIp: nextClientIp(),
      });
      expect(signedIn.status).toBe(200);
      const token = signedIn.headers.get("set-auth-token");
      if (!token) throw new Error("no set-auth-token header on sign-in");
      return { cookie: cookieHeader(signedIn), token };
    }

    /** The admin's session, signed up once (the outbox test counts every sign-up's email). */
    let adminSignUp: Promise<{ cookie: string; token: string }> | undefined;
    const adminSession = () => {
      adminSignUp ??= signUpAdmin(one, ADMIN_EMAIL);
      return adminSignUp;
    };

    const meEmail = async (on: InstanceClient, auth: { cookie?: string; bearer?: string }) => {
      const res = await on.call("/v2/me", auth);
      expect(res.status).toBe(200);
      const body = (await res.json()) as { data: { user: { email: string } | null } };
      return body.data.user?.email;
    };

    it("both came up on the empty database, which recorded each migration once", async () => {
      for (const client of [one, two]) {
        const health = await client.call("/healthz");
        expect(await health.json()).toEqual({
          status: "success",
          data: { ok: true, database: "postgres" },
        });
      }
      expect(await recordedMigrations(database.url)).toBe(MIGRATION_COUNT);
    });

    it("accepts a session made on one instance on the other (cookie and Bearer)", async () => {
      const email = "shared-session@example.com";
      const made = await signUp(one, email);
      expect(made.cookie).toMatch(/session_token=/);
      expect(await meEmail(two, { cookie: made.cookie })).toBe(email);
      expect(await meEmail(two, { bearer: made.token })).toBe(email);

      const signedIn = await two.call("/api/auth/sign-in/email", {
        body: { email, password: PASSWORD },
        clientIp: nextClientIp(),
      });
      expect(signedIn.status).toBe(200);
      expect(await meEmail(one, { cookie: cookieHeader(signedIn) })).toBe(email);

      const signedOut = await one.call("/api/auth/sign-out", {
        body: {},
        cookie: cookieHeader(signedIn),
      });
      expect(signedOut.status).toBe(200);
      expect(await meEmail(two, { cookie: cookieHeader(signedIn) })).toBeUndefined();
    });

    it("counts a client's requests once across both: the (limit+1)th gets 429", async () => {
      const clientIp = nextClientIp();
      const subscribe = (on: InstanceClient, n: number) =>
        on.call("/v2/mailing-list", { body: { email: `limit-${n}@example.com` }, clientIp });
      for (let n = 0; n < MAILING_LIST_LIMIT; n++) {
        expect((await subscribe(n % 2 === 0 ? one : two, n)).status).toBe(201);
      }
      for (const on of [one, two]) {
        const refused = await subscribe(on, 99);
        expect(refused.status).toBe(429);
        expect(await refused.json()).toEqual({ status: "error", message: RATE_LIMIT_MESSAGE });
        expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      }
      // Another client is not affected.
      const other = await two.call("/v2/mailing-list", {
        body: { email: "someone-else@example.com" },
        clientIp: nextClientIp(),
      });
      expect(other.status).toBe(201);
    });

    it("delivers an event caused on instance 1 to an SSE client of instance 2", async () => {
      const admin = await adminSession();
      stream = await openEventStream(two.baseUrl, admin.cookie);
      const res = await one.call("/v2/mailing-list", {
        body: { email: "live-across@example.com" },
        clientIp: nextClientIp(),
      });
      expect(res.status).toBe(201);
      const { data } = (await res.json()) as { data: { id: string } };
      const event = await stream.waitFor(
        (e) => e.type === "subscriber.created" && e.id === data.id,
        10_000,
      );
      expect(event).toMatchObject({ type: "subscriber.created", id: data.id });
    });

    it("prices with an admin's edit made on the other instance, without waiting for the TTL", async () => {
      const admin = await adminSession();
      const materialCost = async (on: InstanceClient) => {
        const res = await on.call("/v2/pricing/quote", { body: PLATE, clientIp: nextClientIp() });
        expect(res.status).toBe(200);
        return ((await res.json()) as { data: { material_cost: number } }).data.material_cost;
      };
      const setPrice = async (dollarsPerLb: number) => {
        const res = await one.call(`/v2/admin/materials/${PLATE.material}`, {
          method: "PUT",
          body: { price_per_lb: dollarsPerLb },
          cookie: admin.cookie,
        });
        expect(res.status, await res.clone().text()).toBe(200);
      };
      // 24 × 12 × 1 in 6061, 2 pieces: 56.16 lb at the price per lb, plus $8.00 of cuts.
      const cost = (dollarsPerLb: number) => Math.round(5616 * dollarsPerLb + 800) / 100;

      // Instance 2 holds its copy of the materials (warm), then instance 1 edits.
      expect(await materialCost(two)).toBe(cost(4.25));
      try {
        await setPrice(9);
        expect(await materialCost(one)).toBe(cost(9));
        // The TTL is 30 s: within 5 s only instance 1's NOTIFY can have dropped instance 2's copy.
        const seen = await pollUntil(
          () => materialCost(two),
          (v) => v === cost(9),
          5_000,
        );
        expect(seen).toBe(cost(9));
      } finally {
        await setPrice(4.25);
      }
      expect(
        await pollUntil(
          () => materialCost(two),
          (v) => v === cost(4.25),
          5_000,
        ),
      ).toBe(cost(4.25));
    });

    it("sends every outbox email exactly once with both senders polling", async () => {
      // Each sign-up queues a verification email; half through each instance, all at once.
      const signUps = Array.from({ length: 8 }, (_, i) =>
        signUp(i % 2 === 0 ? one : two, `outbox-${i}@example.com`),
      );
      await Promise.all(signUps);

      type Row = { id: string; status: string; attempts: number; sent_at: Date | null };
      const rows = await pollUntil(
        async () =>
          (await reader.query<Row>("select id, status, attempts, sent_at from email_outbox")).rows,
        (all) => all.length > 0 && all.every((r) => r.status === "sent"),
        20_000,
      );
      // Ten more polls of each sender: a second delivery of any row would arrive by now.
      await new Promise((resolve) => setTimeout(resolve, 1_000));

      // 8 here, plus the earlier sign-ups: shared-session, admin.
      expect(rows.length).toBe(10);
      for (const row of rows) {
        expect(row).toMatchObject({ status: "sent", attempts: 0 });
        expect(row.sent_at).not.toBeNull();
      }
      const deliveries = smtp.received.map((m) => m.outboxId).sort();
      expect(deliveries).toEqual(rows.map((r) => r.id).sort());
      const senders = new Set(smtp.received.map((m) => m.from));
      expect([...senders].every((s) => /^(one|two)@ingot\.test$/.test(s))).toBe(true);
    });

    // After the outbox test, which counts every sign-up's email.
    it("downloads through instance 2 a file uploaded through instance 1 (shared S3 storage)", async () => {
      const customer = await signUp(one, "exempt-buyer@example.com");
      const form = new FormData();
      const certificate = Buffer.concat([FILES.pdf, Buffer.from(`% ${"x".repeat(70_000)}\n`)]);
      form.append("file", new Blob([certificate], { type: "application/pdf" }), "Exemption.pdf");
      const uploaded = await fetch(`${one.baseUrl}/v2/documents/tax-exemption`, {
        method: "POST",
        headers: { origin: PUBLIC_URL, cookie: customer.cookie },
        body: form,
      });
      expect(uploaded.status, await uploaded.clone().text()).toBe(201);
      const { data: document } = (await uploaded.json()) as {
        data: { id: string; download_url: string; size_bytes: number };
      };
      expect(document.size_bytes).toBe(certificate.length);

      // Listed and downloaded through the other instance, byte for byte.
      const listed = await two.call("/v2/documents", { cookie: customer.cookie });
      const list = (await listed.json()) as { data: { tax_exemptions: { id: string }[] } };
      expect(list.data.tax_exemptions.map((d) => d.id)).toEqual([document.id]);
      const downloaded = await two.call(document.download_url, { cookie: customer.cookie });
      expect(downloaded.status).toBe(200);
      expect(downloaded.headers.get("content-type")).toBe("application/pdf");
      expect(downloaded.headers.get("content-disposition")).toContain("Exemption.pdf");
      expect(Buffer.from(await downloaded.arrayBuffer()).equals(certificate)).toBe(true);

      // The bytes are one object in the bucket, and in neither instance's own files folder.
      const row = await reader.query<{ storage_key: string }>(
        "select storage_key from documents where id = $1",
        [document.id],
      );
      const key = row.rows[0]?.storage_key ?? "";
      expect(await s3.keys()).toContain(key);
      for (const server of servers) {
        expect(existsSync(join(server.dataDir, "files", key))).toBe(false);
      }

      // Someone else still gets the same 404 as for an unknown id, on either instance.
      const stranger = await signUp(two, "stranger-files@example.com");
      for (const on of [one, two]) {
        const refused = await on.call(document.download_url, { cookie: stranger.cookie });
        expect(refused.status).toBe(404);
      }
    });
  });

  describe("migrations when instances start at once", () => {
    it("applies them once while the others wait, and every instance opens", async () => {
      const empty = await createPostgresDatabase();
      try {
        const opened = await Promise.allSettled(
          [1, 2, 3].map(() =>
            openDatabase({ databaseUrl: empty.url, dataDir: "" }, { maxConnections: 2 }),
          ),
        );
        for (const result of opened) if (result.status === "fulfilled") await result.value.close();
        expect(opened.map((r) => (r.status === "rejected" ? String(r.reason) : "ok"))).toEqual([
          "ok",
          "ok",
          "ok",
        ]);
        expect(await recordedMigrations(empty.url)).toBe(MIGRATION_COUNT);
      } finally {
        await empty.drop();
      }
    });
  });
} else {
  describe("the embedded database serves one instance", () => {
    it("refuses to start a server on a data folder another process holds, naming it", async () => {
      // This test process stands in for the running instance: it holds the folder's lock.
      const dataDir = await mkdtemp(join(tmpdir(), "ingot-held-"));
      const lock = acquireDataDirLock(dataDir);
      try {
        const second = startServer({
          requireWebBuild: false,
          env: { DATA_DIR: dataDir },
          startTimeoutMs: 100_000,
        });
        await expect(second).rejects.toThrow(/exited before it was healthy/);
        await expect(second).rejects.toThrow(
          `The data folder ${dataDir} is in use by process ${process.pid}.`,
        );
      } finally {
        lock.release();
        await rm(dataDir, { recursive: true, force: true });
      }
    }, 120_000);
  });
}
