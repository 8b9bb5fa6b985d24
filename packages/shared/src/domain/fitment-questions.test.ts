import { describe, expect, it } from 'vitest';
import {
  FITMENT_ATTRIBUTES,
  isAnswerValue,
  positionValueId,
  questionsOf,
} from './fitment-questions';

const POSITION = FITMENT_ATTRIBUTES.position.id;
const DRIVE = FITMENT_ATTRIBUTES.driveType.id;
const product = (partTypeId: string, ...qualifiers: [number, number][]) => ({
  partTypeId,
  qualifiers: qualifiers.map(([attributeId, valueId]) => ({ attributeId, valueId })),
});

describe('questionsOf', () => {
  const results = [
    product('PAD', [POSITION, 1]),
    product('PAD', [POSITION, 1]),
    product('PAD', [POSITION, 2]),
    product('ROTOR', [POSITION, 1]),
    product('HUB', [DRIVE, 1]),
    product('HUB', [DRIVE, 2]),
    product('AXLE', [DRIVE, 2]),
    product('AXLE', [DRIVE, 1]),
    product('AXLE'),
  ];
  it('asks what splits the results: the vehicle once, the position per part type', () => {
    expect(questionsOf(results, [])).toEqual([
      {
        attributeId: DRIVE,
        partTypeId: null,
        retained: true,
        choices: [
          { valueId: 1, count: 2 },
          { valueId: 2, count: 2 },
        ],
      },
      {
        attributeId: POSITION,
        partTypeId: 'PAD',
        retained: false,
        choices: [
          { valueId: 1, count: 2 },
          { valueId: 2, count: 1 },
        ],
      },
    ]);
  });
  it('an answered attribute, or one answered "show all", asks no more', () => {
    const questions = questionsOf(results, [
      { attributeId: DRIVE, partTypeId: null, valueId: -99 },
      { attributeId: POSITION, partTypeId: 'PAD', valueId: 1 },
    ]);
    expect(questions).toEqual([]);
  });
});

describe('answer values', () => {
  it("takes an attribute's values and 'Don't know or show all', nothing else", () => {
    expect(isAnswerValue(DRIVE, 2)).toBe(true);
    expect(isAnswerValue(DRIVE, -99)).toBe(true);
    expect(isAnswerValue(DRIVE, 9)).toBe(false);
    expect(isAnswerValue(10011, 1)).toBe(false);
  });
  it('names positions as the catalog does', () => {
    expect(positionValueId('Rear Left')).toBe(5);
    expect(positionValueId('Sideways')).toBeUndefined();
  });
});
