import { describe, expect, it } from 'vitest';
import { resources } from '../i18n/index';
import { getMessageText } from '../validation/messages';
import {
  QUESTION_TYPE_LABEL_KEYS,
  QUESTION_TYPES,
  type SupportQuestionBody,
  SupportQuestionBodySchema,
} from './support-question';

const valid: SupportQuestionBody = {
  emailAddress: 'mike@brakesplus.example',
  shopName: "Mike's Brakes & Tires",
  customerName: "Mike O'Brien",
  customerAccountNumber: '123456789',
  customerPhoneNumber: '(512) 555-0142',
  questionType: 'FIND_PARTS',
  questionText: 'Where do I find\nbrake pads for a 2015 F-150?',
};

/** The problems of a body with one field changed, as `field: English text`. */
function problemsWith(field: keyof SupportQuestionBody, value: unknown): string[] {
  const result = SupportQuestionBodySchema.safeParse({ ...valid, [field]: value });
  if (result.success) return [];
  return result.error.issues.map(
    (issue) => `${issue.path.join('.')}: ${getMessageText(issue.message as `${string}:${string}`)}`,
  );
}

describe('SupportQuestionBodySchema (R-HELP-3, R-HELP-10)', () => {
  it('accepts a complete question and trims its fields', () => {
    const parsed = SupportQuestionBodySchema.parse({ ...valid, shopName: '  Brakes Plus  ' });
    expect(parsed).toEqual({ ...valid, shopName: 'Brakes Plus' });
  });

  it.each([
    'emailAddress',
    'shopName',
    'customerName',
    'customerAccountNumber',
    'customerPhoneNumber',
    'questionText',
  ] as const)('requires %s', (field) => {
    expect(problemsWith(field, '')).toEqual([`${field}: This field is required.`]);
    expect(problemsWith(field, '   ')).toEqual([`${field}: This field is required.`]);
  });

  it('refuses a malformed e-mail address', () => {
    expect(problemsWith('emailAddress', 'mike@')).toEqual([
      'emailAddress: Please enter a valid e-mail address.',
    ]);
  });

  it.each([
    ['shopName', 100],
    ['customerName', 100],
    ['customerPhoneNumber', 40],
  ] as const)('%s takes at most %i characters', (field, limit) => {
    const fill = field === 'customerPhoneNumber' ? phoneOfLength : letters;
    expect(problemsWith(field, fill(limit))).toEqual([]);
    expect(problemsWith(field, fill(limit + 1))).toHaveLength(1);
    expect(problemsWith(field, fill(limit + 1))[0]).toMatch(new RegExp(`^${field}: `));
  });

  it('takes an account number of digits only, at most 9', () => {
    expect(problemsWith('customerAccountNumber', '123456789')).toEqual([]);
    expect(problemsWith('customerAccountNumber', '1')).toEqual([]);
    expect(problemsWith('customerAccountNumber', '1234567890')).toHaveLength(1);
    expect(problemsWith('customerAccountNumber', '12A45')).toEqual([
      'customerAccountNumber: Please enter a valid number.',
    ]);
    expect(problemsWith('customerAccountNumber', '-12')).toEqual([
      'customerAccountNumber: Please enter a valid number.',
    ]);
  });

  it.each(['(512) 555-0142', '512.555.0142', '+1 512 555 0142 x 204'])(
    'takes phone %j',
    (phone) => {
      expect(problemsWith('customerPhoneNumber', phone)).toEqual([]);
    },
  );

  it.each(['555-0142', '012-555-0142', 'call me'])('refuses phone %j (usPhone)', (phone) => {
    expect(problemsWith('customerPhoneNumber', phone)).toEqual([
      'customerPhoneNumber: Please specify a valid phone number.',
    ]);
  });

  it.each(['--', '', 'Need help finding parts', 'find_parts', undefined])(
    'refuses question type %j as required',
    (questionType) => {
      expect(problemsWith('questionType', questionType)).toEqual([
        'questionType: This field is required.',
      ]);
    },
  );

  it('takes each of the seven question types', () => {
    expect(QUESTION_TYPES).toHaveLength(7);
    for (const questionType of QUESTION_TYPES) {
      expect(problemsWith('questionType', questionType)).toEqual([]);
    }
  });

  it('takes a multi-line question up to 4000 characters', () => {
    expect(problemsWith('questionText', `${letters(3000)}\n${letters(999)}`)).toEqual([]);
    expect(problemsWith('questionText', letters(4001))).toHaveLength(1);
    expect(problemsWith('questionText', 'Hi <script>')).toEqual([
      'questionText: Invalid input - Special characters not allowed.',
    ]);
  });

  it('refuses unknown fields', () => {
    const result = SupportQuestionBodySchema.safeParse({ ...valid, status: 'ANSWERED' });
    expect(result.success).toBe(false);
  });
});

describe('question type labels', () => {
  it("are the spec's English options, in order, and have Spanish texts", () => {
    const english = QUESTION_TYPES.map((type) => getMessageText(QUESTION_TYPE_LABEL_KEYS[type]));
    expect(english).toEqual([
      'Forgot user name or password',
      'Need help finding parts',
      'Problem placing an order',
      'Problem looking up statement',
      'My orders are going to the wrong store',
      'Need help with website',
      'Account access locked',
    ]);
    const spanish = QUESTION_TYPES.map((type) =>
      getMessageText(QUESTION_TYPE_LABEL_KEYS[type], undefined, 'es'),
    );
    for (const [i, text] of spanish.entries()) {
      expect(text).not.toBe(QUESTION_TYPE_LABEL_KEYS[QUESTION_TYPES[i]!]);
      expect(text).not.toBe(english[i]);
    }
    expect(Object.keys(resources.es.help.questionTypes)).toHaveLength(7);
  });
});

function letters(length: number): string {
  return 'a'.repeat(length);
}

/**
 * A valid US phone number of exactly `length` characters: usPhone allows any run of spaces before
 * an extension's digits, so only the length limit can refuse it.
 */
function phoneOfLength(length: number): string {
  const phone = '512-555-0142 x204';
  return phone.replace(' x', `${' '.repeat(length - phone.length + 1)}x`);
}
