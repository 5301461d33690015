CREATE TABLE "vacancies" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"author_user_id" integer NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"excerpt" text DEFAULT '' NOT NULL,
	"specialization_ids" integer[] DEFAULT '{}' NOT NULL,
	"keyword_ids" integer[] DEFAULT '{}' NOT NULL,
	"keywords_text" text DEFAULT '' NOT NULL,
	"seniority" text,
	"experience" text,
	"english_level" text,
	"budget" integer,
	"budget2" integer,
	"currency" text DEFAULT 'USD' NOT NULL,
	"salary_min_usd" integer,
	"salary_max_usd" integer,
	"job_types" text[] DEFAULT '{}' NOT NULL,
	"employment" text[] DEFAULT '{}' NOT NULL,
	"is_remote" boolean DEFAULT false NOT NULL,
	"city_ids" integer[] DEFAULT '{}' NOT NULL,
	"country_ids" integer[] DEFAULT '{}' NOT NULL,
	"continent_ids" integer[] DEFAULT '{}' NOT NULL,
	"hiring_bonus" integer,
	"moderation_status" text DEFAULT 'pending' NOT NULL,
	"state" text DEFAULT 'active' NOT NULL,
	"is_vip" boolean DEFAULT false NOT NULL,
	"is_top" boolean DEFAULT false NOT NULL,
	"search_config" "regconfig" DEFAULT 'simple'::regconfig NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (vacancy_search_vector(search_config, title, keywords_text, description)) STORED NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vacancy_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"vacancy_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"text" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vacancy_questions" ADD CONSTRAINT "vacancy_questions_vacancy_id_vacancies_id_fk" FOREIGN KEY ("vacancy_id") REFERENCES "public"."vacancies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vacancies_slug_idx" ON "vacancies" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "vacancies_company_idx" ON "vacancies" USING btree ("company_id","state","id");--> statement-breakpoint
CREATE INDEX "vacancies_search_idx" ON "vacancies" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "vacancies_title_trgm_idx" ON "vacancies" USING gin (lower("title") gin_trgm_ops) WHERE moderation_status = 'approved' AND state = 'active';--> statement-breakpoint
CREATE INDEX "vacancies_live_date_idx" ON "vacancies" USING btree ("is_top" DESC NULLS LAST,"is_vip" DESC NULLS LAST,"published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE moderation_status = 'approved' AND state = 'active';--> statement-breakpoint
CREATE INDEX "vacancies_live_published_idx" ON "vacancies" USING btree ("published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE moderation_status = 'approved' AND state = 'active';--> statement-breakpoint
CREATE INDEX "vacancies_live_salary_idx" ON "vacancies" USING btree ("is_top" DESC NULLS LAST,"is_vip" DESC NULLS LAST,"salary_max_usd" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE moderation_status = 'approved' AND state = 'active';--> statement-breakpoint
CREATE INDEX "vacancies_live_vip_idx" ON "vacancies" USING btree ("published_at" DESC NULLS LAST) WHERE moderation_status = 'approved' AND state = 'active' AND is_vip;--> statement-breakpoint
CREATE INDEX "vacancies_specializations_idx" ON "vacancies" USING gin ("specialization_ids");--> statement-breakpoint
CREATE INDEX "vacancies_keywords_idx" ON "vacancies" USING gin ("keyword_ids");--> statement-breakpoint
CREATE INDEX "vacancies_cities_idx" ON "vacancies" USING gin ("city_ids");--> statement-breakpoint
CREATE INDEX "vacancies_countries_idx" ON "vacancies" USING gin ("country_ids");--> statement-breakpoint
CREATE INDEX "vacancies_continents_idx" ON "vacancies" USING gin ("continent_ids");--> statement-breakpoint
CREATE INDEX "vacancies_job_types_idx" ON "vacancies" USING gin ("job_types");--> statement-breakpoint
CREATE INDEX "vacancies_employment_idx" ON "vacancies" USING gin ("employment");--> statement-breakpoint
CREATE INDEX "vacancies_live_seniority_idx" ON "vacancies" USING btree ("seniority","published_at" DESC NULLS LAST) WHERE moderation_status = 'approved' AND state = 'active';--> statement-breakpoint
CREATE INDEX "vacancies_live_remote_idx" ON "vacancies" USING btree ("published_at" DESC NULLS LAST) WHERE moderation_status = 'approved' AND state = 'active' AND is_remote;--> statement-breakpoint
CREATE INDEX "vacancies_live_salary_range_idx" ON "vacancies" USING btree ("salary_min_usd","salary_max_usd") WHERE moderation_status = 'approved' AND state = 'active';--> statement-breakpoint
CREATE INDEX "vacancy_questions_vacancy_idx" ON "vacancy_questions" USING btree ("vacancy_id","position");