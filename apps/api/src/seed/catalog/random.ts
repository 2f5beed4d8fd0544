/**
 * A small seeded PRNG (mulberry32) and the helpers the catalogue seed draws with. Every product gets
 * its own generator seeded from its ordinal, so product N is the same whether 40 or 10,000 are seeded.
 */

/** 32-bit integer hash (a variant of the murmur3 finaliser) to derive independent seeds. */
export function hash32(...parts: number[]): number {
  let h = 0x9e3779b9;
  for (const part of parts) {
    h = Math.imul(h ^ (part | 0), 0x85ebca6b);
    h ^= h >>> 13;
    h = Math.imul(h, 0xc2b2ae35);
    h ^= h >>> 16;
  }
  return h >>> 0;
}

export class Rng {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** A whole number in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)];
  }

  /** Picks an index with probability proportional to its weight. */
  weighted(weights: readonly number[]): number {
    const total = weights.reduce((a, b) => a + b, 0);
    let r = this.next() * total;
    for (let i = 0; i < weights.length; i++) {
      r -= weights[i];
      if (r < 0) return i;
    }
    return weights.length - 1;
  }

  /** `count` distinct items in random order (all of them when fewer are given). */
  sample<T>(items: readonly T[], count: number): T[] {
    const copy = [...items];
    const n = Math.min(count, copy.length);
    for (let i = 0; i < n; i++) {
      const j = i + Math.floor(this.next() * (copy.length - i));
      [copy[i], copy[j]] = [copy[j], copy[i]];
    }
    return copy.slice(0, n);
  }
}

/**
 * Position of the n-th element of an additive recurrence (a low-discrepancy sequence): for any count
 * of products, `frac(n·α) < p` marks very nearly the share p of them, evenly spread.
 */
export function spread(n: number, alpha: number): number {
  const x = n * alpha;
  return x - Math.floor(x);
}

/** Fractional parts of rationally independent irrationals, so the marks they make do not line up. */
export const GOLDEN = 0.6180339887498949;
export const SQRT2 = 0.41421356237309515;
export const SQRT3 = 0.7320508075688772;
export const SQRT7 = 0.6457513110645906;
