import { CONTENT_IDENTIFIER_PATTERN } from '@procounter/shared/contracts/help-content';
import { HELP_CONTENT_LIMITS } from '@procounter/shared/validation/limits';

// Identifiers and URL titles made from a name or title when the editor gives none: lower-case ASCII
// letters, digits and inner hyphens (CONTENT_IDENTIFIER_PATTERN), accents folded ("Señal de
// frenos" -> "senal-de-frenos"), at most 64 characters, made unique with -2, -3 ...

/** Room left for the suffix when a taken slug needs one ("-999"). */
const BASE_LENGTH = HELP_CONTENT_LIMITS.identifier - 4;

/** The slug of a text, or `fallback` when nothing of it is ASCII letters or digits. */
export function slugify(text: string, fallback: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, BASE_LENGTH)
    .replace(/^-+|-+$/g, '');
  return slug === '' ? fallback : slug;
}

/**
 * The first of base, base-2, base-3 ... that is not taken. `taken` holds every value in use that
 * starts with the base (what a prefix query answers), so one query serves the whole search.
 */
export function firstFree(base: string, taken: ReadonlySet<string>): string {
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    if (!taken.has(candidate)) {
      if (!CONTENT_IDENTIFIER_PATTERN.test(candidate)) {
        throw new Error(`made an identifier that breaks the rule: ${candidate}`);
      }
      return candidate;
    }
  }
}
