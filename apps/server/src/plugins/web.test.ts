import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, gunzipSync, gzipSync } from "node:zlib";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import web, { isAppPath, isSignInView } from "./web";

/**
 * The web plugin over a small build folder: "/" gets the prerendered landing page, "/auth" the
 * prerendered sign-in view (any other /auth view the empty shell), both revalidated every time,
 * and each in its brotli or gzip copy when the browser takes one; a path the app has no screen for
 * gets the prerendered 404 page with a 404 status. Without a prerendered page the shell stands in.
 */

const PAGES = {
  "index.html": '<!doctype html><title>shell</title><div id="root"></div>',
  "landing.html":
    '<!doctype html><title>landing</title><meta name="prerendered" content="/"><div id="root">',
  "auth.html":
    '<!doctype html><title>auth</title><meta name="prerendered" content="/auth"><div id="root">',
  "not-found.html":
    '<!doctype html><title>404</title><meta name="prerendered" content="/404"><div id="root">',
  "app-paths.json": JSON.stringify(["/", "/auth", "/profile", "/checkout/test/:sessionId"]),
};

async function makeDist(pages: Partial<typeof PAGES>): Promise<string> {
  const dist = await mkdtemp(join(tmpdir(), "ingot-web-"));
  await mkdir(join(dist, "assets"));
  await writeFile(join(dist, "assets", "app-abc123.js"), "export {};");
  for (const [name, html] of Object.entries(pages)) {
    await writeFile(join(dist, name), html);
    await writeFile(join(dist, `${name}.br`), brotliCompressSync(html));
    await writeFile(join(dist, `${name}.gz`), gzipSync(html));
  }
  return dist;
}

async function makeApp(webDistDir: string): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  await app.register(web, { config: { webDistDir } });
  await app.ready();
  return app;
}

const html = { accept: "text/html" };

describe("web plugin with the prerendered pages", () => {
  let dist: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    dist = await makeDist(PAGES);
    app = await makeApp(dist);
  });
  afterAll(async () => {
    await app?.close();
    await rm(dist, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = html) =>
    app.inject({ method: "GET", url, headers });

  it("sends landing.html for / and auth.html for /auth, both no-cache", async () => {
    for (const [url, page] of [
      ["/", PAGES["landing.html"]],
      ["/auth", PAGES["auth.html"]],
    ] as const) {
      const reply = await get(url);
      expect(reply.statusCode, url).toBe(200);
      expect(reply.headers["content-type"], url).toContain("text/html");
      expect(reply.headers["cache-control"], url).toBe("no-cache");
      expect(reply.body, url).toBe(page);
    }
  });

  it("sends auth.html for the sign-in view whatever else the query holds", async () => {
    for (const url of ["/auth?mode=signin", "/auth?utm_source=mail", "/auth?mode=", "/auth?"]) {
      expect((await get(url)).body, url).toBe(PAGES["auth.html"]);
    }
  });

  it("sends the empty shell for the other /auth views, which the prerendered form is not", async () => {
    for (const url of [
      "/auth?mode=signup",
      "/auth?mode=reset",
      "/auth?reset_token=abc123",
      "/auth?mode=signin&reset_token=abc123",
      "/auth?mode=unknown",
    ]) {
      const reply = await get(url);
      expect(reply.statusCode, url).toBe(200);
      expect(reply.headers["cache-control"], url).toBe("no-cache");
      expect(reply.body, url).toBe(PAGES["index.html"]);
    }
  });

  it("sends the brotli or gzip copy of auth.html when the browser accepts it", async () => {
    const br = await get("/auth", { ...html, "accept-encoding": "br, gzip" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["cache-control"]).toBe("no-cache");
    expect(br.headers.vary).toBe("accept-encoding");
    const gz = await get("/auth", { ...html, "accept-encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.rawPayload).toString()).toBe(PAGES["auth.html"]);
  });

  it("answers HEAD /auth like GET", async () => {
    const reply = await app.inject({ method: "HEAD", url: "/auth", headers: html });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers["cache-control"]).toBe("no-cache");
  });

  it("sends the shell for other app paths and keeps assets immutable", async () => {
    const profile = await get("/profile");
    expect(profile.body).toBe(PAGES["index.html"]);
    expect(profile.headers["cache-control"]).toBe("no-cache");
    const asset = await get("/assets/app-abc123.js", {});
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    // Public and immutable, in several encodings: a shared cache must key on Accept-Encoding.
    expect(asset.headers.vary).toBe("accept-encoding");
  });
});

describe("web plugin with the prerendered 404 page", () => {
  let dist: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    dist = await makeDist(PAGES);
    app = await makeApp(dist);
  });
  afterAll(async () => {
    await app?.close();
    await rm(dist, { recursive: true, force: true });
  });

  it("sends not-found.html with a 404 status for a path the app has no screen for", async () => {
    for (const url of ["/no-such-page", "/profile/extra", "/checkout/test", "/x?y=1"]) {
      const reply = await app.inject({ method: "GET", url, headers: html });
      expect(reply.statusCode, url).toBe(404);
      expect(reply.headers["content-type"], url).toContain("text/html");
      expect(reply.headers["cache-control"], url).toBe("no-cache");
      expect(reply.body, url).toBe(PAGES["not-found.html"]);
    }
  });

  it("sends the shell for the app's paths, as the router matches them", async () => {
    for (const url of ["/profile", "/Profile/", "/profile?tab=1#x", "/checkout/test/cs_123"]) {
      const reply = await app.inject({ method: "GET", url, headers: html });
      expect(reply.statusCode, url).toBe(200);
      expect(reply.body, url).toBe(PAGES["index.html"]);
    }
  });

  it("keeps the JSON 404 for API paths and for requests that do not take HTML", async () => {
    const reply = await app.inject({ method: "GET", url: "/no-such-page", headers: {} });
    expect(reply.statusCode).toBe(404);
    expect(reply.headers["content-type"]).toContain("application/json");
  });
});

describe("isAppPath", () => {
  const patterns = ["/", "/rfq", "/checkout/test/:sessionId"];
  it("matches as the router does: any case, a trailing slash, one segment per :param", () => {
    expect(isAppPath(patterns, "/")).toBe(true);
    expect(isAppPath(patterns, "/RFQ/?a=b")).toBe(true);
    expect(isAppPath(patterns, "/checkout/test/abc")).toBe(true);
    expect(isAppPath(patterns, "/checkout/test")).toBe(false);
    expect(isAppPath(patterns, "/rfq/1")).toBe(false);
    expect(isAppPath(patterns, "/%E0%A4%A")).toBe(false);
  });
});

describe("web plugin without a prerendered /auth", () => {
  it("sends the shell for /auth", async () => {
    const dist = await makeDist({ "index.html": PAGES["index.html"] });
    const app = await makeApp(dist);
    try {
      const reply = await app.inject({ method: "GET", url: "/auth", headers: html });
      expect(reply.statusCode).toBe(200);
      expect(reply.headers["cache-control"]).toBe("no-cache");
      expect(reply.body).toBe(PAGES["index.html"]);
    } finally {
      await app.close();
      await rm(dist, { recursive: true, force: true });
    }
  });
});

describe("isSignInView", () => {
  it("is the sign-in view only without a reset token and with no mode or mode=signin", () => {
    expect(isSignInView("/auth")).toBe(true);
    expect(isSignInView("/auth?mode=signin&x=1")).toBe(true);
    expect(isSignInView("/auth?mode=signup")).toBe(false);
    expect(isSignInView("/auth?mode=reset")).toBe(false);
    expect(isSignInView("/auth?reset_token=t")).toBe(false);
  });
});
