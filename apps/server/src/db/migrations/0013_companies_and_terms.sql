CREATE TABLE "company_terms" (
	"organization_id" text PRIMARY KEY NOT NULL,
	"net_days" integer NOT NULL,
	"credit_limit_cents" integer NOT NULL,
	"granted_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_terms_net_days_valid" CHECK (net_days in (30, 45, 60)),
	CONSTRAINT "company_terms_credit_limit_nonnegative" CHECK ("company_terms"."credit_limit_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "invitation" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"email" text NOT NULL,
	"role" text,
	"team_id" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"inviter_id" text NOT NULL,
	"order_limit_cents" integer
);
--> statement-breakpoint
CREATE TABLE "invoice_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"reference" text NOT NULL,
	"recorded_by" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_payments_amount_positive" CHECK ("invoice_payments"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "member" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"user_id" text NOT NULL,
	"role" text DEFAULT 'viewer' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"order_limit_cents" integer,
	CONSTRAINT "member_role_valid" CHECK (role in ('owner', 'buyer', 'viewer')),
	CONSTRAINT "member_order_limit_nonnegative" CHECK ("member"."order_limit_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "organization" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"logo" text,
	"metadata" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organization_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_payment_status_valid";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_provider_valid";--> statement-breakpoint
ALTER TABLE "session" ADD COLUMN "active_organization_id" text;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "company_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "company_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_method" text DEFAULT 'card' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "approval" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "approval_by" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "approval_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "po_document_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "invoiced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "due_date" date;--> statement-breakpoint
ALTER TABLE "rfq_requests" ADD COLUMN "company_id" text;--> statement-breakpoint
ALTER TABLE "rfqs" ADD COLUMN "company_id" text;--> statement-breakpoint
ALTER TABLE "company_terms" ADD CONSTRAINT "company_terms_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_terms" ADD CONSTRAINT "company_terms_granted_by_user_id_fk" FOREIGN KEY ("granted_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitation" ADD CONSTRAINT "invitation_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitation" ADD CONSTRAINT "invitation_inviter_id_user_id_fk" FOREIGN KEY ("inviter_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_recorded_by_user_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member" ADD CONSTRAINT "member_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member" ADD CONSTRAINT "member_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invitation_organization_id_idx" ON "invitation" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "invitation_email_lower_idx" ON "invitation" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "invoice_payments_order_id_idx" ON "invoice_payments" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "member_user_id_unique" ON "member" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "member_organization_id_idx" ON "member" USING btree ("organization_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_approval_by_user_id_fk" FOREIGN KEY ("approval_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "documents_company_id_idx" ON "documents" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "orders_company_id_idx" ON "orders" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "rfq_requests_company_id_idx" ON "rfq_requests" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "rfqs_company_id_idx" ON "rfqs" USING btree ("company_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_method_valid" CHECK (payment_method in ('card', 'terms'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_approval_valid" CHECK (approval is null or approval in ('not_needed', 'pending', 'approved', 'declined'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_on_account_complete" CHECK (payment_method <> 'terms' or (company_id is not null and approval is not null and due_date is not null and customer_order_number is not null));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_status_valid" CHECK (payment_status in ('pending', 'paid', 'failed', 'expired', 'invoiced', 'pending_approval', 'declined'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_provider_valid" CHECK (provider in ('stripe', 'test', 'terms'));