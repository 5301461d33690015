CREATE TABLE "admin_audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"actor_user_id" integer NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" integer,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "moderation_note" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "moderation_note" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "is_safe" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "vip_vacancies" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "company_reviews" ADD COLUMN "moderation_note" text;--> statement-breakpoint
ALTER TABLE "vacancies" ADD COLUMN "moderation_note" text;--> statement-breakpoint
CREATE INDEX "admin_audit_log_actor_idx" ON "admin_audit_log" USING btree ("actor_user_id","id");--> statement-breakpoint
CREATE INDEX "admin_audit_log_target_idx" ON "admin_audit_log" USING btree ("target_type","target_id","id");--> statement-breakpoint
CREATE INDEX "admin_audit_log_action_idx" ON "admin_audit_log" USING btree ("action","id");--> statement-breakpoint
CREATE INDEX "company_reviews_moderation_idx" ON "company_reviews" USING btree ("moderation_status","id");--> statement-breakpoint
CREATE INDEX "vacancies_moderation_idx" ON "vacancies" USING btree ("moderation_status","id");