ALTER TABLE "restaurant_tables" DROP CONSTRAINT "restaurant_tables_code_unique";--> statement-breakpoint
ALTER TABLE "floors" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurant_tables" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurant_tables" ADD COLUMN "closed_from" date;--> statement-breakpoint
ALTER TABLE "restaurant_tables" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "restaurant_tables_code_unique" ON "restaurant_tables" USING btree ("code") WHERE "restaurant_tables"."removed_at" is null;--> statement-breakpoint
-- The seed plan's chairs that touched another table (issue 57): A15 and A16 move 20 cm toward the kitchen, clear of
-- A10 and A14; the private room's banquet tables B13 and B14 move apart so their end chairs stop overlapping (and
-- B13's stays on the floor). Only where the table still stands where the seed put it: a plan already edited stays.
UPDATE "restaurant_tables" SET "x" = 1000 WHERE "code" IN ('A15', 'A16') AND "x" = 980 AND "removed_at" IS NULL;--> statement-breakpoint
UPDATE "restaurant_tables" SET "y" = 140 WHERE "code" = 'B13' AND "x" = 1000 AND "y" = 120 AND "removed_at" IS NULL;--> statement-breakpoint
UPDATE "restaurant_tables" SET "y" = 530 WHERE "code" = 'B14' AND "x" = 1000 AND "y" = 450 AND "removed_at" IS NULL;
