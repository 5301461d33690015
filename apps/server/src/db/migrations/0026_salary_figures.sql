CREATE TABLE "salary_figures" (
	"technology_id" integer NOT NULL,
	"seniority" text NOT NULL,
	"country_id" integer NOT NULL,
	"vacancies" integer NOT NULL,
	"p25" integer NOT NULL,
	"median" integer NOT NULL,
	"p75" integer NOT NULL,
	"computed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "salary_figures_technology_id_seniority_country_id_pk" PRIMARY KEY("technology_id","seniority","country_id")
);
