import {
  EMPLOYEE_ROLES,
  type EmployeeAuditAction,
  type EmployeeChange,
  type EmployeeSort,
} from '@procounter/shared/contracts/employee';
import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNull,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import {
  employeeAuditEvents,
  groups,
  loginAttempts,
  shops,
  userShops,
  users,
} from '../../db/schema/index';

// Reads of users across the caller's shops (the list, one user, their shops) and the record of
// managers' changes. Every write to a user's row goes through users.service, never here.

/** The last successful login of the row's user (login_attempts_user_id_created_at_idx). */
const lastLogin = sql<Date | null>`(select max(${loginAttempts.createdAt}) from ${loginAttempts}
  where ${loginAttempts.userId} = ${users.id} and ${loginAttempts.succeeded})`.mapWith(
  (value: string | Date | null) => (value === null ? null : new Date(value)),
);

const employeeColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  loginName: users.loginName,
  email: users.email,
  status: users.status,
  jobTitle: users.jobTitle,
  languageCode: users.languageCode,
  groupName: groups.name,
  groupInternal: groups.internal,
  lastLogin,
};

export interface EmployeeRow {
  id: number;
  firstName: string;
  lastName: string;
  loginName: string;
  email: string | null;
  status: 'ACTIVE' | 'INACTIVE' | 'DISABLED' | 'DELETED';
  jobTitle: string | null;
  languageCode: string;
  groupName: string | null;
  groupInternal: boolean | null;
  lastLogin: Date | null;
}

/**
 * The ACTIVE users of a shop (the ones a manager sees and may enable again) unused since before
 * `cutoff`: no successful login, no creation and no manager's Enable since then. All of them, or
 * the one user asked about.
 */
export async function findUnusedActiveUsers(
  db: Database,
  cutoff: Date,
  userId?: number,
): Promise<{ id: number; shopId: number | null }[]> {
  const lastEnabled = sql`(select max(${employeeAuditEvents.createdAt}) from ${employeeAuditEvents}
    where ${employeeAuditEvents.targetUserId} = ${users.id}
    and ${employeeAuditEvents.action} = 'EMPLOYEE_ENABLED')`;
  return db
    .select({
      id: users.id,
      shopId: sql<number | null>`(select min(${userShops.shopId}) from ${userShops}
        where ${userShops.userId} = ${users.id})`,
    })
    .from(users)
    .leftJoin(groups, eq(users.groupId, groups.id))
    .where(
      and(
        eq(users.status, 'ACTIVE'),
        userId === undefined ? undefined : eq(users.id, userId),
        // Shop roles only: team members' and other accounts are no manager's to enable again.
        or(
          isNull(users.groupId),
          and(eq(groups.internal, false), inArray(groups.name, [...EMPLOYEE_ROLES, 'SMS'])),
        ),
        sql`exists (select 1 from ${userShops} where ${userShops.userId} = ${users.id})`,
        sql`greatest(${users.createdAt}, ${lastLogin}, ${lastEnabled}) < ${cutoff.toISOString()}::timestamptz`,
      ),
    )
    .orderBy(asc(users.id));
}

/** A user of one of the shops. */
const inShops = (shopIds: number[]) =>
  sql`exists (select 1 from ${userShops} where ${userShops.userId} = ${users.id}
    and ${inArray(userShops.shopId, shopIds)})`;

/** LIKE's own characters taken literally. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function searchOf(search: string | undefined): SQL | undefined {
  const words = (search ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return undefined;
  return and(
    ...words.map((word) => {
      const pattern = `%${likeEscaped(word)}%`;
      return or(
        ilike(users.firstName, pattern),
        ilike(users.lastName, pattern),
        ilike(users.loginName, pattern),
        ilike(users.email, pattern),
      );
    }),
  );
}

function orderOf(sort: EmployeeSort): SQL[] {
  const descending = sort.startsWith('-');
  const dir = (column: SQL | typeof users.lastName) => (descending ? desc(column) : asc(column));
  const name = [dir(sql`lower(${users.lastName})`), dir(sql`lower(${users.firstName})`)];
  switch (sort.replace('-', '')) {
    case 'loginName':
      // Login names are ASCII (rule loginName): in code point order, whatever the collation.
      return [dir(sql`lower(${users.loginName}) collate "C"`)];
    case 'lastLogin':
      return [
        descending ? sql`${lastLogin} desc nulls last` : sql`${lastLogin} asc nulls first`,
        ...name,
      ];
    case 'status':
      return [dir(sql`${users.status}::text`), ...name];
    default:
      return name;
  }
}

/** A page of the users of the shops, with the total. */
export async function findEmployees(
  db: Database,
  query: {
    shopIds: number[];
    search?: string;
    status?: EmployeeRow['status'];
    sort: EmployeeSort;
    page: number;
    size: number;
  },
): Promise<{ rows: EmployeeRow[]; total: number }> {
  if (query.shopIds.length === 0) return { rows: [], total: 0 };
  const where = and(
    inShops(query.shopIds),
    searchOf(query.search),
    // Deleted users are listed only when asked for.
    query.status === undefined ? ne(users.status, 'DELETED') : eq(users.status, query.status),
  );
  const rows = await db
    .select(employeeColumns)
    .from(users)
    .leftJoin(groups, eq(users.groupId, groups.id))
    .where(where)
    .orderBy(...orderOf(query.sort), asc(users.id))
    .limit(query.size)
    .offset(query.page * query.size);
  const [total] = await db.select({ n: count() }).from(users).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** One user, if they belong to one of the shops. */
export async function findEmployee(
  db: Database,
  userId: number,
  shopIds: number[],
): Promise<EmployeeRow | undefined> {
  if (shopIds.length === 0) return undefined;
  const [row] = await db
    .select(employeeColumns)
    .from(users)
    .leftJoin(groups, eq(users.groupId, groups.id))
    .where(and(eq(users.id, userId), inShops(shopIds)))
    .limit(1);
  return row;
}

/** Which of the shops each user acts for, by shop number. */
export async function findShopsOfUsers(db: Database, userIds: number[], shopIds: number[]) {
  if (userIds.length === 0 || shopIds.length === 0) return [];
  return db
    .select({ userId: userShops.userId, id: shops.id, shopName: shops.shopName })
    .from(userShops)
    .innerJoin(shops, eq(shops.id, userShops.shopId))
    .where(and(inArray(userShops.userId, userIds), inArray(userShops.shopId, shopIds)))
    .orderBy(asc(shops.id));
}

export async function insertAuditEvent(
  db: Database,
  values: {
    action: EmployeeAuditAction;
    /** Null: the system. */
    actorUserId: number | null;
    actingSupportUserId: number | null;
    targetUserId: number;
    shopId: number | null;
    role?: string | null;
    changes?: EmployeeChange[] | null;
    createdAt: Date;
  },
) {
  await db.insert(employeeAuditEvents).values(values);
}

const actor = alias(users, 'actor');
const acting = alias(users, 'acting');
const target = alias(users, 'target');

/** The record, newest first, of one shop or of all. */
export async function findAuditEvents(
  db: Database,
  query: { shopId?: number; page: number; size: number },
) {
  const where =
    query.shopId === undefined ? undefined : eq(employeeAuditEvents.shopId, query.shopId);
  const rows = await db
    .select({
      id: employeeAuditEvents.id,
      action: employeeAuditEvents.action,
      createdAt: employeeAuditEvents.createdAt,
      shopId: employeeAuditEvents.shopId,
      role: employeeAuditEvents.role,
      changes: employeeAuditEvents.changes,
      actorId: actor.id,
      actorLogin: actor.loginName,
      actorFirst: actor.firstName,
      actorLast: actor.lastName,
      actingId: acting.id,
      actingLogin: acting.loginName,
      actingFirst: acting.firstName,
      actingLast: acting.lastName,
      targetId: target.id,
      targetLogin: target.loginName,
      targetFirst: target.firstName,
      targetLast: target.lastName,
    })
    .from(employeeAuditEvents)
    .leftJoin(actor, eq(actor.id, employeeAuditEvents.actorUserId))
    .leftJoin(acting, eq(acting.id, employeeAuditEvents.actingSupportUserId))
    .innerJoin(target, eq(target.id, employeeAuditEvents.targetUserId))
    .where(where)
    .orderBy(desc(employeeAuditEvents.createdAt), desc(employeeAuditEvents.id))
    .limit(query.size)
    .offset(query.page * query.size);
  const [total] = await db.select({ n: count() }).from(employeeAuditEvents).where(where);
  return { rows, total: total?.n ?? 0 };
}
