CREATE TABLE "job_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"vacancy_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"candidate_id" integer,
	"cover_letter" text NOT NULL,
	"cv_file_id" text,
	"answers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"is_read" boolean DEFAULT false NOT NULL,
	"read_at" timestamp with time zone,
	"rejection_reason" text,
	"rejection_text" text,
	"rejected_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"vacancy_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"candidate_id" integer NOT NULL,
	"application_id" integer,
	"source" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"is_read_by_worker" boolean DEFAULT false NOT NULL,
	"answer_read_by_company" boolean DEFAULT false NOT NULL,
	"answered_at" timestamp with time zone,
	"answered_by" integer,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "job_applications_vacancy_user_idx" ON "job_applications" USING btree ("vacancy_id","user_id");--> statement-breakpoint
CREATE INDEX "job_applications_company_idx" ON "job_applications" USING btree ("company_id","is_read","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "job_applications_company_vacancy_idx" ON "job_applications" USING btree ("company_id","vacancy_id","is_read","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "job_applications_user_idx" ON "job_applications" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "job_applications_cv_idx" ON "job_applications" USING btree ("cv_file_id") WHERE cv_file_id IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "job_offers_pending_idx" ON "job_offers" USING btree ("vacancy_id","candidate_id") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "job_offers_user_idx" ON "job_offers" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "job_offers_user_unread_idx" ON "job_offers" USING btree ("user_id") WHERE status = 'pending' AND NOT is_read_by_worker;--> statement-breakpoint
CREATE INDEX "job_offers_company_idx" ON "job_offers" USING btree ("company_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);