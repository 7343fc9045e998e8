import { createHash } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../test/helper";
import type { App } from "../app";
import {
  contentSecurityPolicy,
  helmetHeaders,
  inlineScriptHashes,
  PERMISSIONS_POLICY,
  readInlineScriptHashes,
} from "./security";

describe("inlineScriptHashes", () => {
  it("hashes the inline scripts the browser runs, not external ones or data blocks", () => {
    const html = [
      "<script>document.documentElement.dataset.a = '1'</script>",
      '<script type="module">import "/x.js"</script>',
      '<script type="module" src="/assets/index.js"></script>',
      '<script type="application/json" id="merged-classes">{"p-0":"p-0"}</script>',
      "<script type='text/javascript; charset=utf-8'>window.b = 2</script>",
      '<script type="Application/JavaScript">window.c = 3</script>',
    ].join("");
    const hash = (body: string) =>
      `'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`;
    expect(inlineScriptHashes(html)).toEqual([
      "'sha256-3tQOvAC4YUeAZTrhtJU6RZQrKU3OKzWNgKdBOGRTJTc='",
      "'sha256-ZgW18qg6SfnFrB5iIB79LeGezO9OsNnmT4V5tR3Cb3s='",
      hash("window.b = 2"),
      hash("window.c = 3"),
    ]);
  });
});

describe("readInlineScriptHashes", () => {
  it("allows the inline scripts of the shell and of every prerendered page, each hash once", () => {
    const dist = mkdtempSync(join(tmpdir(), "ingot-dist-"));
    try {
      const theme = "<script>document.documentElement.className='light'</script>";
      writeFileSync(join(dist, "index.html"), theme);
      // The prerendered pages carry the theme script and their own inline boot script.
      writeFileSync(
        join(dist, "landing.html"),
        `${theme}<script type="module">import("/a.js")</script>`,
      );
      writeFileSync(
        join(dist, "auth.html"),
        `${theme}<script type="module">import("/b.js")</script>`,
      );
      expect(readInlineScriptHashes(dist)).toEqual([
        ...inlineScriptHashes(theme),
        ...inlineScriptHashes('<script type="module">import("/a.js")</script>'),
        ...inlineScriptHashes('<script type="module">import("/b.js")</script>'),
      ]);
      expect(readInlineScriptHashes(dist)).toHaveLength(3);
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });

  it("allows no inline script when the web app is not built", () => {
    expect(readInlineScriptHashes(join(tmpdir(), "ingot-no-such-dist"))).toEqual([]);
  });
});

describe("helmetHeaders", () => {
  it("works out helmet's headers once: our CSP, no HSTS over http, nothing per request", () => {
    const headers = helmetHeaders({
      contentSecurityPolicy: contentSecurityPolicy({
        scriptHashes: ["'sha256-abc'"],
        https: false,
      }),
      hsts: false,
      crossOriginEmbedderPolicy: false,
    });
    expect(headers["content-security-policy"]).toContain("script-src 'self' 'sha256-abc'");
    expect(headers["content-security-policy"]).not.toContain("upgrade-insecure-requests");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["x-frame-options"]).toBe("SAMEORIGIN");
    expect(headers["strict-transport-security"]).toBeUndefined();
    expect(headers["cross-origin-embedder-policy"]).toBeUndefined();
  });

  it("sends HSTS when the public URL is https", () => {
    const headers = helmetHeaders({
      contentSecurityPolicy: contentSecurityPolicy({ scriptHashes: [], https: true }),
      hsts: { maxAge: 15552000, includeSubDomains: true },
    });
    expect(headers["strict-transport-security"]).toBe("max-age=15552000; includeSubDomains");
    expect(headers["content-security-policy"]).toContain("upgrade-insecure-requests");
  });
});

describe("the security headers on every response", () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it("are the same on a success, a 404 and a refused request", async () => {
    const replies = await Promise.all([
      app.inject({ method: "GET", url: "/healthz" }),
      // The API reference is a page that runs scripts, under /api/ but not /v2/.
      app.inject({ method: "GET", url: "/api/docs" }),
      app.inject({ method: "GET", url: "/v2/materials" }),
      app.inject({ method: "GET", url: "/v2/no-such-route" }),
      app.inject({ method: "GET", url: "/v2/orders/user/someone%40example.com" }),
    ]);
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200, 200, 404, 401]);
    const [health, docs, ...api] = replies;
    for (const page of [health, docs]) {
      expect(page?.headers["content-security-policy"]).toContain("default-src 'self'");
      expect(page?.headers["x-frame-options"]).toBe("SAMEORIGIN");
    }
    for (const reply of api) {
      // The API's replies load nothing and are never framed (API_SECURITY_HEADERS).
      expect(reply.headers["content-security-policy"]).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(reply.headers["x-frame-options"]).toBe("DENY");
    }
    for (const reply of replies) {
      expect(reply.headers["x-content-type-options"]).toBe("nosniff");
      expect(reply.headers["referrer-policy"]).toBe("no-referrer");
      expect(reply.headers["permissions-policy"]).toBe(PERMISSIONS_POLICY);
      expect(reply.headers["cross-origin-opener-policy"]).toBe("same-origin");
    }
  });
});
