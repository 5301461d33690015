CREATE TABLE "resumes" (
	"id" serial PRIMARY KEY NOT NULL,
	"public_id" text NOT NULL,
	"user_id" integer,
	"token_hash" text,
	"document" jsonb NOT NULL,
	"design" jsonb NOT NULL,
	"step" smallint DEFAULT 1 NOT NULL,
	"shared" boolean DEFAULT false NOT NULL,
	"indexable" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "resumes_public_id_idx" ON "resumes" USING btree ("public_id");--> statement-breakpoint
CREATE INDEX "resumes_user_updated_idx" ON "resumes" USING btree ("user_id","updated_at");--> statement-breakpoint
CREATE INDEX "resumes_guest_updated_idx" ON "resumes" USING btree ("updated_at") WHERE user_id is null;