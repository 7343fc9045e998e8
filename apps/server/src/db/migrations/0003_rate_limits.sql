-- UNLOGGED by hand (drizzle-kit cannot express it): rate-limit counters need no crash safety, and
-- skipping the WAL keeps a counted request from waiting on a disk flush (db/schema/rate-limits.ts).
CREATE UNLOGGED TABLE "rate_limits" (
	"route" text NOT NULL,
	"client_key" text NOT NULL,
	"hits" integer NOT NULL,
	"resets_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rate_limits_route_client_key_pk" PRIMARY KEY("route","client_key")
);
--> statement-breakpoint
CREATE INDEX "rate_limits_resets_at_idx" ON "rate_limits" USING btree ("resets_at");
