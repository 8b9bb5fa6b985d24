/**
 * Free text: what people type into a field (names, descriptions, notes, PO numbers, questions,
 * search words, part numbers). Every such field of every contract is built on `singleLineText()`
 * or `multiLineText()` (directly or through `requiredString()` and the named schemas), so the
 * browser's forms and the server strip the same characters on input:
 *
 * - C0 and C1 control characters (U+0000-U+001F, U+007F-U+009F): invisible, they break CSV
 *   exports, terminals and printed pick tickets, and PostgreSQL text cannot hold U+0000;
 * - the bidirectional embeddings, overrides and isolates (U+202A-U+202E, U+2066-U+2069): they make
 *   text read differently from what it holds ('invoice\u202Egpj.exe' shows as 'invoiceexe.jpg'),
 *   the "Trojan Source" trick, in quotes, orders and anything staff read from another user.
 *
 * Multi-line text keeps line feeds (CR LF and CR become LF) and tabs. On one line, a tab or a line
 * break becomes a space, so words pasted across lines stay apart. Marks that are not controls
 * (the left-to-right and right-to-left marks, the zero-width joiner of emoji sequences) stay:
 * right-to-left names need them and they cannot reorder text.
 *
 * Each schema carries `{ 'x-free-text': kind }` as metadata, which the OpenAPI document shows, so
 * a test walks every route's request schemas and fails on a free-text field without it.
 */
import { z } from 'zod';

export type FreeTextKind = 'single-line' | 'multi-line';

/** The metadata key that marks a free-text schema (and its OpenAPI schema). */
export const FREE_TEXT_KEY = 'x-free-text';

const LINE_BREAKS_AND_TABS = /[\t\n\r]+/g;
const CR_LF = /\r\n?/g;
// \p{Cc} is exactly C0 (U+0000-U+001F), DEL and C1 (U+007F-U+009F); then the bidi controls.
const CONTROLS = /[\p{Cc}\u202A-\u202E\u2066-\u2069]/gu;
const keepTabAndLineFeed = (char: string) => (char === '\t' || char === '\n' ? char : '');

/** The text without control and bidi-override characters (see above for what stays). */
export function stripControlCharacters(value: string, kind: FreeTextKind): string {
  const lines =
    kind === 'multi-line' ? value.replace(CR_LF, '\n') : value.replace(LINE_BREAKS_AND_TABS, ' ');
  return lines.replace(CONTROLS, keepTabAndLineFeed);
}

function freeText(kind: FreeTextKind) {
  return z
    .string()
    .overwrite((value) => stripControlCharacters(value, kind))
    .trim()
    .meta({ [FREE_TEXT_KEY]: kind });
}

/**
 * One line of free text, stripped and trimmed. Chain the field's limits and rules on it:
 * `singleLineText().max(200)`; its length is counted after stripping.
 */
export function singleLineText() {
  return freeText('single-line');
}

/** Free text of several lines (a question, an article), stripped and trimmed. */
export function multiLineText() {
  return freeText('multi-line');
}
