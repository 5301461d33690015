CREATE TABLE "community_demos" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"started_by_user_id" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "community_openings" (
	"company_id" integer NOT NULL,
	"candidate_id" integer NOT NULL,
	"opened_by_user_id" integer NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "community_openings_company_id_candidate_id_pk" PRIMARY KEY("company_id","candidate_id")
);
--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "community_joined_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "community_openings_company_opened_idx" ON "community_openings" USING btree ("company_id","opened_at");--> statement-breakpoint
CREATE INDEX "candidates_community_idx" ON "candidates" USING btree ("community_joined_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE community_joined_at IS NOT NULL AND moderation_status = 'approved';