import { and, asc, eq, ilike, isNull, ne, notInArray, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { auditEvents, groups, users } from '../../db/schema/index';

export async function insertAuditEvent(
  db: Database,
  values: {
    actorUserId: number;
    targetUserId: number;
    action: 'MASQUERADE_START' | 'MASQUERADE_END' | 'MASQUERADE_WRITE';
    ip: string;
    at: Date;
    /** MASQUERADE_WRITE: the request's method and route pattern. */
    method?: string;
    route?: string;
  },
) {
  await db.insert(auditEvents).values({
    actorUserId: values.actorUserId,
    targetUserId: values.targetUserId,
    action: values.action,
    ip: values.ip,
    method: values.method ?? null,
    route: values.route ?? null,
    createdAt: values.at,
  });
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Active users outside the given groups, matching the search in login name, names or e-mail. */
export function findCandidates(
  db: Database,
  options: {
    excludeUserId: number;
    excludeGroups: readonly string[];
    search?: string;
    limit: number;
  },
) {
  const conditions: (SQL | undefined)[] = [
    eq(users.status, 'ACTIVE'),
    ne(users.id, options.excludeUserId),
    or(isNull(groups.name), notInArray(groups.name, [...options.excludeGroups])),
  ];
  if (options.search) {
    const pattern = `%${escapeLike(options.search)}%`;
    conditions.push(
      or(
        ilike(users.loginName, pattern),
        ilike(users.firstName, pattern),
        ilike(users.lastName, pattern),
        ilike(users.email, pattern),
      ),
    );
  }
  return db
    .select({
      userId: users.id,
      loginName: users.loginName,
      firstName: users.firstName,
      lastName: users.lastName,
      groupName: groups.name,
    })
    .from(users)
    .leftJoin(groups, eq(users.groupId, groups.id))
    .where(and(...conditions))
    .orderBy(asc(users.loginName))
    .limit(options.limit);
}
