ALTER TABLE "combos" ADD COLUMN "sold_out_by" integer;--> statement-breakpoint
ALTER TABLE "foods" ADD COLUMN "sold_out_by" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "advanced_by" integer;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "marked_by" integer;--> statement-breakpoint
ALTER TABLE "combos" ADD CONSTRAINT "combos_sold_out_by_users_id_fk" FOREIGN KEY ("sold_out_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "foods" ADD CONSTRAINT "foods_sold_out_by_users_id_fk" FOREIGN KEY ("sold_out_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_advanced_by_users_id_fk" FOREIGN KEY ("advanced_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_marked_by_users_id_fk" FOREIGN KEY ("marked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;