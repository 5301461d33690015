CREATE TABLE "company_review_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"review_id" integer NOT NULL,
	"author_user_id" integer NOT NULL,
	"author_role" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"author_user_id" integer NOT NULL,
	"author_role" text NOT NULL,
	"rating" smallint NOT NULL,
	"salary_rating" smallint NOT NULL,
	"management_rating" smallint NOT NULL,
	"work_life_rating" smallint NOT NULL,
	"growth_rating" smallint NOT NULL,
	"title" text NOT NULL,
	"pros" text NOT NULL,
	"cons" text NOT NULL,
	"is_current_employee" boolean DEFAULT false NOT NULL,
	"moderation_status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_review_comments" ADD CONSTRAINT "company_review_comments_review_id_company_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."company_reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_reviews" ADD CONSTRAINT "company_reviews_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_review_comments_review_idx" ON "company_review_comments" USING btree ("review_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "company_reviews_author_idx" ON "company_reviews" USING btree ("company_id","author_user_id");--> statement-breakpoint
CREATE INDEX "company_reviews_listed_idx" ON "company_reviews" USING btree ("company_id","moderation_status","id");