/**
 * Search over the Help Center's loaded articles (R-HELP-5), run on every
 * keystroke on the browser's main thread. Why it is built this way, with the figures:
 * docs/decisions/015-help-search.md.
 *
 * - MiniSearch's index (BM25 over title, excerpt and the body's text) finds the articles: any query
 *   word anywhere in them, case, accents and plurals folded (search-words.ts, as its processTerm),
 *   one to three typos by word length, the word being typed as a prefix.
 * - Fuse.js at the spec's 0.6 tolerance (title-closeness.ts) then reorders the best fifty by how
 *   closely each query word matches their title (most) and excerpt.
 *
 * Fuse does not decide what is found: at 0.6 "strong" matches "store" and "href" any word holding
 * "re", so an article is listed only when MiniSearch matches one of the query's words.
 */

import type { KnowledgeArticle } from '@procounter/shared/contracts/help-content';
import { HELP_SEARCH_MAX_LENGTH } from '@procounter/shared/validation/limits';
import MiniSearch from 'minisearch';
import { htmlToText } from './html-to-text';
import { indexTerm, processTerm, STOP_WORDS, splitWords, tokenize } from './search-words';
import { createTitleCloseness } from './title-closeness';

export interface ArticleSearch<T extends KnowledgeArticle = KnowledgeArticle> {
  /** The articles matching the term, best first; none for a blank term. */
  search(term: string): T[];
}

/** What MiniSearch indexes of an article: `id` is its place in the list. */
interface IndexedArticle {
  id: number;
  title: string;
  excerpt: string;
  body: string;
}

/** A title word counts most, as the issue asks (title > excerpt > body). */
const FIELD_BOOSTS = { title: 3, excerpt: 2, body: 1 };
/** What a close title (excerpt) adds to MiniSearch's score, which is normalised to 1. */
const TITLE_CLOSENESS_WEIGHT = 0.5;
const EXCERPT_CLOSENESS_WEIGHT = 0.25;
/**
 * How many of MiniSearch's best matches Fuse reorders: five pages of ten. A lower match could gain
 * at most the closeness weights by Fuse; that it is not asked keeps a keystroke's cost bounded.
 */
const FUSE_POOL_SIZE = 50;
/** One or two letters as a prefix match too much to rank ("re" starts hundreds of words). */
const MIN_PREFIX_LENGTH = 3;

interface QueryWord {
  /** Folded, as Fuse compares it with the title and excerpt words. */
  word: string;
  /** In index form, as MiniSearch looks it up. */
  term: string;
  /** The word being typed: also matched as the start of longer words. */
  prefix: boolean;
}

/**
 * MiniSearch's `fuzzy`: the edits (Levenshtein) a query term may be away from an indexed term.
 * None up to 3 letters (too many short words are one edit apart), 1 for 4 or 5, 2 from 6
 * ("retrun" is two from "return") and 3 from 10 letters.
 */
function typoTolerance(term: string): number {
  if (term.length <= 3) return 0;
  if (term.length <= 5) return 1;
  if (term.length <= 9) return 2;
  return 3;
}

/**
 * The query's words, each once, without stop words (unless there is nothing else). The last word,
 * when no space follows it, is still being typed: it is also a prefix, and kept even when it reads
 * as a stop word ("al" may become "alternator").
 */
function readQuery(input: string): QueryWord[] {
  // A longer search box value is cut: a search's cost grows with its words.
  const query = input.slice(0, HELP_SEARCH_MAX_LENGTH);
  const words = splitWords(query);
  const lastIsTyped = !/\s$/.test(query);
  const all = words.map((word, i) => {
    const term = indexTerm(word);
    const isTyped = lastIsTyped && i === words.length - 1;
    return { word, term, prefix: isTyped && term.length >= MIN_PREFIX_LENGTH };
  });
  const meaningful = all.filter(({ word, prefix }) => prefix || !STOP_WORDS.has(word));
  const unique = new Map<string, QueryWord>();
  for (const queryWord of meaningful.length > 0 ? meaningful : all) {
    const known = unique.get(queryWord.term);
    unique.set(
      queryWord.term,
      known ? { ...known, prefix: known.prefix || queryWord.prefix } : queryWord,
    );
  }
  return [...unique.values()];
}

/** Articles with the same identifier are one article: the first one listed. */
function uniqueByIdentifier<T extends KnowledgeArticle>(articles: readonly T[]): T[] {
  const seen = new Set<string>();
  return articles.filter((article) => {
    if (seen.has(article.identifier)) return false;
    seen.add(article.identifier);
    return true;
  });
}

export function createArticleSearch<T extends KnowledgeArticle>(
  articles: readonly T[],
): ArticleSearch<T> {
  const listed = uniqueByIdentifier(articles);
  const index = new MiniSearch<IndexedArticle>({
    fields: ['title', 'excerpt', 'body'],
    tokenize,
    processTerm,
    searchOptions: {
      boost: FIELD_BOOSTS,
      fuzzy: typoTolerance,
      // An article matching more of the query's words comes first: MiniSearch multiplies the
      // sum of its words' scores by how many of the query's words it matched.
      combineWith: 'OR',
    },
  });
  index.addAll(
    listed.map((article, id) => ({
      id,
      title: article.title,
      excerpt: article.excerpt,
      body: htmlToText(article.content),
    })),
  );
  const closeness = createTitleCloseness(listed);

  return {
    search(input) {
      const query = readQuery(input);
      if (query.length === 0) return [];
      const prefixed = new Set(query.filter(({ prefix }) => prefix).map(({ term }) => term));
      const hits = index.search(query.map(({ term }) => term).join(' '), {
        // The query is read above (stop words, the word being typed): its terms are in index form.
        tokenize: (terms) => terms.split(' '),
        processTerm: (term) => term,
        prefix: (term) => prefixed.has(term),
      });
      if (hits.length === 0) return [];

      // Normalised so that the best is 1; equal scores keep the order the articles came in.
      const top = hits[0]!.score;
      const ranked = hits.map((hit) => ({ id: hit.id as number, score: hit.score / top }));
      const byScore = (a: { id: number; score: number }, b: { id: number; score: number }) =>
        b.score - a.score || a.id - b.id;
      ranked.sort(byScore);

      // Fuse reorders the first pages only: beyond them its cost buys nothing anyone reads.
      const pool = ranked.slice(0, FUSE_POOL_SIZE);
      const folded = query.map(({ word }) => word);
      for (const entry of pool) {
        const { title, excerpt } = closeness.of(folded, entry.id);
        entry.score += TITLE_CLOSENESS_WEIGHT * title + EXCERPT_CLOSENESS_WEIGHT * excerpt;
      }
      pool.sort(byScore);
      return [...pool, ...ranked.slice(FUSE_POOL_SIZE)].map(({ id }) => listed[id]!);
    },
  };
}
