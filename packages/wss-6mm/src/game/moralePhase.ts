import { mapPacked } from '@muster/core';
import { orderAfterRally, rallyFromOrder } from '../mechanics/rallyTest.js';
import { ORDER_NAMES } from '../organisation/conditions.js';
import { officerWith, type BattleContext, casualtyOf, current, note, setUnit } from './BattleContext.js';
import { routerTests, takeMoraleTest } from './moraleHelpers.js';
import { touchingEnemy } from './table.js';
import type { RallyFrom } from '../mechanics/rallyTest.js';
import type { BattleUnit } from './State.js';

/**
 * Morale tests for units that lost elements to fire; tests near routers; then rallying from rout,
 * pursuit and fall back for units that did not begin it this turn (all rallied units are DISORDERED).
 * Rulebook: Morale Tests; Casualties ("Whenever a unit loses one or more elements it should take a Morale
 * test"); Rallying (ruling R21 on when).
 */
export function moralePhase(ctx: BattleContext): void {
  ctx.emit({ kind: 'phase', phase: 'morale tests', text: `Turn ${ctx.state.turn}: morale tests` });
  // Ruling R59: one test for each phase in which the unit lost elements (`fireLossTests: once`: one in all); a unit
  // that routs takes no more.
  for (const id of mapPacked(
    ctx.state.units.filter((u) => u.pendingMorale > 0),
    (u) => u.id,
  )) {
    const u = current(ctx, id);
    const owed = u.pendingMorale;
    setUnit(
      ctx,
      id,
      { pendingMorale: 0, moraleOwedFor: null },
      owed === 1 ? `${u.name} tests for its losses` : `${u.name} tests for its losses in ${owed} phases`,
    );
    for (let test = 0; test < owed; test++) {
      const now = current(ctx, id);
      if (now.status === 'active' && now.order !== 'routed') takeMoraleTest(ctx, id, 'lost elements');
    }
  }
  routerTests(
    ctx,
    mapPacked(
      // Stryker disable next-line MethodExpression,ConditionalExpression: equivalent — routerTests skips every unit not on the table itself
      ctx.state.units.filter((u) => u.status === 'active'),
      (u) => u.id,
    ),
  );
  // Rallying: "Units requiring Rallying from Rout, Pursuit or Fall Back may test now": with `rallyTests: chosen` each
  // one's side chooses whether it tests (ruling R21; the phase waits, `rallyChoice`), with `always` every one tests.
  const rallying = mapPacked(
    ctx.state.units.filter((u) => rallyFromOf(ctx, u) !== null),
    (u) => u.id,
  );
  if (ctx.options.rallyTests === 'chosen') {
    if (rallying.length > 0)
      ctx.emit({
        kind: 'rally-offered',
        units: rallying,
        text: `${rallying.length} unit${rallying.length === 1 ? '' : 's'} may test to rally`,
      });
    return;
  }
  for (const id of rallying) rally(ctx, id);
}

/**
 * What a unit may rally from now: rout, pursuit (horse) or fall back, if it is on the table and did not begin it this
 * turn ("unless they began their rout, pursuit or Falling Back this move", ruling R21); null otherwise.
 */
function rallyFromOf(ctx: BattleContext, u: BattleUnit): RallyFrom | null {
  if (u.status !== 'active' || u.since >= ctx.state.turn) return null;
  return rallyFromOrder({
    routed: u.order === 'routed',
    fallingBack: u.order === 'falling-back',
    pursuing: u.pursuing !== null,
  });
}

/**
 * Ruling R21 (`rallyTests: chosen`): the side of the first unit offered a rally test takes it (`test`) or not; the
 * phase carries on once every unit offered has been answered (true: the Morale Tests phase is over).
 */
export function rallyChoice(ctx: BattleContext, id: string, test: boolean): boolean {
  const u = current(ctx, id);
  ctx.emit({
    kind: 'rally-chosen',
    unit: id,
    test,
    text: test ? `${u.name} tests to rally` : `${u.name} does not test to rally`,
  });
  if (test) rally(ctx, id);
  return ctx.state.rally === null;
}

/** One unit's rally test, and its result (all units rallying are DISORDERED). Rulebook: Rallying. */
function rally(ctx: BattleContext, id: string): void {
  const u = current(ctx, id);
  const from = rallyFromOf(ctx, u)!;
  const r = ctx.morale.rallyTest(
    ctx.dice,
    {
      from,
      casualty: casualtyOf(u, ctx.options),
      order: u.order,
      // Ruling R60: "In contact with enemy" is in melee or, by default, touching an enemy's base out of melee.
      inContact: u.engaged.length > 0 || (ctx.options.rallyContact === 'touching' && touchingEnemy(ctx.state, u)),
      officerAttached: officerWith(ctx.state, u.id),
    },
    ctx.options,
    u.name,
  );
  const order = orderAfterRally(r);
  if (order !== null) {
    setUnit(
      ctx,
      id,
      { order, pursuing: null, ...(u.pursued > 0 ? { pursued: 0 } : {}) },
      `${u.name} rallies from ${from} (score ${r.score}) and is ${ORDER_NAMES[order]}`,
    );
    // Ruling R70 (`routerRetest: each-rout`): its rout is over, so a later rout is a new one that the units near it
    // test for again; by default (`once`) they have "tested due to that ROUTED unit before" and do not.
    // Only a unit that routed is in any record, and a rally from rout clears them: the rally's cause need not be asked.
    if (ctx.options.routerRetest === 'each-rout')
      for (const o of ctx.state.units.filter((x) => x.testedRouters.includes(id)))
        setUnit(
          ctx,
          o.id,
          { testedRouters: o.testedRouters.filter((x) => x !== id) },
          `${o.name} will test again if ${u.name} routs again`,
        );
  } else note(ctx, `${u.name} fails to rally from ${from} (score ${r.score})`);
}
