import { EMPLOYEE_AUDIT_ACTIONS, type EmployeeChange } from '@procounter/shared/contracts/employee';
import { bigint, index, integer, jsonb, pgEnum, pgTable, text } from 'drizzle-orm/pg-core';
import { instant } from './columns';
import { shops } from './shops';
import { users } from './users';

export const employeeAuditAction = pgEnum('employee_audit_action', EMPLOYEE_AUDIT_ACTIONS);

/**
 * What managers did to their shops' users (issue 24 part 2): who (actor: the manager, the user a
 * support user acted as, or null for the system's INACTIVE; acting_support_user_id: that support
 * user under masquerade), to whom,
 * in which shop, when. Written in the change's own transaction; support reads it
 * (GET /api/support/employeeAudit). Rows are never changed or removed.
 */
export const employeeAuditEvents = pgTable(
  'employee_audit_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    action: employeeAuditAction('action').notNull(),
    /** Null: the system (EMPLOYEE_INACTIVATED: unused for EMPLOYEE_INACTIVE_AFTER_DAYS). */
    actorUserId: integer('actor_user_id').references(() => users.id),
    actingSupportUserId: integer('acting_support_user_id').references(() => users.id),
    targetUserId: integer('target_user_id')
      .notNull()
      .references(() => users.id),
    shopId: integer('shop_id').references(() => shops.id, { onDelete: 'set null' }),
    /** EMPLOYEE_ADDED: the role given. */
    role: text('role'),
    /** EMPLOYEE_UPDATED: each field changed, from and to. */
    changes: jsonb('changes').$type<EmployeeChange[]>(),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('employee_audit_events_created_at_idx').on(t.createdAt),
    index('employee_audit_events_shop_id_idx').on(t.shopId, t.createdAt),
  ],
);
