// Seeded randomness for the catalog generator. Every generated unit (one product, or a kit with its
// components) draws from its own stream, seeded from (catalog seed, unit index): a unit does not
// depend on how many came before it or how many will follow, so a small catalog is the first part of
// a big one generated with the same seed.

/** A 32-bit hash of two integers (murmur3's finaliser over a golden-ratio mix). */
export function hash32(a: number, b: number): number {
  let h = (Math.imul(a | 0, 0x9e3779b1) ^ Math.imul(b | 0, 0x85ebca77)) >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** A string's 32-bit FNV-1a hash: stable ids and offsets from names. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: small, fast, good enough for test data; not for anything secret. */
export class Random {
  #state: number;

  constructor(seed: number) {
    this.#state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.#state = (this.#state + 0x6d2b79f5) >>> 0;
    let t = this.#state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** A number in [min, max] whose logarithm is uniform: prices spread like real ones. */
  logUniform(min: number, max: number): number {
    return Math.exp(Math.log(min) + this.next() * (Math.log(max) - Math.log(min)));
  }
}

/** Picks by weight in O(log n) from a fixed list. */
export class WeightedPicker<T> {
  readonly #items: readonly T[];
  readonly #cumulative: Float64Array;

  constructor(items: readonly T[], weight: (item: T) => number) {
    this.#items = items;
    this.#cumulative = new Float64Array(items.length);
    let total = 0;
    items.forEach((item, i) => {
      total += Math.max(0, weight(item));
      this.#cumulative[i] = total;
    });
    if (total <= 0) throw new Error('no item has a positive weight');
  }

  pick(random: Random): T {
    const total = this.#cumulative[this.#cumulative.length - 1] as number;
    const target = random.next() * total;
    let low = 0;
    let high = this.#cumulative.length - 1;
    while (low < high) {
      const mid = (low + high) >> 1;
      if ((this.#cumulative[mid] as number) > target) high = mid;
      else low = mid + 1;
    }
    return this.#items[low] as T;
  }
}
