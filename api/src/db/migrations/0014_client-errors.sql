CREATE TABLE "client_error_samples" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "client_error_samples_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"remote" varchar(40) NOT NULL,
	"version" varchar(40) NOT NULL,
	"kind" varchar(40) NOT NULL,
	"route" varchar(200) NOT NULL,
	"message" text NOT NULL,
	"stack" text,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_event_counts" (
	"remote" varchar(40) NOT NULL,
	"version" varchar(40) NOT NULL,
	"minute" timestamp with time zone NOT NULL,
	"page_views" integer DEFAULT 0 NOT NULL,
	"errors" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "client_event_counts_remote_version_minute_pk" PRIMARY KEY("remote","version","minute")
);
--> statement-breakpoint
CREATE TABLE "client_events_seen" (
	"key" varchar(200) PRIMARY KEY NOT NULL,
	"seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "client_error_samples_version_idx" ON "client_error_samples" USING btree ("remote","version","at");--> statement-breakpoint
CREATE INDEX "client_event_counts_minute_idx" ON "client_event_counts" USING btree ("minute");--> statement-breakpoint
CREATE INDEX "client_events_seen_at_idx" ON "client_events_seen" USING btree ("seen_at");