import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { CONTACT_FORM_LIMITS } from './limits';
import { fillPlaceholders, getMessageText } from './messages';
import { decimalPlaces, ruleCheck } from './rules';
import {
  accountNumberSchema,
  checkPoNumber,
  createPoNumberSchema,
  emailSchema,
  personNameSchema,
  plateSchema,
  poMaskSchema,
  requiredString,
  shopNameSchema,
  usPhoneSchema,
  vinInputSchema,
  vinSchema,
  zipCodeSchema,
} from './schemas';

/** The English texts a form would show for a value, in order. */
function messagesFor(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  if (result.success) return [];
  return result.error.issues.map((issue) =>
    getMessageText(
      issue.message as `${string}:${string}`,
      'params' in issue ? (issue.params as Record<string, number>) : undefined,
    ),
  );
}

describe('plate box (R-VAL-2)', () => {
  it.each(['', '   ', '\t'])('%j: This field is required.', (value) => {
    expect(messagesFor(plateSchema, value)).toEqual(['This field is required.']);
  });

  it.each(['-ABC', 'ABC!', 'AB_12'])('%j: special characters', (value) => {
    expect(messagesFor(plateSchema, value)).toEqual([
      'Invalid input - Special characters not allowed.',
    ]);
  });

  it('sends the plate trimmed', () => {
    expect(plateSchema.parse('  SHOP123 ')).toBe('SHOP123');
  });
});

describe('VIN box (R-VAL-2)', () => {
  it('empty: This field is required.', () => {
    expect(messagesFor(vinInputSchema, '')).toEqual(['This field is required.']);
    expect(messagesFor(vinInputSchema, ' - . ')).toEqual(['This field is required.']);
  });

  it.each(['1HGC', '1 H-G.C'])('%j, fewer than 5: Please enter a valid VIN Number', (value) => {
    expect(messagesFor(vinInputSchema, value)).toEqual(['Please enter a valid VIN Number']);
  });

  it('more than 17 letters and digits is refused with the same message', () => {
    expect(messagesFor(vinInputSchema, '1HGCM82633A0043521')).toEqual([
      'Please enter a valid VIN Number',
    ]);
  });

  it('sends only the letters and digits, upper-cased', () => {
    expect(vinInputSchema.parse(' 1hg-cm826 33a ')).toBe('1HGCM82633A');
  });
});

describe('field schemas', () => {
  it('a full VIN with a wrong check digit: Please enter a valid VIN number.', () => {
    expect(messagesFor(vinSchema, '1HGCM82643A004352')).toEqual([
      'Please enter a valid VIN number.',
    ]);
    expect(vinSchema.parse(' 1hgcm82633a004352 ')).toBe('1HGCM82633A004352');
  });

  it('phone, zip and e-mail say their spec messages', () => {
    expect(messagesFor(usPhoneSchema, '555-0142')).toEqual([
      'Please specify a valid phone number.',
    ]);
    expect(messagesFor(zipCodeSchema, '7870')).toEqual(['Please enter a valid zip code.']);
    expect(messagesFor(emailSchema, 'tech@')).toEqual(['Please enter a valid e-mail address.']);
    expect(usPhoneSchema.parse(' (512) 555-0142 ')).toBe('(512) 555-0142');
  });

  it('an empty required field reports only that it is required', () => {
    for (const schema of [usPhoneSchema, zipCodeSchema, emailSchema, shopNameSchema]) {
      expect(messagesFor(schema, '  ')).toEqual(['This field is required.']);
    }
  });

  it('contact form limits: shop name 100, full name 100, phone 40, account number 9', () => {
    expect(shopNameSchema.safeParse('S'.repeat(100)).success).toBe(true);
    expect(shopNameSchema.safeParse('S'.repeat(101)).success).toBe(false);
    expect(personNameSchema.safeParse('N'.repeat(100)).success).toBe(true);
    expect(personNameSchema.safeParse('N'.repeat(101)).success).toBe(false);
    const tooLongPhone = usPhoneSchema.safeParse('5'.repeat(41));
    expect(tooLongPhone.error?.issues.map((issue) => issue.code)).toContain('too_big');
    expect(accountNumberSchema.safeParse('123456789').success).toBe(true);
    expect(messagesFor(accountNumberSchema, '12345678X')).toEqual(['Please enter a valid number.']);
    expect(accountNumberSchema.safeParse('1234567890').success).toBe(false);
    expect(CONTACT_FORM_LIMITS).toMatchObject({
      shopName: 100,
      customerName: 100,
      customerPhoneNumber: 40,
      customerAccountNumber: 9,
    });
  });

  it('decimalPlaces fills {0} with its count', () => {
    const price = requiredString().check(ruleCheck(decimalPlaces(3)));
    expect(messagesFor(price, '1.2345')).toEqual(['Value must have 3 or less decimal places']);
  });
});

describe('PO numbers and masks', () => {
  it('a mask longer than 22 characters, or malformed, is refused with the spec messages', () => {
    expect(messagesFor(poMaskSchema, '9'.repeat(23))).toEqual([
      'PO Numbers cannot exceed 22 characters.',
    ]);
    expect(messagesFor(poMaskSchema, 'PO<99>')).toEqual(['Please enter a valid PO mask.']);
    expect(poMaskSchema.parse(' PO-99999 ')).toBe('PO-99999');
    expect(poMaskSchema.parse('')).toBe('');
  });

  it('a PO number must fit the company mask', () => {
    const schema = createPoNumberSchema({ poRequired: true, poValidationMask: 'PO-99999' });
    expect(schema.parse(' PO-12345 ')).toBe('PO-12345');
    expect(messagesFor(schema, 'PO-1234')).toEqual(['Please enter a valid PO mask.']);
    expect(messagesFor(schema, '')).toEqual(['This field is required.']);
  });

  it('a PO number longer than 22 characters says so, mask or not', () => {
    const long = 'P'.repeat(23);
    for (const poValidationMask of [null, 'A'.repeat(22)]) {
      const schema = createPoNumberSchema({ poRequired: false, poValidationMask });
      expect(messagesFor(schema, long)).toEqual(['PO Numbers cannot exceed 22 characters.']);
    }
  });

  it('without a mask any basic text passes, and an optional PO may stay blank', () => {
    const schema = createPoNumberSchema({ poRequired: false, poValidationMask: null });
    expect(schema.parse('')).toBe('');
    expect(schema.parse('Bay 4 / RO#1182')).toBe('Bay 4 / RO#1182');
    expect(messagesFor(schema, 'RO<1182>')).toEqual([
      'Invalid input - Special characters not allowed.',
    ]);
    const masked = createPoNumberSchema({ poRequired: false, poValidationMask: '9999' });
    expect(masked.parse('')).toBe('');
  });

  it('checkPoNumber answers the PO as stored, or the message keys at the path it is given', () => {
    const rule = { poRequired: true, poValidationMask: 'PO-99999' };
    expect(checkPoNumber(rule, ' PO-12345 ', 'po')).toEqual({ ok: true, poNumber: 'PO-12345' });
    expect(checkPoNumber(rule, 'PO-1234', 'poNumber')).toEqual({
      ok: false,
      issues: [{ path: 'poNumber', message: 'validation:poMask' }],
    });
  });
});

describe('message texts', () => {
  it('fills {0} and {{0}} placeholders and leaves unknown ones', () => {
    expect(fillPlaceholders('Value must have {0} or less', { 0: 4 })).toBe(
      'Value must have 4 or less',
    );
    expect(fillPlaceholders('up to {{count}} parts', { count: 7 })).toBe('up to 7 parts');
    expect(fillPlaceholders('keep {1}', { 0: 4 })).toBe('keep {1}');
  });

  it('answers the key itself for a text the catalog lacks', () => {
    expect(getMessageText('validation:noSuchRule')).toBe('validation:noSuchRule');
  });

  it('resolves nested keys and Spanish', () => {
    expect(getMessageText('common:nav.support')).toBe('Support');
    expect(getMessageText('validation:required', undefined, 'es')).not.toBe(
      'This field is required.',
    );
  });
});
