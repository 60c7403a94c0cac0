/**
 * Seeded pseudo-random numbers for the simulator. mulberry32 keeps its whole state in one uint32,
 * so a stream can be saved to the database and resumed exactly after a restart.
 */
export class Rng {
  private s: number;

  constructor(state: number) {
    this.s = state >>> 0;
  }

  /** the state to persist; `new Rng(rng.state)` continues the same sequence */
  get state(): number {
    return this.s >>> 0;
  }

  /** uniform in [0, 1) */
  next(): number {
    this.s = (this.s + 0x6d2b79f5) >>> 0;
    let t = this.s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  }

  /** standard normal (Box-Muller; the second value is dropped so the state stays one number) */
  normal(): number {
    const u1 = 1 - this.next();
    const u2 = this.next();
    return Math.sqrt(-2 * Math.log(u1)) * Math.cos(2 * Math.PI * u2);
  }

  /** log-normal with median 1 */
  logNormal(sigma: number): number {
    return Math.exp(sigma * this.normal());
  }

  chance(p: number): boolean {
    return this.next() < p;
  }
}

/** A stream seed for one purpose (e.g. seed 42, "BTCUSDT", "process"): FNV-1a over the labels. */
export function deriveSeed(seed: number, ...labels: string[]): number {
  let h = 0x811c9dc5;
  for (const ch of [String(seed), ...labels].join('|')) {
    h ^= ch.charCodeAt(0);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}
