import { ScriptedDice, type Dice } from '@muster/core';
import { terciosCombatPlugin, type TerciosPlugins } from '../../plugins/combat.js';
import { terciosMoralePlugin } from '../../plugins/morale.js';
import { DEFAULT_TERCIOS_OPTIONS, type TerciosOptions } from '../../options/options.js';
import { getProfile } from '../../profiles/getProfile.js';
import { TerciosScenarioSchema, type Placement, type ScenarioTerrain, type ScenarioUnit } from '../Scenario.js';
import type { BattleContext } from '../BattleContext.js';
import type { BattleEvent } from '../Event.js';
import type { Acting, BattleState, CommanderState, Order, UnitState } from '../State.js';
import { reduceBattle } from '../reduce.js';
import { resolveBattle } from '../resolve.js';
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
  const state = setupBattle(scenario, ScriptedDice.of([]), DEFAULT_TERCIOS_OPTIONS);
  return { ...state, stage: 'action', units: state.units.map((u) => ({ ...u, order: 'ready' })) };
}

/** A unit and where it stands, as `fixtureState` takes them. */
export interface Placed {
  unit: ScenarioUnit;
  at: Placement;
}

/** A unit of this profile at (x, y), facing `facing` degrees. */
export function placed(id: string, profile: string, x: number, y: number, facing: number): Placed {
  return { unit: unitOf(id, profile), at: { x, y, facing } };
}

/**
 * The table of the ruling "A charger's turn that touches its target": A's horse `cav` 0.23" in front of the left half of
 * B's tercio `ter`, whose turn towards the tercio's right centre (14.4 degrees) touches it 8.8 degrees in; A's horse `f`
 * behind the charger's left rear, its centre at y = `friendY` (15.9: 0.33" behind, where the whole turn would end but
 * not the turn stopped at the touch; 16.05: where the turn stopped at the touch ends too).
 */
export function turnTouchTable(friendY = 15.9): BattleState {
  return fixtureState({
    A: [
      placed('cav', 'arquebusiers-on-horseback', 34, 17.8, 90),
      placed('f', 'arquebusiers-on-horseback', 32.5, friendY, 90),
    ],
    B: [placed('ter', 'tercio', 36, 20, -90)],
  });
}

/** `fixtureState` with the orders (and any other unit fields) a test gives. */
export function fixtureTable(
  A: Placed[],
  B: Placed[],
  orders: Record<string, Order | null> = {},
  fields: Record<string, Partial<UnitState>> = {},
): BattleState {
  const state = fixtureState({ A, B });
  return {
    ...state,
    units: state.units.map((u) => ({
      ...u,
      ...(u.id in orders ? { order: orders[u.id] ?? null } : {}),
      ...(fields[u.id] ?? {}),
    })),
  };
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

/** A commander of side A, regiment RA, rank 2, at (36, 14): 4.8" behind the Tercio `ter` of {@link commandBattle}. */
export function commanderOf(over: Partial<CommanderState> = {}): CommanderState {
  return {
    id: 'c1',
    side: 'A',
    name: 'Maestro',
    rank: 2,
    commanderInChief: false,
    regiment: 'RA',
    traits: [],
    virtues: [],
    position: { x: 36, y: 14 },
    attachedTo: null,
    exhausted: false,
    joinedThisTurn: false,
    removed: false,
    ...over,
  };
}

/**
 * A battle for commanders' tests. Side A: a Tercio `ter` at (36, 20) and a musketeer company `mus` at (`musX`, 20),
 * both facing the enemy, and `extraA`; side B: a Tercio `enemy` at (36, 44). Commanders as given; units changed by
 * `units`.
 */
export function commandBattle(
  commanders: CommanderState[] = [commanderOf()],
  units: Record<string, Partial<UnitState>> = {},
  extraA: { unit: ScenarioUnit; at: Placement }[] = [],
  musX = 41,
): BattleState {
  const s = fixtureState({
    A: [
      { unit: unitOf('ter', 'tercio'), at: { x: 36, y: 20, facing: 90 } },
      { unit: unitOf('mus', 'musketeer-company'), at: { x: musX, y: 20, facing: 90 } },
      ...extraA,
    ],
    B: [{ unit: unitOf('enemy', 'tercio'), at: { x: 36, y: 44, facing: -90 } }],
  });
  return { ...s, commanders, units: s.units.map((u) => (units[u.id] ? { ...u, ...units[u.id] } : u)) };
}

/** `unit` acting under `order`, nothing done yet (no actions, no brigade queue, no charge target); `more` changes it. */
export function actingOf(unit: string, order: Acting['order'], more: Partial<Acting> = {}): Acting {
  return {
    unit,
    order,
    actions: [],
    freeReorient: false,
    brigadeQueue: [],
    chargeTarget: null,
    interrupted: false,
    counterCharge: false,
    ...more,
  };
}

/** A rank-2 commander `id` of `side` (regiment RA or RB), no traits, at `position`; `more` changes it. */
export function sideCommander(
  id: string,
  side: 'A' | 'B',
  position: { x: number; y: number },
  more: Partial<CommanderState> = {},
): CommanderState {
  return commanderOf({ id, side, name: id, regiment: side === 'A' ? 'RA' : 'RB', position, ...more });
}

/**
 * The initiative event when side B places the last order of Planning, on a Tercio against a Tercio with these state
 * fields (commanders on the table, or the ranks kept without them).
 */
export function initiativeOn(fields: Partial<BattleState>, faces: number[], options: TerciosOptions) {
  const s0 = fixtureState({
    A: [{ unit: unitOf('ter', 'tercio'), at: { x: 36, y: 20, facing: 90 } }],
    B: [{ unit: unitOf('enemy', 'tercio'), at: { x: 36, y: 44, facing: -90 } }],
  });
  const s: BattleState = {
    ...s0,
    stage: 'planning',
    activeSide: 'B',
    units: s0.units.map((u) => ({ ...u, order: u.side === 'A' ? 'ready' : null })),
    ...fields,
  };
  const ctx = fixtureContext(s, ScriptedDice.of(faces), options);
  resolveBattle(ctx, { kind: 'order', unit: 'enemy', order: 'ready' }, 'B');
  return ctx.events.find((e) => e.kind === 'initiative');
}
