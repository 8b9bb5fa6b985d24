/**
 * How closely the query's words match an article's title and excerpt, by Fuse.js at the spec's
 * tolerance (HELP_SEARCH_THRESHOLD, 0.6) with location ignored: per word 1 for an exact match
 * (also inside a longer word), falling to 0 at the threshold, averaged over the words.
 *
 * It is asked only for the best few articles of a search: bitap's cost grows with the text and
 * the square of the pattern: over every title and excerpt of 1,000 articles a keystroke measured
 * 35 ms at the median and up to 184 ms (docs/decisions/015-help-search.md).
 */
import { HELP_SEARCH_THRESHOLD } from '@procounter/shared/domain/constants';
import Fuse from 'fuse.js';
import { foldText } from './search-words';

/** Bitap compares 32 characters at a time; a longer word is compared by its start. */
const MAX_PATTERN_LENGTH = 32;

const MATCH_OPTIONS = { threshold: HELP_SEARCH_THRESHOLD, ignoreLocation: true };

export interface Closeness {
  title: number;
  excerpt: number;
}

export interface TitleCloseness {
  /** Closeness of the (folded) query words to article `id`'s title and excerpt, each 0 to 1. */
  of(words: readonly string[], id: number): Closeness;
}

function closenessIn(word: string, text: string): number {
  const { isMatch, score } = Fuse.match(word, text, MATCH_OPTIONS);
  return isMatch ? Math.max(0, 1 - (score ?? 1) / HELP_SEARCH_THRESHOLD) : 0;
}

export function createTitleCloseness(
  articles: readonly { title: string; excerpt: string }[],
): TitleCloseness {
  // Folded once, so Fuse compares without case or accents and without folding per keystroke.
  const titles = articles.map((article) => foldText(article.title));
  const excerpts = articles.map((article) => foldText(article.excerpt));
  return {
    of(words, id) {
      let title = 0;
      let excerpt = 0;
      for (const word of words) {
        const pattern = word.slice(0, MAX_PATTERN_LENGTH);
        title += closenessIn(pattern, titles[id]!);
        excerpt += closenessIn(pattern, excerpts[id]!);
      }
      return { title: title / words.length, excerpt: excerpt / words.length };
    },
  };
}
