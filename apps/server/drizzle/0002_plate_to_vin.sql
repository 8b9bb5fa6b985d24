CREATE TABLE "plate_lookups" (
	"state" text NOT NULL,
	"plate" text NOT NULL,
	"answer" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plate_lookups_state_plate_pk" PRIMARY KEY("state","plate")
);
--> statement-breakpoint
CREATE TABLE "plate_registrations" (
	"state" text NOT NULL,
	"plate" text NOT NULL,
	"vin" text NOT NULL,
	CONSTRAINT "plate_registrations_state_plate_vin_pk" PRIMARY KEY("state","plate","vin")
);
