/**
 * What a store's stock of a product reads as: quantityOnHand null means the store does not carry
 * it, 0 that it carries it but has none now.
 */
export type AvailabilityView =
  | { kind: 'inStock'; count: number }
  | { kind: 'outOfStock' }
  | { kind: 'notCarried' };

export function viewAvailability(quantityOnHand: number | null): AvailabilityView {
  if (quantityOnHand === null) return { kind: 'notCarried' };
  if (quantityOnHand <= 0) return { kind: 'outOfStock' };
  return { kind: 'inStock', count: quantityOnHand };
}
