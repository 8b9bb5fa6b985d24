import type {
  TrackedVehicleIds,
  TrackingRecord,
  UsageEventKind,
} from '@procounter/shared/contracts/tracking';
import { FEATURES } from '@procounter/shared/domain/features';
import { isUsageTrackingEnabled } from '@procounter/shared/domain/tracking';
import { useMemo } from 'react';
import { readTrackedLookup, sendTrackingBeacon, startTrackedLookup } from '@/lib/usage-tracking';
import { useCurrentUser } from './use-current-user';
import { useFeatureDisabled } from './use-feature-disabled';
import { useStaticData } from './use-static-data';

export interface UsageTracking {
  /** Whether beacons go out: a tracking token from /current/static and R-TRACK-1, R-TRACK-3's rule. */
  enabled: boolean;
  /**
   * Starts a new lookup (call it when the user runs a lookup, before its beacons): a new uuid and
   * timestamp in session storage, with the lookup type (PART_TYPE, KEYWORD, PART_NUMBER, ...) and
   * the vehicle ids that every beacon of this lookup carries.
   */
  startLookup(lookupType: string, vehicleIds: TrackedVehicleIds): void;
  /** A lookup was made: `{ searchTerm }`. */
  lookupSummary(record: TrackingRecord<'LOOKUP_SUMMARY'>): void;
  /** Its part types: `{ partTypes: [{ partTypeId, parentPartTypeId }] }`. */
  lookupDetails(record: TrackingRecord<'LOOKUP_DETAILS'>): void;
  /** The attribute answers: `{ attributes: [{ attributeId, partTypeId, valueId }] }`. */
  lookupAttributes(record: TrackingRecord<'LOOKUP_ATTRIBUTES'>): void;
  /** The results shown: `{ resultCount, products }`. */
  resultsSummary(record: TrackingRecord<'RESULTS_SUMMARY'>): void;
  /** What the user did with products: `{ state: ADD_TO_INVOICE | REM_FROM_INVOICE | VW_DETAILS | LOOKUP, products }`. */
  resultsDetails(record: TrackingRecord<'RESULTS_DETAILS'>): void;
}

/**
 * Usage tracking for the part lookup pages. Every function is fire and forget: a no-op when
 * tracking is disabled or no lookup was started, and it never throws (R-TRACK-2). Each
 * beacon is the record plus the lookup's uuid, timestamp, lookup type and vehicle ids; products are
 * `{ partId, legacyPartId, partTypeId, parentPartTypeId, localQuantityOnHand, stocking }`.
 *
 * Whether the company is a demo is not known here without a call: the server gives such users no
 * tracking token, and an empty token disables tracking.
 */
export function useUsageTracking(): UsageTracking {
  const { data: staticData } = useStaticData();
  const { data: user } = useCurrentUser();
  const featureDisabled = useFeatureDisabled(FEATURES.usageTracking);
  const tracking = staticData?.usageTracking;
  const token = tracking?.auth ?? '';
  const enabled =
    token !== '' &&
    user !== undefined &&
    isUsageTrackingEnabled({
      usageTrackingFeatureEnabled: !featureDisabled,
      teamMember: user.teamMember,
      demoCompany: false,
    });

  return useMemo(() => {
    const paths = tracking?.paths;
    const send =
      <K extends UsageEventKind>(kind: K) =>
      (record: TrackingRecord<K>) => {
        if (!enabled || !paths) return;
        const lookup = readTrackedLookup();
        if (!lookup) return;
        sendTrackingBeacon(paths[PATH_OF[kind]], token, { ...record, ...lookup });
      };
    return {
      enabled,
      startLookup(lookupType, vehicleIds) {
        if (enabled) startTrackedLookup(lookupType, vehicleIds);
      },
      lookupSummary: send('LOOKUP_SUMMARY'),
      lookupDetails: send('LOOKUP_DETAILS'),
      lookupAttributes: send('LOOKUP_ATTRIBUTES'),
      resultsSummary: send('RESULTS_SUMMARY'),
      resultsDetails: send('RESULTS_DETAILS'),
    };
  }, [enabled, token, tracking?.paths]);
}

const PATH_OF = {
  LOOKUP_SUMMARY: 'lookupSummary',
  LOOKUP_DETAILS: 'lookupDetails',
  LOOKUP_ATTRIBUTES: 'lookupAttributes',
  RESULTS_SUMMARY: 'resultsSummary',
  RESULTS_DETAILS: 'resultsDetails',
} as const satisfies Record<UsageEventKind, string>;
