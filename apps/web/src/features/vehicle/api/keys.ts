/** Query keys of the vehicle selector's own data (the current vehicle's key is in lib/query-keys). */
export const pickerKeys = {
  all: ['vehicle', 'picker'] as const,
  selectorData: ['vehicle', 'picker', 'selectorData'] as const,
  makes: (year: number) => ['vehicle', 'picker', 'makes', year] as const,
  models: (year: number, makeId: number) => ['vehicle', 'picker', 'models', year, makeId] as const,
  engines: (baseVehicleId: number, subModelId: number | null) =>
    ['vehicle', 'picker', 'engines', baseVehicleId, subModelId] as const,
  /** The -99 entry's text comes in the caller's language, hence the locale. */
  submodels: (
    baseVehicleId: number,
    engineId: number | null,
    subModelId: number | null,
    locale: string,
  ) => ['vehicle', 'picker', 'submodels', baseVehicleId, engineId, subModelId, locale] as const,
};

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
