-- The development outbox (dev_outbox, written only with DEV_OUTBOX=1) gives way to the real outbox: mail_outbox.
CREATE TABLE "mail_attempts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mail_attempts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"message_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"outcome" varchar(10) NOT NULL,
	"response" text NOT NULL,
	CONSTRAINT "mail_attempts_outcome" CHECK ("mail_attempts"."outcome" in ('sent', 'deferred', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mail_outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" varchar(30) NOT NULL,
	"user_id" integer,
	"to_address" varchar(254) NOT NULL,
	"to_name" varchar(100) NOT NULL,
	"language" varchar(2) NOT NULL,
	"payload" jsonb NOT NULL,
	"secret" text,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"claimed_until" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"last_response" text,
	"message_id" varchar(250),
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_outbox_kind" CHECK (kind in ('email-verification', 'password-reset', 'booking-confirmed', 'booking-cancelled', 'order-receipt', 'order-ready')),
	CONSTRAINT "mail_outbox_status" CHECK (status in ('pending', 'sent', 'failed', 'expired')),
	CONSTRAINT "mail_outbox_language" CHECK (language in ('en', 'fr', 'ar', 'zh', 'vi')),
	CONSTRAINT "mail_outbox_attempts" CHECK ("mail_outbox"."attempts" >= 0)
);
--> statement-breakpoint
ALTER TABLE "dev_outbox" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "dev_outbox" CASCADE;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "notify_when_ready" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "language" varchar(2) DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_bounces" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_undeliverable_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mail_attempts" ADD CONSTRAINT "mail_attempts_message_id_mail_outbox_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."mail_outbox"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_attempts_message_idx" ON "mail_attempts" USING btree ("message_id","id");--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("next_attempt_at","id") WHERE "mail_outbox"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "mail_outbox_to_idx" ON "mail_outbox" USING btree ("to_address","id");--> statement-breakpoint
CREATE INDEX "mail_outbox_user_idx" ON "mail_outbox" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language" CHECK (language in ('en', 'fr', 'ar', 'zh', 'vi'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_email_bounces" CHECK ("users"."email_bounces" >= 0);