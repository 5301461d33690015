-- One GIN index over listed candidates holds every filter of their search, as the vacancies' does (btree_gin: 0030); ADR 0045.
DROP INDEX "candidates_search_idx";--> statement-breakpoint
DROP INDEX "candidates_specializations_idx";--> statement-breakpoint
DROP INDEX "candidates_keywords_idx";--> statement-breakpoint
DROP INDEX "candidates_countries_idx";--> statement-breakpoint
DROP INDEX "candidates_cities_idx";--> statement-breakpoint
DROP INDEX "candidates_job_types_idx";--> statement-breakpoint
DROP INDEX "candidates_employment_idx";--> statement-breakpoint
CREATE INDEX "candidate_skills_name_trgm_idx" ON "candidate_skills" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "candidates_listed_salary_desc_idx" ON "candidates" USING btree ("salary" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE moderation_status = 'approved' AND is_public;--> statement-breakpoint
CREATE INDEX "candidates_listed_filters_idx" ON "candidates" USING gin ("search_vector","specialization_ids","keyword_ids","country_ids","city_ids","job_types","employment","seniority","experience","english_level") WHERE moderation_status = 'approved' AND is_public;