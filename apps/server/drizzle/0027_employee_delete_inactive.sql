ALTER TYPE "public"."employee_audit_action" ADD VALUE 'EMPLOYEE_DELETED';--> statement-breakpoint
ALTER TYPE "public"."employee_audit_action" ADD VALUE 'EMPLOYEE_INACTIVATED';--> statement-breakpoint
ALTER TABLE "employee_audit_events" ALTER COLUMN "actor_user_id" DROP NOT NULL;