CREATE TABLE "resume_mailing_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"mailing_id" integer NOT NULL,
	"vacancy_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"vacancy_title" text NOT NULL,
	"company_name" text NOT NULL,
	"outcome" text NOT NULL,
	"reason" text,
	"contact_user_id" integer,
	"outbox_id" integer,
	"unsubscribe_token" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "resume_mailing_log_unsubscribe_token_unique" UNIQUE("unsubscribe_token")
);
--> statement-breakpoint
CREATE TABLE "resume_mailing_opt_outs" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer,
	"email" text,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "resume_mailing_opt_outs_company_id_unique" UNIQUE("company_id"),
	CONSTRAINT "resume_mailing_opt_outs_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "resume_mailing_targets" (
	"mailing_id" integer NOT NULL,
	"vacancy_id" integer NOT NULL,
	CONSTRAINT "resume_mailing_targets_mailing_id_vacancy_id_pk" PRIMARY KEY("mailing_id","vacancy_id")
);
--> statement-breakpoint
CREATE TABLE "resume_mailings" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"resume_id" text NOT NULL,
	"mode" text NOT NULL,
	"status" text DEFAULT 'waiting_for_payment' NOT NULL,
	"paid_until" timestamp with time zone,
	"last_run_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resumes" (
	"id" serial PRIMARY KEY NOT NULL,
	"public_id" text NOT NULL,
	"user_id" integer,
	"token_hash" text,
	"document" jsonb NOT NULL,
	"design" jsonb NOT NULL,
	"step" smallint DEFAULT 1 NOT NULL,
	"shared" boolean DEFAULT false NOT NULL,
	"indexable" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "resume_mailing_log" ADD CONSTRAINT "resume_mailing_log_mailing_id_resume_mailings_id_fk" FOREIGN KEY ("mailing_id") REFERENCES "public"."resume_mailings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_mailing_targets" ADD CONSTRAINT "resume_mailing_targets_mailing_id_resume_mailings_id_fk" FOREIGN KEY ("mailing_id") REFERENCES "public"."resume_mailings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "resume_mailing_log_mailing_idx" ON "resume_mailing_log" USING btree ("mailing_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "resume_mailing_log_company_sent_idx" ON "resume_mailing_log" USING btree ("mailing_id","company_id") WHERE "resume_mailing_log"."outcome" = 'sent';--> statement-breakpoint
CREATE INDEX "resume_mailings_user_idx" ON "resume_mailings" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "resume_mailings_due_idx" ON "resume_mailings" USING btree ("status","mode");--> statement-breakpoint
CREATE UNIQUE INDEX "resumes_public_id_idx" ON "resumes" USING btree ("public_id");--> statement-breakpoint
CREATE INDEX "resumes_user_updated_idx" ON "resumes" USING btree ("user_id","updated_at");--> statement-breakpoint
CREATE INDEX "resumes_guest_updated_idx" ON "resumes" USING btree ("updated_at") WHERE user_id is null;