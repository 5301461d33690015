CREATE TABLE "message_digests" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"room_id" integer NOT NULL,
	"sender_user_id" integer NOT NULL,
	"side" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "room_sides" (
	"room_id" integer NOT NULL,
	"side" text NOT NULL,
	"last_read_message_id" integer DEFAULT 0 NOT NULL,
	"unread_count" integer DEFAULT 0 NOT NULL,
	"archived_at" timestamp with time zone,
	"digested_message_id" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "room_sides_room_id_side_pk" PRIMARY KEY("room_id","side")
);
--> statement-breakpoint
CREATE TABLE "rooms" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"candidate_id" integer NOT NULL,
	"candidate_user_id" integer NOT NULL,
	"is_outstaff" boolean DEFAULT false NOT NULL,
	"source" text DEFAULT 'search' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_message_id" integer,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_sides" ADD CONSTRAINT "room_sides_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "message_templates_user_text_idx" ON "message_templates" USING btree ("user_id",md5("text"));--> statement-breakpoint
CREATE INDEX "message_templates_user_idx" ON "message_templates" USING btree ("user_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "messages_room_id_idx" ON "messages" USING btree ("room_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "room_sides_unread_idx" ON "room_sides" USING btree ("side","room_id") WHERE unread_count > 0;--> statement-breakpoint
CREATE UNIQUE INDEX "rooms_company_candidate_idx" ON "rooms" USING btree ("company_id","candidate_id");--> statement-breakpoint
CREATE INDEX "rooms_company_recent_idx" ON "rooms" USING btree ("company_id","last_message_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "rooms_candidate_user_recent_idx" ON "rooms" USING btree ("candidate_user_id","last_message_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "rooms_outstaff_recent_idx" ON "rooms" USING btree ("last_message_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE is_outstaff;