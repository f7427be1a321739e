/**
 * Seeded pseudo-random numbers for the deterministic demo seed (no Math.random anywhere).
 * mulberry32: 32-bit state, uniform floats in [0, 1).
 */

/** A seeded random source with the helpers the seed generators use. */
export interface Rng {
  /** Uniform float in [0, 1). */
  next(): number
  /** Uniform integer in [min, max] (both inclusive). */
  int(min: number, max: number): number
  /** True with probability `p` (0..1). */
  chance(p: number): boolean
  /** One element of a non-empty list. Throws on an empty list. */
  pick<T>(items: readonly T[]): T
  /** `count` distinct elements (fewer if the list is shorter), in random order. */
  sample<T>(items: readonly T[], count: number): T[]
}

/** Creates a mulberry32 generator from a 32-bit integer seed. */
export function createRng(seed: number): Rng {
  let state = seed >>> 0
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1))
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('pick from an empty list')
    return items[int(0, items.length - 1)] as T
  }
  const sample = <T>(items: readonly T[], count: number): T[] => {
    const pool = [...items]
    const out: T[] = []
    while (out.length < count && pool.length > 0) {
      out.push(pool.splice(int(0, pool.length - 1), 1)[0] as T)
    }
    return out
  }
  return { next, int, chance: (p) => next() < p, pick, sample }
}
