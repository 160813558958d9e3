import { mapPacked } from '@muster/core';
import type { MoraleSituation } from '../mechanics/moraleTest.js';
import { orderOfResult } from '../mechanics/orderAfterTest.js';
import { defendingObstacle } from './terrain.js';
import {
  officerWith,
  type BattleContext,
  casualtyOf,
  current,
  note,
  routersNear,
  worsenOrder,
} from './BattleContext.js';

/** The situation of a unit for a Morale test, from the table. Rulebook: Morale Tests. */
export function moraleSituationOf(
  ctx: BattleContext,
  id: string,
  melee: 'won' | 'lost' | 'none' = 'none',
  flankOrRear = false,
): MoraleSituation {
  const u = current(ctx, id);
  const [enemies, friends] = routersNear(ctx.state, u);
  return {
    casualty: casualtyOf(u, ctx.options),
    order: u.order,
    melee,
    enemyRoutingWithin6: enemies.length,
    friendsRoutingWithin6: friends.length,
    defendingObstacle: defendingObstacle(ctx.state, u),
    officerAttached: officerWith(ctx.state, id),
    attackedFlankOrRear: flankOrRear,
  };
}

/** Takes a Morale test and applies its result. Returns the result. Rulebook: Morale Tests. */
export function takeMoraleTest(
  ctx: BattleContext,
  id: string,
  why: string,
  melee: 'won' | 'lost' | 'none' = 'none',
  flankOrRear = false,
): 'steady' | 'disordered' | 'fall-back' | 'routed' {
  const u = current(ctx, id);
  const r = ctx.morale.moraleTest(ctx.dice, moraleSituationOf(ctx, id, melee, flankOrRear), ctx.options, u.name);
  note(
    ctx,
    `${u.name} takes a morale test (${why}): rolled ${r.roll}, score ${r.score}: ${r.result.toUpperCase().replace('-', ' ')}`,
  );
  worsenOrder(ctx, id, orderOfResult(r.result), `morale test ${r.score}`);
  return r.result;
}

/**
 * "Any units within 6" of a ROUTED unit which has not tested due to that ROUTED unit before should take a
 * Morale test." One test covers every new router in sight. A unit these tests rout is a new ROUTED unit: the units
 * within 6" of it that have not tested for it test in turn, whether they come before or after it in `ids` (ruling
 * R48's cascade: the tests go in waves, each seeing only the routers there were when the wave began, until a wave
 * tests nobody; before, one pass left a unit listed before the new router untested). Rulebook: Compulsory Moves.
 */
export function routerTests(ctx: BattleContext, ids: readonly string[]): void {
  for (;;) {
    // The routers when the wave begins (`routersNear` reads only units still on the table).
    const routers = new Set(
      mapPacked(
        ctx.state.units.filter((r) => r.order === 'routed'),
        (r) => r.id,
      ),
    );
    let tested = false;
    for (const id of ids) {
      const u = current(ctx, id);
      if (u.status !== 'active' || u.arm === 'battery' || u.order === 'routed') continue;
      const [enemies, friends] = routersNear(ctx.state, u);
      const fresh = [...enemies, ...friends].filter((r) => routers.has(r.id) && !u.testedRouters.includes(r.id));
      if (fresh.length === 0) continue;
      ctx.emit({
        kind: 'unit',
        unit: id,
        set: { testedRouters: [...u.testedRouters, ...fresh.map((r) => r.id)] },
        text: `${u.name} sees ${fresh.map((r) => r.name).join(', ')} routing within 6"`,
      });
      takeMoraleTest(ctx, id, 'routers within 6"');
      tested = true;
    }
    if (!tested) return;
  }
}
