import type { ErrorCode } from '../contracts/error-codes';
import { KIT_PART_TYPE_IDS, PART_SELECTION_MAX } from './constants';

// The part type selection rule (R-PART-3), written once: the server applies it to the
// selection it keeps per user, the web app checks it first to spare a call and answer at once, and
// the web test fake answers like the server with it.

/** Why a part type may not join the selection. */
export type PartTypeSelectionRefusal = 'duplicate' | 'kitsIndependent' | 'limit';

/** The status and error code the server answers each refusal with. */
export const PART_TYPE_SELECTION_REFUSALS = {
  duplicate: { status: 409, code: 'PART_TYPE_ALREADY_SELECTED' },
  kitsIndependent: { status: 422, code: 'KITS_INDEPENDENT' },
  limit: { status: 422, code: 'PART_TYPE_LIMIT' },
} as const satisfies Record<PartTypeSelectionRefusal, { status: number; code: ErrorCode }>;

const KIT_IDS: readonly string[] = Object.values(KIT_PART_TYPE_IDS);

/** The kit part types (C4577 brake, C4576 A/C), which are only selected alone. */
export function isKitPartType(partTypeId: string): boolean {
  return KIT_IDS.includes(partTypeId);
}

/**
 * Why `candidate` may not join the selected part types, or null when it may: no duplicates, a kit
 * part type only alone, at most PART_SELECTION_MAX at once (checked in that order).
 */
export function checkPartTypeSelection(
  selectedIds: readonly string[],
  candidate: string,
): PartTypeSelectionRefusal | null {
  if (selectedIds.includes(candidate)) return 'duplicate';
  if (selectedIds.length > 0 && (isKitPartType(candidate) || selectedIds.some(isKitPartType))) {
    return 'kitsIndependent';
  }
  if (selectedIds.length >= PART_SELECTION_MAX) return 'limit';
  return null;
}

/** The refusal an error code of the server means, or null for any other code. */
export function refusalOfErrorCode(code: string): PartTypeSelectionRefusal | null {
  for (const [refusal, answer] of Object.entries(PART_TYPE_SELECTION_REFUSALS)) {
    if (answer.code === code) return refusal as PartTypeSelectionRefusal;
  }
  return null;
}
