// The Drizzle schema as one object (for `drizzle({ schema })` and drizzle-kit), one file per area.
export * from "./accounts";
export * from "./api-keys";
export * from "./auth";
export * from "./companies";
export * from "./documents";
export * from "./email-outbox";
export * from "./idempotency-keys";
export * from "./mailing-list";
export * from "./materials";
export * from "./orders";
export * from "./quotes";
export * from "./rate-limits";
export * from "./test-payments";
export * from "./webhooks";
