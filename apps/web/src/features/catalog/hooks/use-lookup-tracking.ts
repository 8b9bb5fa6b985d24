import type { LookupProduct, ProductLookupResponse } from '@procounter/shared/contracts/product';
import type { TrackedProduct, TrackedVehicleIds } from '@procounter/shared/contracts/tracking';
import type { CurrentVehicle } from '@procounter/shared/contracts/vehicle';
import { VEHICLE_ATTRIBUTE_IDS } from '@procounter/shared/domain/constants';
import { TRACKING_MAX_PRODUCTS } from '@procounter/shared/domain/tracking';
import { isVehicleSelected } from '@procounter/shared/domain/vehicle';
import { useEffect, useRef } from 'react';
import { useCurrentVehicle } from '@/hooks/use-current-vehicle';
import { useUsageTracking } from '@/hooks/use-usage-tracking';

/** A results product as a usage-tracking record carries it (R-TRACK-3). */
export function trackedProduct(product: LookupProduct): TrackedProduct {
  const onHand = product.homeStore.quantityOnHand;
  return {
    partId: product.productId,
    legacyPartId: `${product.lineCode} ${product.partNumber}`,
    partTypeId: product.partTypeId,
    parentPartTypeId: null,
    localQuantityOnHand: onHand,
    stocking: onHand !== null,
  };
}

/** The lookup's vehicle: its base vehicle, and the engine and submodel the user answered. */
export function trackedVehicle(
  baseVehicleId: number | null,
  current: CurrentVehicle | null,
): TrackedVehicleIds {
  const answer = (attributeId: number) =>
    current?.answeredAttributes.find((a) => a.attributeId === attributeId)?.valueId ?? null;
  return {
    baseVehicleId,
    engineId: baseVehicleId === null ? null : answer(VEHICLE_ATTRIBUTE_IDS.engine),
    submodelId: baseVehicleId === null ? null : answer(VEHICLE_ATTRIBUTE_IDS.submodel),
  };
}

/**
 * The vehicle's answered attributes (engine 10011, submodel 10028, the retained fitment answers)
 * as they applied to each part type of the lookup, then this lookup's own answers (the position):
 * the lookup attributes beacon. None without a vehicle.
 */
export function lookupAttributes(data: ProductLookupResponse, current: CurrentVehicle | null) {
  if (!data.vehicle || !current) return [];
  const own = data.answers.flatMap((a) =>
    a.partTypeId === null ? [] : [{ ...a, partTypeId: a.partTypeId }],
  );
  return [
    ...data.partTypes.flatMap((p) =>
      current.answeredAttributes.map((a) => ({
        attributeId: a.attributeId,
        partTypeId: p.partTypeId,
        valueId: a.valueId,
      })),
    ),
    ...own,
  ];
}

/**
 * Usage tracking of the part lookup (R-TRACK-1..3): each answer of the lookup (a new
 * fetch, not a re-render) is a lookup of its own: lookup summary, details and attributes (when the
 * vehicle has answered ones), then the results summary. What the user then does with a product
 * (details viewed, added to the quote) is a results details beacon of that lookup. Everything is a
 * no-op while tracking is disabled.
 */
export function useLookupTracking(data: ProductLookupResponse | undefined, answeredAt: number) {
  const tracking = useUsageTracking();
  const current = useCurrentVehicle();
  // The lookup's vehicle attributes come from the current vehicle: wait until it is known.
  const vehicleKnown = !current.isPending;
  const vehicle = isVehicleSelected(current.data) ? current.data : null;
  const sentFor = useRef(0);
  useEffect(() => {
    if (!data || !tracking.enabled || !vehicleKnown) return;
    if (answeredAt === 0 || sentFor.current === answeredAt) return;
    sentFor.current = answeredAt;
    const attributes = lookupAttributes(data, vehicle);
    const beacons = [
      () => {
        tracking.startLookup(
          'PART_TYPE',
          trackedVehicle(data.vehicle?.baseVehicleId ?? null, vehicle),
        );
        tracking.lookupSummary({ searchTerm: null });
      },
      () =>
        tracking.lookupDetails({
          partTypes: data.partTypes.map((p) => ({
            partTypeId: p.partTypeId,
            parentPartTypeId: null,
          })),
        }),
      ...(attributes.length > 0 ? [() => tracking.lookupAttributes({ attributes })] : []),
      () =>
        tracking.resultsSummary({
          resultCount: data.products.length,
          products: data.products.slice(0, TRACKING_MAX_PRODUCTS).map(trackedProduct),
        }),
    ];
    // One beacon per task, in order, after the results have painted: a browser takes a few ms to
    // send each, and the four in the results' own task kept a phone's main thread from the page.
    // They go out whatever happens to the page after (a beacon survives leaving it).
    const sendFrom = (index: number) => {
      const send = beacons[index];
      if (!send) return;
      setTimeout(() => {
        send();
        sendFrom(index + 1);
      }, 0);
    };
    sendFrom(0);
  }, [data, answeredAt, tracking, vehicle, vehicleKnown]);

  return {
    viewedDetails: (product: LookupProduct) =>
      tracking.resultsDetails({ state: 'VW_DETAILS', products: [trackedProduct(product)] }),
    addedToQuote: (product: LookupProduct) =>
      tracking.resultsDetails({ state: 'ADD_TO_INVOICE', products: [trackedProduct(product)] }),
  };
}
