import { ScriptedDice, type Dice } from '@muster/core';
import { expect } from 'vitest';
import type { BattleContext } from '../context.js';
import type { SwordAndPikeDecision } from '../Decision.js';
import type { SwordAndPikeEvent } from '../Event.js';
import type { SwordAndPikeState, UnitState } from '../State.js';
import { checkDecision } from '../../sequence/legalDecisions.js';
import { reduce } from '../reduce.js';
import { resolve } from '../resolve.js';
import type { SwordAndPikeScenario } from '../Scenario.js';
import { setupBattle } from '../setup.js';
import { DEFAULT_OPTIONS, type SwordAndPikeOptions } from '../../options/options.js';
import { resolveVolleyAnswer, resolveWinnerOption } from '../winnerOptions.js';
import { swordAndPikeCombatPlugin } from '../../plugins/combat.js';
import { swordAndPikeMoralePlugin } from '../../plugins/morale.js';

/** Test fixtures shared by the battle specs: scripted faces, playing decisions, finding a unit. */

/** Scripted faces, then 3s for anything after the script (so a test can stop checking early). */
export const faces = (script: number[]): Dice => {
  let i = 0;
  return new ScriptedDice((req) => Array.from({ length: req.count }, () => (i < script.length ? script[i++]! : 3)));
};

/** Scripted faces then 3s, and the purpose of every roll asked, in order. */
export function scriptedWithPurposes(script: number[]): { dice: Dice; purposes: string[] } {
  const purposes: string[] = [];
  let i = 0;
  const dice = new ScriptedDice((req) => {
    purposes.push(req.purpose);
    return Array.from({ length: req.count }, () => (i < script.length ? script[i++]! : 3));
  });
  return { dice, purposes };
}

/**
 * A battle context over `state`: every event emitted is kept and reduced into the state. The plugins are the rules as
 * written (the default plugins, as the ruleset's container binds them) unless given.
 */
export function recordingContext(
  state: SwordAndPikeState,
  dice: Dice,
  plugins: Pick<BattleContext, 'combat' | 'morale'> = {
    combat: swordAndPikeCombatPlugin,
    morale: swordAndPikeMoralePlugin,
  },
): { ctx: BattleContext; events: SwordAndPikeEvent[]; state: () => SwordAndPikeState } {
  let s = state;
  const events: SwordAndPikeEvent[] = [];
  const ctx: BattleContext = {
    get state() {
      return s;
    },
    dice,
    emit: (e) => {
      events.push(e);
      s = reduce(s, e);
    },
    ...plugins,
  };
  return { ctx, events, state: () => s };
}

/** Plays decisions on a state with given dice, checking each is legal first, collecting the events. */
export function playDecisions(
  state: SwordAndPikeState,
  dice: Dice,
  decisions: readonly (readonly [SwordAndPikeDecision, 'A' | 'B'])[],
): { state: SwordAndPikeState; events: SwordAndPikeEvent[] } {
  const run = recordingContext(state, dice);
  for (const [d, player] of decisions) {
    expect(checkDecision(run.state(), d)).toBeNull();
    resolve(run.ctx, d, player);
  }
  return { state: run.state(), events: run.events };
}

/** A unit of the state by id (the test knows it exists). */
export const unitIn = (s: SwordAndPikeState, id: string): UnitState => s.units.find((u) => u.id === id)!;

/** A unit of a hand-built scenario: 20 figures in open order, other foot, 2 stands wide, unless given. */
export type ScenarioUnit = SwordAndPikeScenario['sides']['A']['units'][number];
export const scenarioUnit = (
  u: Partial<ScenarioUnit> & Pick<ScenarioUnit, 'id' | 'troop' | 'x' | 'y'>,
): ScenarioUnit => ({
  name: u.id,
  brigade: 'b1',
  figures: 20,
  order: 'open',
  weapon: null,
  moraleClass: 'other-foot',
  frontage: 2,
  attachedTo: null,
  ...u,
});

/**
 * A sleeve of a pike formation `pike` (ruling R23): arquebusiers, one 5-man company (2" x 1"), attached to it, at
 * (33.5, 10) unless given: 0.5" off the right flank of a 4"-wide pike at (30, 10).
 */
export const sleeveOf = (o: Partial<ScenarioUnit> = {}): ScenarioUnit =>
  scenarioUnit({
    id: 'sleeve',
    troop: 'arquebusiers',
    figures: 5,
    frontage: 1,
    attachedTo: 'pike',
    x: 33.5,
    y: 10,
    ...o,
  });

/** A 72"x48" clear table with these units and no officers; side A moves first (its 2D6 beats B's). */
export function handBuiltTable(
  name: string,
  a: ScenarioUnit[],
  b: ScenarioUnit[],
  options: SwordAndPikeOptions = DEFAULT_OPTIONS,
  terrain: SwordAndPikeScenario['terrain'] = [],
): SwordAndPikeState {
  const scenario: SwordAndPikeScenario = {
    name,
    table: { width: 72, height: 48 },
    weather: 'clear',
    terrain,
    sides: { A: { name: 'A', units: a, officers: [] }, B: { name: 'B', units: b, officers: [] } },
  };
  return setupBattle(scenario, ScriptedDice.of([6, 6, 1, 1]), options);
}

/**
 * A winner's bonus option taken, and the defensive volley it offers the charged unit (Close Combat L), if any, fired
 * at once by the defender's side: the specs of what follows a volley.
 */
export function winnerOptionVolleyFired(
  ctx: BattleContext,
  d: Extract<SwordAndPikeDecision, { kind: 'winner-option' }>,
): void {
  resolveWinnerOption(ctx, d);
  const pending = ctx.state.pendingVolley;
  if (pending) resolveVolleyAnswer(ctx, { kind: 'fire', unit: pending.target, target: pending.charger });
}
