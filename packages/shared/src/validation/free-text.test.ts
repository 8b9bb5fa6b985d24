import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { FREE_TEXT_KEY, multiLineText, singleLineText, stripControlCharacters } from './free-text';
import {
  createPoNumberSchema,
  personNameSchema,
  questionTextSchema,
  requiredString,
  shopNameSchema,
} from './schemas';

/** Every C0 and C1 control but tab, line feed and carriage return, DEL, and the bidi controls. */
const STRIPPED = [
  ...Array.from({ length: 0x20 }, (_, i) => i).filter((c) => ![0x09, 0x0a, 0x0d].includes(c)),
  ...Array.from({ length: 0x21 }, (_, i) => 0x7f + i),
  0x202a,
  0x202b,
  0x202c,
  0x202d,
  0x202e,
  0x2066,
  0x2067,
  0x2068,
  0x2069,
].map((code) => String.fromCodePoint(code));

describe('stripControlCharacters', () => {
  it.each(STRIPPED.map((c) => [`U+${c.codePointAt(0)!.toString(16).padStart(4, '0')}`, c]))(
    'removes %s from single- and multi-line text',
    (_name, char) => {
      expect(stripControlCharacters(`Brake${char} job`, 'single-line')).toBe('Brake job');
      expect(stripControlCharacters(`Brake${char} job`, 'multi-line')).toBe('Brake job');
    },
  );

  it('turns line breaks and tabs into a space on one line, so words stay apart', () => {
    expect(stripControlCharacters('Front\r\nbrake\tpads\nand rotors', 'single-line')).toBe(
      'Front brake pads and rotors',
    );
  });

  it('keeps line breaks (as \\n) and tabs in multi-line text', () => {
    expect(stripControlCharacters('Line 1\r\nLine 2\rLine 3\n\tindented', 'multi-line')).toBe(
      'Line 1\nLine 2\nLine 3\n\tindented',
    );
  });

  it('keeps every other character: any script, emoji sequences, marks that are not overrides', () => {
    const text = 'José Peña · 日本語 · שלום\u200f · 👩\u200d🔧 · 12\u00a0mm';
    expect(stripControlCharacters(text, 'single-line')).toBe(text);
    expect(stripControlCharacters(text, 'multi-line')).toBe(text);
  });

  it('shows nothing reversed: an override that would make "gpj.exe" read "exe.jpg" is gone', () => {
    expect(stripControlCharacters('invoice\u202egpj.exe', 'single-line')).toBe('invoicegpj.exe');
  });
});

describe('free-text schemas', () => {
  it('strip, then trim, then count the length', () => {
    const schema = singleLineText().min(1).max(5);
    expect(schema.parse(' \u202eabc\u0007de ')).toBe('abcde');
    expect(schema.safeParse('\u0007\u202e').success).toBe(false);
    expect(multiLineText().parse('  a\r\n\u0085b  ')).toBe('a\nb');
  });

  it('carry their mark into the JSON Schema, also chained, optional or nullable', () => {
    const doc = z.toJSONSchema(
      z.object({
        single: singleLineText().max(10),
        multi: multiLineText().min(1).optional(),
        named: requiredString().max(3).nullable(),
      }),
      { io: 'input' },
    ) as { properties: Record<string, Record<string, unknown>> };
    expect(doc.properties.single).toMatchObject({ maxLength: 10, [FREE_TEXT_KEY]: 'single-line' });
    expect(doc.properties.multi).toMatchObject({ minLength: 1, [FREE_TEXT_KEY]: 'multi-line' });
    expect(doc.properties.named?.anyOf).toContainEqual(
      expect.objectContaining({ maxLength: 3, [FREE_TEXT_KEY]: 'single-line' }),
    );
  });

  it('are what the named rules build on, which then judge the stripped text', () => {
    expect(shopNameSchema.parse('Lone Star\u202e Auto\u0000')).toBe('Lone Star Auto');
    expect(personNameSchema.parse('Marisol\u2066 Quintanilla')).toBe('Marisol Quintanilla');
    expect(questionTextSchema.parse('Where is\r\nmy statement?\u0007')).toBe(
      'Where is\nmy statement?',
    );
    const po = createPoNumberSchema({ poRequired: true, poValidationMask: 'PO-9999' });
    expect(po.parse('PO-\u202e1234')).toBe('PO-1234');
    expect(
      createPoNumberSchema({ poRequired: false, poValidationMask: null }).parse('\u0085'),
    ).toBe('');
  });
});
