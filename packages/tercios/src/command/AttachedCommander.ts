import type { TraitId } from './traits.js';
import type { VirtueId } from './virtues.js';

/** A commander (Mestre de Camp or Commander-in-Chief): rank, virtues and traits. Rulebook: Command. */
export interface Commander {
  readonly name?: string;
  /** 0 to 5. */
  readonly rank: number;
  readonly virtues: readonly VirtueId[];
  readonly traits: readonly TraitId[];
  readonly commanderInChief?: boolean;
}

/** A commander attached to a troop unit: its virtues and automatic traits apply to that unit. Rulebook: Command > Attached Commander. */
export type AttachedCommander = Commander;
