CREATE TABLE "oauth_flows" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"code_verifier" text NOT NULL,
	"nonce" text NOT NULL,
	"role_id" smallint NOT NULL,
	"locale" text NOT NULL,
	"redirect" text,
	"invite" text,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
