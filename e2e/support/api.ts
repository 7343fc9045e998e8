/**
 * Talking to the server under test the way an API client would: JSON bodies, the session cookie, and
 * an Origin equal to the server's own (Better Auth refuses cookie-carrying requests from elsewhere).
 */
export type Api = (path: string, init?: RequestInit & { cookie?: string }) => Promise<Response>;

export function createApi(baseUrl: string): Api {
  return (path, init = {}) => {
    const headers = new Headers(init.headers);
    if (init.cookie) headers.set("cookie", init.cookie);
    // A string body is JSON; FormData and the like bring their own content type.
    if (typeof init.body === "string" && !headers.has("content-type")) {
      headers.set("content-type", "application/json");
    }
    headers.set("origin", baseUrl);
    return fetch(`${baseUrl}${path}`, { ...init, headers });
  };
}

/** Signs up through /api/auth and answers the session cookie for later calls. */
export async function signUp(
  api: Api,
  account: { email: string; password: string; full_name: string; company: string },
): Promise<string> {
  const response = await api("/api/auth/sign-up/email", {
    method: "POST",
    body: JSON.stringify(account),
  });
  if (response.status !== 200) {
    throw new Error(
      `sign-up of ${account.email} answered ${response.status}: ${await response.text()}`,
    );
  }
  return sessionCookie(response);
}

/** The cookies a response sets, as a Cookie header for the next request. */
export function sessionCookie(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";", 1)[0])
    .join("; ");
}
