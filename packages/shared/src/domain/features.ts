/**
 * Feature flags (R-SHOP-4).
 *
 * The server answers two lists of {descriptor, enabled}: the global list (GET /info/features/global)
 * and the list of the user's store (GET /info/features/store). The web app decides with these
 * functions what to show, and the server uses the same ones, so both agree.
 */

/** The descriptors the spec names. */
export const FEATURES = {
  /** Switches catalog search to the enterprise version. */
  entsearch: 'entsearch',
  /** Switches the enterprise kit and worksheet endpoints. */
  entsearchKits: 'entsearch_kits',
  usageTracking: 'usage_tracking',
  /** The Maryland plate caution of the vehicle selector. */
  ptvDataWarningMaryland: 'ptv_data_warning_maryland',
  /** The Account Dashboard nav item. */
  customerDashboard: 'customer_dashboard_feature',
} as const;
export type FeatureDescriptor = (typeof FEATURES)[keyof typeof FEATURES];

export interface FeatureFlag {
  descriptor: string;
  enabled: boolean;
}

/** A list not loaded yet (null or undefined) counts as empty: nothing is switched on before we know. */
export type FeatureList = readonly FeatureFlag[] | null | undefined;

export interface FeatureLists {
  global: FeatureList;
  store: FeatureList;
  /** Whether the user counts as authorized (R-SHOP-4): only then does the store list apply. */
  authorized: boolean;
}

/**
 * Whether a list switches the feature on.
 *
 * An absent descriptor counts as off: a feature must be switched on explicitly, so a flag added to
 * the code before the data cannot turn on by accident. If a list carries the descriptor twice,
 * an explicit off wins for the same reason.
 */
function isOnIn(list: FeatureList, descriptor: string): boolean {
  if (!list || list.length === 0) return false;
  let on = false;
  for (const flag of list) {
    if (flag.descriptor !== descriptor) continue;
    if (!flag.enabled) return false;
    on = true;
  }
  return on;
}

/**
 * R-SHOP-4: a feature is disabled when the global list is empty or its flag is false;
 * for authorized users, also when the store list is empty or its flag is false.
 */
export function isFeatureDisabled(descriptor: string, lists: FeatureLists): boolean {
  if (!isOnIn(lists.global, descriptor)) return true;
  if (lists.authorized && !isOnIn(lists.store, descriptor)) return true;
  return false;
}

export function isFeatureEnabled(descriptor: string, lists: FeatureLists): boolean {
  return !isFeatureDisabled(descriptor, lists);
}
