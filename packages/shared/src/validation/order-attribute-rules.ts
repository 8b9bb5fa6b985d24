/**
 * The rules of an order's garage bay id and vehicle fleet id (order attributes 4 and 10 of the
 * spec) as the company's preferences set them, without zod: pages read them to show the fields,
 * order-attributes.ts checks values by them.
 */

/** A garage bay or fleet id is as long as a PO number may be. */
export const ORDER_ATTRIBUTE_MAX_LENGTH = 22;

/** The submit body's garage bay and fleet ids, the form's fields. */
export const ORDER_ATTRIBUTE_FIELDS = ['garageBayId', 'fleetId'] as const;
export type OrderAttributeField = (typeof ORDER_ATTRIBUTE_FIELDS)[number];

/** Whether the order asks for the field, and must have it. */
export interface OrderAttributeRule {
  visible: boolean;
  required: boolean;
}

/** The company preferences that set the two rules. */
export interface OrderAttributePreferences {
  garageBayIdVisible: boolean;
  garageBayIdRequired: boolean;
  vehicleFleetIdVisible: boolean;
  vehicleFleetIdRequired: boolean;
}

export function orderAttributeRules(
  preferences: OrderAttributePreferences,
): Record<OrderAttributeField, OrderAttributeRule> {
  return {
    garageBayId: {
      visible: preferences.garageBayIdVisible || preferences.garageBayIdRequired,
      required: preferences.garageBayIdRequired,
    },
    fleetId: {
      visible: preferences.vehicleFleetIdVisible || preferences.vehicleFleetIdRequired,
      required: preferences.vehicleFleetIdRequired,
    },
  };
}
