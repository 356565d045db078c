ALTER TABLE "restaurant_settings" ADD COLUMN "contact" jsonb;--> statement-breakpoint
-- The restaurant's address and telephone, until a manager saves their own: the row exists (0011 seeded it).
UPDATE "restaurant_settings" SET "contact" = '{"streetAddress":"36 Hàng Bài, Hoàn Kiếm","addressLocality":"Hà Nội","postalCode":"100000","addressCountry":"VN","telephone":"+84 24 3825 1234"}'::jsonb WHERE "id" = 1 AND "contact" IS NULL;
