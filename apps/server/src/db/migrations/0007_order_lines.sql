CREATE TABLE "order_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"item" jsonb NOT NULL,
	"material" text NOT NULL,
	"material_spec" text,
	"dimensions" jsonb,
	"quantity" integer NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"line_total_cents" integer NOT NULL,
	"weight_per_piece_lbs" numeric(12, 2),
	"total_weight_lbs" numeric(14, 2),
	"dfars_required" boolean DEFAULT false NOT NULL,
	"rohs_required" boolean DEFAULT false NOT NULL,
	"source_rfq_id" uuid,
	"source_rfq_item_id" uuid,
	"quote_line_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_lines_position_range" CHECK ("order_lines"."position" between 1 and 100),
	CONSTRAINT "order_lines_quantity_positive" CHECK ("order_lines"."quantity" >= 1),
	CONSTRAINT "order_lines_money_nonnegative" CHECK ("order_lines"."unit_price_cents" >= 0 and "order_lines"."line_total_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "test_payment_sessions" ADD COLUMN "line_items" jsonb;--> statement-breakpoint
ALTER TABLE "test_payment_sessions" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_lines_order_position_idx" ON "order_lines" USING btree ("order_id","position");--> statement-breakpoint
CREATE INDEX "order_lines_quote_line_key_idx" ON "order_lines" USING btree ("quote_line_key");--> statement-breakpoint
-- Every existing one-item order becomes a one-line order (issue #15): nothing is lost, the order's
-- own columns stay as they were.
INSERT INTO "order_lines" (
	"order_id", "position", "item", "material", "material_spec", "dimensions", "quantity",
	"unit_price_cents", "line_total_cents", "weight_per_piece_lbs", "total_weight_lbs",
	"dfars_required", "rohs_required", "source_rfq_id", "source_rfq_item_id", "quote_line_key",
	"created_at"
)
SELECT
	o."id", 1, o."item", o."material", o."material_spec",
	CASE WHEN o."item"->'dimensions' ? 'diameter'
		THEN coalesce(o."dimensions", '{}'::jsonb) - 'width_inches'
		ELSE coalesce(o."dimensions", '{}'::jsonb)
	END || jsonb_strip_nulls(jsonb_build_object(
		'diameter_inches', o."item"->'dimensions'->'diameter',
		'wall_inches', o."item"->'dimensions'->'wall'
	)),
	o."quantity",
	round(o."material_cost_cents"::numeric / greatest(o."quantity", 1))::integer,
	o."material_cost_cents", o."weight_per_piece_lbs", o."total_weight_lbs",
	o."dfars_required", o."rohs_required", o."source_rfq_id", o."source_rfq_item_id",
	CASE
		WHEN o."source_rfq_item_id" IS NOT NULL THEN 'multi-line:' || o."source_rfq_item_id"::text
		WHEN o."source_rfq_id" IS NOT NULL THEN 'single:' || o."source_rfq_id"::text
	END,
	o."created_at"
FROM "orders" o
WHERE NOT EXISTS (SELECT 1 FROM "order_lines" l WHERE l."order_id" = o."id");
