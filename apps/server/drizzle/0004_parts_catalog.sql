CREATE TYPE "public"."kit_type" AS ENUM('BRAKE', 'AC');--> statement-breakpoint
CREATE TABLE "brands" (
	"id" integer PRIMARY KEY NOT NULL,
	"line_code" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "brands_line_code_unique" UNIQUE("line_code")
);
--> statement-breakpoint
CREATE TABLE "fitment" (
	"product_id" integer NOT NULL,
	"base_vehicle_id" integer NOT NULL,
	"part_type_id" text NOT NULL,
	"engine_id" integer,
	"submodel_id" integer,
	CONSTRAINT "fitment_product_vehicle_key" UNIQUE NULLS NOT DISTINCT("product_id","base_vehicle_id","engine_id","submodel_id")
);
--> statement-breakpoint
CREATE TABLE "kit_components" (
	"kit_product_id" integer NOT NULL,
	"component_product_id" integer NOT NULL,
	"quantity" smallint NOT NULL,
	CONSTRAINT "kit_components_kit_product_id_component_product_id_pk" PRIMARY KEY("kit_product_id","component_product_id")
);
--> statement-breakpoint
CREATE TABLE "kits" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"kit_type" "kit_type" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "part_type_platforms" (
	"platform_id" text NOT NULL,
	"parent_part_type_id" text NOT NULL,
	"part_type_id" text NOT NULL,
	"rank" smallint NOT NULL,
	CONSTRAINT "part_type_platforms_platform_id_parent_part_type_id_part_type_id_pk" PRIMARY KEY("platform_id","parent_part_type_id","part_type_id"),
	CONSTRAINT "part_type_platforms_platform_check" CHECK ("part_type_platforms"."platform_id" in ('05', '99', '90'))
);
--> statement-breakpoint
CREATE TABLE "part_types" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"parent_id" text,
	"category_id" text,
	"leaf" boolean DEFAULT false NOT NULL,
	"application_part_type" boolean DEFAULT false NOT NULL,
	"universal" boolean DEFAULT false NOT NULL,
	"kits" boolean DEFAULT false NOT NULL,
	"popularity_rank" integer,
	"synonyms" text[] DEFAULT '{}'::text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parts_catalog_info" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"generator_version" text NOT NULL,
	"seed" bigint NOT NULL,
	"products" integer NOT NULL,
	"fitment_rows" bigint NOT NULL,
	"loaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" integer PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"part_number" text NOT NULL,
	"part_number_key" text NOT NULL,
	"part_type_id" text NOT NULL,
	"description" text NOT NULL,
	"cost" numeric(12, 2),
	"list_price" numeric(12, 2),
	"customer_price" numeric(12, 2),
	CONSTRAINT "products_brand_part_number_key" UNIQUE("brand_id","part_number")
);
--> statement-breakpoint
CREATE TABLE "store_stock" (
	"product_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"quantity_on_hand" integer NOT NULL,
	CONSTRAINT "store_stock_product_id_store_id_pk" PRIMARY KEY("product_id","store_id"),
	CONSTRAINT "store_stock_quantity_check" CHECK ("store_stock"."quantity_on_hand" >= 0)
);
--> statement-breakpoint
ALTER TABLE "fitment" ADD CONSTRAINT "fitment_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fitment" ADD CONSTRAINT "fitment_base_vehicle_id_base_vehicles_id_fk" FOREIGN KEY ("base_vehicle_id") REFERENCES "public"."base_vehicles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fitment" ADD CONSTRAINT "fitment_part_type_id_part_types_id_fk" FOREIGN KEY ("part_type_id") REFERENCES "public"."part_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fitment" ADD CONSTRAINT "fitment_engine_fk" FOREIGN KEY ("base_vehicle_id","engine_id") REFERENCES "public"."vehicle_engines"("base_vehicle_id","engine_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fitment" ADD CONSTRAINT "fitment_submodel_fk" FOREIGN KEY ("base_vehicle_id","submodel_id") REFERENCES "public"."vehicle_submodels"("base_vehicle_id","submodel_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kit_components" ADD CONSTRAINT "kit_components_kit_product_id_kits_product_id_fk" FOREIGN KEY ("kit_product_id") REFERENCES "public"."kits"("product_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kit_components" ADD CONSTRAINT "kit_components_component_product_id_products_id_fk" FOREIGN KEY ("component_product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kits" ADD CONSTRAINT "kits_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "part_type_platforms" ADD CONSTRAINT "part_type_platforms_parent_part_type_id_part_types_id_fk" FOREIGN KEY ("parent_part_type_id") REFERENCES "public"."part_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "part_type_platforms" ADD CONSTRAINT "part_type_platforms_part_type_id_part_types_id_fk" FOREIGN KEY ("part_type_id") REFERENCES "public"."part_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "part_types" ADD CONSTRAINT "part_types_parent_id_part_types_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."part_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "part_types" ADD CONSTRAINT "part_types_category_id_part_types_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."part_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_part_type_id_part_types_id_fk" FOREIGN KEY ("part_type_id") REFERENCES "public"."part_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_stock" ADD CONSTRAINT "store_stock_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_stock" ADD CONSTRAINT "store_stock_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fitment_vehicle_part_type_idx" ON "fitment" USING btree ("base_vehicle_id","part_type_id","product_id","engine_id","submodel_id");--> statement-breakpoint
CREATE INDEX "kit_components_component_idx" ON "kit_components" USING btree ("component_product_id");--> statement-breakpoint
CREATE INDEX "part_type_platforms_part_type_idx" ON "part_type_platforms" USING btree ("part_type_id");--> statement-breakpoint
CREATE INDEX "part_types_parent_id_idx" ON "part_types" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "products_part_number_key_idx" ON "products" USING btree ("part_number_key" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "products_part_type_idx" ON "products" USING btree ("part_type_id");