// The customer search's in-memory index of one shop (issue 22: search as you type at 100,000
// customers under load). Pure: the loading, the version check and the refresh are
// customer-search.ts's. The shop's unique terms are sorted, so the terms a query word starts are
// one range [lo, hi) found by binary search, and "this customer has a term starting with w" is an
// integer range test over the customer's term numbers. Customers sit in list order (sort name,
// then id), so a page is the first matches in slot order.
//
// Changes since the build (another process's, or this one's) do not touch the sorted arrays: the
// changed customer's slot is dropped and their current state is kept apart (`changed`), matched by
// string, and merged into each answer in list order. customer-search.ts rebuilds the index when
// that part grows.

/** A customer as the index knows them: what the search matches and sorts by. */
export interface IndexedCustomer {
  id: number;
  sortName: string;
  archived: boolean;
  /** Their search terms (customer_search_terms). */
  terms: readonly string[];
}

/** What a search finds: the page's customer ids in list order, and the capped total. */
export interface IndexSearchResult {
  ids: number[];
  totalElements: number;
}

/** List order: sort name, then id (code unit order, the same in every database). */
export function compareListOrder(
  a: { sortName: string; id: number },
  b: { sortName: string; id: number },
) {
  if (a.sortName !== b.sortName) return a.sortName < b.sortName ? -1 : 1;
  return a.id - b.id;
}

/** The first index of `sorted` at or after `from` whose term is not below `word`. */
function lowerBound(sorted: readonly string[], word: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < word) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The range of `sorted` (unique, ascending) of the terms that start with `word`. */
export function prefixRange(sorted: readonly string[], word: string): [number, number] {
  const lo = lowerBound(sorted, word);
  let a = lo;
  let b = sorted.length;
  // Terms starting with the word follow it in one run.
  while (a < b) {
    const mid = (a + b) >>> 1;
    if (sorted[mid]!.startsWith(word)) a = mid + 1;
    else b = mid;
  }
  return [lo, a];
}

export class ShopSearchIndex {
  /** The shop's customer_search_versions.version the index reflects (at least). */
  version: number;
  /** Customers in list order; a slot is a position in it. */
  private readonly ids: Int32Array;
  private readonly sortNames: readonly string[];
  private readonly archived: Uint8Array;
  /** 0 once the customer changed after the build (their state is in `changed`, or gone). */
  private readonly live: Uint8Array;
  private readonly slotOf: Map<number, number>;
  /** The unique terms, ascending (code units). */
  private readonly terms: readonly string[];
  /** The slots having each term: postings[postingStart[t] .. postingStart[t + 1]). */
  private readonly postingStart: Int32Array;
  private readonly postings: Int32Array;
  /** Each slot's term numbers: customerTerms[customerTermStart[s] .. customerTermStart[s + 1]). */
  private readonly customerTermStart: Int32Array;
  private readonly customerTerms: Int32Array;
  /** Customers changed since the build, as they are now (deleted ones are not here). */
  private readonly changed = new Map<number, IndexedCustomer>();
  /** (customer, term) pairs at the build: what the index weighs. */
  readonly size: number;
  /** A bit per slot, all clear between searches (baseMatches marks and clears it). */
  private bits: Uint32Array | null = null;
  /** The same for another word's slots, ANDed into `bits` (baseMatches). */
  private otherBits: Uint32Array | null = null;

  constructor(customers: readonly IndexedCustomer[], version: number) {
    this.version = version;
    const ordered = [...customers].sort(compareListOrder);
    const n = ordered.length;
    this.ids = Int32Array.from(ordered, (c) => c.id);
    this.sortNames = ordered.map((c) => c.sortName);
    this.archived = Uint8Array.from(ordered, (c) => (c.archived ? 1 : 0));
    this.live = new Uint8Array(n).fill(1);
    this.slotOf = new Map(ordered.map((c, slot) => [c.id, slot]));

    const termCount = new Map<string, number>();
    let pairs = 0;
    for (const c of ordered) {
      for (const term of c.terms) termCount.set(term, (termCount.get(term) ?? 0) + 1);
      pairs += c.terms.length;
    }
    this.size = pairs;
    const terms = [...termCount.keys()].sort();
    this.terms = terms;
    const termNumber = new Map<string, number>();
    this.postingStart = new Int32Array(terms.length + 1);
    terms.forEach((term, t) => {
      termNumber.set(term, t);
      this.postingStart[t + 1] = this.postingStart[t]! + termCount.get(term)!;
    });
    this.postings = new Int32Array(pairs);
    this.customerTermStart = new Int32Array(n + 1);
    this.customerTerms = new Int32Array(pairs);
    const fill = this.postingStart.slice(0, terms.length);
    let at = 0;
    ordered.forEach((c, slot) => {
      for (const term of c.terms) {
        const t = termNumber.get(term)!;
        this.customerTerms[at++] = t;
        // Slots come in ascending order: each term's postings are sorted.
        this.postings[fill[t]!++] = slot;
      }
      this.customerTermStart[slot + 1] = at;
    });
  }

  /** How many customers changed since the build (kept apart, matched by string). */
  get changedCount(): number {
    return this.changed.size;
  }

  /**
   * Takes the current state of customers that changed: `current` those that exist (of the
   * shop), every other id of `ids` deleted.
   */
  apply(ids: readonly number[], current: readonly IndexedCustomer[]) {
    for (const id of ids) {
      const slot = this.slotOf.get(id);
      if (slot !== undefined) this.live[slot] = 0;
      this.changed.delete(id);
    }
    for (const customer of current) this.changed.set(customer.id, customer);
  }

  /**
   * A page of the customers every word starts a term of (none: all), archived ones only when
   * asked, in list order; totalElements exact up to offset + countAhead, offset + countAhead + 1
   * past that.
   */
  search(
    words: readonly string[],
    includeArchived: boolean,
    offset: number,
    size: number,
    countAhead: number,
  ): IndexSearchResult {
    const counted = offset + countAhead + 1;
    const enough = Math.max(counted, offset + size);
    const ranges = words.map((w) => prefixRange(this.terms, w));
    const extra = this.changedMatches(words, includeArchived);

    const base = this.baseMatches(ranges, includeArchived, enough);
    // Merge the two sorted lists, up to what the page and the count need.
    const merged: { id: number; sortName: string }[] = [];
    let i = 0;
    let j = 0;
    while (merged.length < enough && (i < base.length || j < extra.length)) {
      const slot = base[i];
      const fromBase =
        slot !== undefined &&
        (j >= extra.length ||
          compareListOrder({ sortName: this.sortNames[slot]!, id: this.ids[slot]! }, extra[j]!) <
            0);
      if (fromBase) {
        merged.push({ id: this.ids[slot]!, sortName: this.sortNames[slot]! });
        i++;
      } else {
        merged.push(extra[j++]!);
      }
    }
    return {
      ids: merged.slice(offset, offset + size).map((c) => c.id),
      totalElements: Math.min(merged.length, counted),
    };
  }

  /** The changed customers the words find, in list order. */
  private changedMatches(words: readonly string[], includeArchived: boolean) {
    const found: IndexedCustomer[] = [];
    for (const c of this.changed.values()) {
      if (c.archived && !includeArchived) continue;
      if (words.every((w) => c.terms.some((term) => term.startsWith(w)))) found.push(c);
    }
    return found.sort(compareListOrder);
  }

  private scratchBits(): Uint32Array {
    this.bits ??= new Uint32Array(Math.ceil(this.ids.length / 32));
    // The index is read by one search at a time (search is synchronous).
    return this.bits;
  }

  /** Sets the bits of the slots postings[from .. to) name (indexed: for...of costs twice as much). */
  private markPostings(bits: Uint32Array, from: number, to: number) {
    const postings = this.postings;
    for (let k = from; k < to; k++) {
      const slot = postings[k]!;
      bits[slot >>> 5] = bits[slot >>> 5]! | (1 << (slot & 31));
    }
  }

  private otherScratchBits(): Uint32Array {
    this.otherBits ??= new Uint32Array(Math.ceil(this.ids.length / 32));
    return this.otherBits;
  }

  /** Whether the slot is listed and has a term in every range. */
  private matches(slot: number, ranges: readonly [number, number][], includeArchived: boolean) {
    if (this.live[slot] === 0 || (this.archived[slot] === 1 && !includeArchived)) return false;
    const end = this.customerTermStart[slot + 1]!;
    const start = this.customerTermStart[slot]!;
    const terms = this.customerTerms;
    // Indexed loops: for...of costs about twice as much in these hot loops.
    for (let r = 0; r < ranges.length; r++) {
      const range = ranges[r]!;
      const lo = range[0];
      const hi = range[1];
      let found = false;
      for (let k = start; k < end; k++) {
        const t = terms[k]!;
        if (t >= lo && t < hi) {
          found = true;
          break;
        }
      }
      if (!found) return false;
    }
    return true;
  }

  /**
   * The first `enough` slots (list order) that match. Two ways, the cheaper by the ranges' sizes:
   * from the narrowest word's postings taken in slot order, or walking the list in
   * order until enough match (quick when the words are common: 'j', or none).
   */
  private baseMatches(
    ranges: readonly [number, number][],
    includeArchived: boolean,
    enough: number,
  ): number[] {
    const n = this.ids.length;
    let narrowest = -1;
    let fewest = Infinity;
    ranges.forEach(([lo, hi], r) => {
      const pairs = this.postingStart[hi]! - this.postingStart[lo]!;
      if (pairs < fewest) {
        fewest = pairs;
        narrowest = r;
      }
    });
    if (fewest === 0) return [];
    // The walk's expected length if the words were independent: enough / the share that match.
    let share = 1;
    for (const [lo, hi] of ranges) {
      share *= Math.min(1, (this.postingStart[hi]! - this.postingStart[lo]!) / Math.max(1, n));
    }
    const walk = Math.min(n, enough / Math.max(share, 1e-9));
    const found: number[] = [];
    if (narrowest < 0 || walk <= fewest) {
      for (let slot = 0; slot < n && found.length < enough; slot++) {
        if (this.matches(slot, ranges, includeArchived)) found.push(slot);
      }
      return found;
    }
    const [lo, hi] = ranges[narrowest]!;
    const candidates = this.postings.subarray(this.postingStart[lo]!, this.postingStart[hi]!);
    const bitWords = Math.ceil(n / 32);
    const count = candidates.length;
    if (hi - lo === 1 || count * Math.log2(count) < bitWords) {
      // One term: its postings are in slot order already. A few: sorted, each kept once.
      const slots = hi - lo === 1 ? candidates : Int32Array.from(candidates).sort();
      let previous = -1;
      for (let k = 0; k < slots.length; k++) {
        const slot = slots[k]!;
        if (slot === previous) continue;
        previous = slot;
        if (this.matches(slot, ranges, includeArchived)) {
          found.push(slot);
          if (found.length >= enough) break;
        }
      }
      return found;
    }
    // Many, of several terms ('maria' starts the name and every maria.* e-mail, and a customer may
    // have more than one of them): marked in a bitset of the slots and read back in slot order,
    // each once, for a pass over the bitset's words instead of a sort.
    const bits = this.scratchBits();
    this.markPostings(bits, this.postingStart[lo]!, this.postingStart[hi]!);
    // Another word's slots ANDed in when marking them costs less than testing that word on each
    // candidate read until enough match ('maria lo': 'lo' starts 14,000 pairs, but about 1,800 of
    // the maria candidates would be tested, each on its 15 or so terms).
    const termsPerSlot = this.customerTerms.length / Math.max(1, n);
    for (let r = 0; r < ranges.length; r++) {
      if (r === narrowest) continue;
      const [rlo, rhi] = ranges[r]!;
      const pairs = this.postingStart[rhi]! - this.postingStart[rlo]!;
      const tested = Math.min(count, enough / Math.min(1, pairs / Math.max(1, n)));
      if (pairs + bitWords >= tested * termsPerSlot) continue;
      const other = this.otherScratchBits();
      this.markPostings(other, this.postingStart[rlo]!, this.postingStart[rhi]!);
      for (let w = 0; w < bitWords; w++) bits[w] = bits[w]! & other[w]!;
      other.fill(0);
    }
    outer: for (let w = 0; w < bits.length; w++) {
      let word = bits[w]!;
      while (word !== 0) {
        const bit = 31 - Math.clz32(word & -word);
        word &= word - 1;
        const slot = (w << 5) | bit;
        if (this.matches(slot, ranges, includeArchived)) {
          found.push(slot);
          if (found.length >= enough) break outer;
        }
      }
    }
    bits.fill(0);
    return found;
  }
}
