import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../test/helper";
import type { App } from "./app";

const PLATE = {
  material: "6061-t651",
  product_type: "Plate",
  shape: "Plate",
  dimensions: { length: 24, width: 12, height: 1 },
  quantity: 2,
};

interface BadCase {
  name: string;
  url: string;
  /** A JS value (sent as JSON) or a raw string body. */
  body: unknown;
  raw?: boolean;
  contentType?: string;
  status?: number;
  /** Text the message or one field error must contain. */
  expect?: string | RegExp;
}

const ENDPOINTS = [
  "/v2/materials/dimensions",
  "/v2/mailing-list",
  "/v2/pricing/quote",
  "/v2/quotes/single",
];

const hugeArray = Array.from({ length: 50_000 }, (_, i) => i);

const BAD: BadCase[] = [
  ...ENDPOINTS.flatMap((url): BadCase[] => [
    { name: "malformed JSON", url, body: '{"material": ', raw: true, expect: "not valid JSON" },
    { name: "NaN literal", url, body: '{"quantity": NaN}', raw: true, expect: "not valid JSON" },
    { name: "empty body", url, body: "", raw: true },
    { name: "a JSON array", url, body: [1, 2, 3] },
    { name: "a JSON string", url, body: '"hello"', raw: true },
    { name: "null", url, body: "null", raw: true },
    { name: "an empty object", url, body: {} },
    { name: "a huge array", url, body: hugeArray },
    { name: "prototype poisoning", url, body: '{"__proto__": {"admin": true}}', raw: true },
    { name: "plain text", url, body: "email=a@b.c", raw: true, contentType: "text/plain" },
    {
      name: "XML",
      url,
      body: "<email/>",
      raw: true,
      contentType: "application/xml",
      status: 415,
      expect: "Content-Type: application/json",
    },
  ]),
  // dimensions
  {
    name: "unknown material",
    url: ENDPOINTS[0] as string,
    body: { material: "unobtainium", product_type: "Bar", shape: "Round" },
    expect: "Selected material not found",
  },
  {
    name: "number as material",
    url: ENDPOINTS[0] as string,
    body: { material: 6061, product_type: "Bar", shape: "Round" },
    expect: "Selected material not found",
  },
  {
    name: "unknown product type",
    url: ENDPOINTS[0] as string,
    body: { material: "p20", product_type: "Sheet", shape: "Round" },
    expect: "product type",
  },
  {
    name: "array as shape",
    url: ENDPOINTS[0] as string,
    body: { material: "p20", product_type: "Bar", shape: hugeArray },
    expect: "shape",
  },
  // mailing list
  {
    name: "number as email",
    url: ENDPOINTS[1] as string,
    body: { email: 42 },
    expect: "Email required",
  },
  {
    name: "array of emails",
    url: ENDPOINTS[1] as string,
    body: { email: hugeArray.map((i) => `a${i}@b.co`).slice(0, 20_000) },
    expect: "Email required",
  },
  {
    name: "a 10 kB email",
    url: ENDPOINTS[1] as string,
    body: { email: `${"a".repeat(10_000)}@example.com` },
    expect: "valid email",
  },
  // pricing
  {
    name: "unknown material",
    url: ENDPOINTS[2] as string,
    body: { ...PLATE, material: "gold" },
    expect: "Selected material not found",
  },
  {
    name: "strings for numbers",
    url: ENDPOINTS[2] as string,
    body: { ...PLATE, dimensions: { length: "24", width: "12", height: "1" } },
    expect: "Length must be a number",
  },
  {
    name: "string quantity",
    url: ENDPOINTS[2] as string,
    body: { ...PLATE, quantity: "2" },
    expect: "Quantity must be a number",
  },
  {
    name: '"NaN" and "Infinity"',
    url: ENDPOINTS[2] as string,
    body: { ...PLATE, dimensions: { length: "NaN", width: "Infinity", height: 1 } },
    expect: "must be a number",
  },
  {
    name: "negative dimensions",
    url: ENDPOINTS[2] as string,
    body: { ...PLATE, dimensions: { length: -24, width: -1, height: -0.5 } },
    expect: 'Length must be at least 12"',
  },
  {
    name: "absurd dimensions",
    url: ENDPOINTS[2] as string,
    body: { ...PLATE, dimensions: { length: 1e308, width: 1e300, height: 9e15 } },
    expect: 'Length cannot exceed 480"',
  },
  {
    name: "overflowing number",
    url: ENDPOINTS[2] as string,
    body: '{"material":"p20","product_type":"Plate","shape":"Plate","dimensions":{"length":1e999,"width":2,"height":1},"quantity":1}',
    raw: true,
    expect: "Length",
  },
  {
    name: "zero quantity",
    url: ENDPOINTS[2] as string,
    body: { ...PLATE, quantity: 0 },
    expect: "Quantity must be greater than 0",
  },
  {
    name: "negative quantity",
    url: ENDPOINTS[2] as string,
    body: { ...PLATE, quantity: -5 },
    expect: "Quantity must be greater than 0",
  },
  {
    name: "fractional quantity",
    url: ENDPOINTS[2] as string,
    body: { ...PLATE, quantity: 1.5 },
    expect: "whole number",
  },
  {
    name: "quantity over 500",
    url: ENDPOINTS[2] as string,
    body: { ...PLATE, quantity: 501 },
    expect: "Maximum quantity is 500",
  },
  {
    name: "dimensions as a string",
    url: ENDPOINTS[2] as string,
    body: { ...PLATE, dimensions: "24x12x1" },
    expect: "dimensions",
  },
  {
    name: "dimensions as a huge array",
    url: ENDPOINTS[2] as string,
    body: { ...PLATE, dimensions: hugeArray },
    expect: "dimensions",
  },
  {
    name: "unknown dimension key",
    url: ENDPOINTS[2] as string,
    body: { ...PLATE, dimensions: { ...PLATE.dimensions, depth: 3 } },
    expect: "depth",
  },
  {
    name: "a dimension the shape does not use",
    url: ENDPOINTS[2] as string,
    body: { ...PLATE, dimensions: { ...PLATE.dimensions, wall: 0.1 } },
    expect: "Wall does not apply",
  },
  {
    name: "tube wall too thick",
    url: ENDPOINTS[2] as string,
    body: {
      material: "a500",
      product_type: "Tube",
      shape: "Square",
      dimensions: { length: 120, width: 1, wall: 0.5 },
      quantity: 1,
    },
    expect: "Wall must be less than half",
  },
  {
    name: "material not offered in the shape",
    url: ENDPOINTS[2] as string,
    body: { ...PLATE, material: "a500" },
    expect: "Selected material not found",
  },
  {
    name: "shape not offered for the product type",
    url: ENDPOINTS[2] as string,
    body: { ...PLATE, shape: "Round" },
    expect: "Round is not available for Plate",
  },
];

describe("the app", () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp({
      setup: (instance) => {
        instance.get("/v2/private", async () => ({ secret: true }));
        instance.get("/api/private", async () => ({ secret: true }));
      },
    });
  });
  afterAll(async () => {
    await app.close();
  });

  describe("bad input never gives a 5xx", () => {
    it.each(BAD.map((c, i) => [`${c.url}: ${c.name}`, c, i] as const))(
      "%s",
      async (_name, c, i) => {
        const res = await app.inject({
          method: "POST",
          // One client per case, so the public forms' rate limits do not interfere.
          remoteAddress: `10.0.${Math.floor(i / 250)}.${i % 250}`,
          url: c.url,
          headers: { "content-type": c.contentType ?? "application/json" },
          payload: c.raw ? (c.body as string) : JSON.stringify(c.body),
        });
        expect(res.statusCode).toBe(c.status ?? 400);
        const body = res.json();
        expect(body.status).toBe("error");
        expect(typeof body.message).toBe("string");
        expect(body.message.length).toBeGreaterThan(5);
        expect(body.message).not.toMatch(/FST_|Error:|at .*\.(js|ts)/);
        if (c.expect) {
          const texts = [
            body.message,
            ...(body.errors ?? []).map(
              (e: { field: string; message: string }) => `${e.field}: ${e.message}`,
            ),
          ];
          const hit = texts.some((t: string) =>
            typeof c.expect === "string"
              ? t.toLowerCase().includes(c.expect.toLowerCase())
              : c.expect?.test(t),
          );
          expect(hit, `expected ${String(c.expect)} in ${JSON.stringify(body)}`).toBe(true);
        }
      },
    );
  });

  it("names nested fields with dots", async () => {
    const res = await app.inject({
      method: "POST",
      url: "/v2/pricing/quote",
      payload: { ...PLATE, dimensions: { length: "long", width: 12, height: 1 } },
    });
    expect(res.json().errors).toContainEqual({
      field: "dimensions.length",
      message: "Length must be a number",
    });
  });

  it.each(ENDPOINTS)("answers 413 for a body over 1 MB: %s", async (url) => {
    const res = await app.inject({
      method: "POST",
      remoteAddress: "10.1.0.1",
      url,
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ email: "x".repeat(1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      status: "error",
      message: "The request is too large. The limit is 1 MB.",
    });
  });

  it.each([
    ["GET", "/v2/nothing-here"],
    ["POST", "/v2/quotes/nope"],
    ["DELETE", "/v2/materials"],
    ["GET", "/api/nothing"],
  ] as const)("answers a 404 envelope for %s %s", async (method, url) => {
    const res = await app.inject({
      method,
      url,
      headers: { accept: "text/html,application/json" },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: "error", message: `Not found: ${method} ${url}` });
  });

  // Found by the OpenAPI fuzzer: the router answered these in Fastify's own JSON, not the envelope.
  it.each([
    ["a path parameter over 100 characters", `/v2/quotes/${"é".repeat(101)}`, 414, "too long"],
    ["a malformed %-escape in the path", "/v2/quotes/%zz", 400, "not valid"],
  ])("answers %s with an envelope", async (_name, url, status, text) => {
    const res = await app.inject({ method: "GET", url: encodeURI(url).replace("%25zz", "%zz") });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ status: "error", message: expect.stringContaining(text) });
  });

  // Found by the OpenAPI fuzzer: PostgreSQL cannot store NUL, and the failing query was a 500.
  it.each([
    ["a path param", "GET", "/v2/checkout/test-sessions/%00", undefined, "sessionId"],
    ["a query value", "GET", "/v2/address/zip/48216?x=%00", undefined, "x"],
    ["a body field", "POST", "/v2/quotes/single", { name: "Ada\u0000", items: [PLATE] }, "name"],
    [
      "a field of the auth library's sign-up",
      "POST",
      "/api/auth/sign-up/email",
      { email: "nul@example.com", password: "secret12", full_name: "A\u0000", company: "C" },
      "full_name",
    ],
  ] as const)("refuses NUL in %s with a 400", async (_name, method, url, payload, field) => {
    const res = await app.inject({
      method,
      url,
      remoteAddress: "10.2.0.1",
      ...(payload ? { payload: { email: "a@b.co", company: "C", ...payload } } : {}),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: "error", errors: [{ field }] });
  });

  it.each(["/v2/private", "/api/private"])("closes routes that are not public: %s", async (url) => {
    const res = await app.inject({ method: "GET", url });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ status: "error", message: "Please sign in to continue." });
  });

  it("sets security headers", async () => {
    const res = await app.inject({ method: "GET", url: "/healthz" });
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["x-frame-options"]).toBe("SAMEORIGIN");
    expect(res.headers["permissions-policy"]).toBe(
      "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
    );
    const csp = String(res.headers["content-security-policy"]);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain("upgrade-insecure-requests");
  });

  it("publishes an OpenAPI document listing every route", async () => {
    const res = await app.inject({ method: "GET", url: "/api/docs/json" });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    const routes = Object.entries(doc.paths as Record<string, Record<string, unknown>>).flatMap(
      ([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`),
    );
    expect(routes).toEqual(
      expect.arrayContaining([
        "GET /healthz",
        "GET /v2/materials",
        "POST /v2/materials/dimensions",
        "POST /v2/mailing-list",
        "POST /v2/pricing/quote",
      ]),
    );
    const pricing = doc.paths["/v2/pricing/quote"].post;
    const body = pricing.requestBody.content["application/json"].schema;
    expect(Object.keys(body.properties)).toEqual(
      expect.arrayContaining(["material", "product_type", "shape", "dimensions", "quantity"]),
    );
    expect(Object.keys(pricing.responses)).toEqual(expect.arrayContaining(["200", "400"]));

    const page = await app.inject({ method: "GET", url: "/api/docs" });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toContain("text/html");
  });

  it("says clearly when the web app is not built", async () => {
    const res = await app.inject({
      method: "GET",
      url: "/profile",
      headers: { accept: "text/html" },
    });
    expect(res.statusCode).toBe(503);
    expect(res.body).toContain("npm run build");
  });
});

describe("auth guard with a session", () => {
  it("lets a signed-in user through and still answers 404 for unknown routes", async () => {
    const app = await createTestApp({
      resolveSession: async (request) =>
        request.headers.authorization === "Bearer good"
          ? { id: "u1", email: "a@b.co", role: "customer" }
          : null,
      setup: (instance) => {
        instance.get("/v2/test-whoami", async (request) => ({ id: request.user?.id }));
      },
    });
    try {
      expect((await app.inject({ method: "GET", url: "/v2/test-whoami" })).statusCode).toBe(401);
      const ok = await app.inject({
        method: "GET",
        url: "/v2/test-whoami",
        headers: { authorization: "Bearer good" },
      });
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toEqual({ id: "u1" });
      expect((await app.inject({ method: "GET", url: "/v2/unknown" })).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});

describe("serving the web build", () => {
  const dist = mkdtempSync(join(tmpdir(), "ingot-dist-"));
  const themeScript =
    "document.documentElement.classList.add(localStorage.getItem('ingot-theme') ?? 'dark')";
  let app: App;
  beforeAll(async () => {
    mkdirSync(join(dist, "assets"));
    writeFileSync(
      join(dist, "index.html"),
      `<!doctype html><html><head><script>${themeScript}</script><script type="module" crossorigin src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>`,
    );
    writeFileSync(join(dist, "assets", "index-abc123.js"), "console.log('app')");
    writeFileSync(join(dist, "favicon.svg"), "<svg/>");
    app = await createTestApp({ env: { WEB_DIST_DIR: dist } });
  });
  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it("serves index.html uncached, with the inline theme script allowed by hash", async () => {
    const res = await app.inject({ method: "GET", url: "/", headers: { accept: "text/html" } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root">');
    expect(res.headers["cache-control"]).toBe("no-cache");
    const hash = createHash("sha256").update(themeScript).digest("base64");
    const csp = String(res.headers["content-security-policy"]);
    expect(csp).toMatch(new RegExp(`script-src 'self' 'sha256-${hash.replace(/[+/]/g, "\\$&")}'`));
    expect(csp).not.toContain("'unsafe-inline' ; script");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it("serves hashed assets as immutable", async () => {
    const res = await app.inject({ method: "GET", url: "/assets/index-abc123.js" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const other = await app.inject({ method: "GET", url: "/favicon.svg" });
    expect(other.headers["cache-control"]).toBe("public, max-age=3600");
  });

  it("falls back to index.html for client-side routes", async () => {
    for (const url of ["/profile", "/rfq?x=1", "/no/such/page"]) {
      const res = await app.inject({ method: "GET", url, headers: { accept: "text/html,*/*" } });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<div id="root">');
      expect(res.headers["cache-control"]).toBe("no-cache");
    }
  });

  it("answers 404 envelopes for missing assets and API paths, even from a browser", async () => {
    const asset = await app.inject({
      method: "GET",
      url: "/assets/missing.js",
      headers: { accept: "*/*" },
    });
    expect(asset.statusCode).toBe(404);
    expect(asset.json().status).toBe("error");
    const api = await app.inject({
      method: "GET",
      url: "/v2/nope",
      headers: { accept: "text/html" },
    });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ status: "error", message: "Not found: GET /v2/nope" });
  });

  it("still serves the API", async () => {
    expect((await app.inject({ method: "GET", url: "/v2/materials" })).statusCode).toBe(200);
  });
});
