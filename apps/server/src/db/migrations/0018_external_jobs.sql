CREATE TABLE "external_company_ratings" (
	"company_slug" text NOT NULL,
	"user_id" integer NOT NULL,
	"rating" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "external_company_ratings_company_slug_user_id_pk" PRIMARY KEY("company_slug","user_id")
);
--> statement-breakpoint
CREATE TABLE "external_job_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"external_job_id" integer NOT NULL,
	"user_id" integer,
	"email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "external_job_feeds" (
	"id" serial PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"name" text NOT NULL,
	"last_fetched_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "external_job_feeds_url_unique" UNIQUE("url")
);
--> statement-breakpoint
CREATE TABLE "external_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"url" text NOT NULL,
	"feed_id" integer,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"excerpt" text DEFAULT '' NOT NULL,
	"company_name" text NOT NULL,
	"company_slug" text NOT NULL,
	"location" text,
	"is_remote" boolean DEFAULT false NOT NULL,
	"salary_min" integer,
	"salary_max" integer,
	"currency" text,
	"source" text NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (vacancy_search_vector('simple'::regconfig, title, company_name, description)) STORED NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "external_job_applications" ADD CONSTRAINT "external_job_applications_external_job_id_external_jobs_id_fk" FOREIGN KEY ("external_job_id") REFERENCES "public"."external_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "external_jobs" ADD CONSTRAINT "external_jobs_feed_id_external_job_feeds_id_fk" FOREIGN KEY ("feed_id") REFERENCES "public"."external_job_feeds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "external_job_applications_user_idx" ON "external_job_applications" USING btree ("external_job_id","user_id") WHERE user_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "external_job_applications_email_idx" ON "external_job_applications" USING btree ("external_job_id","email") WHERE email is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "external_jobs_slug_idx" ON "external_jobs" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "external_jobs_url_idx" ON "external_jobs" USING btree ("url");--> statement-breakpoint
CREATE INDEX "external_jobs_published_idx" ON "external_jobs" USING btree ("published_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "external_jobs_company_idx" ON "external_jobs" USING btree ("company_slug");--> statement-breakpoint
CREATE INDEX "external_jobs_feed_idx" ON "external_jobs" USING btree ("feed_id");--> statement-breakpoint
CREATE INDEX "external_jobs_search_idx" ON "external_jobs" USING gin ("search_vector");