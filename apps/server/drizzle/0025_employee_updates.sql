ALTER TYPE "public"."employee_audit_action" ADD VALUE 'EMPLOYEE_UPDATED';--> statement-breakpoint
ALTER TABLE "employee_audit_events" ADD COLUMN "changes" jsonb;