ALTER TABLE "customers" ADD COLUMN "car_account_shop_id" integer;--> statement-breakpoint
ALTER TABLE "quote_approval_decisions" ADD COLUMN "decided_by" integer;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_car_account_shop_id_shops_id_fk" FOREIGN KEY ("car_account_shop_id") REFERENCES "public"."shops"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_approval_decisions" ADD CONSTRAINT "quote_approval_decisions_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customers_car_account_idx" ON "customers" USING btree ("car_account_shop_id") WHERE "customers"."car_account_shop_id" is not null;