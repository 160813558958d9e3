import { ScriptedDice } from '@muster/core';
import { DEFAULT_OPTIONS } from '../../options/options.js';
import { exampleScenario } from '../Scenario.js';
import { setupBattle } from '../setup.js';
import type { BattleState, BattleUnit } from '../State.js';

/**
 * The example battle (Blenheim-like: Orkney's, the Dutch and Lumley's Horse for A along y = 6 facing up the table,
 * four French and Bavarian brigades for B along y = 30 facing down it), A with the initiative and both CinCs'
 * phase 1 decisions made, with some units changed.
 */
export function exampleBattle(changes: Record<string, Partial<BattleUnit>> = {}): BattleState {
  const s = setupBattle(exampleScenario(), ScriptedDice.of([10, 5]), DEFAULT_OPTIONS);
  return { ...s, cincPending: [], units: s.units.map((u) => (changes[u.id] ? { ...u, ...changes[u.id] } : u)) };
}

/**
 * Queen's Horse (S, A) in melee with Picardie (French foot in line, B), front to front at y 16, the horse with its
 * S vs Foot charge bonus (it charged this turn): the changes `exampleBattle` takes.
 */
export const HORSE_IN_MELEE_WITH_PICARDIE = {
  'queens-horse': {
    x: 20,
    y: 16,
    engaged: ['picardie-1'],
    charge: { bonus: 's-vs-foot', vsStationaryHorse: false },
  },
  'picardie-1': { x: 20, y: 16, engaged: ['queens-horse'] },
} as const satisfies Record<string, Partial<BattleUnit>>;
