CREATE TABLE "restaurant_closures" (
	"date" date PRIMARY KEY NOT NULL,
	"services" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "restaurant_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"rules" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone,
	"updated_by" integer,
	CONSTRAINT "restaurant_settings_one_row" CHECK (id = 1)
);
--> statement-breakpoint
CREATE TABLE "restaurant_settings_history" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "restaurant_settings_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subject" varchar(10) NOT NULL,
	"changed_by" integer,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
ALTER TABLE "restaurant_settings" ADD CONSTRAINT "restaurant_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurant_settings_history" ADD CONSTRAINT "restaurant_settings_history_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "restaurant_settings_history_at_idx" ON "restaurant_settings_history" USING btree ("changed_at");--> statement-breakpoint
-- The rules the code held before the manager could edit them: 10:00-22:00 every day, 15-minute slots, no lead time,
-- 60 days ahead, parties up to 20, 90 minutes by default, pick-ups 30 minutes ahead.
INSERT INTO "restaurant_settings" ("id", "rules") VALUES (1, '{"weeklyHours":[[{"open":"10:00","close":"22:00"}],[{"open":"10:00","close":"22:00"}],[{"open":"10:00","close":"22:00"}],[{"open":"10:00","close":"22:00"}],[{"open":"10:00","close":"22:00"}],[{"open":"10:00","close":"22:00"}],[{"open":"10:00","close":"22:00"}]],"slotMinutes":15,"bookingLeadMinutes":0,"bookingWindowDays":60,"maxPartySize":20,"durations":[{"fromGuests":1,"minutes":90}],"pickupLeadMinutes":30}'::jsonb);
