CREATE TABLE "base_vehicles" (
	"id" integer PRIMARY KEY NOT NULL,
	"year" smallint NOT NULL,
	"make_id" integer NOT NULL,
	"model_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_engine_submodels" (
	"base_vehicle_id" integer NOT NULL,
	"engine_id" integer NOT NULL,
	"submodel_id" integer NOT NULL,
	CONSTRAINT "vehicle_engine_submodels_base_vehicle_id_engine_id_submodel_id_pk" PRIMARY KEY("base_vehicle_id","engine_id","submodel_id")
);
--> statement-breakpoint
CREATE TABLE "vehicle_engines" (
	"base_vehicle_id" integer NOT NULL,
	"engine_id" integer NOT NULL,
	"description" text NOT NULL,
	CONSTRAINT "vehicle_engines_base_vehicle_id_engine_id_pk" PRIMARY KEY("base_vehicle_id","engine_id")
);
--> statement-breakpoint
CREATE TABLE "vehicle_makes" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_models" (
	"id" integer PRIMARY KEY NOT NULL,
	"make_id" integer NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_submodels" (
	"base_vehicle_id" integer NOT NULL,
	"submodel_id" integer NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "vehicle_submodels_base_vehicle_id_submodel_id_pk" PRIMARY KEY("base_vehicle_id","submodel_id")
);
--> statement-breakpoint
CREATE TABLE "vin_decodes" (
	"vin" text PRIMARY KEY NOT NULL,
	"decoded" jsonb NOT NULL,
	"base_vehicle_id" integer,
	"engine_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "base_vehicles" ADD CONSTRAINT "base_vehicles_make_id_vehicle_makes_id_fk" FOREIGN KEY ("make_id") REFERENCES "public"."vehicle_makes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "base_vehicles" ADD CONSTRAINT "base_vehicles_model_id_vehicle_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."vehicle_models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_engine_submodels" ADD CONSTRAINT "vehicle_engine_submodels_base_vehicle_id_base_vehicles_id_fk" FOREIGN KEY ("base_vehicle_id") REFERENCES "public"."base_vehicles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_engines" ADD CONSTRAINT "vehicle_engines_base_vehicle_id_base_vehicles_id_fk" FOREIGN KEY ("base_vehicle_id") REFERENCES "public"."base_vehicles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_models" ADD CONSTRAINT "vehicle_models_make_id_vehicle_makes_id_fk" FOREIGN KEY ("make_id") REFERENCES "public"."vehicle_makes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_submodels" ADD CONSTRAINT "vehicle_submodels_base_vehicle_id_base_vehicles_id_fk" FOREIGN KEY ("base_vehicle_id") REFERENCES "public"."base_vehicles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vin_decodes" ADD CONSTRAINT "vin_decodes_base_vehicle_id_base_vehicles_id_fk" FOREIGN KEY ("base_vehicle_id") REFERENCES "public"."base_vehicles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "base_vehicles_year_make_model_idx" ON "base_vehicles" USING btree ("year","make_id","model_id");--> statement-breakpoint
CREATE INDEX "base_vehicles_make_model_idx" ON "base_vehicles" USING btree ("make_id","model_id","year");--> statement-breakpoint
CREATE INDEX "vehicle_engine_submodels_submodel_idx" ON "vehicle_engine_submodels" USING btree ("base_vehicle_id","submodel_id");