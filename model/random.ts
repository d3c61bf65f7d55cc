/** Seeded randomness: every random choice in the simulator comes from one of these (sfc32). */

export type Random = {
  /** A float in [0, 1); a property, not a method: it is handed on alone as a source of draws. */
  next: () => number;
  /** A float in [min, max). */
  float(min: number, max: number): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** True with probability p. */
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** Normally distributed (Box-Muller). */
  normal(mean?: number, sd?: number): number;
  bytes(length: number): Uint8Array;
  /** An independent stream derived from this seed and `label` (not from the draws made so far). */
  fork(label: string | number): Random;
  readonly seed: string;
};

/** 32-bit hashes of a string (xmur3), used to seed sfc32's four words. */
function xmur3(text: string): () => number {
  let h = 1779033703 ^ text.length;
  for (let i = 0; i < text.length; i++) {
    h = Math.imul(h ^ text.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  return () => {
    h = Math.imul(h ^ (h >>> 16), 2246822507);
    h = Math.imul(h ^ (h >>> 13), 3266489909);
    return (h ^= h >>> 16) >>> 0;
  };
}

/**
 * sfc32 on int32 words: the same bits as on uint32 (every step keeps only the low 32 bits), but a
 * word of 2³¹ or more, kept as uint32, does not fit a small integer and was boxed on every store
 * (four heap numbers a draw; the sensors of a simulated year draw some 8 million times).
 */
function sfc32(a: number, b: number, c: number, d: number): () => number {
  a |= 0;
  b |= 0;
  c |= 0;
  d |= 0;
  return () => {
    let t = (a + b) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    d = (d + 1) | 0;
    t = (t + d) | 0;
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
}

/** A seeded random stream; the same seed gives the same sequence on every machine. */
export function createRandom(seed: number | string): Random {
  const key = String(seed);
  const hash = xmur3(key);
  const next = sfc32(hash(), hash(), hash(), hash());
  for (let i = 0; i < 12; i++) next(); // warm up: early sfc32 outputs correlate with the seed
  let spare: number | undefined;
  const random: Random = {
    seed: key,
    next,
    float: (min, max) => min + next() * (max - min),
    int: (min, max) => Math.floor(min + next() * (Math.floor(max) - Math.ceil(min) + 1)),
    chance: (p) => next() < p,
    pick<T>(items: readonly T[]): T {
      if (items.length === 0) throw new Error('[model] pick from an empty list');
      return items[Math.floor(next() * items.length)] as T;
    },
    normal(mean = 0, sd = 1) {
      if (spare !== undefined) {
        const value = spare;
        spare = undefined;
        return mean + sd * value;
      }
      const u = Math.max(next(), Number.EPSILON);
      const v = next();
      const r = Math.sqrt(-2 * Math.log(u));
      spare = r * Math.sin(2 * Math.PI * v);
      return mean + sd * r * Math.cos(2 * Math.PI * v);
    },
    bytes(length) {
      const out = new Uint8Array(length);
      for (let i = 0; i < length; i++) out[i] = Math.floor(next() * 256);
      return out;
    },
    fork: (label) => createRandom(`${key}/${label}`),
  };
  return random;
}
