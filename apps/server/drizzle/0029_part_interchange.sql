CREATE TABLE "part_interchange" (
	"number_key" text NOT NULL,
	"number" text NOT NULL,
	"kind" text NOT NULL,
	"source" text NOT NULL,
	"product_id" integer NOT NULL,
	CONSTRAINT "part_interchange_kind_check" CHECK ("part_interchange"."kind" in ('OE', 'COMPETITOR', 'SUPERSEDED'))
);
--> statement-breakpoint
ALTER TABLE "part_interchange" ADD CONSTRAINT "part_interchange_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "part_interchange_number_key_idx" ON "part_interchange" USING btree ("number_key");--> statement-breakpoint
CREATE INDEX "part_interchange_product_idx" ON "part_interchange" USING btree ("product_id");