CREATE SEQUENCE "public"."billing_invoice_numbers" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "billing_customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer,
	"user_id" integer,
	"provider_customer_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_customers_company_id_unique" UNIQUE("company_id"),
	CONSTRAINT "billing_customers_provider_customer_id_unique" UNIQUE("provider_customer_id")
);
--> statement-breakpoint
CREATE TABLE "billing_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer,
	"user_id" integer NOT NULL,
	"product" text NOT NULL,
	"tariff" text,
	"period" text,
	"subject_id" integer,
	"subscription_id" integer,
	"list_amount_minor" integer NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"promo_code" text,
	"pay_status" text DEFAULT 'UnPaid' NOT NULL,
	"provider_payment_id" text,
	"provider_intent_id" text,
	"reject_code" text,
	"started_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"paid_until" timestamp with time zone,
	"refunded_minor" integer DEFAULT 0 NOT NULL,
	"invoice_number" text,
	"buyer" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_orders_provider_payment_id_unique" UNIQUE("provider_payment_id"),
	CONSTRAINT "billing_orders_provider_intent_id_unique" UNIQUE("provider_intent_id"),
	CONSTRAINT "billing_orders_invoice_number_unique" UNIQUE("invoice_number")
);
--> statement-breakpoint
CREATE TABLE "billing_provider_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"amount_minor" integer NOT NULL,
	"reason" text NOT NULL,
	"admin_user_id" integer NOT NULL,
	"provider_refund_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_refunds_provider_refund_id_unique" UNIQUE("provider_refund_id")
);
--> statement-breakpoint
CREATE TABLE "billing_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer,
	"user_id" integer NOT NULL,
	"product" text NOT NULL,
	"tariff" text,
	"period" text NOT NULL,
	"subject_id" integer,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'incomplete' NOT NULL,
	"provider_subscription_id" text NOT NULL,
	"current_period_end" timestamp with time zone,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"provider_event_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_subscriptions_provider_subscription_id_unique" UNIQUE("provider_subscription_id")
);
--> statement-breakpoint
CREATE TABLE "promo_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"amount_minor" integer DEFAULT 0 NOT NULL,
	"percent_hundredths" integer DEFAULT 0 NOT NULL,
	"products" text[] DEFAULT '{}' NOT NULL,
	"valid_until" timestamp with time zone,
	"max_uses" integer,
	"uses" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_codes_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "companies" ALTER COLUMN "can_send_job_offer" SET DEFAULT false;--> statement-breakpoint
ALTER TABLE "billing_orders" ADD CONSTRAINT "billing_orders_subscription_id_billing_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."billing_subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_refunds" ADD CONSTRAINT "billing_refunds_order_id_billing_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."billing_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "billing_customers_worker_idx" ON "billing_customers" USING btree ("user_id") WHERE "billing_customers"."company_id" is null;--> statement-breakpoint
CREATE INDEX "billing_orders_company_idx" ON "billing_orders" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "billing_orders_user_idx" ON "billing_orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "billing_orders_subscription_idx" ON "billing_orders" USING btree ("subscription_id");--> statement-breakpoint
CREATE INDEX "billing_provider_events_received_idx" ON "billing_provider_events" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "billing_refunds_order_idx" ON "billing_refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "billing_subscriptions_company_idx" ON "billing_subscriptions" USING btree ("company_id","product");--> statement-breakpoint
CREATE INDEX "billing_subscriptions_user_idx" ON "billing_subscriptions" USING btree ("user_id");