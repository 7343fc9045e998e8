CREATE TABLE "material_surcharges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"material_code" text NOT NULL,
	"surcharge_per_lb_cents" integer NOT NULL,
	"effective_from" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	CONSTRAINT "material_surcharges_nonnegative" CHECK ("material_surcharges"."surcharge_per_lb_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "materials" ADD COLUMN "price_breaks" jsonb DEFAULT '[{"min_quantity":1,"discount_percent":0},{"min_quantity":10,"discount_percent":5},{"min_quantity":25,"discount_percent":8},{"min_quantity":50,"discount_percent":12},{"min_quantity":100,"discount_percent":15}]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "rfq_items" ADD COLUMN "quoted_pricing" jsonb;--> statement-breakpoint
ALTER TABLE "rfqs" ADD COLUMN "quoted_pricing" jsonb;--> statement-breakpoint
ALTER TABLE "material_surcharges" ADD CONSTRAINT "material_surcharges_material_code_materials_code_fk" FOREIGN KEY ("material_code") REFERENCES "public"."materials"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_surcharges" ADD CONSTRAINT "material_surcharges_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "material_surcharges_material_idx" ON "material_surcharges" USING btree ("material_code","effective_from");--> statement-breakpoint
-- Surcharge history is never rewritten (issue #22): an entry cannot be deleted, and an update may
-- only clear created_by when its admin's account is deleted (the foreign key's SET NULL).
CREATE FUNCTION "material_surcharges_keep_history"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'material_surcharges is append-only: history is never rewritten';
  END IF;
  IF NEW.id IS DISTINCT FROM OLD.id
    OR NEW.material_code IS DISTINCT FROM OLD.material_code
    OR NEW.surcharge_per_lb_cents IS DISTINCT FROM OLD.surcharge_per_lb_cents
    OR NEW.effective_from IS DISTINCT FROM OLD.effective_from
    OR NEW.created_at IS DISTINCT FROM OLD.created_at
    OR (NEW.created_by IS NOT NULL AND NEW.created_by IS DISTINCT FROM OLD.created_by) THEN
    RAISE EXCEPTION 'material_surcharges is append-only: history is never rewritten';
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "material_surcharges_keep_history" BEFORE UPDATE OR DELETE ON "material_surcharges"
  FOR EACH ROW EXECUTE FUNCTION "material_surcharges_keep_history"();
