-- Two confirmed bookings of one table must never overlap in time. Deciding this in the database (not only with a
-- check before the insert) is what keeps simultaneous bookings from both succeeding, on one instance or many.
-- btree_gist lets the GiST index combine "=" on the table id with "&&" on the time range.
-- PostgreSQL 15 compatible; PGlite loads btree_gist as a bundled extension.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
ALTER TABLE "reservation_tables"
  ADD CONSTRAINT "reservation_tables_no_overlap"
  EXCLUDE USING gist ("table_id" WITH =, tstzrange("start_at", "end_at", '[)') WITH &&)
  WHERE ("status" = 'confirmed');
--> statement-breakpoint
ALTER TABLE "reservation_tables"
  ADD CONSTRAINT "reservation_tables_time_order" CHECK ("end_at" > "start_at");
