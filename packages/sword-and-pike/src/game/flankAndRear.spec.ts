import { baseGap, enumerate, parseParams, Rational, toLocal, vec } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { combatDice } from '../mechanics/closeCombat.js';
import { mechanic } from '../plugins/__fixtures__/mechanic.js';
import { SwordAndPikeOptionsSchema } from '../options/options.js';
import { chargeAspect } from '../table/chargeAspect.js';
import { baseOf } from '../table/unitGeometry.js';
import type { SwordAndPikeDecision } from './Decision.js';
import type { SwordAndPikeEvent } from './Event.js';
import type { SwordAndPikeState } from './State.js';
import { reduce } from './reduce.js';
import {
  faces,
  handBuiltTable,
  playDecisions,
  scenarioUnit,
  unitIn,
  type ScenarioUnit,
} from './__fixtures__/playDecisions.js';

const meleeMechanic = mechanic('melee');
const moraleMechanic = mechanic('morale');

const unit = (u: Parameters<typeof scenarioUnit>[0]): ScenarioUnit =>
  scenarioUnit({ figures: 12, moraleClass: 'heavy-cavalry', ...u });
// Side B's pikes face south: a 4" x 2" block (2 stands wide, 2 deep), front edge y 29, rear edge y 31, flanks x 28 and 32.
const pikes = unit({
  id: 'pike',
  troop: 'pikemen',
  figures: 20,
  order: 'closed',
  moraleClass: 'swiss-foot',
  x: 30,
  y: 30,
});
// Side A's gendarmes face north: a 4" x 4" block.
const gendarmesAt = (x: number, y: number) => unit({ id: 'gens', troop: 'gendarmes', x, y });

function table(
  gendarmes: ScenarioUnit,
  options: Record<string, unknown> = {},
  defender: ScenarioUnit = pikes,
): SwordAndPikeState {
  return handBuiltTable('flank', [gendarmes], [defender], SwordAndPikeOptionsSchema.parse(options)); // A moves first
}
const find = unitIn;
const play = playDecisions;
const charge: SwordAndPikeDecision = { kind: 'order', unit: 'gens', order: 'charge', target: 'pike' };
const wholeTurn: [SwordAndPikeDecision, 'A' | 'B'][] = [
  [charge, 'A'],
  [{ kind: 'end-moves' }, 'A'],
  [{ kind: 'end-moves' }, 'B'],
];
const DEFAULTS = SwordAndPikeOptionsSchema.parse({});

describe('flank and rear attacks (ruling R43)', () => {
  it('classifies a charge by where the charger starts: front, flank or rear', () => {
    const aspect = (x: number, y: number, options = DEFAULTS) => {
      const s = table(gendarmesAt(x, y), {});
      return chargeAspect(find(s, 'gens'), find(s, 'pike'), options);
    };
    expect(aspect(30, 20)).toBe('front'); // ahead of the pikes
    expect(aspect(40, 28)).toBe('front'); // beside them, but partly ahead of the front line (y 29)
    expect(aspect(40, 32)).toBe('flank'); // wholly behind the front line (y 30..34), not wholly behind the rear line (y 31)
    expect(aspect(30, 36)).toBe('rear'); // wholly behind the rear line
    expect(aspect(40, 33)).toBe('rear'); // diagonally behind the rear corner, touching the rear line: wholly behind it
    expect(aspect(40, 32, SwordAndPikeOptionsSchema.parse({ flankAttacks: { countAs: 'rear' } }))).toBe('rear'); // the literal text
    const s = table(gendarmesAt(40, 32));
    const square = { ...find(s, 'pike'), square: true };
    expect(chargeAspect(find(s, 'gens'), square, DEFAULTS)).toBe('front'); // a square has no flank
  });

  it('pikes charged in the flank are not "fighting to their front": they kill on 6s and the chargers lose the -2', () => {
    const pike = { troop: 'pikemen' as const, stands: [5, 5], order: 'closed' as const };
    const gens = { troop: 'gendarmes' as const, stands: [3, 3], order: 'open' as const };
    // Gendarmes: 3 dice a stand, lance +1; against pikes to their front -2.
    expect(combatDice(gens, pike, true)).toEqual({ onFive: 4, onSix: 0 });
    expect(combatDice(gens, { ...pike, attackedInFlank: true }, true)).toEqual({ onFive: 8, onSix: 0 });
    expect(combatDice(pike, gens, true)).toEqual({ onFive: 10, onSix: 0 });
    expect(combatDice({ ...pike, attackedInFlank: true }, gens, true)).toEqual({ onFive: 0, onSix: 10 });
    // In square every side is a front.
    expect(combatDice({ ...pike, square: true, attackedInFlank: true }, gens, true)).toEqual({ onFive: 10, onSix: 0 });
  });

  it('melee odds: a halberdier stand on a pike stand, front against flank (exact)', () => {
    const run = (flank: boolean) =>
      enumerate((dice) =>
        meleeMechanic.run(
          dice,
          parseParams(meleeMechanic.params, {
            attacker: 'halberdiers',
            'attacker-stands': '1',
            defender: 'pikemen',
            'defender-stands': '1',
            ...(flank ? { flank: true } : {}),
          }),
        ),
      );
    const front = run(false);
    const flank = run(true);
    // Front: halberdiers 5 - 1 (open vs closed) - 2 (pikes to front) = 2 dice on 5-6; pikes 5 dice on 5-6.
    expect(front.probabilityOf((o) => o.defenderCasualties === 0).equals(Rational.of(4, 9))).toBe(true);
    expect(front.probabilityOf((o) => o.attackerCasualties === 0).equals(Rational.of(32, 243))).toBe(true);
    // Flank: halberdiers 4 dice on 5-6; pikes 5 dice on 6 only.
    expect(flank.probabilityOf((o) => o.defenderCasualties === 0).equals(Rational.of(16, 81))).toBe(true);
    expect(flank.probabilityOf((o) => o.attackerCasualties === 0).equals(Rational.of(3125, 7776))).toBe(true);
    expect(flank.mean('defenderCasualties').equals(Rational.of(4, 3))).toBe(true);
    expect(() =>
      meleeMechanic.validate?.(
        parseParams(meleeMechanic.params, {
          attacker: 'halberdiers',
          'attacker-stands': '1',
          defender: 'pikemen',
          'defender-stands': '1',
          rear: true,
          flank: true,
        }),
      ),
    ).toThrow(/flank or the rear/);
  });

  it('the flank morale penalty option takes points off the morale check (exact)', () => {
    const run = (penalty: string) =>
      enumerate((dice) =>
        moraleMechanic.run(
          dice,
          parseParams(moraleMechanic.params, { troop: 'pikemen', rating: '3', 'flank-penalty': penalty }),
        ),
      );
    // D6 + 3 standing: carry on on 6+, i.e. a 3 or more (2/3); at -1 a 4 or more (1/2).
    expect(
      run('0')
        .probabilityOf((o) => o.result === 'carry-on')
        .equals(Rational.of(2, 3)),
    ).toBe(true);
    expect(
      run('1')
        .probabilityOf((o) => o.result === 'carry-on')
        .equals(Rational.of(1, 2)),
    ).toBe(true);
  });

  it('a flank charge: the charger tests to close, squares up to the flank 1" away, and the pikes fight off their front', () => {
    const { state, events } = play(table(gendarmesAt(40, 32)), faces([]), wholeTurn);
    expect(events.find((e) => e.type === 'unit-ordered')).toMatchObject({
      unit: 'gens',
      order: 'charge',
      flank: true,
      rear: false,
    });
    expect(events.some((e) => e.type === 'morale-tested' && e.unit === 'gens' && e.reason.startsWith('to close'))).toBe(
      true,
    );
    const ordered = find(
      reduce(
        table(gendarmesAt(40, 32)),
        events.find((e) => e.type === 'unit-ordered')!,
      ),
      'gens',
    );
    // Facing west, square to the pikes' east flank (x 32), its front (x 33) 1" from it, centred on the edge.
    expect(ordered.facing).toBeCloseTo(Math.PI, 9);
    expect([ordered.x, ordered.y]).toEqual([35, 30]);
    expect(baseGap(baseOf(ordered), baseOf(find(state, 'pike')))).toBeCloseTo(1, 3);
    // Gendarmes 4 stands x (3 + 1 lance) on 5-6, no -2; pikes 4 stands x 5 on 6s only.
    expect(events.find((e) => e.type === 'close-combat')).toMatchObject({
      attackerDice: { onFive: 16, onSix: 0 },
      defenderDice: { onFive: 0, onSix: 20 },
    });
  });

  it('with the flank morale penalty the pikes test to stand one lower; counted as rear, no test to close and they inflict nothing', () => {
    const standScore = (options: Record<string, unknown>) => {
      const { events } = play(table(gendarmesAt(40, 32), options), faces([]), wholeTurn);
      return events.find(
        (e): e is Extract<SwordAndPikeEvent, { type: 'morale-tested' }> =>
          e.type === 'morale-tested' && e.unit === 'pike' && e.reason.startsWith('to stand'),
      )?.score;
    };
    expect(standScore({})).toBe(6); // Swiss 3 (chart die 3) + die 3
    expect(standScore({ flankAttacks: { moralePenalty: 1 } })).toBe(5);
    const { events } = play(table(gendarmesAt(40, 32), { flankAttacks: { countAs: 'rear' } }), faces([]), wholeTurn);
    expect(events.find((e) => e.type === 'unit-ordered')).toMatchObject({ rear: true, flank: false });
    expect(events.some((e) => e.type === 'morale-tested' && e.unit === 'gens' && e.reason.startsWith('to close'))).toBe(
      false,
    );
  });

  it('a rear charge squares up behind the target, facing its way', () => {
    const s0 = table(gendarmesAt(31, 37));
    const { events } = play(s0, faces([]), [[charge, 'A']]);
    const e = events.find((x) => x.type === 'unit-ordered')!;
    expect(e).toMatchObject({ rear: true, flank: false });
    const g = find(reduce(s0, e), 'gens');
    expect(g.facing).toBeCloseTo(-Math.PI / 2, 9); // south, as the pikes face
    expect([g.x, g.y]).toEqual([30, 34]); // front at y 32: 1" behind the rear edge (y 31), centred on it
  });

  it('a front charge from an angle squares up to the front edge; without the option the charger halts unturned', () => {
    const angled = unit({ ...pikes, frontage: 4 }); // 8" wide, 1" deep: front edge y 29.5, x 26..34
    const s0 = table(gendarmesAt(38, 20), {}, angled);
    const e = play(s0, faces([]), [[charge, 'A']]).events.find((x) => x.type === 'unit-ordered')!;
    const g = find(reduce(s0, e), 'gens');
    expect(g.facing).toBeCloseTo(Math.PI / 2, 9);
    const local = toLocal(baseOf(find(s0, 'pike')), vec(g.x, g.y));
    expect(local.forward).toBeCloseTo(0.5 + 1 + 2, 2); // its front 1" before the pikes' front
    expect(Math.abs(local.right)).toBeLessThanOrEqual(2 + 1e-9); // its whole front on the pikes' front edge
    const s1 = table(gendarmesAt(40, 32), { chargersSquareUp: false });
    const straight = play(s1, faces([]), [[charge, 'A']]).events.find((x) => x.type === 'unit-ordered')!;
    expect(straight).toMatchObject({ flank: true, facing: Math.PI / 2 });
  });
});
