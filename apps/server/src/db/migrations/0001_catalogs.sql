CREATE TABLE "catalog_options" (
	"catalog" text NOT NULL,
	"key" text NOT NULL,
	"position" smallint NOT NULL,
	"names" jsonb NOT NULL,
	CONSTRAINT "catalog_options_catalog_key_pk" PRIMARY KEY("catalog","key")
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"id" integer PRIMARY KEY NOT NULL,
	"country_id" integer NOT NULL,
	"slug" text NOT NULL,
	"population" integer DEFAULT 0 NOT NULL,
	"is_capital" boolean DEFAULT false NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"names" jsonb NOT NULL,
	"search_text" text NOT NULL,
	CONSTRAINT "cities_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "continents" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"slug" text NOT NULL,
	"names" jsonb NOT NULL,
	CONSTRAINT "continents_code_unique" UNIQUE("code"),
	CONSTRAINT "continents_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"slug" text NOT NULL,
	"continent_id" integer NOT NULL,
	"population" integer DEFAULT 0 NOT NULL,
	"names" jsonb NOT NULL,
	"search_text" text NOT NULL,
	CONSTRAINT "countries_code_unique" UNIQUE("code"),
	CONSTRAINT "countries_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "keywords" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"popularity" smallint DEFAULT 0 NOT NULL,
	"names" jsonb NOT NULL,
	"search_text" text NOT NULL,
	CONSTRAINT "keywords_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "languages" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"names" jsonb NOT NULL,
	CONSTRAINT "languages_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "specializations" (
	"id" integer PRIMARY KEY NOT NULL,
	"type_id" smallint NOT NULL,
	"slug" text NOT NULL,
	"popularity" smallint DEFAULT 0 NOT NULL,
	"names" jsonb NOT NULL,
	"search_text" text NOT NULL,
	CONSTRAINT "specializations_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "seed_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"version" integer NOT NULL,
	"ran_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "countries" ADD CONSTRAINT "countries_continent_id_continents_id_fk" FOREIGN KEY ("continent_id") REFERENCES "public"."continents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cities_country_population_idx" ON "cities" USING btree ("country_id","population");--> statement-breakpoint
CREATE INDEX "cities_population_idx" ON "cities" USING btree ("population");--> statement-breakpoint
CREATE INDEX "cities_search_trgm_idx" ON "cities" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "countries_continent_idx" ON "countries" USING btree ("continent_id","population");--> statement-breakpoint
CREATE INDEX "countries_search_trgm_idx" ON "countries" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "keywords_popularity_idx" ON "keywords" USING btree ("popularity");--> statement-breakpoint
CREATE INDEX "keywords_search_trgm_idx" ON "keywords" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "specializations_type_idx" ON "specializations" USING btree ("type_id","popularity");--> statement-breakpoint
CREATE INDEX "specializations_search_trgm_idx" ON "specializations" USING gin ("search_text" gin_trgm_ops);