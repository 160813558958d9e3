import { distanceToBase } from '@muster/core';
import { commandersLost } from '../command/commanderLosses.js';
import type { RoutTestResult, SelflessReroll } from '../mechanics/routTest.js';
import { sufferWear } from '../mechanics/sufferWear.js';
import { liveUnits, unitById } from '../table/tableQueries.js';
import type { BattleContext } from './BattleContext.js';
import { mayCommand, rulesUnit } from './commandOnTable.js';
import type { UnitState } from './State.js';

/** Records a unit's markers when they changed. */
export function setMarkers(
  ctx: BattleContext,
  unitId: string,
  wear: number,
  disordered: boolean,
  reason: string,
): void {
  const u = unitById(ctx.state, unitId);
  if (!u || u.destroyed) return;
  if (u.wear !== wear || u.disordered !== disordered)
    ctx.emit({ kind: 'unit-state', unit: unitId, wear, disordered, reason });
}

/** Logs a rout test the rules layer rolled. */
export function logRoutTest(ctx: BattleContext, unitId: string, r: RoutTestResult | undefined): void {
  if (r?.tested)
    ctx.emit({ kind: 'rout-test', unit: unitId, routPoints: r.routPoints, sixes: r.sixes, passed: r.passed });
}

/**
 * Selfless (Automatic Kingdoms Traits): "a unit attached to this commander that fails a rout test may re-roll its
 * dice": under option `selflessReroll: 'ask'` the unit's side is asked once its test has failed (`ctx.answers`: the
 * battle stops there), naming the Selfless commander attached to it; otherwise the option's answer (undefined).
 */
export function selflessAnswer(ctx: BattleContext, unit: UnitState): SelflessReroll | undefined {
  const answers = ctx.answers;
  if (!answers || ctx.options.selflessReroll !== 'ask') return undefined;
  // Asked only once a test has failed with a Selfless commander attached (`routTest`): here he is.
  return (failed) => {
    const commander = ctx.state.commanders.find(
      (c) => c.attachedTo === unit.id && !c.removed && c.traits.includes('selfless'),
    )!;
    return answers.selfless({ side: unit.side, unit: unit.id, commander: commander.id, ...failed });
  };
}

/**
 * Adds Dm to a unit (a blocked disengagement or retreat) and makes the rout test when the Dm go beyond its
 * Stamina (the bound morale plugin's). Rulebook: Combat > Disengagement, Retreat; Shooting > Rout Test.
 */
export function addWear(ctx: BattleContext, unitId: string, amount: number, reason: string): void {
  const u = unitById(ctx.state, unitId);
  if (!u || u.destroyed || amount <= 0) return;
  setMarkers(ctx, unitId, u.wear + amount, u.disordered, reason);
  const r = sufferWear(
    ctx.dice,
    rulesUnit(ctx.state, u),
    amount,
    ctx.options,
    ctx.plugins.morale,
    selflessAnswer(ctx, u),
  );
  logRoutTest(ctx, unitId, r.routTest);
  killedForReroll(ctx, unitId, r.routTest);
  if (r.destroyed) destroyUnit(ctx, unitId, 'broken by a rout test');
  else setMarkers(ctx, unitId, r.unit.wear ?? 0, u.disordered, 'rout test passed: the excess Dm go');
}

/**
 * Automatic Kingdoms Traits > Selfless: "The commander is killed even if the second test succeeds": after a rout test
 * re-rolled (`r.commanderKilled`), the commander attached to the unit is removed.
 */
export function killedForReroll(ctx: BattleContext, unitId: string, r: RoutTestResult | undefined): void {
  if (!r?.commanderKilled) return;
  for (const c of ctx.state.commanders)
    if (c.attachedTo === unitId && !c.removed)
      ctx.emit({ kind: 'commander-removed', commander: c.id, reason: 'Selfless: killed for the re-roll' });
}

/**
 * Removes a unit from the game and scores its victory points for the enemy. Commanders and Losses: an
 * attached commander dies with it (Like a Hero); a commander with no other friendly unit within 6" tests
 * (fewer than two successes: Exhausted) or flees; a commander with no unit left to interact with is removed (Useless).
 */
export function destroyUnit(ctx: BattleContext, unitId: string, reason: string): void {
  const u = unitById(ctx.state, unitId);
  if (!u || u.destroyed) return;
  ctx.emit({ kind: 'unit-destroyed', unit: unitId, reason, points: u.victoryPoints });
  for (const { commander } of commandersLost(
    ctx.state.commanders.filter((c) => !c.removed),
    { destroyed: unitId },
  )) {
    ctx.emit({ kind: 'commander-removed', commander: commander.id, reason: 'Like a Hero: died with the unit' });
  }
  for (const c of ctx.state.commanders) {
    if (c.removed || c.side !== u.side || c.attachedTo !== null) continue;
    if (distanceToBase(c.position, u.base) > 6) continue;
    const friendsNear = liveUnits(ctx.state, u.side).some((f) => distanceToBase(c.position, f.base) <= 6);
    if (friendsNear) continue;
    const test = ctx.plugins.morale.isolationTest(ctx.dice, { rank: c.rank, name: c.name });
    if (test.fled)
      ctx.emit({
        kind: 'commander-removed',
        commander: c.id,
        reason: 'fled: a unit destroyed within 6" and no friend near',
      });
    // Leaving a Troop: the test is made "as above" (In the wrong place): under two successes, Exhausted; "If it was
    // already exhausted, there are no further consequences."
    else if (test.exhausted && !c.exhausted) ctx.emit({ kind: 'commander-exhausted', commander: c.id });
  }
  removeUseless(ctx);
}

/** Commanders and Losses > Useless: no unit left to interact with. */
export function removeUseless(ctx: BattleContext): void {
  const state = ctx.state;
  const inGame = state.commanders.filter((c) => !c.removed);
  for (const { commander } of commandersLost(inGame, {
    hasUnitToCommand: (c) => liveUnits(state, c.side).some((u) => mayCommand(state, c, u)),
  })) {
    ctx.emit({ kind: 'commander-removed', commander: commander.id, reason: 'useless: no unit left to command' });
  }
}
