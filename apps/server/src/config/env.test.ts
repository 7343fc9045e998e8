import { existsSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { AUTH_SECRET_FILE } from "./auth-secret";
import { ConfigError, loadConfig, REPO_ROOT } from "./env";

describe("loadConfig", () => {
  it("has defaults for everything", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      nodeEnv: "development",
      port: 3000,
      host: "0.0.0.0",
      logLevel: "info",
      databaseUrl: undefined,
      dataDir: resolve(REPO_ROOT, "data"),
      databasePoolSize: 20,
      publicUrl: "http://localhost:3000",
      brandName: "Ingot Metals",
      orderPrefix: "ING",
      trustProxy: false,
      webDistDir: resolve(REPO_ROOT, "apps/web/dist"),
    });
  });

  it("resolves the data folder from the repository, not the working directory", () => {
    expect(REPO_ROOT).toBe(resolve(import.meta.dirname, "../../../.."));
    expect(loadConfig({ DATA_DIR: "var/data" }).dataDir).toBe(resolve(REPO_ROOT, "var/data"));
    expect(loadConfig({ DATA_DIR: "/srv/ingot" }).dataDir).toBe("/srv/ingot");
  });

  it("reads every variable", () => {
    const config = loadConfig({
      NODE_ENV: "production",
      PORT: "8080",
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      DATABASE_URL: "postgres://u@db:5432/ingot",
      PUBLIC_URL: "https://metals.example.com/",
      BRAND_NAME: "Acme Metals",
      ORDER_PREFIX: "ACM",
      TRUST_PROXY: "true",
      BETTER_AUTH_SECRET: "s".repeat(32),
      ADMIN_EMAILS: " Boss@Example.com, ops@example.com ,",
      TEST_PAYMENTS: "true",
    });
    expect(config).toMatchObject({
      authSecret: "s".repeat(32),
      adminEmails: ["boss@example.com", "ops@example.com"],
      isProduction: true,
      port: 8080,
      host: "127.0.0.1",
      logLevel: "warn",
      databaseUrl: "postgres://u@db:5432/ingot",
      publicUrl: "https://metals.example.com",
      brandName: "Acme Metals",
      orderPrefix: "ACM",
      trustProxy: true,
    });
  });

  it("reads DATABASE_POOL_SIZE, refusing a pool of one or a thousand", () => {
    expect(loadConfig({ DATABASE_POOL_SIZE: "40" }).databasePoolSize).toBe(40);
    for (const bad of ["1", "1000", "ten"]) {
      expect(() => loadConfig({ DATABASE_POOL_SIZE: bad })).toThrow(/DATABASE_POOL_SIZE/);
    }
  });

  it("reads TRUST_PROXY as true, false or a list of proxy addresses and ranges", () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "TRUE" }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: " 10.0.0.0/8, 192.168.1.2 ,::1" }).trustProxy).toEqual([
      "10.0.0.0/8",
      "192.168.1.2",
      "::1",
    ]);
    for (const bad of ["yes", "2", "10.0.0.0/8, proxy.internal"]) {
      expect(() => loadConfig({ TRUST_PROXY: bad })).toThrow(/TRUST_PROXY/);
    }
  });

  it("needs BETTER_AUTH_SECRET in production only, and checks ADMIN_EMAILS", () => {
    expect(() =>
      loadConfig({
        NODE_ENV: "production",
        DATABASE_URL: "postgres://u@db:5432/ingot",
        STRIPE_SECRET_KEY: "sk_live_x",
      }),
    ).toThrow(/BETTER_AUTH_SECRET: is required in production on PostgreSQL/);
    expect(() => loadConfig({ NODE_ENV: "production", BETTER_AUTH_SECRET: "short" })).toThrow(
      /BETTER_AUTH_SECRET: must be at least 32 characters$/m,
    );
    expect(loadConfig({}).adminEmails).toEqual([]);
    expect(() => loadConfig({ ADMIN_EMAILS: "boss@example.com,nope" })).toThrow(/ADMIN_EMAILS/);
  });

  // Issue #20: no free orders in production by accident.
  it("needs STRIPE_SECRET_KEY in production on PostgreSQL, unless TEST_PAYMENTS=true says so on purpose", () => {
    const live = {
      NODE_ENV: "production",
      DATABASE_URL: "postgres://u@db:5432/ingot",
      BETTER_AUTH_SECRET: "s".repeat(32),
    };
    let caught: unknown;
    try {
      loadConfig(live);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    expect((caught as ConfigError).problems).toEqual([
      "STRIPE_SECRET_KEY: is required in production on PostgreSQL: without it checkout is the built-in test page, where anyone marks an order paid with the test card 4242 4242 4242 4242 and no money is taken. Set STRIPE_SECRET_KEY, or set TEST_PAYMENTS=true to run the test checkout on purpose",
    ]);
    for (const no of ["false", ""]) {
      expect(() => loadConfig({ ...live, TEST_PAYMENTS: no })).toThrow(/STRIPE_SECRET_KEY/);
    }
    expect(() => loadConfig({ ...live, TEST_PAYMENTS: "yes" })).toThrow(
      /TEST_PAYMENTS: must be true or false/,
    );
    expect(loadConfig({ ...live, TEST_PAYMENTS: "true" }).payments.stripe).toBeUndefined();
    expect(loadConfig({ ...live, STRIPE_SECRET_KEY: "sk_live_x" }).payments.stripe).toMatchObject({
      secretKey: "sk_live_x",
    });
    // The embedded database (a trial on one machine) and other modes keep the test checkout.
    expect(loadConfig({ NODE_ENV: "production" }).payments.stripe).toBeUndefined();
    expect(loadConfig({ ...live, NODE_ENV: "development" }).payments.stripe).toBeUndefined();
    expect(loadConfig({ ...live, NODE_ENV: "test" }).payments.stripe).toBeUndefined();
  });

  // Issue #21: outside production too, never a constant anyone could sign tokens with.
  it.each(["production", "development", "test"])(
    "gives a %s server on a data folder its own secret, kept in DATA_DIR for restarts",
    (nodeEnv) => {
      const dataDir = mkdtempSync(join(tmpdir(), "ingot-secret-"));
      try {
        const loaded = loadConfig({ NODE_ENV: nodeEnv, DATA_DIR: dataDir });
        expect(existsSync(join(dataDir, AUTH_SECRET_FILE))).toBe(false);
        const first = loaded.authSecret;
        expect(first.length).toBeGreaterThanOrEqual(32);
        expect(statSync(join(dataDir, AUTH_SECRET_FILE)).mode & 0o777).toBe(0o600);
        expect(loadConfig({ NODE_ENV: nodeEnv, DATA_DIR: dataDir }).authSecret).toBe(first);
        const other = mkdtempSync(join(tmpdir(), "ingot-secret-"));
        expect(loadConfig({ NODE_ENV: nodeEnv, DATA_DIR: other }).authSecret).not.toBe(first);
        rmSync(other, { recursive: true, force: true });
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  );

  it("gives an in-memory database a random secret of its own, written nowhere", () => {
    const one = loadConfig({ DATABASE_URL: "memory://" }).authSecret;
    const two = loadConfig({ DATABASE_URL: "memory://" }).authSecret;
    expect(one.length).toBeGreaterThanOrEqual(32);
    expect(two).not.toBe(one);
    expect(
      loadConfig({ DATABASE_URL: "memory://", BETTER_AUTH_SECRET: "s".repeat(32) }).authSecret,
    ).toBe("s".repeat(32));
  });

  // Issue #20, the newcomer's origin trap: PORT=3001 must not name (and trust) port 3000.
  it("defaults PUBLIC_URL to the loopback address of PORT", () => {
    expect(loadConfig({ PORT: "3001" })).toMatchObject({
      publicUrl: "http://localhost:3001",
      publicUrlIsSet: false,
    });
    expect(loadConfig({ PORT: "3001", PUBLIC_URL: "https://shop.example/" })).toMatchObject({
      publicUrl: "https://shop.example",
      publicUrlIsSet: true,
    });
  });

  it("trusts every loopback name of PORT on the embedded database, and only PUBLIC_URL on PostgreSQL", () => {
    const loopback = ["http://localhost:3001", "http://127.0.0.1:3001", "http://[::1]:3001"];
    for (const embedded of [{}, { DATABASE_URL: "memory://" }]) {
      expect(loadConfig({ NODE_ENV: "test", PORT: "3001", ...embedded }).trustedOrigins).toEqual(
        loopback,
      );
      expect(
        loadConfig({
          NODE_ENV: "test",
          PORT: "3001",
          PUBLIC_URL: "https://shop.example",
          ...embedded,
        }).trustedOrigins,
      ).toEqual(["https://shop.example", ...loopback]);
    }
    const postgres = { NODE_ENV: "test", PORT: "3001", DATABASE_URL: "postgres://u@db:5432/ingot" };
    expect(loadConfig(postgres).trustedOrigins).toEqual(["http://localhost:3001"]);
    expect(
      loadConfig({ ...postgres, PUBLIC_URL: "https://shop.example:8443/store" }).trustedOrigins,
    ).toEqual(["https://shop.example:8443"]);
    // Port 80 is the origin without a port, as a browser writes it.
    expect(loadConfig({ NODE_ENV: "test", PORT: "80" }).trustedOrigins).toEqual([
      "http://localhost",
      "http://127.0.0.1",
      "http://[::1]",
    ]);
    // Vite's dev server forwards /api in development.
    expect(loadConfig({ PORT: "3001" }).trustedOrigins).toContain("http://localhost:5173");
    expect(loadConfig({ NODE_ENV: "production", PORT: "3001" }).trustedOrigins).not.toContain(
      "http://localhost:5173",
    );
  });

  it("reads the facility's time zone and a test clock start, never in production", () => {
    expect(loadConfig({}).facility.timeZone).toBe("America/Detroit");
    expect(loadConfig({}).clockStart).toBeUndefined();
    expect(loadConfig({ FACILITY_TIME_ZONE: "America/Chicago" }).facility.timeZone).toBe(
      "America/Chicago",
    );
    expect(() => loadConfig({ FACILITY_TIME_ZONE: "Detroit" })).toThrow(/FACILITY_TIME_ZONE/);
    expect(loadConfig({ CLOCK_START: "2026-11-23T14:46:00Z" }).clockStart?.toISOString()).toBe(
      "2026-11-23T14:46:00.000Z",
    );
    expect(() => loadConfig({ CLOCK_START: "Monday morning" })).toThrow(/CLOCK_START/);
    expect(() =>
      loadConfig({ NODE_ENV: "production", CLOCK_START: "2026-11-23T14:46:00Z" }),
    ).toThrow(/CLOCK_START: is for tests only and is refused in production/);
  });

  describe("shared file storage (S3_*, decision 027)", () => {
    const s3 = {
      S3_BUCKET: "ingot-files",
      S3_ENDPOINT: "http://minio.internal:9000/",
      S3_ACCESS_KEY_ID: "AKIAEXAMPLE",
      S3_SECRET_ACCESS_KEY: "secret-example-key",
    };
    const problemsOf = (env: Record<string, string>): string[] => {
      try {
        loadConfig(env);
      } catch (error) {
        if (error instanceof ConfigError) return error.problems;
        throw error;
      }
      return [];
    };

    it("keeps files on local disk when S3_BUCKET is unset", () => {
      expect(loadConfig({ DATA_DIR: "/srv/ingot" }).files).toEqual({
        dir: "/srv/ingot/files",
        s3: undefined,
      });
    });

    it("reads the bucket, endpoint, region, credentials and path style", () => {
      expect(loadConfig(s3).files.s3).toEqual({
        bucket: "ingot-files",
        endpoint: "http://minio.internal:9000",
        region: "us-east-1",
        accessKeyId: "AKIAEXAMPLE",
        secretAccessKey: "secret-example-key",
        forcePathStyle: false,
      });
      expect(
        loadConfig({ ...s3, S3_REGION: "eu-central-1", S3_FORCE_PATH_STYLE: "true" }).files.s3,
      ).toMatchObject({ region: "eu-central-1", forcePathStyle: true });
    });

    it("refuses S3_BUCKET without its endpoint or credentials, naming each missing variable", () => {
      const required =
        "is required when S3_BUCKET is set (files go to S3-compatible storage: S3_ENDPOINT, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are all needed)";
      expect(problemsOf({ S3_BUCKET: "ingot-files" })).toEqual([
        `S3_ENDPOINT: ${required}`,
        `S3_ACCESS_KEY_ID: ${required}`,
        `S3_SECRET_ACCESS_KEY: ${required}`,
      ]);
      const { S3_ENDPOINT: _endpoint, ...withoutEndpoint } = s3;
      expect(problemsOf(withoutEndpoint)).toEqual([`S3_ENDPOINT: ${required}`]);
      const { S3_SECRET_ACCESS_KEY: _secret, ...withoutSecret } = s3;
      expect(problemsOf({ ...withoutSecret, S3_SECRET_ACCESS_KEY: " " })).toEqual([
        `S3_SECRET_ACCESS_KEY: ${required}`,
      ]);
    });

    it("refuses S3 settings without S3_BUCKET rather than quietly keeping files on disk", () => {
      const { S3_BUCKET: _bucket, ...withoutBucket } = s3;
      expect(problemsOf(withoutBucket)).toEqual([
        "S3_BUCKET: is required when S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY are set (without it files stay on this instance's disk, FILES_DIR)",
      ]);
    });

    it("refuses a malformed bucket, endpoint, region or path style, without echoing a secret", () => {
      expect(problemsOf({ ...s3, S3_BUCKET: "Ingot_Files" })).toEqual([
        'S3_BUCKET: must be a bucket name: 3-63 lower-case letters, digits, dots or hyphens (got "Ingot_Files")',
      ]);
      expect(problemsOf({ ...s3, S3_ENDPOINT: "minio:9000" })).toEqual([
        'S3_ENDPOINT: must be an http(s) URL (got "minio:9000")',
      ]);
      expect(problemsOf({ ...s3, S3_REGION: "Europe West" })).toEqual([
        'S3_REGION: must be a region name, e.g. us-east-1 (got "Europe West")',
      ]);
      expect(problemsOf({ ...s3, S3_FORCE_PATH_STYLE: "yes" })).toEqual([
        'S3_FORCE_PATH_STYLE: must be true or false (got "yes")',
      ]);
      // Start-up errors end up in logs: a secret's value is never repeated there.
      expect(problemsOf({ BETTER_AUTH_SECRET: "too-short-secret" })).toEqual([
        "BETTER_AUTH_SECRET: must be at least 32 characters",
      ]);
    });
  });

  it("treats blank values as unset", () => {
    expect(loadConfig({ PORT: "", DATABASE_URL: " " })).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
    });
  });

  it("lists every problem at once", () => {
    let caught: unknown;
    try {
      loadConfig({
        PORT: "eighty",
        NODE_ENV: "staging",
        DATABASE_URL: "mysql://x",
        PUBLIC_URL: "not a url",
        ORDER_PREFIX: "ing-",
      });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    const problems = (caught as ConfigError).problems;
    expect(problems).toHaveLength(5);
    for (const name of ["PORT", "NODE_ENV", "DATABASE_URL", "PUBLIC_URL", "ORDER_PREFIX"]) {
      expect(problems.some((p) => p.startsWith(`${name}:`))).toBe(true);
    }
    expect((caught as Error).message).toContain('(got "eighty")');
  });
});
