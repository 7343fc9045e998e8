import { api, type RequestOptions } from "@/lib/api-client";

/**
 * One `Idempotency-Key` per submission (server: docs/decisions/013): sending the same body again
 * after a failure (a lost reply, a timeout) reuses the key, so the server answers the first
 * submission instead of storing it twice. After a success, the next submission gets a new key.
 */
export function createIdempotentSender() {
  let pending: { body: string; key: string } | undefined;
  return async <T>(body: unknown, send: (key: string) => Promise<T>): Promise<T> => {
    const json = JSON.stringify(body);
    if (pending?.body !== json) pending = { body: json, key: newKey() };
    const { key } = pending;
    const reply = await send(key);
    if (pending?.key === key) pending = undefined;
    return reply;
  };
}

/**
 * A POST to `path` sent with an `Idempotency-Key` header, one key per body as above (each endpoint
 * its own sender): a retry of the same order or request is answered once.
 */
export function idempotentPost<TBody, TReply>(
  path: string,
  options: Omit<RequestOptions, "method" | "body" | "headers"> = {},
) {
  const sendOnce = createIdempotentSender();
  return (body: TBody) =>
    sendOnce(body, (key) =>
      api.post<TReply>(path, body, { ...options, headers: { "Idempotency-Key": key } }),
    );
}

/** `crypto.randomUUID` exists only in secure contexts; a plain-http deployment gets random hex. */
function newKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) =>
    b.toString(16).padStart(2, "0"),
  ).join("");
}
