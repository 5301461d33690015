ALTER TABLE "candidates" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "vacancies" ADD COLUMN "language" text;