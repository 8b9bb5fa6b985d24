import { EMPLOYEE_INACTIVE_AFTER_DAYS } from '@procounter/shared/validation/limits';
import type { Database } from '../../db/client';
import type { ServiceDeps } from '../../lib/deps';
import { setUserStatus } from '../users/users.service';
import { findUnusedActiveUsers, insertAuditEvent } from './employees.repository';

// Unused accounts become INACTIVE (issue 24 part 2; PCI DSS 8.2.6: disable accounts unused for
// 90 days). A shop user whose last successful login, creation and manager's last Enable are all
// older than EMPLOYEE_INACTIVE_AFTER_DAYS is set INACTIVE by the system: their logins end, the
// change is recorded (EMPLOYEE_INACTIVATED, actor null) in the same transaction, and a manager
// enables them again with Enable. Two ways, one rule: the sweep (every hour, from the server's
// start) keeps the list true; a login (auth.service) asks about its user first, so nobody logs
// in between two sweeps. Apart from employees.service, which reaches auth (password links), so
// that auth can call this without a cycle.

type Deps = Pick<ServiceDeps, 'db' | 'clock'>;

const DAY_MS = 24 * 3_600_000;
const SWEEP_EVERY_MS = 3_600_000;

/**
 * Sets INACTIVE every unused active shop user (or only `userId`, when it is one): answers the ids
 * set. A user whose status moved meanwhile (a manager's Disable) is left as it is.
 */
export async function markUnusedUsersInactive(deps: Deps, userId?: number): Promise<number[]> {
  const now = deps.clock.now();
  const cutoff = new Date(now.getTime() - EMPLOYEE_INACTIVE_AFTER_DAYS * DAY_MS);
  const marked: number[] = [];
  for (const user of await findUnusedActiveUsers(deps.db, cutoff, userId)) {
    const changed = await setUserStatus(
      deps,
      user.id,
      'INACTIVE',
      (tx: Database) =>
        insertAuditEvent(tx, {
          action: 'EMPLOYEE_INACTIVATED',
          actorUserId: null,
          actingSupportUserId: null,
          targetUserId: user.id,
          shopId: user.shopId,
          createdAt: now,
        }),
      'ACTIVE',
    );
    if (changed) marked.push(user.id);
  }
  return marked;
}

/** Whether the login's user is unused for too long; if so, they are INACTIVE from now on. */
export async function isUnusedForLogin(deps: Deps, userId: number): Promise<boolean> {
  return (await markUnusedUsersInactive(deps, userId)).length > 0;
}

/** The hourly sweep, a first pass at once; stop() waits for a pass under way. */
export function startInactivitySweep(
  deps: Deps,
  log: { error(obj: object, msg: string): void; info(obj: object, msg: string): void },
) {
  let running: Promise<void> | null = null;
  const pass = () => {
    if (running) return;
    running = markUnusedUsersInactive(deps)
      .then((ids) => {
        if (ids.length > 0) log.info({ users: ids.length }, 'unused users set inactive');
      })
      .catch((err: unknown) => log.error({ err }, 'inactivity sweep failed'))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(pass, SWEEP_EVERY_MS);
  timer.unref();
  pass();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
