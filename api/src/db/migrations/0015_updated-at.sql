ALTER TABLE "combos" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "food_categories" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "foods" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "vouchers" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Backfill: a record's last change is its newest back-office edit in the audit log (its own entry or its photo's),
-- else, for a dish, when it was made; a record with no known history keeps the time of this migration.
UPDATE "foods" SET "updated_at" = coalesce((SELECT max("at") FROM "audit_log" WHERE ("entity_kind" = 'food' AND "entity_id" = "foods"."id"::text) OR ("entity_kind" = 'photo' AND "entity_id" = 'food:' || "foods"."id")), "foods"."created_at");--> statement-breakpoint
UPDATE "combos" SET "updated_at" = coalesce((SELECT max("at") FROM "audit_log" WHERE ("entity_kind" = 'combo' AND "entity_id" = "combos"."id"::text) OR ("entity_kind" = 'photo' AND "entity_id" = 'combo:' || "combos"."id")), "combos"."updated_at");--> statement-breakpoint
UPDATE "food_categories" SET "updated_at" = coalesce((SELECT max("at") FROM "audit_log" WHERE ("entity_kind" = 'category' AND "entity_id" = "food_categories"."id"::text) OR ("entity_kind" = 'photo' AND "entity_id" = 'category:' || "food_categories"."id")), "food_categories"."updated_at");--> statement-breakpoint
UPDATE "vouchers" SET "updated_at" = coalesce((SELECT max("at") FROM "audit_log" WHERE "entity_kind" = 'voucher' AND "entity_id" = "vouchers"."id"::text), "vouchers"."updated_at");
