import { spawnServer } from "@ingot/test-support";
import { describe, expect, it } from "vitest";

/**
 * Issue #20, no free orders in production by accident: the real server in production on
 * PostgreSQL without STRIPE_SECRET_KEY stops before it opens the database, and says why and how
 * to run the test checkout on purpose. (The database is never reached: the address is unused.)
 */
describe("production on PostgreSQL without Stripe", () => {
  it("refuses to start, naming STRIPE_SECRET_KEY and TEST_PAYMENTS=true", async () => {
    const started = spawnServer({
      nodeEnv: "production",
      env: { DATABASE_URL: "postgres://nobody@127.0.0.1:1/none" },
      startTimeoutMs: 100_000,
    });
    await expect(started).rejects.toThrow(
      /exited before it was healthy \(code 1\)[\s\S]*STRIPE_SECRET_KEY: is required in production on PostgreSQL[\s\S]*test card 4242 4242 4242 4242[\s\S]*TEST_PAYMENTS=true/,
    );
  }, 150_000);
});
