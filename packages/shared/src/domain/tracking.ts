/**
 * R-TRACK-1, R-TRACK-3: usage tracking is disabled if the usage_tracking feature is off, or the user
 * is a team member, or the company is a demo. The server decides with it whether to issue a
 * tracking token (GET /api/current/static) and whether to store a beacon; the web app whether to
 * send one.
 */
export interface UsageTrackingFacts {
  /** usage_tracking as the user's store sees it (see isFeatureEnabled in ./features). */
  usageTrackingFeatureEnabled: boolean;
  teamMember: boolean;
  demoCompany: boolean;
}

export function isUsageTrackingEnabled(facts: UsageTrackingFacts): boolean {
  return facts.usageTrackingFeatureEnabled && !facts.teamMember && !facts.demoCompany;
}

/** Most products one beacon may carry (a results page shows far fewer). */
export const TRACKING_MAX_PRODUCTS = 200;
