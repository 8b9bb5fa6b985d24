import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getMessageText } from './messages';
import {
  basicChars,
  basicCharsMultiline,
  decimalPlaces,
  email,
  hasAtMostDecimalPlaces,
  loginName,
  matchesPoMask,
  noSpace,
  numberWithCommas,
  personName,
  plate,
  poMask,
  poMaskLength,
  usPhone,
  type ValidationRule,
  vin,
  vinInput,
  zipCode,
} from './rules';

interface RuleCase {
  rule: ValidationRule;
  /** The spec's message, verbatim (R-VAL-1, R-VAL-2; R-VAL-2 for plate and VIN box). */
  message: string;
  good: string[];
  bad: string[];
}

const SPECIAL = 'Invalid input - Special characters not allowed.';

const CASES: RuleCase[] = [
  {
    rule: basicChars,
    message: SPECIAL,
    good: [
      'Lone Star Auto Repair - Main St',
      "Bob's Brakes & Mufflers #2",
      'José Peña Taller (Norte)',
      'Suite 100, Austin TX 78701',
      'Call @ 5pm: 50% off!',
      '',
    ],
    bad: ['<script>alert(1)</script>', 'a{b}', 'back\\slash', 'pipe|char', 'x=1', 'two\nlines'],
  },
  {
    rule: basicCharsMultiline,
    message: SPECIAL,
    good: ['Brake pads squeal.\nPlease call back.', 'Line one\r\nLine two\twith tab', ''],
    bad: ['<b>bold</b>', 'price ~ 5', 'a `tick`', 'caret ^ here'],
  },
  {
    rule: personName,
    message: SPECIAL,
    good: ["Patrick O'Brien", 'Mary-Jane Smith', 'J. R. Ewing', 'Smith, Jr.', 'José Núñez', ''],
    bad: ['R2D2', 'Bob <admin>', 'Ann@Example', '---', "'"],
  },
  {
    rule: loginName,
    message: SPECIAL,
    good: ['tech', 'shop.manager_2', 'jane-doe', 'jane+parts@example.com', ''],
    bad: ['john smith', 'tech!', 'ad<min>', 'jos\u00e9'],
  },
  {
    rule: poMask,
    message: 'Please enter a valid PO mask.',
    good: ['PO-99999', 'AA9999', '***-999', '\\A99', 'RO 999/99', ''],
    bad: ['PO<999>', 'AA99\\', '\\B99', ' A999', 'A999 ', 'PO$999'],
  },
  {
    rule: poMaskLength,
    message: 'PO Numbers cannot exceed 22 characters.',
    good: ['A'.repeat(22), 'PO-99999', ''],
    bad: ['A'.repeat(23), '9999-9999-9999-9999-999'],
  },
  {
    rule: numberWithCommas,
    message: 'Please enter a valid number.',
    good: ['1234', '1,234', '1,234,567.89', '-42', '0.5', '.5', '+7', ''],
    bad: ['1,23', '12,34,567', '1.2.3', 'abc', '1,234.', '$12', '1 234'],
  },
  {
    rule: decimalPlaces(2),
    message: 'Value must have 2 or less decimal places',
    good: ['12', '12.3', '12.34', '1,234.56', ''],
    bad: ['12.345', '0.001', 'twelve', '12.'],
  },
  {
    rule: decimalPlaces(0),
    message: 'Value must have 0 or less decimal places',
    good: ['12', '1,000'],
    bad: ['12.5', '0.1'],
  },
  {
    rule: usPhone,
    message: 'Please specify a valid phone number.',
    good: [
      '(512) 555-0142',
      '512-555-0142',
      '512.555.0142',
      '5125550142',
      '+1 512 555 0142',
      '1-512-555-0142',
      '(512)555-0142 x204',
      '512-555-0142 ext. 12',
      '512 555 0142 #9',
      '',
    ],
    bad: [
      '555-0142',
      '012-555-0142',
      '512-055-0142',
      '911-555-0142',
      '512-411-0142',
      '+44 20 7946 0958',
      '512-555-01420',
      'call me',
      '512-555-0142 x1234567',
    ],
  },
  {
    rule: zipCode,
    message: 'Please enter a valid zip code.',
    good: ['78701', '78701-1234', '00501', ''],
    bad: ['7870', '787011', '78701-12', '787011234', 'ABCDE', '78701 1234'],
  },
  {
    rule: email,
    message: 'Please enter a valid e-mail address.',
    good: ['tech@lonestarauto.com', 'first.last+parts@shop.example.org', "o'brien@garage.us", ''],
    bad: ['tech', 'tech@', '@shop.com', 'tech@shop', 'tech @shop.com', 'tech@shop..com'],
  },
  {
    rule: vin,
    message: 'Please enter a valid VIN number.',
    // Check digits worked by hand: 1HGCM82633A004352 sums to 311, 311 mod 11 = 3.
    good: ['1HGCM82633A004352', '1hgcm82633a004352', '1G1ZT53826F109149', '11111111111111111', ''],
    bad: [
      '1HGCM82643A004352',
      '1HGCM82633A00435',
      '1HGCM82633A0043521',
      'IHGCM82633A004352',
      '1HGCM82633O004352',
      '1HGCM-82633A00435',
    ],
  },
  {
    rule: noSpace,
    message: 'Value may not include the space character.',
    good: ['ABC123', 'no-space_here', ''],
    bad: ['has space', ' leading', 'trailing ', 'tab\there', 'line\nbreak'],
  },
  {
    rule: plate,
    message: SPECIAL,
    good: [
      'SHOP123',
      '2FAST4U',
      'ABC 123',
      'AB-12.3',
      "O'NEIL 1",
      'A#1/2"B,C!D',
      '7',
      '  MDX2024  ',
    ],
    bad: ['-ABC', 'ABC!', 'AB_12', 'AB@12', 'ABC$', '(ABC)', ' # '],
  },
  {
    rule: vinInput,
    message: 'Please enter a valid VIN Number',
    good: ['1HGCM', '1hg-cm', '1HGCM82633A004352', '1HG CM826 33A0 04352', 'wba3a5c51cf256651'],
    bad: ['1HGC', '1-H-G-C', '1HGCM82633A0043521', ''],
  },
];

describe.each(CASES)('rule $rule.name', ({ rule, message, good, bad }) => {
  it.each(good)('accepts %j', (value) => {
    expect(rule.test(value)).toBe(true);
  });

  it.each(bad)('refuses %j', (value) => {
    expect(rule.test(value)).toBe(false);
  });

  it(`says '${message}'`, () => {
    expect(getMessageText(rule.message, rule.params)).toBe(message);
  });

  it('has a Spanish message too', () => {
    const spanish = getMessageText(rule.message, rule.params, 'es');
    expect(spanish).not.toBe(rule.message);
    expect(spanish).not.toBe(message);
    expect(spanish).not.toMatch(/\{\d\}/);
  });
});

describe('PO number against a mask', () => {
  it.each([
    ['PO-12345', 'PO-99999'],
    ['po-00042', 'PO-99999'],
    ['TX0042', 'AA9999'],
    ['X7-123', '**-999'],
    ['A12', '\\A99'],
    ['RO 123/45', 'RO 999/99'],
  ])('%j fits %j', (po, mask) => {
    expect(matchesPoMask(po, mask)).toBe(true);
  });

  it.each([
    ['PO-1234', 'PO-99999'],
    ['PO-123456', 'PO-99999'],
    ['PX-12345', 'PO-99999'],
    ['T00042', 'AA9999'],
    ['B12', '\\A99'],
    ['X7<123', '**-999'],
    ['anything', 'PO<99>'],
  ])('%j does not fit %j', (po, mask) => {
    expect(matchesPoMask(po, mask)).toBe(false);
  });
});

describe('decimalPlaces on numbers', () => {
  it.each([
    [12, 0, true],
    [12.5, 0, false],
    [12.25, 2, true],
    [12.255, 2, false],
    [1e-7, 6, false],
    [1e-7, 7, true],
    [1e21, 0, true],
    [Number.NaN, 2, false],
    [Number.POSITIVE_INFINITY, 2, false],
  ])('%d with %d places -> %s', (value, places, expected) => {
    expect(hasAtMostDecimalPlaces(value, places)).toBe(expected);
  });

  it('refuses a negative or fractional count of places', () => {
    expect(() => decimalPlaces(-1)).toThrow(RangeError);
    expect(() => decimalPlaces(1.5)).toThrow(RangeError);
  });
});

describe('properties', () => {
  const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789'.split('');
  const vinChar = fc.constantFrom(...VIN_CHARS);
  const CHECK_CHARS = '0123456789X'.split('');

  it('exactly one check digit makes 16 VIN characters a valid VIN', () => {
    fc.assert(
      fc.property(fc.array(vinChar, { minLength: 16, maxLength: 16 }), (chars) => {
        const candidates = CHECK_CHARS.map((check) =>
          [...chars.slice(0, 8), check, ...chars.slice(8)].join(''),
        );
        expect(candidates.filter((candidate) => vin.test(candidate))).toHaveLength(1);
      }),
    );
  });

  it('a VIN with I, O or Q anywhere is refused', () => {
    fc.assert(
      fc.property(
        fc.array(vinChar, { minLength: 17, maxLength: 17 }),
        fc.nat({ max: 16 }),
        fc.constantFrom('I', 'O', 'Q'),
        (chars, at, letter) => {
          chars[at] = letter;
          expect(vin.test(chars.join(''))).toBe(false);
        },
      ),
    );
  });

  it('every whole number written with US thousands separators is a number', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (n) => {
        expect(numberWithCommas.test(n.toLocaleString('en-US'))).toBe(true);
        expect(numberWithCommas.test(String(n))).toBe(true);
      }),
    );
  });

  it('a number with k decimals passes decimalPlaces(n) exactly when k <= n', () => {
    fc.assert(
      fc.property(
        fc.nat({ max: 99999 }),
        fc.stringMatching(/^\d{1,6}$/),
        fc.nat({ max: 6 }),
        (whole, fraction, places) => {
          const value = `${whole}.${fraction}`;
          expect(decimalPlaces(places).test(value)).toBe(fraction.length <= places);
        },
      ),
    );
  });

  it('any NANP number in any common layout is a US phone', () => {
    const n = (first: string) =>
      fc
        .tuple(fc.constantFrom(...first.split('')), fc.stringMatching(/^\d{2}$/))
        .filter(([, rest]) => rest !== '11');
    fc.assert(
      fc.property(
        n('23456789'),
        n('23456789'),
        fc.stringMatching(/^\d{4}$/),
        fc.constantFrom('', '1 ', '+1 ', '1-'),
        fc.constantFrom('-', '.', ' ', ''),
        fc.boolean(),
        fc.constantFrom('', ' x12', ' ext. 4567', ' #1'),
        ([a1, a2], [e1, e2], line, prefix, sep, parens, ext) => {
          const area = parens ? `(${a1}${a2})` : `${a1}${a2}`;
          const phone = `${prefix}${area}${sep}${e1}${e2}${sep}${line}${ext}`;
          expect(usPhone.test(phone)).toBe(true);
        },
      ),
    );
  });

  it('any text holding a markup character is refused by basicChars', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.constantFrom('<', '>', '{', '}', '\\', '`', '|'),
        fc.string(),
        (before, bad, after) => {
          expect(basicChars.test(`${before}${bad}${after}`)).toBe(false);
          expect(basicCharsMultiline.test(`${before}${bad}${after}`)).toBe(false);
        },
      ),
    );
  });

  it('any text holding whitespace is refused by noSpace', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom(' ', '\t', '\n'), fc.string(), (a, space, b) => {
        expect(noSpace.test(`${a}${space}${b}`)).toBe(false);
      }),
    );
  });

  it('the VIN box ignores separators: a 5 to 17 character VIN passes however it is spaced', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(vinChar, fc.constantFrom('', ' ', '-', '.')), {
          minLength: 5,
          maxLength: 17,
        }),
        (pairs) => {
          expect(vinInput.test(pairs.map(([c, sep]) => c + sep).join(''))).toBe(true);
        },
      ),
    );
  });
});
