CREATE TABLE "favorites" (
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"target_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorites_user_id_type_target_id_pk" PRIMARY KEY("user_id","type","target_id")
);
--> statement-breakpoint
CREATE INDEX "favorites_user_created_idx" ON "favorites" USING btree ("user_id","created_at");