import type { Wss6mmOptions } from '../options/options.js';
import type { Tactics } from '../organisation/unitTypes.js';

/**
 * Formations. Foot: line, march column or square. S horse: march column or 2 by 2. P horse: march
 * column, Pc (caracole column) or Pf (2 by 2 firearms charge). Batteries: deployed or limbered.
 * Rulebook: Formations.
 */
export type Formation = 'line' | 'column' | 'square' | 'two-by-two' | 'pc' | 'pf' | 'deployed' | 'limbered';

/** The formations a unit of these tactics may adopt. Rulebook: Formations. */
export function allowedFormations(tactics: Tactics | 'artillery'): readonly Formation[] {
  switch (tactics) {
    case 'PF1':
    case 'PF2':
    case 'RF':
      return ['line', 'column', 'square'];
    case 'S':
      return ['column', 'two-by-two'];
    case 'P':
      return ['column', 'pc', 'pf'];
    case 'artillery':
      return ['deployed', 'limbered'];
  }
}

/**
 * Moves a formation change takes: "Forming Column, limbering Artillery and reforming line from square
 * take 2 moves. All other formation changes take 1 move." Rulebook: Formations.
 */
export function formationChangeMoves(from: Formation, to: Formation): number {
  if (from === to) return 0;
  if (to === 'column' || to === 'limbered' || (from === 'square' && to === 'line')) return 2;
  return 1;
}

/**
 * True for the formations the fire modifier "Target in column" counts: march column and a limbered battery, and Pc
 * ("a column 1 element wide") with `pcTargetInColumn` (ruling R41). Rulebook: Artillery Fire; Small Arms Fire.
 */
export function isColumn(f: Formation, options: Pick<Wss6mmOptions, 'pcTargetInColumn'>): boolean {
  return f === 'column' || f === 'limbered' || (f === 'pc' && options.pcTargetInColumn);
}
