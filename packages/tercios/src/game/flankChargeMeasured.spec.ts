import { ScriptedDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { TerciosOptionsSchema } from '../options/options.js';
import { defineTerciosCombat, terciosCombatPlugin } from '../plugins/combat.js';
import { terciosMoralePlugin } from '../plugins/morale.js';
import type { MeleeResult } from '../mechanics/resolveMelee.js';
import { fixtureContext, fixtureTable, placed } from './__fixtures__/battleFixture.js';
import { resolveBattle } from './resolve.js';
import { reorientTowards } from './reactionsOnTable.js';
import { unitById } from '../table/tableQueries.js';

// Option battle.flankChargeMeasured (docs/rulings/tercios.md, "When a flank charge is measured").
// Combat > Flank Charges: "A flank charge is a charge that begins while the front centre of the charging unit
// lies outside the 180-degree front arc of the target unit." "A unit subjected to a flank charge has its Melee
// and Courage values reduced (penalty -). It is also reduced (-) in its Discipline value for any reaction test
// against the charge." Reactions > Ready!: "the unit may reorient".

const sixes = () => ScriptedDice.of(Array.from({ length: 400 }, () => 6));

/**
 * Horse (A) south of a musketeer company (B). With `reorient` (7" apart), the company faces east: the charger's front
 * centre lies behind the line of the company's front edge, a flank charge when declared; the company reacts with
 * Ready! and reorients to face south, towards the charger, before the charge move. With `evasion`, the company
 * faces the charger 3" away (no flank charge when declared) and evades with Run!, turning its back to it; the horse
 * catches it. Returns the combat the charge leads to and the reaction test's Discipline dice.
 */
function chargeWithReaction(
  flankChargeMeasured: 'charge-move' | 'declaration',
  reaction: 'reorient' | 'evasion' = 'reorient',
) {
  const state = fixtureTable(
    [placed('cav', 'arquebusiers-on-horseback', 36, reaction === 'reorient' ? 17 : 21, 90)],
    [placed('mus', 'musketeer-company', 36, 24, reaction === 'reorient' ? 0 : -90)],
    { cav: 'assault', mus: reaction === 'reorient' ? 'ready' : 'run' },
  );
  const combats: MeleeResult[] = [];
  const combat = defineTerciosCombat({
    id: 'test/spy',
    description: 'records each combat',
    melee: (dice, situation, plugins) => {
      const result = terciosCombatPlugin.melee(dice, situation, plugins);
      combats.push(result);
      return result;
    },
  });
  const ctx = fixtureContext(state, sixes(), TerciosOptionsSchema.parse({ battle: { flankChargeMeasured } }), {
    combat,
    morale: terciosMoralePlugin,
  });
  resolveBattle(ctx, { kind: 'activate', unit: 'cav' }, 'A');
  resolveBattle(ctx, { kind: 'charge', target: 'mus' }, 'A');
  const declared = ctx.events.find((e) => e.kind === 'charge-declared');
  // Reorientation: the company brings its front towards the centre the player names: the one facing the charger.
  const to = reorientTowards(unitById(ctx.state, 'mus')!, unitById(ctx.state, 'cav')!)!;
  resolveBattle(ctx, { kind: 'react', unit: 'mus', reaction, ...(reaction === 'reorient' ? { to } : {}) }, 'B');
  const test = ctx.events.find((e) => e.kind === 'order-test' && e.reaction);
  const turned = ctx.events.some((e) => e.kind === 'unit-moved' && e.unit === 'mus' && e.reason.includes(reaction));
  return {
    declaredFlank: declared?.kind === 'charge-declared' && declared.flank,
    reactionDice: test?.kind === 'order-test' ? test.dice : -1,
    turned,
    combat: combats[0],
  };
}

describe('battle.flankChargeMeasured', () => {
  it('a Ready! reorientation against a flank charge: the combat is fought in front (charge-move) or in flank as declared (declaration)', () => {
    const move = chargeWithReaction('charge-move');
    const declaration = chargeWithReaction('declaration');
    // The same declaration, reaction test and reorientation under both readings.
    for (const r of [move, declaration]) {
      expect(r.declaredFlank).toBe(true);
      expect(r.turned).toBe(true);
    }
    expect(declaration.reactionDice).toBe(move.reactionDice);
    // The combat: measured when the charge move begins, the company now faces the charger (no flank); fixed at
    // the declaration, it keeps the flank charge's Melee - (one die fewer for the company's combat roll).
    expect(move.combat?.flank).toBe(false);
    expect(declaration.combat?.flank).toBe(true);
    const dice = (r: typeof move) => r.combat?.rounds[0]?.defender.meleeDice ?? -1;
    expect(dice(move)).toBeGreaterThan(0);
    expect(dice(declaration)).toBe(dice(move) - 1);
  });

  it('an evader caught with its back turned: taken in flank (charge-move) or not, as the charge was declared from its front (declaration)', () => {
    const move = chargeWithReaction('charge-move', 'evasion');
    const declaration = chargeWithReaction('declaration', 'evasion');
    for (const r of [move, declaration]) {
      expect(r.declaredFlank).toBe(false);
      expect(r.turned).toBe(true);
    }
    expect(move.combat?.flank).toBe(true);
    expect(declaration.combat?.flank).toBe(false);
    const dice = (r: typeof move) => r.combat?.rounds[0]?.defender.meleeDice ?? -1;
    expect(dice(move)).toBe(dice(declaration) - 1);
  });
});
