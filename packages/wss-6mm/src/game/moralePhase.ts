import { mapPacked } from '@muster/core';
import { orderAfterRally, rallyFromOrder } from '../mechanics/rallyTest.js';
import { ORDER_NAMES } from '../organisation/conditions.js';
import { officerWith, type BattleContext, casualtyOf, current, note, setUnit } from './BattleContext.js';
import { routerTests, takeMoraleTest } from './moraleHelpers.js';
import { touchingEnemy } from './table.js';

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
  for (const id of mapPacked(ctx.state.units, (u) => u.id)) {
    const u = current(ctx, id);
    if (u.status !== 'active' || u.since >= ctx.state.turn) continue;
    const from = rallyFromOrder({
      routed: u.order === 'routed',
      fallingBack: u.order === 'falling-back',
      pursuing: u.pursuing !== null,
      horse: u.arm === 'horse',
    });
    if (from === null) continue;
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
    if (order !== null)
      setUnit(
        ctx,
        id,
        { order, pursuing: null },
        `${u.name} rallies from ${from} (score ${r.score}) and is ${ORDER_NAMES[order]}`,
      );
    else note(ctx, `${u.name} fails to rally from ${from} (score ${r.score})`);
  }
}
