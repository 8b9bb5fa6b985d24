/**
 * The calls the shell makes, answered for one user: enough to render any page in a test. Each
 * feature's own calls are answered by its fake, beside it (features/<feature>/testing/).
 */
import type { BroadcastMessage } from '@procounter/shared/contracts/messages';
import type { Shop } from '@procounter/shared/contracts/shop';
import type { User } from '@procounter/shared/contracts/user';
import type { CurrentVehicle } from '@procounter/shared/contracts/vehicle';
import type { QuoteSummary } from '@procounter/shared/contracts/worksheet';
import type { FakeServer } from './fake-fetch';
import { ALL_FEATURES_ON, makeQuoteSummary, makeShop, makeUser, NO_VEHICLE } from './fixtures';

export const STATIC_DATA = {
  csrf: { headerName: 'X-CSRF', parameterName: '_csrf', token: 't' },
  mapsKey: '',
  imageUrl: '/images',
  promoUrl: '/promo',
  version: { fcoVersion: '2.0.0', node: 'web-1', ocatVersion: '2026.06' },
  supportEmail: 'support@procounter.example',
  supportPhone: '1-800-555-0100',
  creditPhone: '1-800-555-0101',
  remoteSupport: { windows: '/rs.exe', mac: '/rs.dmg' },
  usageTracking: {
    auth: '',
    applicationId: '',
    paths: {
      lookupSummary: '',
      lookupDetails: '',
      lookupAttributes: '',
      resultsSummary: '',
      resultsDetails: '',
    },
  },
  profile: 'production' as 'production' | 'local-test',
};

export interface PortalData {
  user?: User;
  shop?: Shop;
  messages?: BroadcastMessage[];
  dealerControl?: boolean;
  profile?: 'production' | 'local-test';
  vehicle?: CurrentVehicle;
  quote?: QuoteSummary;
}

export function servePortal(server: FakeServer, data: PortalData = {}): FakeServer {
  const user = data.user ?? makeUser();
  const shop = data.shop ?? makeShop();
  return (
    server
      .on('GET', '/api/current/user', { body: user })
      .on('GET', '/api/current/shop', { body: shop })
      .on('GET', '/api/user/shops', { body: [shop] })
      .on('GET', '/api/info/features/global', { body: ALL_FEATURES_ON })
      .on('GET', '/api/info/features/store', { body: ALL_FEATURES_ON })
      .on('GET', '/api/current/static', {
        body: { ...STATIC_DATA, profile: data.profile ?? 'production' },
      })
      .on('GET', '/api/current/stickySessionInfo', {
        body: { excludedFromStickySession: false, userId: user.userId, shopId: shop.id },
      })
      .on('GET', '/api/current/hasDealerControlOrIsDemo', { body: data.dealerControl ?? true })
      .on('GET', '/api/meta', { body: [] })
      .on('POST', '/api/user/showChatNowTooltip', { body: false })
      .on('GET', '/api/message/get/current/BROADCAST', { body: data.messages ?? [] })
      .on('GET', '/api/current/vehicle', { body: data.vehicle ?? NO_VEHICLE })
      .on('GET', '/api/worksheet/rest/miniquote.json', { body: data.quote ?? makeQuoteSummary(0) })
      // Search signals (issue 25 part 4): fire and forget, the answer is empty.
      .on('POST', '/api/signals/v2/suggestions', { status: 204 })
      .on('POST', '/api/signals/interactions', { status: 204 })
  );
}
