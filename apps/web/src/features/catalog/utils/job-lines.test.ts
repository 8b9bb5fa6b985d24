import { describe, expect, it } from 'vitest';
import { makePackageJobParts } from '../testing/fake-catalog';
import { groupKey, initialChoices, jobLines, jobTotal } from './job-lines';

const parts = makePackageJobParts();
const [pads, rotors] = parts.groups as [(typeof parts.groups)[0], (typeof parts.groups)[0]];

describe('the lines and total of a job', () => {
  it('preselects the best match of each group at its quantity', () => {
    expect(initialChoices(parts.groups)).toEqual({
      '1684|Front': { productId: 70002, quantityText: '1' },
      '1896|Front': { productId: 80001, quantityText: '2' },
    });
    expect(initialChoices([{ ...pads, products: [], bestProductId: null }])).toEqual({
      '1684|Front': { productId: null, quantityText: '1' },
    });
  });

  it('sends the chosen products, leaving out a group set to none', () => {
    const choices = initialChoices(parts.groups);
    choices[groupKey(pads)] = { productId: null, quantityText: 'x' };
    expect(jobLines(parts.groups, choices)).toEqual({
      ok: true,
      lines: [{ productId: 80001, quantity: 2 }],
    });
  });

  it('refuses a quantity that is not a whole number from 1 to 1000', () => {
    const choices = initialChoices(parts.groups);
    choices[groupKey(rotors)] = { productId: 80001, quantityText: '1001' };
    choices[groupKey(pads)] = { productId: 70002, quantityText: '1.5' };
    expect(jobLines(parts.groups, choices)).toEqual({
      ok: false,
      invalid: [
        { key: '1684|Front', reason: 'invalid' },
        { key: '1896|Front', reason: 'tooMany' },
      ],
    });
  });

  it('totals the chosen lines in cents, with the labor when it is added', () => {
    const choices = initialChoices(parts.groups);
    expect(jobTotal(parts, choices, true)).toEqual({ total: 280.99, missingPrice: false });
    expect(jobTotal(parts, choices, false)).toEqual({ total: 130.99, missingPrice: false });
    const unpriced = {
      ...parts,
      groups: [{ ...pads, products: pads.products.map((p) => ({ ...p, customerPrice: null })) }],
    };
    expect(jobTotal(unpriced, initialChoices(unpriced.groups), false)).toEqual({
      total: 0,
      missingPrice: true,
    });
  });
});
