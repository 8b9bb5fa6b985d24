/**
 * How the Help Center's article search cuts text into words, for the index and for the query
 * alike: case and accents folded ('Política' and 'politica' are one word), split at anything that
 * is not a letter or a digit, stop words left out, a plural "s" dropped. `tokenize` and
 * `processTerm` are MiniSearch's options of the same names (article-search.ts).
 */

const MARKS = /\p{M}+/gu;
const WORD = /[\p{L}\p{N}]+/gu;
// Plain ASCII text (most English articles) skips the Unicode normalisation and word pattern.
const NON_ASCII = /[\u0080-\uffff]/;
const ASCII_WORD = /[a-z0-9]+/g;
/** Before folding, a combining accent is part of its word. */
const RAW_WORD = /[\p{L}\p{N}\p{M}]+/gu;
const RAW_ASCII_WORD = /[a-zA-Z0-9]+/g;

/** Lower case without accents: 'Devolución' -> 'devolucion', 'Ñ' -> 'n'. */
export function foldText(text: string): string {
  const lower = text.toLowerCase();
  return NON_ASCII.test(lower) ? lower.normalize('NFD').replace(MARKS, '') : lower;
}

/** The folded words of a text, in order, repeats kept. */
export function splitWords(text: string): string[] {
  const folded = foldText(text);
  return (NON_ASCII.test(folded) ? folded.match(WORD) : folded.match(ASCII_WORD)) ?? [];
}

/**
 * MiniSearch's `tokenize`: the words of a text as written, in order, repeats kept; `processTerm`
 * folds each one.
 */
export function tokenize(text: string): string[] {
  return (NON_ASCII.test(text) ? text.match(RAW_WORD) : text.match(RAW_ASCII_WORD)) ?? [];
}

/**
 * English and Spanish words too common to say what an article is about ("how do I upload a stock
 * order csv" searches upload, stock, order and csv), folded. A query of nothing else keeps them.
 */
export const STOP_WORDS: ReadonlySet<string> = new Set([
  // English
  'a',
  'an',
  'and',
  'are',
  'as',
  'at',
  'be',
  'by',
  'can',
  'do',
  'does',
  'for',
  'from',
  'how',
  'i',
  'if',
  'in',
  'is',
  'it',
  'me',
  'my',
  'of',
  'on',
  'or',
  'the',
  'to',
  'what',
  'when',
  'where',
  'which',
  'who',
  'why',
  'with',
  'you',
  'your',
  // Spanish
  'al',
  'como',
  'con',
  'cual',
  'de',
  'del',
  'el',
  'en',
  'es',
  'la',
  'las',
  'lo',
  'los',
  'mi',
  'mis',
  'o',
  'para',
  'por',
  'que',
  'se',
  'su',
  'sus',
  'un',
  'una',
  'y',
]);

/**
 * The index form of a folded word: a final plural "s" dropped from words of four letters or more,
 * so 'returns' and 'return', 'politicas' and 'politica' meet (the typo tolerance then covers
 * 'devoluciones' against 'devolucion'). Crude on purpose: the same cut on both sides is all it needs.
 */
export function indexTerm(word: string): string {
  return word.length >= 4 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word;
}

/**
 * MiniSearch's `processTerm`: a word's index form (folded, indexTerm), or null for a stop word,
 * which is not indexed.
 */
export function processTerm(word: string): string | null {
  const folded = foldText(word);
  return folded === '' || STOP_WORDS.has(folded) ? null : indexTerm(folded);
}
