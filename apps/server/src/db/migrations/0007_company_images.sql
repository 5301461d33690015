CREATE TABLE "company_photos" (
	"company_id" integer NOT NULL,
	"file_id" text NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "company_photos_company_id_file_id_pk" PRIMARY KEY("company_id","file_id")
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "banner_id" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "ceo_photo_id" text;--> statement-breakpoint
ALTER TABLE "company_photos" ADD CONSTRAINT "company_photos_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_photos_order_idx" ON "company_photos" USING btree ("company_id","position");