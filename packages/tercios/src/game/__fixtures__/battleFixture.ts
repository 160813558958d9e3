import { ScriptedDice, type Dice } from '@muster/core';
import { terciosCombatPlugin, type TerciosPlugins } from '../../plugins/combat.js';
import { terciosMoralePlugin } from '../../plugins/morale.js';
import { DEFAULT_TERCIOS_OPTIONS, type TerciosOptions } from '../../options/options.js';
import { getProfile } from '../../profiles/getProfile.js';
import { TerciosScenarioSchema, type Placement, type ScenarioTerrain, type ScenarioUnit } from '../Scenario.js';
import type { BattleContext } from '../BattleContext.js';
import type { BattleEvent } from '../Event.js';
import type { BattleState } from '../State.js';
import { reduceBattle } from '../reduce.js';
import { setupBattle } from '../setup.js';

/** A unit from a rulebook profile, for tests. */
export function unitOf(id: string, profile: string): ScenarioUnit {
  const p = getProfile(profile);
  return {
    id,
    name: `${p.name} ${id}`,
    profile: p.id,
    category: p.category,
    values: p.values,
    defence: p.defence,
    weapons: [...p.weapons],
    rules: [...p.rules],
  };
}

/**
 * A small battle state with units placed where the test says (facing in degrees), no commanders unless
 * given, and the given terrain; stage `action`, side A to act.
 */
export function fixtureState(spec: {
  A: { unit: ScenarioUnit; at: Placement }[];
  B: { unit: ScenarioUnit; at: Placement }[];
  terrain?: ScenarioTerrain[];
}): BattleState {
  const scenario = TerciosScenarioSchema.parse({
    name: 'fixture',
    forces: {
      A: { name: 'A', commanders: [], regiments: [{ id: 'RA', name: 'A regiment', units: spec.A.map((x) => x.unit) }] },
      B: { name: 'B', commanders: [], regiments: [{ id: 'RB', name: 'B regiment', units: spec.B.map((x) => x.unit) }] },
    },
    terrain: { mode: 'placed', pieces: spec.terrain ?? [] },
    deployment: { mode: 'placed', units: Object.fromEntries([...spec.A, ...spec.B].map((x) => [x.unit.id, x.at])) },
  });
  const state = setupBattle(scenario, ScriptedDice.of([]));
  return { ...state, stage: 'action', units: state.units.map((u) => ({ ...u, order: 'ready' })) };
}

/** A battle context over a state, applying events through the reducer and collecting them. */
export function fixtureContext(
  start: BattleState,
  dice: Dice = ScriptedDice.of([]),
  options: TerciosOptions = DEFAULT_TERCIOS_OPTIONS,
  plugins: TerciosPlugins = { combat: terciosCombatPlugin, morale: terciosMoralePlugin },
): BattleContext & { events: BattleEvent[] } {
  let state = start;
  const events: BattleEvent[] = [];
  return {
    get state() {
      return state;
    },
    dice,
    emit(e: BattleEvent) {
      events.push(e);
      state = reduceBattle(state, e);
    },
    options,
    plugins,
    events,
  };
}
