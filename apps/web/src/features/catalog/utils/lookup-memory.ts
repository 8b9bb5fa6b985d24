import {
  type FitmentAnswer,
  LOOKUP_ANSWERS_MAX,
} from '@procounter/shared/domain/fitment-questions';

// The lookup memory (spec 001, browser storage): this tab's answers to the lookups' non-retained
// fitment questions (the position: attributeId, partTypeId, valueId) for the current vehicle. The
// retained ones are kept with the vehicle on the server. Another vehicle starts with none.

const STORAGE_KEY = 'procounter.lookupMemory';

interface StoredMemory {
  vehicleKey: string;
  answers: FitmentAnswer[];
}

const isAnswer = (a: unknown): a is FitmentAnswer =>
  typeof a === 'object' &&
  a !== null &&
  typeof (a as FitmentAnswer).attributeId === 'number' &&
  typeof (a as FitmentAnswer).partTypeId === 'string' &&
  typeof (a as FitmentAnswer).valueId === 'number';

/** The answers kept for the vehicle; none for another vehicle or when storage fails. */
export function readLookupAnswers(vehicleKey: string): FitmentAnswer[] {
  try {
    const stored = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as StoredMemory | null;
    if (!stored || stored.vehicleKey !== vehicleKey || !Array.isArray(stored.answers)) return [];
    return stored.answers.filter(isAnswer);
  } catch {
    return [];
  }
}

/** Keeps the answers for the vehicle (the newest LOOKUP_ANSWERS_MAX); storage failing loses them. */
export function writeLookupAnswers(vehicleKey: string, answers: readonly FitmentAnswer[]): void {
  try {
    const kept = answers.slice(-LOOKUP_ANSWERS_MAX);
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ vehicleKey, answers: kept }));
  } catch {
    // Private mode or full storage: the answers hold for this page only.
  }
}

/** The answers with one part type's answer to an attribute set (replacing its earlier one). */
export function withAnswer(
  answers: readonly FitmentAnswer[],
  answer: FitmentAnswer,
): FitmentAnswer[] {
  return [
    ...answers.filter(
      (a) => !(a.attributeId === answer.attributeId && a.partTypeId === answer.partTypeId),
    ),
    answer,
  ];
}

/** The lookup's `answer` query value: partTypeId:attributeId:valueId, comma separated. */
export function answerParam(answers: readonly FitmentAnswer[]): string | undefined {
  if (answers.length === 0) return undefined;
  return answers.map((a) => `${a.partTypeId}:${a.attributeId}:${a.valueId}`).join(',');
}
