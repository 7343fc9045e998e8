ALTER TABLE "orders" ADD COLUMN "tax_exemption_hold" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_exemption_token_hash" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_due_cents" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_tax_exemption_token_hash_idx" ON "orders" USING btree ("tax_exemption_token_hash");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_tax_exemption_hold_valid" CHECK (tax_exemption_hold in ('none', 'awaiting_certificate', 'certificate_accepted', 'tax_charged'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_tax_due_nonnegative" CHECK ("orders"."tax_due_cents" >= 0);