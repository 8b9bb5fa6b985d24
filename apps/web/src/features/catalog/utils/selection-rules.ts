import type { PartTypeSelectionRefusal } from '@procounter/shared/domain/part-type-selection';

// The part type selection rule itself (at most 5, no duplicates, a kit alone) is shared with the
// server: @procounter/shared/domain/part-type-selection.ts. Here is what the catalog pages add.

/** The catalog key of each refusal's message; the limit and kit texts are the spec's. */
export const REFUSAL_MESSAGES: Record<PartTypeSelectionRefusal, string> = {
  limit: 'common:parts.selectUpTo5',
  duplicate: 'catalog:browse.alreadySelected',
  kitsIndependent: 'common:parts.kitsIndependent',
};

/** Show Parts needs a vehicle first when any selected part type is an application part type. */
export function needsVehicle(selected: readonly { applicationPartType: boolean }[]): boolean {
  return selected.some((s) => s.applicationPartType);
}
