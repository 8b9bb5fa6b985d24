-- Every stored decode came from corgi 2.0.1's decoder, which read issue 19's F-150s as Super Duty
-- models: none is kept. The new decoder marks its rows with its version, so a later one can tell
-- them apart, and stores no catalog ids (they are worked out on every read).
DELETE FROM "vin_decodes";--> statement-breakpoint
ALTER TABLE "vin_decodes" DROP CONSTRAINT "vin_decodes_base_vehicle_id_base_vehicles_id_fk";--> statement-breakpoint
ALTER TABLE "vin_decodes" DROP COLUMN "base_vehicle_id";--> statement-breakpoint
ALTER TABLE "vin_decodes" DROP COLUMN "engine_id";--> statement-breakpoint
ALTER TABLE "vin_decodes" ADD COLUMN "decoder_version" integer NOT NULL;--> statement-breakpoint
-- The demo plates' VINs (DESIGN.md section 4): two that failed the check digit become the real
-- VINs of the same vehicles in databases seeded before. Nothing to change where no demo data is.
UPDATE "plate_registrations" SET "vin" = '1FTFW1ET9DFC10312' WHERE "vin" = '1FTFW1ET5DFC10312';--> statement-breakpoint
UPDATE "plate_registrations" SET "vin" = 'WBA3A5C57CF256651' WHERE "vin" = 'WBA3A5C51CF256651';--> statement-breakpoint
UPDATE "recent_vehicles" SET "vin" = '1FTFW1ET9DFC10312' WHERE "vin" = '1FTFW1ET5DFC10312';--> statement-breakpoint
UPDATE "recent_vehicles" SET "vin" = 'WBA3A5C57CF256651' WHERE "vin" = 'WBA3A5C51CF256651';--> statement-breakpoint
DELETE FROM "plate_lookups" WHERE "answer"::text LIKE '%1FTFW1ET5DFC10312%' OR "answer"::text LIKE '%WBA3A5C51CF256651%';
