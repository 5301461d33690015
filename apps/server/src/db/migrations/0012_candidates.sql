CREATE TABLE "candidate_education" (
	"id" serial PRIMARY KEY NOT NULL,
	"candidate_id" integer NOT NULL,
	"degree" text,
	"institution" text NOT NULL,
	"specialty" text DEFAULT '' NOT NULL,
	"start_year" smallint NOT NULL,
	"end_year" smallint,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "candidate_experience" (
	"id" serial PRIMARY KEY NOT NULL,
	"candidate_id" integer NOT NULL,
	"position" text NOT NULL,
	"company_name" text NOT NULL,
	"is_company_hidden" boolean DEFAULT false NOT NULL,
	"started_at" text NOT NULL,
	"ended_at" text,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "candidate_hidden_companies" (
	"candidate_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"hidden_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "candidate_hidden_companies_candidate_id_company_id_pk" PRIMARY KEY("candidate_id","company_id")
);
--> statement-breakpoint
CREATE TABLE "candidate_identities" (
	"candidate_id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"photo_id" text,
	"cv_file_id" text,
	"email" text,
	"phone" text,
	"telegram" text,
	"linkedin" text,
	"github" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "candidate_notes" (
	"candidate_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"text" text NOT NULL,
	"author_user_id" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "candidate_notes_candidate_id_company_id_pk" PRIMARY KEY("candidate_id","company_id")
);
--> statement-breakpoint
CREATE TABLE "candidate_openings" (
	"candidate_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"source" text NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"opened_by_user_id" integer NOT NULL,
	"closed_at" timestamp with time zone,
	"contacts_viewed_at" timestamp with time zone,
	CONSTRAINT "candidate_openings_candidate_id_company_id_pk" PRIMARY KEY("candidate_id","company_id")
);
--> statement-breakpoint
CREATE TABLE "candidate_places" (
	"candidate_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"country_id" integer NOT NULL,
	"city_id" integer,
	CONSTRAINT "candidate_places_candidate_id_position_pk" PRIMARY KEY("candidate_id","position")
);
--> statement-breakpoint
CREATE TABLE "candidate_ratings" (
	"candidate_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"rating" smallint NOT NULL,
	"author_user_id" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "candidate_ratings_candidate_id_company_id_pk" PRIMARY KEY("candidate_id","company_id")
);
--> statement-breakpoint
CREATE TABLE "candidate_skills" (
	"id" serial PRIMARY KEY NOT NULL,
	"candidate_id" integer NOT NULL,
	"name" text NOT NULL,
	"level" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "candidates" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"slug" text NOT NULL,
	"desired_position" text NOT NULL,
	"specialization_ids" integer[] DEFAULT '{}' NOT NULL,
	"keyword_ids" integer[] DEFAULT '{}' NOT NULL,
	"references_text" text DEFAULT '' NOT NULL,
	"tags" text[] DEFAULT '{}' NOT NULL,
	"seniority" text,
	"experience" text DEFAULT 'without' NOT NULL,
	"english_level" text DEFAULT 'without' NOT NULL,
	"salary" integer,
	"job_types" text[] DEFAULT '{}' NOT NULL,
	"employment" text[] DEFAULT '{}' NOT NULL,
	"country_ids" integer[] DEFAULT '{}' NOT NULL,
	"city_ids" integer[] DEFAULT '{}' NOT NULL,
	"expectation_description" text DEFAULT '' NOT NULL,
	"is_public" boolean DEFAULT true NOT NULL,
	"moderation_status" text DEFAULT 'pending' NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_vector" "tsvector" DEFAULT ''::tsvector NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "candidate_education" ADD CONSTRAINT "candidate_education_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_experience" ADD CONSTRAINT "candidate_experience_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_hidden_companies" ADD CONSTRAINT "candidate_hidden_companies_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_identities" ADD CONSTRAINT "candidate_identities_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_notes" ADD CONSTRAINT "candidate_notes_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_openings" ADD CONSTRAINT "candidate_openings_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_places" ADD CONSTRAINT "candidate_places_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_ratings" ADD CONSTRAINT "candidate_ratings_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_skills" ADD CONSTRAINT "candidate_skills_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "candidate_education_candidate_idx" ON "candidate_education" USING btree ("candidate_id","start_year");--> statement-breakpoint
CREATE INDEX "candidate_experience_candidate_idx" ON "candidate_experience" USING btree ("candidate_id","started_at");--> statement-breakpoint
CREATE INDEX "candidate_hidden_companies_company_idx" ON "candidate_hidden_companies" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "candidate_notes_company_idx" ON "candidate_notes" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "candidate_openings_company_idx" ON "candidate_openings" USING btree ("company_id") WHERE closed_at IS NULL;--> statement-breakpoint
CREATE INDEX "candidate_ratings_company_idx" ON "candidate_ratings" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "candidate_skills_name_idx" ON "candidate_skills" USING btree ("candidate_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "candidates_user_idx" ON "candidates" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "candidates_slug_idx" ON "candidates" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "candidates_search_idx" ON "candidates" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "candidates_position_trgm_idx" ON "candidates" USING gin (lower("desired_position") gin_trgm_ops) WHERE moderation_status = 'approved' AND is_public;--> statement-breakpoint
CREATE INDEX "candidates_listed_published_idx" ON "candidates" USING btree ("published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE moderation_status = 'approved' AND is_public;--> statement-breakpoint
CREATE INDEX "candidates_listed_salary_idx" ON "candidates" USING btree ("salary","id") WHERE moderation_status = 'approved' AND is_public;--> statement-breakpoint
CREATE INDEX "candidates_listed_seniority_idx" ON "candidates" USING btree ("seniority","published_at" DESC NULLS LAST) WHERE moderation_status = 'approved' AND is_public;--> statement-breakpoint
CREATE INDEX "candidates_listed_experience_idx" ON "candidates" USING btree ("experience","published_at" DESC NULLS LAST) WHERE moderation_status = 'approved' AND is_public;--> statement-breakpoint
CREATE INDEX "candidates_listed_english_idx" ON "candidates" USING btree ("english_level","published_at" DESC NULLS LAST) WHERE moderation_status = 'approved' AND is_public;--> statement-breakpoint
CREATE INDEX "candidates_moderation_idx" ON "candidates" USING btree ("moderation_status","id");--> statement-breakpoint
CREATE INDEX "candidates_specializations_idx" ON "candidates" USING gin ("specialization_ids");--> statement-breakpoint
CREATE INDEX "candidates_keywords_idx" ON "candidates" USING gin ("keyword_ids");--> statement-breakpoint
CREATE INDEX "candidates_countries_idx" ON "candidates" USING gin ("country_ids");--> statement-breakpoint
CREATE INDEX "candidates_cities_idx" ON "candidates" USING gin ("city_ids");--> statement-breakpoint
CREATE INDEX "candidates_job_types_idx" ON "candidates" USING gin ("job_types");--> statement-breakpoint
CREATE INDEX "candidates_employment_idx" ON "candidates" USING gin ("employment");