/** A small seeded generator (mulberry32): a run's cold addresses can be drawn again from its seed. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Random = () => number;

export const pick = <T>(random: Random, list: readonly T[]): T => list[Math.floor(random() * list.length)];

/** A whole number in [min, max]. */
export const between = (random: Random, min: number, max: number): number => min + Math.floor(random() * (max - min + 1));

/** Up to `count` distinct values made by `make`, giving up after many repeats (a small space). */
export function distinct<T>(count: number, make: () => T, key: (value: T) => string = String): T[] {
  const seen = new Map<string, T>();
  for (let tries = 0; seen.size < count && tries < count * 50; tries++) {
    const value = make();
    const k = key(value);
    if (!seen.has(k)) seen.set(k, value);
  }
  return [...seen.values()];
}
