import { KIT_PART_TYPE_IDS, PART_SELECTION_MAX } from '@procounter/shared/domain/constants';

/**
 * The part type selection rules (spec 002 section 5): at most PART_SELECTION_MAX part types at
 * once, no duplicates, and a kit part type (C4577 brake, C4576 A/C) only alone. The server keeps
 * the same rules; checking them first spares a call and answers at once.
 */

export type SelectionRefusal = 'limit' | 'duplicate' | 'kitsIndependent';

const KIT_IDS: readonly string[] = Object.values(KIT_PART_TYPE_IDS);

export function isKitPartType(partTypeId: string): boolean {
  return KIT_IDS.includes(partTypeId);
}

/** Why `candidate` may not join the selection, or null when it may (the server's order of checks). */
export function checkSelection(
  selected: readonly { partTypeId: string }[],
  candidate: string,
): SelectionRefusal | null {
  const ids = selected.map((s) => s.partTypeId);
  if (ids.includes(candidate)) return 'duplicate';
  if (ids.length > 0 && (isKitPartType(candidate) || ids.some(isKitPartType))) {
    return 'kitsIndependent';
  }
  if (ids.length >= PART_SELECTION_MAX) return 'limit';
  return null;
}

/** The refusal the server's error code means (node/selected, clearAndSelectPartType). */
export function refusalOfCode(code: string): SelectionRefusal | null {
  switch (code) {
    case 'PART_TYPE_LIMIT':
      return 'limit';
    case 'PART_TYPE_ALREADY_SELECTED':
      return 'duplicate';
    case 'KITS_INDEPENDENT':
      return 'kitsIndependent';
    default:
      return null;
  }
}

/** The catalog key of each refusal's message; the limit and kit texts are the spec's. */
export const REFUSAL_MESSAGES: Record<SelectionRefusal, string> = {
  limit: 'common:parts.selectUpTo5',
  duplicate: 'catalog:browse.alreadySelected',
  kitsIndependent: 'common:parts.kitsIndependent',
};

/** Show Parts needs a vehicle first when any selected part type is an application part type. */
export function needsVehicle(selected: readonly { applicationPartType: boolean }[]): boolean {
  return selected.some((s) => s.applicationPartType);
}
