import { type RunningServer, startServer } from "@ingot/test-support";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uniqueEmail } from "../accounts";

/**
 * Issue #20, the newcomer's origin trap: `PORT=3001 npm start` printed "up at
 * http://localhost:3000", and signing up from http://localhost:3001 or http://127.0.0.1:3000
 * answered "Invalid origin". The real server, on a free port of its own, on the embedded database,
 * without PUBLIC_URL: it names its real address, and a browser on any loopback name of that port
 * signs up and edits its profile; another port is refused.
 */

let server: RunningServer;

beforeAll(async () => {
  server = await startServer({
    requireWebBuild: false,
    nodeEnv: "production",
    // No PUBLIC_URL, as a newcomer starts it; the start-up line is logged at info.
    env: { PUBLIC_URL: "", LOG_LEVEL: "info" },
  });
}, 150_000);
afterAll(async () => {
  await server?.stop();
});

/** What a browser's fetch from a page at `origin` sends (Better Auth reads the Fetch Metadata). */
function browserHeaders(origin: string, cookie?: string): Record<string, string> {
  const site = origin === new URL(server.baseUrl).origin ? "same-origin" : "cross-site";
  return {
    origin,
    "sec-fetch-site": site,
    "sec-fetch-mode": "cors",
    "sec-fetch-dest": "empty",
    "content-type": "application/json",
    ...(cookie ? { cookie } : {}),
  };
}

async function signUpFrom(origin: string) {
  const response = await fetch(`${server.baseUrl}/api/auth/sign-up/email`, {
    method: "POST",
    headers: browserHeaders(origin),
    body: JSON.stringify({
      email: uniqueEmail("newcomer"),
      password: "secret-123",
      full_name: "New Comer",
      company: "First Try",
      callbackURL: "/",
    }),
  });
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(";", 1)[0])
    .join("; ");
  const body = (await response.json()) as { user?: { id: string }; message?: string };
  return { status: response.status, body, cookie };
}

describe("the newcomer's origin trap", () => {
  it("prints the address it really listens on", () => {
    expect(server.output()).toContain(`is up at http://localhost:${server.port} `);
    expect(server.output()).not.toContain("http://localhost:3000");
  });

  it.each(["localhost", "127.0.0.1", "[::1]"])(
    "signs up and edits the profile from http://%s:<port>",
    async (host) => {
      const origin = `http://${host}:${server.port}`;
      const signedUp = await signUpFrom(origin);
      expect(signedUp.status, JSON.stringify(signedUp.body)).toBe(200);
      const userId = signedUp.body.user?.id ?? "";
      const edit = await fetch(`${server.baseUrl}/v2/profiles/${userId}`, {
        method: "PUT",
        headers: browserHeaders(origin, signedUp.cookie),
        body: JSON.stringify({ full_name: "New Comer", company: "Second Try", phone: "555" }),
      });
      expect(edit.status, await edit.text()).toBe(200);
    },
  );

  it("refuses another port of the same machine", async () => {
    const origin = `http://localhost:${server.port === 3000 ? 3001 : 3000}`;
    const signedUp = await signUpFrom(origin);
    expect(signedUp.status).toBe(403);
    const own = await signUpFrom(`http://localhost:${server.port}`);
    const edit = await fetch(`${server.baseUrl}/v2/profiles/${own.body.user?.id}`, {
      method: "PUT",
      headers: browserHeaders(origin, own.cookie),
      body: JSON.stringify({ full_name: "Mallory", company: "Elsewhere", phone: "555" }),
    });
    expect(edit.status).toBe(403);
  });
});
