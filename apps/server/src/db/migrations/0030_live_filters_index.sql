-- btree_gin gives text and booleans a GIN operator class, so one index holds every filter of the search (ADR 0044).
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
DROP INDEX "vacancies_specializations_idx";--> statement-breakpoint
DROP INDEX "vacancies_keywords_idx";--> statement-breakpoint
DROP INDEX "vacancies_cities_idx";--> statement-breakpoint
DROP INDEX "vacancies_countries_idx";--> statement-breakpoint
DROP INDEX "vacancies_continents_idx";--> statement-breakpoint
CREATE INDEX "vacancies_live_filters_idx" ON "vacancies" USING gin ("search_vector","specialization_ids","keyword_ids","city_ids","country_ids","continent_ids","seniority","experience","english_level","job_types","employment","is_remote") WHERE moderation_status = 'approved' AND state = 'active';