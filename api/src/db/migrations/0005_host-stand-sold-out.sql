ALTER TABLE "reservations" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ALTER COLUMN "contact_phone" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "combos" ADD COLUMN "sold_out_on" date;--> statement-breakpoint
ALTER TABLE "foods" ADD COLUMN "sold_out_on" date;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "attendance" varchar(10);--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "attendance_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "reservations_date_idx" ON "reservations" USING btree ("reservation_date","start_at");--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_attendance" CHECK (attendance is null or (status = 'confirmed' and attendance in ('seated', 'completed', 'no_show')));--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_diner_contact" CHECK ("reservations"."user_id" is null or "reservations"."contact_phone" is not null);