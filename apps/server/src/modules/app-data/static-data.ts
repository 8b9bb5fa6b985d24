import { randomBytes } from 'node:crypto';
import type { StaticData } from '@procounter/shared/contracts/app';
import type { Config } from '../../config';
import { APP_VERSION, CATALOG_VERSION } from '../../version';

// Contact points and links the web app shows. They are the product's own, not per shop.
const SUPPORT = {
  email: 'support@procounter.example',
  phone: '1-800-555-0142',
  creditPhone: '1-800-555-0177',
};

/** GET /api/current/static: the app's settings and version. */
export function buildStaticData(config: Pick<Config, 'appProfile'>): StaticData {
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
    supportEmail: SUPPORT.email,
    supportPhone: SUPPORT.phone,
    creditPhone: SUPPORT.creditPhone,
    remoteSupport: {
      windows: '/downloads/remote-support/procounter-support.exe',
      mac: '/downloads/remote-support/procounter-support.dmg',
    },
    usageTracking: {
      auth: '',
      applicationId: 'procounter-web',
      paths: {
        lookupSummary: '/api/tracking/lookup/summary',
        lookupDetails: '/api/tracking/lookup/details',
        lookupAttributes: '/api/tracking/lookup/attributes',
        resultsSummary: '/api/tracking/results/summary',
        resultsDetails: '/api/tracking/results/details',
      },
    },
    profile: config.appProfile,
  };
}
