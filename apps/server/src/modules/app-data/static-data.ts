import { randomBytes } from 'node:crypto';
import { API, API_PREFIX } from '@procounter/shared/contracts/api-paths';
import type { StaticData } from '@procounter/shared/contracts/app';
import { SUPPORT_CONTACT } from '@procounter/shared/domain/constants';
import type { Config } from '../../config';
import type { AuthUser } from '../../lib/auth-user';
import type { ServiceDeps } from '../../lib/deps';
import { APP_VERSION, CATALOG_VERSION } from '../../version';
import { getUsageTrackingAuth } from '../tracking/tracking.service';

/** GET /api/current/static for the caller: the settings, with their usage-tracking token. */
export async function getStaticData(
  deps: Pick<ServiceDeps, 'db' | 'config' | 'clock'>,
  caller: { user: AuthUser; realUserId: number | null; familyId: string },
): Promise<StaticData> {
  return buildStaticData(deps.config, await getUsageTrackingAuth(deps, caller));
}

/**
 * The app's settings and version. `usageTrackingAuth` is the caller's tracking token, '' when
 * tracking is off for them (the web app then sends no beacons).
 */
export function buildStaticData(
  config: Pick<Config, 'appProfile'>,
  usageTrackingAuth: string,
): StaticData {
  return {
    // Calls carry bearer tokens, not cookies, so there is nothing for CSRF to protect; the record
    // keeps the shape clients expect, with a fresh random value.
    csrf: {
      headerName: 'X-CSRF-TOKEN',
      parameterName: '_csrf',
      token: randomBytes(16).toString('hex'),
    },
    mapsKey: '',
    imageUrl: '/images',
    promoUrl: '/promo',
    version: { fcoVersion: APP_VERSION, node: process.version, ocatVersion: CATALOG_VERSION },
    supportEmail: SUPPORT_CONTACT.email,
    supportPhone: SUPPORT_CONTACT.phone,
    creditPhone: SUPPORT_CONTACT.creditPhone,
    remoteSupport: {
      windows: '/downloads/remote-support/procounter-support.exe',
      mac: '/downloads/remote-support/procounter-support.dmg',
    },
    usageTracking: {
      auth: usageTrackingAuth,
      applicationId: 'procounter-web',
      paths: {
        lookupSummary: API_PREFIX + API.trackingLookupSummary,
        lookupDetails: API_PREFIX + API.trackingLookupDetails,
        lookupAttributes: API_PREFIX + API.trackingLookupAttributes,
        resultsSummary: API_PREFIX + API.trackingResultsSummary,
        resultsDetails: API_PREFIX + API.trackingResultsDetails,
      },
    },
    profile: config.appProfile,
  };
}
