ALTER TYPE "public"."audit_action" ADD VALUE 'MASQUERADE_WRITE';--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "method" text;--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "route" text;