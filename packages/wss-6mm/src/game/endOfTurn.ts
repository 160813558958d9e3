import { initiativeRoll } from '../mechanics/initiativeRoll.js';
import type { BattleContext } from './BattleContext.js';
import type { BattleState, Side } from './State.js';
import { advanceFire, beginFire } from './firePhases.js';
import { meleePhase } from './meleePhase.js';
import { moralePhase } from './moralePhase.js';
import { remaining } from './table.js';

/** Elements (and gun models) each side has lost: the points of the other side. */
export function losses(state: BattleState): Record<Side, number> {
  const out: Record<Side, number> = { A: 0, B: 0 };
  for (const u of state.units) out[u.side] += u.status === 'active' ? u.elements - remaining(u) : u.elements;
  return out;
}

/** True when this fraction of a side's units is routed, destroyed or gone (ruling R16). */
export function isBroken(state: BattleState, side: Side, fraction: number): boolean {
  const units = state.units.filter((u) => u.side === side);
  const gone = units.filter((u) => u.status !== 'active' || u.order === 'routed').length;
  return units.length > 0 && gone >= fraction * units.length;
}

/**
 * Phases 3-6 after every brigade has moved: artillery and small arms fire (each firer's target may be a
 * decision, which pauses the turn until it is made), melee, morale, then the end check (ruling R16) and
 * the next turn's initiative. Rulebook: Sequence of Play.
 */
export function endOfTurn(ctx: BattleContext): void {
  beginFire(ctx, 'artillery');
  carryOnTurn(ctx);
}

/**
 * Carries the turn on from a fire phase until a fire decision is awaited, or the next turn's movement
 * (a turn in which no brigade can move goes straight to its fire phases).
 */
export function carryOnTurn(ctx: BattleContext): void {
  while (ctx.state.fire) {
    const phase = ctx.state.fire.phase;
    if (!advanceFire(ctx)) return;
    if (phase === 'artillery') beginFire(ctx, 'small-arms');
    else {
      meleeMoraleAndEnd(ctx);
      if (straightToFire(ctx.state)) beginFire(ctx, 'artillery');
    }
  }
}

/**
 * True when the new turn goes straight to its fire phases: no Pc unit waits to choose its pistols' target (ruling R63:
 * the turn carries on in {@link afterPistolsChoice}), no rally test waits for its side's choice (ruling R21: the turn
 * carries on in {@link afterRallyChoice}), the battle goes on and no brigade of the turn may move.
 */
function straightToFire(s: BattleState): boolean {
  return (
    s.pistols === null && s.rally === null && s.result === null && !s.brigades.some((b) => b.activation === 'pending')
  );
}

/**
 * Phases 5 and 6, the end check and the next turn (once every Pc unit offered has chosen its pistols' target, ruling
 * R63, and every rally test offered has been answered, ruling R21).
 */
function meleeMoraleAndEnd(ctx: BattleContext): void {
  if (!meleePhase(ctx)) moraleAndEnd(ctx);
}

/** Phase 6, the end check and the next turn (once every rally test offered has been answered, ruling R21). */
function moraleAndEnd(ctx: BattleContext): void {
  moralePhase(ctx);
  if (ctx.state.rally === null) endCheckAndNextTurn(ctx);
}

/**
 * Ruling R63 (`pcMeleePistols: chosen`): a side has chosen its Pc unit's pistols' target (`pistolsChoice`); once the
 * melees are fought the turn carries on (phase 6, the end check, the next turn, and its fire phases if no brigade of it
 * may move).
 */
export function afterPistolsChoice(ctx: BattleContext, fought: boolean): void {
  if (!fought) return;
  moralePhase(ctx);
  afterRallyChoice(ctx, ctx.state.rally === null);
}

/**
 * Ruling R21 (`rallyTests: chosen`): a side has answered a rally test offered to one of its units (`rallyChoice`);
 * when none is left the Morale Tests phase is over and the turn carries on (the end check, the next turn, and its fire
 * phases if no brigade of it may move).
 */
export function afterRallyChoice(ctx: BattleContext, over: boolean): void {
  if (!over) return;
  endCheckAndNextTurn(ctx);
  if (straightToFire(ctx.state)) {
    beginFire(ctx, 'artillery');
    carryOnTurn(ctx);
  }
}

/** The end check (ruling R16) and the next turn's initiative. */
function endCheckAndNextTurn(ctx: BattleContext): void {
  const s = ctx.state;
  const brokenA = isBroken(s, 'A', ctx.options.armyBreakFraction);
  const brokenB = isBroken(s, 'B', ctx.options.armyBreakFraction);
  const lost = losses(s);
  const points = { A: lost.B, B: lost.A };
  if (brokenA || brokenB || s.turn >= ctx.options.maxTurns) {
    let winner: Side | null = null;
    let victory = 'draw';
    if (brokenA !== brokenB) {
      winner = brokenA ? 'B' : 'A';
      victory = 'army broken';
    } else if (points.A !== points.B) {
      winner = points.A > points.B ? 'A' : 'B';
      victory = brokenA ? 'both armies broken: more elements destroyed' : 'turn limit: more elements destroyed';
    }
    const name = winner ? s.armies[winner].name : null;
    ctx.emit({
      kind: 'end',
      winner,
      victory,
      points,
      turns: s.turn,
      text: `The battle ends after turn ${s.turn}: ${name ? `${name} wins (${victory})` : 'a draw'}; elements destroyed A ${points.A}, B ${points.B}`,
    });
    return;
  }
  const first = initiativeRoll(ctx.dice, ctx.options.initiativeDie, ['A', 'B']).first as Side;
  ctx.emit({
    kind: 'turn',
    turn: s.turn + 1,
    first,
    text: `Turn ${s.turn + 1}: ${s.armies[first].commander} (${first}) has the initiative`,
  });
}
