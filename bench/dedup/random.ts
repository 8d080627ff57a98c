/** A seeded generator (mulberry32): the same registry on every run, so figures compare across changes. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)]!;
}

/** Picks with weights: early items of a name list are far commoner than late ones (a Zipf-like spread). */
export function pickSkewed<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(items.length * random() ** 2.2)]!;
}
