-- Issue 23: a search for a company's name finds its vacancies. The name is copied beside the vacancy (like its cities'
-- countries) and folded into the generated search vector at weight B, so the search still reads one GIN index and
-- never joins companies (ADR 0024). PostgreSQL 15 cannot change a generated column's expression: the column and its
-- index are made again.
ALTER TABLE "vacancies" ADD COLUMN "company_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE "vacancies" v SET "company_name" = c."name" FROM "companies" c WHERE c."id" = v."company_id";--> statement-breakpoint
-- Every writer names the company from now on; a default would hide one that forgot.
ALTER TABLE "vacancies" ALTER COLUMN "company_name" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "vacancies" DROP COLUMN "search_vector";--> statement-breakpoint
ALTER TABLE "vacancies" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (vacancy_search_vector(search_config, title, keywords_text || ' ' || company_name, description)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "vacancies_search_idx" ON "vacancies" USING gin ("search_vector");
