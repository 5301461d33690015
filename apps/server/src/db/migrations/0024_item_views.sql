CREATE TABLE "item_view_marks" (
	"kind" text NOT NULL,
	"item_id" integer NOT NULL,
	"day" date NOT NULL,
	"viewer" text NOT NULL,
	CONSTRAINT "item_view_marks_kind_item_id_day_viewer_pk" PRIMARY KEY("kind","item_id","day","viewer")
);
--> statement-breakpoint
CREATE TABLE "item_views" (
	"kind" text NOT NULL,
	"item_id" integer NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "item_views_kind_item_id_day_pk" PRIMARY KEY("kind","item_id","day")
);
