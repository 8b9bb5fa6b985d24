import type { TrackingBeacon, UsageEventKind } from '@procounter/shared/contracts/tracking';
import { FEATURES, isFeatureEnabled } from '@procounter/shared/domain/features';
import { isTeamMember } from '@procounter/shared/domain/roles';
import { isUsageTrackingEnabled } from '@procounter/shared/domain/tracking';
import { AppError, unauthorized } from '../../lib/app-error';
import type { AuthUser } from '../../lib/auth-user';
import type { ServiceDeps } from '../../lib/deps';
import { findLiveSessionUser, signerOfDatabase } from '../auth/auth.service';
import { listGlobalFeatures, listStoreFeatures } from '../features/features.service';
import { findCurrentShop, getAccessibleShop, type ShopContext } from '../shops/shops.service';
import { insertUsageEvent } from './tracking.repository';
import { createTrackingTokenSigner, type TrackingClaims } from './tracking-token';

type Deps = Pick<ServiceDeps, 'db' | 'config' | 'clock'>;

const trackingTokensOf = (deps: Deps) => signerOfDatabase(deps, createTrackingTokenSigner);

/** R-TRACK-1, R-TRACK-3 for a user acting for a shop: feature of the shop's home store, team member, demo company. */
async function isTrackedIn(deps: Deps, user: AuthUser, context: ShopContext): Promise<boolean> {
  const global = await listGlobalFeatures(deps);
  const store = context.homeStore ? await listStoreFeatures(deps, context.homeStore.id) : null;
  const usageTrackingFeatureEnabled = isFeatureEnabled(FEATURES.usageTracking, {
    global,
    store,
    authorized: true,
  });
  return isUsageTrackingEnabled({
    usageTrackingFeatureEnabled,
    teamMember: isTeamMember(user),
    demoCompany: context.company.demo,
  });
}

/**
 * usageTracking.auth of GET /api/current/static: a tracking token for the caller and their current
 * shop, or '' when tracking is off for them. Also '' while masquerading: the person at the keyboard
 * is support staff, whose lookups are not the shop's usage.
 */
export async function getUsageTrackingAuth(
  deps: Deps,
  caller: { user: AuthUser; realUserId: number | null; familyId: string },
): Promise<string> {
  if (caller.realUserId !== null) return '';
  const context = await findCurrentShop(deps, caller.user);
  if (!context || !(await isTrackedIn(deps, caller.user, context))) return '';
  const signer = await trackingTokensOf(deps);
  return signer.sign(
    { userId: caller.user.id, shopId: context.shop.id, familyId: caller.familyId },
    deps.clock.now(),
  );
}

/** Who a beacon's token speaks for. */
export interface TrackingCaller {
  user: AuthUser;
  shopId: number;
}

/**
 * The caller of a beacon's `?token=`: 401 when it is missing, forged, expired or not a tracking
 * token, and when the login it was issued to has ended (logout, a password change, ...) or the
 * user may no longer sign in: the same check, and cache, as an access token's.
 */
export async function authenticateTrackingToken(
  deps: Deps,
  token: string | undefined,
): Promise<TrackingCaller> {
  const signer = await trackingTokensOf(deps);
  const now = deps.clock.now();
  const claims: TrackingClaims = await signer.verify(token, now);
  const user = await findLiveSessionUser(deps, claims.userId, claims.familyId, now);
  if (!user) throw unauthorized('The session of this tracking token has ended');
  return { user, shopId: claims.shopId };
}

/**
 * Stores one beacon, unless tracking has been switched off for the token's user and shop since the
 * token was issued (answers false then).
 */
export async function recordUsageEvent<K extends UsageEventKind>(
  deps: Deps,
  caller: TrackingCaller,
  kind: K,
  beacon: TrackingBeacon[K],
): Promise<boolean> {
  const { user } = caller;
  let context: ShopContext;
  try {
    context = await getAccessibleShop(deps, user, caller.shopId);
  } catch (error) {
    // The user lost access to the shop (or it is gone): nothing to track for it.
    if (error instanceof AppError) return false;
    throw error;
  }
  if (!(await isTrackedIn(deps, user, context))) return false;
  await insertUsageEvent(deps.db, {
    kind,
    lookupUuid: beacon.uuid,
    occurredAt: new Date(beacon.timestamp),
    userId: user.id,
    shopId: context.shop.id,
    payload: beacon,
  });
  return true;
}
