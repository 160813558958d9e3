import { ScriptedDice } from '@muster/core';
import { DEFAULT_OPTIONS, type Wss6mmOptions } from '../../options/options.js';
import type { BattleContext } from '../BattleContext.js';
import { wss6mmCombatPlugin } from '../../plugins/combat.js';
import { wss6mmMoralePlugin } from '../../plugins/morale.js';
import type { BattleEvent } from '../Event.js';
import type { BattleState } from '../State.js';
import { reduceBattle } from '../reduce.js';
import { moralePhase, rallyChoice } from '../moralePhase.js';
import { compulsoryMoves, pursuitChoice } from '../compulsoryMoves.js';
import { meleePhase, pistolTargets, pistolsChoice } from '../meleePhase.js';
import { unitById } from '../table.js';

/**
 * A resolution context over `state` with typed-in dice and the rules as written, for the battle specs: the context, the events it
 * emitted, a unit of the current state by id, and the events' text.
 */
export function harness(state: BattleState, faces: number[], options: Wss6mmOptions = DEFAULT_OPTIONS) {
  let s = state;
  const events: BattleEvent[] = [];
  const ctx: BattleContext = {
    get state() {
      return s;
    },
    dice: ScriptedDice.of(faces),
    emit: (e) => {
      events.push(e);
      s = reduceBattle(s, e);
    },
    options,
    combat: wss6mmCombatPlugin,
    morale: wss6mmMoralePlugin,
  };
  return {
    ctx,
    events,
    unit: (id: string) => s.units.find((u) => u.id === id)!,
    text: () => events.map((e) => e.text).join('\n'),
  };
}

/**
 * The Morale Tests phase with every rally test offered taken (ruling R21, `rallyTests: chosen`: "Units requiring
 * Rallying … may test now"; each side here chooses to test, as the competent bot does).
 */
export function moralePhaseTestingAll(ctx: BattleContext): void {
  moralePhase(ctx);
  for (let id = ctx.state.rally?.[0]; id !== undefined; id = ctx.state.rally?.[0]) rallyChoice(ctx, id, true);
}

/**
 * A brigade's compulsory moves with every foot unit rallying after its move of pursuit (ruling R62, `footPursuitRally:
 * chosen`: "Foot may rally automatically after one move of pursuit"; each side here rallies them, as the competent bot
 * does).
 */
export function compulsoryMovesRallying(ctx: BattleContext, brigade: string): void {
  for (let waiting = compulsoryMoves(ctx, brigade); waiting;)
    waiting = pursuitChoice(ctx, ctx.state.pursuit!.unit, true);
}

/**
 * The melee phase with every Pc unit offered its pistols firing at the first enemy it met (ruling R63, `pcMeleePistols:
 * chosen`: "Pc Horse may fire in second or subsequent rounds of melee"; each side here fires so, as the competent bot
 * does).
 */
export function meleePhaseFiringFirst(ctx: BattleContext): void {
  if (!meleePhase(ctx)) return;
  for (let id = ctx.state.pistols?.pending[0]; id !== undefined; id = ctx.state.pistols?.pending[0])
    pistolsChoice(ctx, id, pistolTargets(ctx.state, unitById(ctx.state, id))[0]!.id);
}
