DROP INDEX "worksheet_items_worksheet_id_idx";--> statement-breakpoint
CREATE INDEX "worksheet_items_worksheet_product_idx" ON "worksheet_items" USING btree ("worksheet_id","product_id");