CREATE TABLE "billing_details" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"legal_name" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"vat_id" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_hires" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"reported_by" integer NOT NULL,
	"offer_id" integer NOT NULL,
	"vacancy_id" integer NOT NULL,
	"order_id" integer,
	"fee_minor" integer NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_hires_offer_id_unique" UNIQUE("offer_id")
);
--> statement-breakpoint
CREATE TABLE "billing_vacancy_promotions" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"vacancy_id" integer NOT NULL,
	"kind" text NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "billing_hires" ADD CONSTRAINT "billing_hires_order_id_billing_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."billing_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_vacancy_promotions" ADD CONSTRAINT "billing_vacancy_promotions_order_id_billing_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."billing_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "billing_hires_company_idx" ON "billing_hires" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "billing_vacancy_promotions_due_idx" ON "billing_vacancy_promotions" USING btree ("ends_at") WHERE "billing_vacancy_promotions"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "billing_vacancy_promotions_vacancy_idx" ON "billing_vacancy_promotions" USING btree ("vacancy_id");