/**
 * Query keys of the vehicle selector's own data (the current vehicle's key is in lib/query-keys, the
 * pickers' in hooks/use-vehicle-catalog.ts).
 */
export const recentVehicleKeys = {
  all: ['vehicle', 'recent'] as const,
  list: (enterprise: boolean, shopId: number | null) =>
    ['vehicle', 'recent', enterprise ? 'enterprise' : 'legacy', shopId] as const,
};

export const plateKeys = {
  /** `attempt` makes every search, and every 'None of these', a call of its own. */
  search: (state: string, plate: string, force: boolean, wasForced: boolean, attempt: number) =>
    ['vehicle', 'plate', state, plate, force, wasForced, attempt] as const,
};
