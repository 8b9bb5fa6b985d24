/**
 * A plate as registries key it: upper-cased, without spaces and dashes ('shop 123' and 'SHOP-123'
 * are the same plate). Other characters the plate rule allows stay: they are rare and a registry
 * may tell them apart.
 */
export function normalizePlate(plate: string): string {
  return plate.replace(/[\s-]/g, '').toUpperCase();
}
