CREATE TABLE "companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"size" text,
	"site" text,
	"logo_id" text,
	"is_public" boolean DEFAULT true NOT NULL,
	"moderation_status" text DEFAULT 'pending' NOT NULL,
	"can_send_job_offer" boolean DEFAULT true NOT NULL,
	"owner_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_join_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "company_notes" (
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"text" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_notes_company_id_user_id_pk" PRIMARY KEY("company_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "company_offices" (
	"company_id" integer NOT NULL,
	"city_id" integer NOT NULL,
	"country_id" integer NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "company_offices_company_id_city_id_pk" PRIMARY KEY("company_id","city_id")
);
--> statement-breakpoint
CREATE TABLE "company_specializations" (
	"company_id" integer NOT NULL,
	"specialization_id" integer NOT NULL,
	CONSTRAINT "company_specializations_company_id_specialization_id_pk" PRIMARY KEY("company_id","specialization_id")
);
--> statement-breakpoint
CREATE TABLE "company_technologies" (
	"company_id" integer NOT NULL,
	"keyword_id" integer NOT NULL,
	CONSTRAINT "company_technologies_company_id_keyword_id_pk" PRIMARY KEY("company_id","keyword_id")
);
--> statement-breakpoint
CREATE TABLE "employers" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"company_id" integer,
	"name" text NOT NULL,
	"position" text,
	"is_owner" boolean DEFAULT false NOT NULL,
	"is_admin" boolean DEFAULT false NOT NULL,
	"blocked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_join_requests" ADD CONSTRAINT "company_join_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_notes" ADD CONSTRAINT "company_notes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_offices" ADD CONSTRAINT "company_offices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_specializations" ADD CONSTRAINT "company_specializations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_technologies" ADD CONSTRAINT "company_technologies_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employers" ADD CONSTRAINT "employers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "companies_slug_idx" ON "companies" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "companies_listed_idx" ON "companies" USING btree ("moderation_status","is_public","id");--> statement-breakpoint
CREATE INDEX "companies_name_trgm_idx" ON "companies" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "company_join_requests_open_idx" ON "company_join_requests" USING btree ("user_id") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "company_join_requests_company_idx" ON "company_join_requests" USING btree ("company_id","status");--> statement-breakpoint
CREATE INDEX "company_offices_city_idx" ON "company_offices" USING btree ("city_id");--> statement-breakpoint
CREATE INDEX "company_offices_country_idx" ON "company_offices" USING btree ("country_id");--> statement-breakpoint
CREATE INDEX "company_specializations_spec_idx" ON "company_specializations" USING btree ("specialization_id");--> statement-breakpoint
CREATE INDEX "company_technologies_keyword_idx" ON "company_technologies" USING btree ("keyword_id");--> statement-breakpoint
CREATE INDEX "employers_company_idx" ON "employers" USING btree ("company_id");