/**
 * The slot of a key (`hi`, `lo`) in a table of `mask + 1` slots (a power of two): a multiplicative hash of both halves.
 * The transposition table of `solveInstruction` and the {@link linesCache} both place keys with it.
 */
export function slotOf(hi: number, lo: number, mask: number): number {
  const h = Math.imul(hi, 0x9e3779b1) ^ Math.imul(lo, 0x85ebca77);
  return (h ^ (h >>> 15)) & mask;
}

/** Slots of a {@link linesCache} at first and at most (powers of two). */
export const LINES_FIRST = 1 << 12;
export const LINES_MOST = 1 << 18;

/**
 * Line counts kept per packed Tercio (its two halves, `hi` and `lo`, each under 2^31 - 1), direct-mapped: a
 * newer count replaces an older one in its slot. A memo of a pure function, so what it keeps changes the time
 * only, never a count.
 */
export interface LinesCache {
  /** The count kept for the Tercio (`hi`, `lo`), or -1. */
  get(hi: number, lo: number): number;
  /** Keeps `lines` (0-255) for the Tercio (`hi`, `lo`). */
  set(hi: number, lo: number, lines: number): void;
  /** Slots now (it grows). */
  readonly slots: number;
}

/**
 * A {@link LinesCache} of `first` slots that grows fourfold, keeping its entries, whenever it has taken in half
 * as many counts as it has slots, up to `most`: a setup decided in a few hundred positions allocates 36 KB, not
 * the 2.3 MB a large search uses (fresh memory costs page faults and garbage collections, setup after setup).
 */
export function linesCache(first = LINES_FIRST, most = LINES_MOST): LinesCache {
  return new Lines(first, most);
}

/**
 * The {@link LinesCache} of {@link linesCache}: one class for every cache of the process, so that the solver's calls
 * to `get` and `set` are compiled once (per-setup closures are compiled again for each setup).
 */
class Lines implements LinesCache {
  // `declare`: each field is created by the constructor with its first value, in the same order for every instance;
  // a class field would first be defined as undefined, and V8 would no longer know a number or an array's kind there.
  declare slots: number;
  declare private his: Int32Array;
  declare private los: Int32Array; // lo + 1; 0: empty (fresh memory is zero)
  declare private values: Uint8Array;
  declare private taken: number;
  declare private readonly most: number;

  constructor(first: number, most: number) {
    this.slots = first;
    this.his = new Int32Array(first);
    this.los = new Int32Array(first);
    this.values = new Uint8Array(first);
    this.taken = 0;
    this.most = most;
  }

  private grow(): void {
    const [oldHi, oldLo, oldValues] = [this.his, this.los, this.values];
    const slots = (this.slots = Math.min(this.most, this.slots * 4));
    const his = (this.his = new Int32Array(slots));
    const los = (this.los = new Int32Array(slots));
    const values = (this.values = new Uint8Array(slots));
    let taken = 0;
    for (let i = 0; i < oldLo.length; i++) {
      if (oldLo[i] === 0) continue;
      const slot = slotOf(oldHi[i]!, oldLo[i]! - 1, slots - 1);
      if (los[slot] === 0) taken++;
      his[slot] = oldHi[i]!;
      los[slot] = oldLo[i]!;
      values[slot] = oldValues[i]!;
    }
    this.taken = taken;
  }

  get(hi: number, lo: number): number {
    const slot = slotOf(hi, lo, this.slots - 1);
    return this.los[slot] === lo + 1 && this.his[slot] === hi ? this.values[slot]! : -1;
  }

  set(hi: number, lo: number, lines: number): void {
    if (++this.taken > this.slots / 2 && this.slots < this.most) this.grow();
    const slot = slotOf(hi, lo, this.slots - 1);
    this.his[slot] = hi;
    this.los[slot] = lo + 1;
    this.values[slot] = lines;
  }
}
