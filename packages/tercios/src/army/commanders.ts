import { COMMANDER_RANKS, traitsOfAllCommanders, type CommanderRank } from '../command/commanderRanks.js';
import { TRAITS, type TraitId } from '../command/traits.js';
import { VIRTUES } from '../command/virtues.js';

// What an army may buy for its commanders. The rank table, virtues and traits themselves (and their effects)
// belong to the command rules (src/command); this file only says which of them a list may choose.

/** Rulebook: The Army > Standard Army Base: "Commander-in-Chief (C-C), rank 2 to 5". */
export const COMMANDER_IN_CHIEF_RANKS = { min: 2, max: 5 } as const;
/** Rulebook: The Army > Infantry Regiment: "Commander (Mestre de Camp), rank 0 to 4". */
export const MESTRE_DE_CAMP_RANKS = { min: 0, max: 4 } as const;

/**
 * Traits a list may choose (Command > Optional Traits: "chosen when the army is constituted ... up to the
 * number allowed by each commander's rank"): every trait except those all commanders have without choosing.
 */
export const CHOOSABLE_TRAITS: readonly TraitId[] = (Object.keys(TRAITS) as TraitId[]).filter(
  (id) => TRAITS[id].kind !== 'all-commanders',
);

/** Virtue ids a list may choose (Command > Virtues). */
export const CHOOSABLE_VIRTUES: readonly string[] = Object.keys(VIRTUES);

/** The traits no list chooses: every commander has them (Fast, Inspiring; Initiative under `all-commanders`). */
export function freeTraits(initiative: 'chosen' | 'all-commanders' = 'chosen'): readonly string[] {
  return traitsOfAllCommanders(initiative);
}

/**
 * The rank-table row (virtues, traits, points), or undefined outside 0..5. Rulebook: Command. The community
 * builder prices the Commander-in-Chief differently (rank 2 free, rank 3 = 25); the printed table is kept.
 */
export function commanderRank(rank: number): CommanderRank | undefined {
  return COMMANDER_RANKS.find((r) => r.rank === rank);
}
