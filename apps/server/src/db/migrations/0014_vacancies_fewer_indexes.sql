DROP INDEX "vacancies_job_types_idx";--> statement-breakpoint
DROP INDEX "vacancies_employment_idx";--> statement-breakpoint
DROP INDEX "vacancies_live_seniority_idx";--> statement-breakpoint
DROP INDEX "vacancies_live_remote_idx";--> statement-breakpoint
DROP INDEX "vacancies_live_salary_range_idx";