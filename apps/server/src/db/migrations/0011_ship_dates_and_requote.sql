ALTER TABLE "orders" ADD COLUMN "ship_by" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "arrives_by" date;--> statement-breakpoint
ALTER TABLE "rfq_requests" ADD COLUMN "requote_of" uuid;--> statement-breakpoint
ALTER TABLE "rfqs" ADD COLUMN "requote_of" uuid;--> statement-breakpoint
CREATE INDEX "rfq_requests_requote_of_idx" ON "rfq_requests" USING btree ("requote_of");--> statement-breakpoint
CREATE INDEX "rfqs_requote_of_idx" ON "rfqs" USING btree ("requote_of");