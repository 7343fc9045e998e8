CREATE TABLE "notification_preferences" (
	"user_id" text PRIMARY KEY NOT NULL,
	"quote_updates" boolean DEFAULT true NOT NULL,
	"order_updates" boolean DEFAULT true NOT NULL,
	"shipping_updates" boolean DEFAULT true NOT NULL,
	"marketing" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"user_id" text PRIMARY KEY NOT NULL,
	"role" text DEFAULT 'customer' NOT NULL,
	"full_name" text,
	"email" text NOT NULL,
	"phone" text,
	"company" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profiles_role_valid" CHECK (role in ('customer', 'admin'))
);
--> statement-breakpoint
CREATE TABLE "account" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"user_id" text NOT NULL,
	CONSTRAINT "session_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "user" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "verification" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text,
	"order_id" uuid,
	"kind" text NOT NULL,
	"filename" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"storage_key" text NOT NULL,
	"status" text DEFAULT 'ready' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "documents_storage_key_unique" UNIQUE("storage_key"),
	CONSTRAINT "documents_kind_valid" CHECK (kind in ('certificate', 'quote_pdf', 'tax_exemption')),
	CONSTRAINT "documents_status_valid" CHECK (status in ('pending', 'ready', 'deleted')),
	CONSTRAINT "documents_size_nonnegative" CHECK ("documents"."size_bytes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "email_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"kind" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"dedupe_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "email_outbox_dedupe_key_unique" UNIQUE("dedupe_key"),
	CONSTRAINT "email_outbox_status_valid" CHECK (status in ('pending', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "mailing_list" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mailing_list_email_unique" UNIQUE("email"),
	CONSTRAINT "mailing_list_email_lower" CHECK ("mailing_list"."email" = lower("mailing_list"."email"))
);
--> statement-breakpoint
CREATE TABLE "materials" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"density_lb_per_in3" numeric(10, 5) NOT NULL,
	"price_per_lb_cents" integer NOT NULL,
	"minimum_order_quantity" integer DEFAULT 1 NOT NULL,
	"is_available" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "materials_density_positive" CHECK ("materials"."density_lb_per_in3" > 0),
	CONSTRAINT "materials_price_positive" CHECK ("materials"."price_per_lb_cents" > 0),
	CONSTRAINT "materials_minimum_positive" CHECK ("materials"."minimum_order_quantity" >= 1)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text,
	"provider" text NOT NULL,
	"provider_session_id" text NOT NULL,
	"currency" text DEFAULT 'usd' NOT NULL,
	"payment_status" text DEFAULT 'pending' NOT NULL,
	"paid_at" timestamp with time zone,
	"fulfilment_status" text DEFAULT 'pending' NOT NULL,
	"carrier" text,
	"tracking_number" text,
	"item" jsonb NOT NULL,
	"material" text NOT NULL,
	"material_spec" text,
	"dimensions" jsonb,
	"quantity" integer NOT NULL,
	"weight_per_piece_lbs" numeric(12, 2),
	"total_weight_lbs" numeric(14, 2),
	"source_rfq_id" uuid,
	"source_rfq_item_id" uuid,
	"material_cost_cents" integer NOT NULL,
	"tax_amount_cents" integer NOT NULL,
	"shipping_cost_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"distance_miles" numeric(10, 1),
	"customer_name" text NOT NULL,
	"customer_company" text NOT NULL,
	"customer_email" text NOT NULL,
	"customer_phone" text,
	"customer_order_number" text,
	"customer_address" jsonb,
	"dfars_required" boolean DEFAULT false NOT NULL,
	"rohs_required" boolean DEFAULT false NOT NULL,
	"tax_exemption" boolean DEFAULT false NOT NULL,
	"delivery_method" text NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_payment_status_valid" CHECK (payment_status in ('pending', 'paid', 'failed', 'expired')),
	CONSTRAINT "orders_fulfilment_status_valid" CHECK (fulfilment_status in ('pending', 'in_production', 'shipped', 'ready_for_pickup', 'completed', 'cancelled')),
	CONSTRAINT "orders_provider_valid" CHECK (provider in ('stripe', 'test')),
	CONSTRAINT "orders_delivery_method_valid" CHECK (delivery_method in ('ship', 'pickup')),
	CONSTRAINT "orders_quantity_positive" CHECK ("orders"."quantity" >= 1),
	CONSTRAINT "orders_money_nonnegative" CHECK ("orders"."material_cost_cents" >= 0 and "orders"."tax_amount_cents" >= 0 and "orders"."shipping_cost_cents" >= 0 and "orders"."total_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "quote_status_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_kind" text NOT NULL,
	"request_id" uuid NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"changed_by" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quote_status_history_kind_valid" CHECK (request_kind in ('single', 'multi_line'))
);
--> statement-breakpoint
CREATE TABLE "rfq_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"rfq_request_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"material" text NOT NULL,
	"material_spec" text,
	"product_type" text,
	"shape" text,
	"length" numeric(12, 4),
	"width" numeric(12, 4),
	"height" numeric(12, 4),
	"dimensions" jsonb,
	"quantity" integer NOT NULL,
	"description" text,
	"dfars" boolean DEFAULT false NOT NULL,
	"quoted_unit_price_cents" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rfq_items_quantity_positive" CHECK ("rfq_items"."quantity" >= 1),
	CONSTRAINT "rfq_items_quoted_price_nonnegative" CHECK ("rfq_items"."quoted_unit_price_cents" is null or "rfq_items"."quoted_unit_price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "rfq_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"company" text NOT NULL,
	"notes" text,
	"dfars" boolean DEFAULT false NOT NULL,
	"rohs" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'submitted' NOT NULL,
	"quoted_at" timestamp with time zone,
	"valid_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rfq_requests_status_valid" CHECK (status in ('submitted', 'in_review', 'quoted', 'accepted', 'declined', 'expired'))
);
--> statement-breakpoint
CREATE TABLE "rfqs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"submission_id" uuid NOT NULL,
	"user_id" text,
	"name" text NOT NULL,
	"company" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"material" text NOT NULL,
	"material_spec" text,
	"product_type" text,
	"shape" text,
	"quantity" integer NOT NULL,
	"length" numeric(12, 4),
	"width" numeric(12, 4),
	"height" numeric(12, 4),
	"dimensions" jsonb,
	"description" text,
	"dfars" boolean DEFAULT false NOT NULL,
	"rohs" boolean DEFAULT false NOT NULL,
	"notes" text,
	"referral_source" text,
	"referral_other" text,
	"status" text DEFAULT 'submitted' NOT NULL,
	"quoted_unit_price_cents" integer,
	"quoted_at" timestamp with time zone,
	"valid_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rfqs_status_valid" CHECK (status in ('submitted', 'in_review', 'quoted', 'accepted', 'declined', 'expired')),
	CONSTRAINT "rfqs_quantity_positive" CHECK ("rfqs"."quantity" >= 1),
	CONSTRAINT "rfqs_quoted_price_nonnegative" CHECK ("rfqs"."quoted_unit_price_cents" is null or "rfqs"."quoted_unit_price_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account" ADD CONSTRAINT "account_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session" ADD CONSTRAINT "session_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_status_history" ADD CONSTRAINT "quote_status_history_changed_by_user_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_items" ADD CONSTRAINT "rfq_items_rfq_request_id_rfq_requests_id_fk" FOREIGN KEY ("rfq_request_id") REFERENCES "public"."rfq_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_requests" ADD CONSTRAINT "rfq_requests_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfqs" ADD CONSTRAINT "rfqs_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "profiles_email_lower_idx" ON "profiles" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "account_user_id_idx" ON "account" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "session_user_id_idx" ON "session" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_email_lower_idx" ON "user" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "verification_identifier_idx" ON "verification" USING btree ("identifier");--> statement-breakpoint
CREATE INDEX "documents_user_id_idx" ON "documents" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "documents_order_id_idx" ON "documents" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "documents_created_at_idx" ON "documents" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "email_outbox_due_idx" ON "email_outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "email_outbox_created_at_idx" ON "email_outbox" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "mailing_list_created_at_idx" ON "mailing_list" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "orders_provider_session_idx" ON "orders" USING btree ("provider","provider_session_id");--> statement-breakpoint
CREATE INDEX "orders_created_at_idx" ON "orders" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_user_id_idx" ON "orders" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "orders_customer_email_lower_idx" ON "orders" USING btree (lower("customer_email"));--> statement-breakpoint
CREATE INDEX "quote_status_history_request_idx" ON "quote_status_history" USING btree ("request_kind","request_id","created_at");--> statement-breakpoint
CREATE INDEX "rfq_items_rfq_request_id_idx" ON "rfq_items" USING btree ("rfq_request_id");--> statement-breakpoint
CREATE INDEX "rfq_requests_created_at_idx" ON "rfq_requests" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "rfq_requests_user_id_idx" ON "rfq_requests" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "rfq_requests_email_lower_idx" ON "rfq_requests" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "rfqs_created_at_idx" ON "rfqs" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "rfqs_submission_id_idx" ON "rfqs" USING btree ("submission_id");--> statement-breakpoint
CREATE INDEX "rfqs_user_id_idx" ON "rfqs" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "rfqs_email_lower_idx" ON "rfqs" USING btree (lower("email"));