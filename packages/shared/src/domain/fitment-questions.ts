import { DONT_KNOW_VALUE_ID } from './constants';

// Fitment questions (issue 25 part 3): the attributes beyond engine and submodel that a part's fit
// or place depends on, the answers a shop gives them, and the questions a lookup's results ask.
// A product names its qualifiers (attributeId, valueId); an answer names the value the vehicle (or
// this lookup) has, or DONT_KNOW_VALUE_ID ('Don't know or show all').

/**
 * The question attributes. A retained one is about the vehicle (its drive type, its brakes, its
 * towing package): the answer is kept with the vehicle, and a part whose fit depends on it is held
 * back until it is answered. A non-retained one is about the job (which end of the car): the
 * answer is kept for this lookup only and narrows the list, every part fitting the vehicle.
 */
export const FITMENT_ATTRIBUTES = {
  position: {
    id: 10101,
    retained: false,
    values: {
      1: 'Front',
      2: 'Rear',
      3: 'Front Left',
      4: 'Front Right',
      5: 'Rear Left',
      6: 'Rear Right',
      7: 'Left',
      8: 'Right',
    },
  },
  driveType: { id: 10102, retained: true, values: { 1: '2WD', 2: '4WD', 3: 'AWD' } },
  brakeSystem: {
    id: 10103,
    retained: true,
    values: { 1: 'Standard Brakes', 2: 'Heavy Duty Brakes' },
  },
  towingPackage: {
    id: 10104,
    retained: true,
    values: { 1: 'Without Towing Package', 2: 'With Towing Package' },
  },
} as const;

/** At most this many answers of one lookup (non-retained: one per part type and attribute). */
export const LOOKUP_ANSWERS_MAX = 20;

export type FitmentAttributeKey = keyof typeof FITMENT_ATTRIBUTES;
export const FITMENT_ATTRIBUTE_KEYS = Object.keys(FITMENT_ATTRIBUTES) as FitmentAttributeKey[];

/** The definition of an attribute id; undefined for another id. */
export function fitmentAttributeOf(
  attributeId: number,
): { key: FitmentAttributeKey; retained: boolean; valueIds: number[] } | undefined {
  for (const key of FITMENT_ATTRIBUTE_KEYS) {
    const attribute = FITMENT_ATTRIBUTES[key];
    if (attribute.id === attributeId) {
      return {
        key,
        retained: attribute.retained,
        valueIds: Object.keys(attribute.values).map(Number),
      };
    }
  }
  return undefined;
}

/** Whether a value is one of the attribute's, or 'Don't know or show all'. */
export function isAnswerValue(attributeId: number, valueId: number): boolean {
  const attribute = fitmentAttributeOf(attributeId);
  return (
    attribute !== undefined &&
    (valueId === DONT_KNOW_VALUE_ID || attribute.valueIds.includes(valueId))
  );
}

/** The English name of an attribute's value ('Front', '4WD'); undefined for an unknown one. */
export function fitmentValueName(attributeId: number, valueId: number): string | undefined {
  const attribute = fitmentAttributeOf(attributeId);
  if (!attribute) return undefined;
  return (FITMENT_ATTRIBUTES[attribute.key].values as Record<number, string>)[valueId];
}

/** The value id of a position's English name ('Front' -> 1); undefined for another word. */
export function positionValueId(position: string): number | undefined {
  for (const [id, name] of Object.entries(FITMENT_ATTRIBUTES.position.values)) {
    if (name === position) return Number(id);
  }
  return undefined;
}

/** What a product's fit or place depends on: one value of an attribute. */
export interface Qualifier {
  attributeId: number;
  valueId: number;
}

/**
 * An answer: the vehicle's (retained; partTypeId null) or this lookup's for one part type
 * (non-retained), as the spec's lookup memory keeps them (attributeId, partTypeId, valueId).
 */
export interface FitmentAnswer {
  attributeId: number;
  partTypeId: string | null;
  valueId: number;
}

/** The answer that applies to a part type's attribute: its own first, then the vehicle's. */
export function answerFor(
  answers: readonly FitmentAnswer[],
  attributeId: number,
  partTypeId: string,
): FitmentAnswer | undefined {
  return (
    answers.find((a) => a.attributeId === attributeId && a.partTypeId === partTypeId) ??
    answers.find((a) => a.attributeId === attributeId && a.partTypeId === null)
  );
}

/**
 * How the qualifiers of a product stand against the answers: 'mismatch' when an answer names
 * another value (it does not fit the answers), 'open' when a retained attribute is unanswered or
 * answered 'Don't know or show all' (its fit is not known), 'match' otherwise.
 */
export function qualifierStanding(
  qualifiers: readonly Qualifier[],
  partTypeId: string,
  answers: readonly FitmentAnswer[],
): 'match' | 'open' | 'mismatch' {
  let open = false;
  for (const q of qualifiers) {
    const answer = answerFor(answers, q.attributeId, partTypeId);
    if (answer && answer.valueId !== DONT_KNOW_VALUE_ID) {
      if (answer.valueId !== q.valueId) return 'mismatch';
    } else if (fitmentAttributeOf(q.attributeId)?.retained) {
      open = true;
    }
  }
  return open ? 'open' : 'match';
}

/** One choice of a question: a value and how many of the results have it. */
export interface QuestionChoice {
  valueId: number;
  count: number;
}

/**
 * A question the results ask: a retained one once for the vehicle (partTypeId null, over every
 * part type that splits on it), a non-retained one per part type.
 */
export interface FitmentQuestion {
  attributeId: number;
  partTypeId: string | null;
  retained: boolean;
  choices: QuestionChoice[];
}

/**
 * The questions of a lookup's results: an attribute splits a part type's results when they name
 * two values of it or more, and it has no answer for that part type (an answer of 'Don't know or
 * show all' included). Choices in value order; questions in the attributes' order, the vehicle's
 * first.
 */
export function questionsOf(
  products: readonly { partTypeId: string; qualifiers: readonly Qualifier[] }[],
  answers: readonly FitmentAnswer[],
): FitmentQuestion[] {
  // attributeId -> partTypeId -> valueId -> count
  const seen = new Map<number, Map<string, Map<number, number>>>();
  for (const product of products) {
    for (const q of product.qualifiers) {
      if (answerFor(answers, q.attributeId, product.partTypeId)) continue;
      const byPartType = seen.get(q.attributeId) ?? new Map<string, Map<number, number>>();
      seen.set(q.attributeId, byPartType);
      const counts = byPartType.get(product.partTypeId) ?? new Map<number, number>();
      byPartType.set(product.partTypeId, counts);
      counts.set(q.valueId, (counts.get(q.valueId) ?? 0) + 1);
    }
  }
  const choicesOf = (counts: Map<number, number>) =>
    [...counts].sort(([a], [b]) => a - b).map(([valueId, count]) => ({ valueId, count }));
  const questions: FitmentQuestion[] = [];
  for (const retained of [true, false]) {
    for (const key of FITMENT_ATTRIBUTE_KEYS) {
      const attribute = FITMENT_ATTRIBUTES[key];
      const byPartType = seen.get(attribute.id);
      if (attribute.retained !== retained || !byPartType) continue;
      const splitting = [...byPartType].filter(([, counts]) => counts.size >= 2);
      if (splitting.length === 0) continue;
      if (retained) {
        const all = new Map<number, number>();
        for (const [, counts] of splitting) {
          for (const [valueId, n] of counts) all.set(valueId, (all.get(valueId) ?? 0) + n);
        }
        questions.push({
          attributeId: attribute.id,
          partTypeId: null,
          retained,
          choices: choicesOf(all),
        });
      } else {
        for (const [partTypeId, counts] of splitting.sort(([a], [b]) =>
          a < b ? -1 : a > b ? 1 : 0,
        )) {
          questions.push({
            attributeId: attribute.id,
            partTypeId,
            retained,
            choices: choicesOf(counts),
          });
        }
      }
    }
  }
  return questions;
}

/**
 * The i18n keys (namespace:key) of an attribute's name, question and a value's text, for both the
 * server (answered attributes) and the page: positions as the product details name them.
 */
export function fitmentTextKeys(
  attributeId: number,
  valueId: number,
): { name: string; question: string; value: string } | undefined {
  const attribute = fitmentAttributeOf(attributeId);
  if (!attribute) return undefined;
  const english = fitmentValueName(attributeId, valueId);
  const value =
    valueId === DONT_KNOW_VALUE_ID
      ? 'fitment:dontKnow'
      : attribute.key === 'position'
        ? `catalog:attributes.positions.${english}`
        : `fitment:values.${english}`;
  return {
    name: `fitment:names.${attribute.key}`,
    question: `fitment:questions.${attribute.key}`,
    value,
  };
}
