import { createMemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { fail, never, ok, stubNetwork } from "../../test/network";
import {
  ApiError,
  api,
  INVALID_RESPONSE_MESSAGE,
  NETWORK_ERROR_MESSAGE,
  REQUEST_TIMEOUT_MS,
  request,
  TIMEOUT_ERROR_MESSAGE,
} from "./api-client";
import { authPost } from "./auth-client";
import { createQueryClient, handleUnauthorized, MAX_RETRIES } from "./query-client";

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => {
      throw new Error("expected the call to fail");
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe("the envelope", () => {
  it("resolves a success reply as its data", async () => {
    const net = stubNetwork({ "GET /v2/things": () => ok({ things: [1, 2] }) });
    await expect(api.get("/v2/things", { query: { page: 2, q: undefined } })).resolves.toEqual({
      things: [1, 2],
    });
    const [sent] = net.calls("GET /v2/things");
    expect(new URL(sent?.url ?? "").search).toBe("?page=2");
    expect(sent?.headers.get("accept")).toBe("application/json");
  });

  it("sends a body as JSON", async () => {
    const net = stubNetwork({ "POST /v2/things": () => ok({ id: "a" }, 201) });
    await api.post("/v2/things", { name: "bar" });
    const [sent] = net.calls("POST /v2/things");
    expect(sent?.headers.get("content-type")).toBe("application/json");
    expect(await sent?.json()).toEqual({ name: "bar" });
  });

  it("raises an error reply with its message, field errors and code", async () => {
    stubNetwork({
      "POST /v2/things": () =>
        Response.json(
          {
            status: "error",
            message: "Please fix the highlighted fields",
            errors: [
              { field: "items.0.quantity", message: "Quantity must be at least 1" },
              { x: 1 },
            ],
            code: "BAD",
          },
          { status: 400 },
        ),
    });
    const error = await caught(api.post("/v2/things", {}));
    expect(error.message).toBe("Please fix the highlighted fields");
    expect(error.status).toBe(400);
    expect(error.kind).toBe("http");
    expect(error.code).toBe("BAD");
    expect(error.errors).toEqual([
      { field: "items.0.quantity", message: "Quantity must be at least 1" },
    ]);
    expect(error.fieldError("items.0.quantity")).toBe("Quantity must be at least 1");
  });

  it("never resolves a reply that is not the envelope as success", async () => {
    stubNetwork({
      "GET /v2/html": () => new Response("<html>proxy page</html>", { status: 200 }),
      "GET /v2/gone": () => new Response("", { status: 500 }),
      "GET /v2/success-on-error": () =>
        Response.json({ status: "success", data: {} }, { status: 500 }),
    });
    const html = await caught(api.get("/v2/html"));
    expect(html.kind).toBe("invalid-response");
    expect(html.message).toBe(INVALID_RESPONSE_MESSAGE);
    const gone = await caught(api.get("/v2/gone"));
    expect([gone.kind, gone.status, gone.message]).toEqual([
      "http",
      500,
      "Request failed with status 500",
    ]);
    expect((await caught(api.get("/v2/success-on-error"))).status).toBe(500);
  });
});

describe("no reply", () => {
  it("a network failure becomes an ApiError of kind network", async () => {
    vi.stubGlobal("fetch", () => Promise.reject(new TypeError("Failed to fetch")));
    const error = await caught(api.get("/v2/things"));
    expect([error.kind, error.status, error.message]).toEqual([
      "network",
      0,
      NETWORK_ERROR_MESSAGE,
    ]);
  });

  it("a reply slower than the timeout becomes an ApiError of kind timeout", async () => {
    stubNetwork({ "GET /v2/slow": never });
    const error = await caught(api.get("/v2/slow", { timeoutMs: 20 }));
    expect([error.kind, error.status, error.message]).toEqual([
      "timeout",
      0,
      TIMEOUT_ERROR_MESSAGE,
    ]);
  });

  it("a request the caller cancels rejects with the abort, not an ApiError", async () => {
    stubNetwork({ "GET /v2/slow": never });
    const controller = new AbortController();
    const pending = api.get("/v2/slow", { signal: controller.signal });
    controller.abort();
    const error = await pending.catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(ApiError);
  });
});

describe("401", () => {
  it("clears every cached query and sends the user to /auth", async () => {
    stubNetwork({ "GET /v2/portal/orders": () => fail(401, "Not signed in") });
    const queryClient = createQueryClient();
    queryClient.setQueryData(["me"], { user: { id: "u1" } });
    queryClient.setQueryData(["portal", "orders"], [{ id: "o1" }]);
    const router = createMemoryRouter([{ path: "*", element: null }], {
      initialEntries: ["/profile"],
    });
    handleUnauthorized(
      queryClient,
      { navigate: (path) => router.navigate(path), pathname: () => router.state.location.pathname },
      "/auth",
    );

    const error = await caught(api.get("/v2/portal/orders"));
    expect(error.status).toBe(401);
    expect(router.state.location.pathname).toBe("/auth");
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });

  it("is an answer, not a lost session, where the caller says so (sign-in, /v2/me)", async () => {
    stubNetwork({
      "POST /api/auth/sign-in/email": () =>
        Response.json(
          {
            status: "error",
            message: "Invalid email or password",
            code: "INVALID_EMAIL_OR_PASSWORD",
          },
          { status: 401 },
        ),
    });
    const onUnauthorized = vi.fn();
    handleUnauthorized(
      createQueryClient(),
      { navigate: onUnauthorized, pathname: () => "/auth?x" },
      "/auth",
    );
    const error = await caught(authPost("sign-in/email", { email: "a@b.co", password: "x" }));
    expect([error.status, error.code]).toEqual([401, "INVALID_EMAIL_OR_PASSWORD"]);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

describe("retries", () => {
  it.each([502, 503, 504])(
    "a %i is retried where the call allows it, then answered",
    async (status) => {
      let replies = 0;
      const net = stubNetwork({
        "POST /api/auth/sign-out": () =>
          ++replies < 3
            ? new Response("Bad gateway", { status })
            : Response.json({ success: true }),
      });
      await expect(authPost("sign-out", {}, { gatewayRetries: 2 })).resolves.toEqual({
        success: true,
      });
      expect(net.calls("POST /api/auth/sign-out")).toHaveLength(3);
    },
  );

  it.each([502, 503, 504])(
    "a %i is retried for every auth call and every submission with an Idempotency-Key",
    async (status) => {
      let signIns = 0;
      let submissions = 0;
      const net = stubNetwork({
        "POST /api/auth/sign-in/email": () =>
          ++signIns < 3 ? new Response("", { status }) : Response.json({ token: "t" }),
        "POST /v2/quotes/single": () =>
          ++submissions < 3 ? new Response("", { status }) : ok({ id: "q1" }, 201),
        "POST /v2/no-key": () => new Response("", { status }),
      });
      await expect(authPost("sign-in/email", { email: "a@b.co", password: "x" })).resolves.toEqual({
        token: "t",
      });
      expect(net.calls("POST /api/auth/sign-in/email")).toHaveLength(3);

      await expect(
        api.post("/v2/quotes/single", {}, { headers: { "Idempotency-Key": "k1" } }),
      ).resolves.toEqual({ id: "q1" });
      const keys = net.calls("POST /v2/quotes/single").map((r) => r.headers.get("idempotency-key"));
      expect(keys).toEqual(["k1", "k1", "k1"]);

      // A submission without a key is not known to be safe to repeat: one try.
      expect((await caught(api.post("/v2/no-key", {}))).status).toBe(status);
      expect(net.calls("POST /v2/no-key")).toHaveLength(1);
    },
  );

  it("gives up after the allowed retries and on any other status at once", async () => {
    const net = stubNetwork({
      "GET /v2/down": () => new Response("", { status: 503 }),
      "GET /v2/broken": () => fail(500, "Something went wrong"),
    });
    expect((await caught(request("/v2/down", { gatewayRetries: 1 }))).status).toBe(503);
    expect(net.calls("GET /v2/down")).toHaveLength(2);
    expect((await caught(request("/v2/broken", { gatewayRetries: 2 }))).status).toBe(500);
    expect(net.calls("GET /v2/broken")).toHaveLength(1);
    expect((await caught(request("/v2/down"))).status).toBe(503);
    expect(net.calls("GET /v2/down")).toHaveLength(3);
  });

  it("queries retry a gateway status or no reply, never a 4xx", () => {
    const retry = createQueryClient().getDefaultOptions().queries?.retry;
    if (typeof retry !== "function") throw new Error("the query client has no retry rule");
    for (const status of [502, 503, 504]) {
      const gateway = new ApiError("x", { status, kind: "http" });
      expect(retry(0, gateway)).toBe(true);
      expect(retry(MAX_RETRIES, gateway)).toBe(false);
    }
    expect(retry(0, new ApiError("x", { status: 0, kind: "timeout" }))).toBe(true);
    for (const status of [400, 401, 403, 404, 409, 422]) {
      expect(retry(0, new ApiError("x", { status, kind: "http" }))).toBe(false);
    }
  });
});

describe("auth calls", () => {
  it("resolve the auth library's own JSON and keep the client's error parsing", async () => {
    stubNetwork({
      "POST /api/auth/sign-up/email": () => Response.json({ token: null, user: { id: "u" } }),
      "POST /api/auth/reset-password": () =>
        Response.json(
          {
            status: "error",
            message: "Password is too short",
            errors: [{ field: "newPassword", message: "Too short" }],
          },
          { status: 400 },
        ),
    });
    await expect(authPost("sign-up/email", {})).resolves.toEqual({
      token: null,
      user: { id: "u" },
    });
    const error = await caught(authPost("reset-password", {}));
    expect(error.fieldError("newPassword")).toBe("Too short");
  });

  it("time out after the client's 30 s like every other call", async () => {
    stubNetwork({ "POST /api/auth/sign-in/email": never });
    // The platform's timer signal, fired now instead of in 30 s.
    const timer = new AbortController();
    const timeout = vi.spyOn(AbortSignal, "timeout").mockReturnValue(timer.signal);
    const pending = caught(authPost("sign-in/email", {}));
    timer.abort(new DOMException("timed out", "TimeoutError"));
    const error = await pending;
    expect(timeout).toHaveBeenCalledWith(REQUEST_TIMEOUT_MS);
    timeout.mockRestore();
    expect([error.kind, error.message]).toEqual(["timeout", TIMEOUT_ERROR_MESSAGE]);
  });
});
