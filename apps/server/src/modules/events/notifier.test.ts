import { describe, expect, it } from "vitest";
import { createNotifier } from "./event-bus";

/** A pool whose queries are answered when the test says so. */
function fakePool() {
  const statements: { text: string; values: unknown[]; answer: (error?: Error) => void }[] = [];
  return {
    statements,
    query: ((text: string, values: unknown[]) =>
      new Promise<void>((resolve, reject) => {
        statements.push({ text, values, answer: (error) => (error ? reject(error) : resolve()) });
      })) as never,
  };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe("createNotifier", () => {
  it("sends the first notification at once and the ones that arrive meanwhile together, in order", async () => {
    const pool = fakePool();
    const notifier = createNotifier(pool);
    const sent: number[] = [];
    const first = notifier.notify("ch", "0").then(() => sent.push(0));
    const rest = [1, 2, 3].map((n) => notifier.notify("ch", String(n)).then(() => sent.push(n)));
    expect(pool.statements).toHaveLength(1);
    expect(pool.statements[0]?.text).toBe("select pg_notify($1, $2)");
    pool.statements[0]?.answer();
    await first;
    await tick();
    expect(pool.statements).toHaveLength(2);
    expect(pool.statements[1]?.text).toBe(
      "select pg_notify($1, $2), pg_notify($3, $4), pg_notify($5, $6)",
    );
    expect(pool.statements[1]?.values).toEqual(["ch", "1", "ch", "2", "ch", "3"]);
    pool.statements[1]?.answer();
    await Promise.all(rest);
    expect(sent).toEqual([0, 1, 2, 3]);
  });

  it("fails only the batch whose statement failed, and sends the next one", async () => {
    const pool = fakePool();
    const notifier = createNotifier(pool);
    const lost = notifier.notify("ch", "a");
    pool.statements[0]?.answer(new Error("connection lost"));
    await expect(lost).rejects.toThrow("connection lost");
    const next = notifier.notify("ch", "b");
    expect(pool.statements).toHaveLength(2);
    pool.statements[1]?.answer();
    await expect(next).resolves.toBeUndefined();
  });
});
