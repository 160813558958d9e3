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
  let slots = first;
  let his = new Int32Array(slots);
  let los = new Int32Array(slots); // lo + 1; 0: empty (fresh memory is zero)
  let values = new Uint8Array(slots);
  let taken = 0;
  const grow = (): void => {
    const [oldHi, oldLo, oldValues] = [his, los, values];
    slots = Math.min(most, slots * 4);
    his = new Int32Array(slots);
    los = new Int32Array(slots);
    values = new Uint8Array(slots);
    taken = 0;
    for (let i = 0; i < oldLo.length; i++) {
      if (oldLo[i] === 0) continue;
      const slot = slotOf(oldHi[i]!, oldLo[i]! - 1, slots - 1);
      if (los[slot] === 0) taken++;
      his[slot] = oldHi[i]!;
      los[slot] = oldLo[i]!;
      values[slot] = oldValues[i]!;
    }
  };
  return {
    get(hi, lo) {
      const slot = slotOf(hi, lo, slots - 1);
      return los[slot] === lo + 1 && his[slot] === hi ? values[slot]! : -1;
    },
    set(hi, lo, lines) {
      if (++taken > slots / 2 && slots < most) grow();
      const slot = slotOf(hi, lo, slots - 1);
      his[slot] = hi;
      los[slot] = lo + 1;
      values[slot] = lines;
    },
    get slots() {
      return slots;
    },
  };
}
