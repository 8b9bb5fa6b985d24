import type { AuthTokens } from '@procounter/shared/contracts/auth';
import type { MasqueradeCandidate } from '@procounter/shared/contracts/user';
import { AppError, forbidden, notFound, unauthorized } from '../../lib/app-error';
import type { ServiceDeps } from '../../lib/deps';
import {
  type AuthContext,
  endFamily,
  findFamilyExpiry,
  issueTokens,
  newFamilyExpiry,
} from '../auth/auth.service';
import { findUserById } from '../users/users.service';
import {
  checkMasqueradeCaller,
  checkMasqueradeTarget,
  type MasqueradeRefusal,
  SUPPORT_GROUP_NAMES,
} from './masquerade.policy';
import { findCandidates, insertAuditEvent } from './masquerade.repository';

const CANDIDATE_LIMIT = 50;

const REFUSALS: Record<MasqueradeRefusal, string> = {
  CALLER_MAY_NOT_MASQUERADE: 'Your role may not act as another user',
  ALREADY_MASQUERADING: 'End the current masquerade first',
  TARGET_IS_CALLER: 'You cannot act as yourself',
  TARGET_NOT_ACTIVE: 'That account is not active',
  TARGET_HAS_SUPPORT_ACCESS: 'You cannot act as another support user',
};

/**
 * The caller's login keeps its end: a masquerade (and the login that follows it) never outlives the
 * 12 hours of the login that started it.
 */
async function familyEnd(deps: ServiceDeps, familyId: string) {
  return (await findFamilyExpiry(deps, familyId)) ?? newFamilyExpiry(deps);
}

export async function startMasquerade(
  deps: ServiceDeps,
  caller: AuthContext,
  targetUserId: number,
  ip: string,
): Promise<AuthTokens> {
  // The caller's right comes first, so a caller without it learns nothing about user ids.
  const callerRefusal = checkMasqueradeCaller(caller.user, caller.realUserId !== null);
  if (callerRefusal) throw forbidden(REFUSALS[callerRefusal]);
  const target = await findUserById(deps, targetUserId);
  if (!target) throw notFound('No such user');
  const targetRefusal = checkMasqueradeTarget(caller.user, target);
  if (targetRefusal) throw forbidden(REFUSALS[targetRefusal]);

  const familyExpiresAt = await familyEnd(deps, caller.familyId);
  const tokens = await issueTokens(deps, {
    userId: target.id,
    familyExpiresAt,
    masqueradeByUserId: caller.user.id,
  });
  await endFamily(deps, caller.familyId);
  await insertAuditEvent(deps.db, {
    actorUserId: caller.user.id,
    targetUserId: target.id,
    action: 'MASQUERADE_START',
    ip,
    at: deps.clock.now(),
  });
  return tokens;
}

export async function endMasquerade(
  deps: ServiceDeps,
  caller: AuthContext,
  ip: string,
): Promise<AuthTokens> {
  if (caller.realUserId === null) {
    throw new AppError(403, 'NOT_MASQUERADING', 'You are not acting as another user');
  }
  const realUser = await findUserById(deps, caller.realUserId);
  const familyExpiresAt = await familyEnd(deps, caller.familyId);
  await endFamily(deps, caller.familyId);
  if (realUser?.status !== 'ACTIVE') {
    throw unauthorized('The account can no longer log in');
  }
  const tokens = await issueTokens(deps, {
    userId: realUser.id,
    familyExpiresAt,
    masqueradeByUserId: null,
  });
  await insertAuditEvent(deps.db, {
    actorUserId: realUser.id,
    targetUserId: caller.user.id,
    action: 'MASQUERADE_END',
    ip,
    at: deps.clock.now(),
  });
  return tokens;
}

/**
 * Records a request that may write, made in a masquerade session, with the real user as the actor:
 * before the handler runs, so a write is never made unrecorded (a failed record fails the request).
 */
export async function recordMasqueradeWrite(
  deps: Pick<ServiceDeps, 'db' | 'clock'>,
  caller: Pick<AuthContext, 'user' | 'realUserId'>,
  request: { method: string; route: string; ip: string },
) {
  if (caller.realUserId === null) return;
  await insertAuditEvent(deps.db, {
    actorUserId: caller.realUserId,
    targetUserId: caller.user.id,
    action: 'MASQUERADE_WRITE',
    ip: request.ip,
    method: request.method,
    route: request.route,
    at: deps.clock.now(),
  });
}

export async function listCandidates(
  deps: ServiceDeps,
  caller: AuthContext,
  search: string | undefined,
): Promise<MasqueradeCandidate[]> {
  return findCandidates(deps.db, {
    excludeUserId: caller.user.id,
    excludeGroups: SUPPORT_GROUP_NAMES,
    ...(search ? { search } : {}),
    limit: CANDIDATE_LIMIT,
  });
}
