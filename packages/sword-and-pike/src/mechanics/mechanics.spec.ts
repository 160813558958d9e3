import {
  binomial,
  enumerate,
  mechanicsOf,
  monteCarlo,
  parseParams,
  Rational,
  resolvePlugins,
  ScriptedDice,
  type MechanicDefinition,
} from '@muster/core';
import { describe, expect, it } from 'vitest';
import { combatDice, resolveMelee, standsOf } from './closeCombat.js';
import { fireTableLine } from './fireTable.js';
import { initialMoraleFor } from './initialMorale.js';
import { moraleResult } from './moraleCheck.js';
import { officerCasualty } from './officerCasualty.js';
import { resolveFire } from './resolveFire.js';
import { mechanic } from '../plugins/__fixtures__/mechanic.js';
import { swordAndPike } from '../ruleset.js';

const fireMechanic = mechanic('fire');
const meleeMechanic = mechanic('melee');
const moraleMechanic = mechanic('morale');

const R = (n: number, d = 1) => Rational.of(n, d);
/** P(Bin(n, num/den) = k), exactly. */
function bin(n: number, k: number, num: number, den: number): Rational {
  return new Rational(
    binomial(n, k) * BigInt(num) ** BigInt(k) * BigInt(den - num) ** BigInt(n - k),
    BigInt(den) ** BigInt(n),
  );
}
const run = (m: MechanicDefinition, raw: Record<string, string | boolean>) => {
  const p = parseParams(m.params, raw);
  m.validate?.(p);
  return enumerate((dice) => m.run(dice, p));
};
const prob = (dist: ReturnType<typeof run>, name: string, value: string | number) =>
  dist.marginal(name).entries.find((e) => e.value === value)?.probability ?? Rational.ZERO;

describe('fire table (Rulebook: FIRE > Firing weapon)', () => {
  it('reads range bands and N/A entries as printed', () => {
    expect(fireTableLine('arquebus', 12)?.hitsOn).toEqual([5, 4, 3, 1]);
    expect(fireTableLine('arquebus', 12.5)?.hitsOn).toEqual([3, 2, 1, 0]);
    expect(fireTableLine('arquebus', 18.5)).toBeNull();
    expect(fireTableLine('mounted-crossbow', 9)).toBeNull();
    expect(fireTableLine('heavy-cannon', 48)?.hitsOn).toEqual([3, 2, 2, 1]);
    expect(fireTableLine('light-cannon', 30)).toBeNull(); // ruling R9 default 24"
    expect(fireTableLine('light-cannon', 30, 36)?.hitsOn).toEqual([3, 2, 1, 0]);
    expect(fireTableLine('rifle', 30)?.hitsOn).toEqual([3, 2, 1, 0]); // double the arquebus
  });

  it('10 arquebusiers at 10" on Class I hit on 1-5: binomial(10, 1/4) exactly', () => {
    const dist = run(fireMechanic, { weapon: 'arquebus', range: '10', figures: '10', 'target-class': '1' });
    for (let k = 0; k <= 10; k++) expect(prob(dist, 'hits', k).equals(bin(10, k, 1, 4))).toBe(true);
    expect(dist.mean('hits').equals(R(5, 2))).toBe(true);
  });

  it('first fire is -2 to each die: hits on 1-7 (7/20)', () => {
    const dist = run(fireMechanic, {
      weapon: 'arquebus',
      range: '10',
      figures: '4',
      'target-class': '1',
      'first-fire': true,
    });
    expect(prob(dist, 'hits', 0).equals(bin(4, 0, 7, 20))).toBe(true);
    expect(dist.mean('hits').equals(R(28, 20))).toBe(true);
  });

  it('shaken +1 and rain +2 leave arquebus on Class IV unable to hit', () => {
    const dist = run(fireMechanic, {
      weapon: 'arquebus',
      range: '10',
      figures: '20',
      'target-class': '4',
      shaken: true,
      rain: true,
    });
    expect(prob(dist, 'hits', 0).equals(Rational.ONE)).toBe(true);
    const rainOnly = run(fireMechanic, {
      weapon: 'arquebus',
      range: '10',
      figures: '2',
      'target-class': '2',
      rain: true,
    });
    expect(rainOnly.mean('hits').equals(R(2 * 2, 20))).toBe(true); // 1-4 becomes 1-2
  });

  it('N/A stays N/A with the first-fire bonus', () => {
    const dist = run(fireMechanic, {
      weapon: 'crossbow',
      range: '6',
      figures: '20',
      'target-class': '4',
      'first-fire': true,
    });
    expect(prob(dist, 'hits', 0).equals(Rational.ONE)).toBe(true);
  });

  it('a heavy gun rolls 3 dice per gunner: 4 gunners at 30" on Class II hit on 1-2', () => {
    const dist = run(fireMechanic, { weapon: 'heavy-cannon', range: '30', figures: '4', 'target-class': '2' });
    expect(dist.mean('hits').equals(R(12, 10))).toBe(true);
    expect(prob(dist, 'hits', 12).equals(bin(12, 12, 1, 10))).toBe(true);
  });

  it('skirmishers take 2 hits to mark one figure', () => {
    const dist = run(fireMechanic, {
      weapon: 'pistol',
      range: '3',
      figures: '3',
      'target-class': '1',
      skirmishers: true,
    });
    // 3 dice hitting on 1-5: casualties 1 when hits are 2 or 3.
    expect(prob(dist, 'casualties', 1).equals(bin(3, 2, 1, 4).add(bin(3, 3, 1, 4)))).toBe(true);
    // Ruling R46: with an odd hit carried, 1 hit already marks a figure, and 3 hits mark 2.
    const carried = run(fireMechanic, {
      weapon: 'pistol',
      range: '3',
      figures: '3',
      'target-class': '1',
      skirmishers: true,
      'carried-hit': true,
    });
    expect(prob(carried, 'casualties', 1).equals(bin(3, 1, 1, 4).add(bin(3, 2, 1, 4)))).toBe(true);
    expect(prob(carried, 'casualties', 2).equals(bin(3, 3, 1, 4))).toBe(true);
    expect(prob(carried, 'hitsCarried', 1).equals(bin(3, 0, 1, 4).add(bin(3, 2, 1, 4)))).toBe(true);
  });

  it('disordered shooting is +1 on each die', () => {
    const dice = ScriptedDice.of([2]);
    // 1 die, 1-4 on Class II, disordered → hits on 1-3: a face of 2 hits
    const r = resolveFire(dice, {
      weapon: 'arquebus',
      range: 5,
      firers: 1,
      targetClass: 2,
      modifiers: { disordered: true },
    });
    expect(r.hitsOn).toBe(3);
  });

  it('agrees with Monte Carlo', () => {
    const p = parseParams(fireMechanic.params, {
      weapon: 'light-cannon',
      range: '10',
      figures: '2',
      'target-class': '1',
    });
    const exact = enumerate((d) => fireMechanic.run(d, p))
      .mean('hits')
      .toNumber();
    const mc = monteCarlo((d) => fireMechanic.run(d, p), { trials: 4000, seed: 'fire-mc' }).marginal('hits')!.mean!;
    expect(exact).toBeCloseTo(6 * 0.2, 12);
    // Within 3.29 standard errors (99.9%): a 95% interval misses the true mean for one seed in twenty.
    const standardError = (mc.interval.high - mc.interval.low) / 2 / 1.959963984540054;
    expect(Math.abs(mc.value - exact)).toBeLessThanOrEqual(3.29 * standardError);
  });
});

describe('morale (Rulebook: MORALE)', () => {
  it('reads the Initial Morale Chart', () => {
    expect([1, 2, 3, 4, 5, 6].map((r) => initialMoraleFor('swiss-foot', r))).toEqual([2, 3, 3, 4, 4, 4]);
    expect([1, 2, 3, 4, 5, 6].map((r) => initialMoraleFor('gunners-auxiliaries', r))).toEqual([1, 2, 2, 2, 2, 3]);
  });

  it('reads the results table for each situation', () => {
    expect(moraleResult(6, 'moving', false)).toBe('carry-on');
    expect(moraleResult(5, 'moving', false)).toBe('halt');
    expect(moraleResult(5, 'standing', false)).toBe('fall-back');
    expect(moraleResult(5, 'falling-back', false)).toBe('rout');
    expect(moraleResult(4, 'moving', false)).toBe('fall-back');
    expect(moraleResult(4, 'standing', false)).toBe('rout');
    expect(moraleResult(3, 'moving', false)).toBe('rout');
    expect(moraleResult(2, 'standing', false)).toBe('rout');
    expect(moraleResult(2, 'lost-close-combat', false)).toBe('captured');
    expect(moraleResult(1, 'standing', true)).toBe('rout-from-table');
    expect(moraleResult(1, 'standing', false)).toBe('rout');
    expect(moraleResult(6, 'lost-close-combat', false)).toBe('fall-back');
    expect(moraleResult(5, 'lost-close-combat', false)).toBe('rout');
    expect(moraleResult(7, 'artillerists-charged', false)).toBe('fall-back');
    expect(moraleResult(4, 'artillerists-charged', false)).toBe('rout');
  });

  it('rating 3 standing: rout 1/6, fall back 1/6, carry on 2/3', () => {
    const dist = run(moraleMechanic, { troop: 'arquebusiers', rating: '3', situation: 'standing' });
    expect(prob(dist, 'result', 'rout').equals(R(1, 6))).toBe(true);
    expect(prob(dist, 'result', 'fall-back').equals(R(1, 6))).toBe(true);
    expect(prob(dist, 'result', 'carry-on').equals(R(2, 3))).toBe(true);
  });

  it('Swiss foot at the first check carry on with 13/18 (chart then D6)', () => {
    const dist = run(moraleMechanic, { troop: 'pikemen', initial: true, 'morale-class': 'swiss-foot' });
    expect(prob(dist, 'result', 'carry-on').equals(R(13, 18))).toBe(true);
    expect(dist.total().equals(Rational.ONE)).toBe(true);
  });

  it('temporary alterations add up: square +1, ordinary officer +1, rear -1, disordered -1', () => {
    const up = run(moraleMechanic, { troop: 'pikemen', rating: '2', square: true, officer: 'ordinary' });
    expect(prob(up, 'result', 'carry-on').equals(R(5, 6))).toBe(true); // d6+4 >= 6 unless a 1
    const down = run(moraleMechanic, {
      troop: 'pikemen',
      rating: '2',
      rear: true,
      disordered: true,
      situation: 'lost-close-combat',
      'stand-lost': true,
    });
    // d6 + 0: 1 → rout from table, 2 → captured, 3-5 → rout, 6 → fall back
    expect(prob(down, 'result', 'rout-from-table').equals(R(1, 6))).toBe(true);
    expect(prob(down, 'result', 'captured').equals(R(1, 6))).toBe(true);
    expect(prob(down, 'result', 'fall-back').equals(R(1, 6))).toBe(true);
  });

  it('ruling R1 option: with a D8 the rating-3 unit standing carries on with 6/8 (faces 3-8)', () => {
    const dist = run(moraleMechanic, { troop: 'arquebusiers', rating: '3', 'morale-die': '8' });
    expect(prob(dist, 'result', 'carry-on').equals(R(3, 4))).toBe(true);
  });

  it('an exceptional officer adds 2 (ruling R5): rating 1 carries on with 2/3 (faces 3-6)', () => {
    const dist = run(moraleMechanic, { troop: 'arquebusiers', rating: '1', officer: 'exceptional' });
    expect(prob(dist, 'result', 'carry-on').equals(R(2, 3))).toBe(true);
  });

  it('refuses square for anything but pikes', () => {
    expect(() => run(moraleMechanic, { troop: 'reiters', square: true })).toThrow(/only pikes/);
  });
});

describe('close combat (Rulebook: Close Combat, "extra dice" numbers)', () => {
  const gendarmes = { troop: 'gendarmes' as const, stands: [3, 3], order: 'open' as const };
  const arquebusiers = { troop: 'arquebusiers' as const, stands: [5, 5], order: 'open' as const };
  const pikes = { troop: 'pikemen' as const, stands: [5, 5], order: 'closed' as const };

  it('counts dice by the list', () => {
    // Gendarmes fight closed, kill on 5-6, lance +1 on the first roll.
    expect(combatDice(gendarmes, arquebusiers, true)).toEqual({ onFive: 8, onSix: 0 });
    expect(combatDice(gendarmes, arquebusiers, false)).toEqual({ onFive: 6, onSix: 0 });
    // Open order against closed order: -1 per stand.
    expect(combatDice(arquebusiers, gendarmes, true)).toEqual({ onFive: 0, onSix: 8 });
    // Others fighting pikes to front -2; pikes closed to front kill on 5-6.
    expect(combatDice(gendarmes, pikes, true)).toEqual({ onFive: 4, onSix: 0 });
    expect(combatDice(pikes, gendarmes, true)).toEqual({ onFive: 10, onSix: 0 });
    // Halberdiers kill on 5-6 against foot only.
    const halberds = { troop: 'halberdiers' as const, stands: [5], order: 'open' as const };
    expect(combatDice(halberds, arquebusiers, false)).toEqual({ onFive: 5, onSix: 0 });
    expect(combatDice(halberds, { troop: 'reiters', stands: [3], order: 'open' }, false)).toEqual({
      onFive: 0,
      onSix: 5,
    });
    // Reiters +1; disordered -1; across a wall -1; uphill -1.
    expect(
      combatDice(
        { troop: 'reiters', stands: [3], order: 'open', disordered: true, acrossWall: true, uphill: true },
        arquebusiers,
        false,
      ),
    ).toEqual({ onFive: 0, onSix: 1 });
    // Attacked in rear: no casualties inflicted.
    expect(combatDice({ ...pikes, attackedInRear: true }, gendarmes, true)).toEqual({ onFive: 0, onSix: 0 });
    // Pikes in broken ground lose the 5-6 (ruling R11).
    expect(combatDice({ ...pikes, brokenGround: true }, arquebusiers, false)).toEqual({ onFive: 0, onSix: 10 });
    // Officers: exceptional 1.5 per stand (rounded down), ordinary 1 per stand, dummkopf 1 in all, 6s only.
    expect(combatDice({ ...arquebusiers, officer: 'exceptional', stands: [5, 5, 5] }, arquebusiers, false)).toEqual({
      onFive: 0,
      onSix: 19,
    });
    expect(combatDice({ ...pikes, officer: 'ordinary' }, arquebusiers, false)).toEqual({ onFive: 10, onSix: 2 });
    expect(combatDice({ ...pikes, officer: 'dummkopf' }, arquebusiers, false)).toEqual({ onFive: 10, onSix: 1 });
  });

  // Rulebook: "Ordinary officers fighting with a unit add one D6 per stand in the unit"; "Exceptional officers ...
  // add 1.5 D6 per stand in the unit": the unit's stands, though only the front ranks' stands fight.
  it('officers count every stand in the unit, not only the stands fighting (battle and odds alike)', () => {
    const column = { ...gendarmes, stands: [3, 3], unitStands: 4 };
    expect(combatDice({ ...column, officer: 'ordinary' }, arquebusiers, false)).toEqual({ onFive: 6, onSix: 4 });
    expect(combatDice({ ...column, officer: 'exceptional' }, arquebusiers, false)).toEqual({ onFive: 6, onSix: 6 });
    const odds = (unitStands: string) =>
      run(meleeMechanic, {
        attacker: 'gendarmes',
        'attacker-stands': '2',
        'attacker-unit-stands': unitStands,
        'attacker-officer': 'ordinary',
        defender: 'arquebusiers',
        'defender-stands': '2',
      });
    // No casualty on the arquebusiers: every one of 6 dice misses 5-6 and every officer die misses the 6.
    const none = (onFive: number, onSix: number) => bin(onFive, 0, 1, 3).mul(bin(onSix, 0, 1, 6));
    expect(prob(odds('4'), 'defenderCasualties', 0).equals(none(6, 4))).toBe(true);
    expect(prob(odds('0'), 'defenderCasualties', 0).equals(none(6, 2))).toBe(true);
  });

  it('gendarmes charging arquebusiers: exact winner odds from two binomials', () => {
    const dist = run(meleeMechanic, {
      attacker: 'gendarmes',
      'attacker-stands': '2',
      defender: 'arquebusiers',
      'defender-stands': '2',
      'first-round': true,
    });
    // X ~ Bin(8, 1/3) casualties on the arquebusiers (at most 10), Y ~ Bin(8, 1/6) on the gendarmes (at most 6).
    let attackerWins = Rational.ZERO;
    for (let x = 0; x <= 8; x++)
      for (let y = 0; y <= 8; y++)
        if (x > Math.min(y, 6)) attackerWins = attackerWins.add(bin(8, x, 1, 3).mul(bin(8, y, 1, 6)));
    expect(prob(dist, 'winner', 'attacker').equals(attackerWins)).toBe(true);
    expect(prob(dist, 'winner', 'defender').equals(Rational.ONE.sub(attackerWins))).toBe(true); // ties: defender holds (R8)
  });

  it('light cavalry win ties against infantry', () => {
    const r = resolveMelee(ScriptedDice.of([1, 1, 1, 1, 1, 1, 1, 1, 1]), {
      attackers: [{ troop: 'light-horse', stands: [3], order: 'open' }],
      defenders: [{ troop: 'arquebusiers', stands: [5], order: 'open' }],
      firstRound: false,
    });
    expect(r.winner).toBe('attacker');
    const cav = resolveMelee(ScriptedDice.of([1, 1, 1, 1, 1, 1, 1, 1]), {
      attackers: [{ troop: 'light-horse', stands: [3], order: 'open' }],
      defenders: [{ troop: 'reiters', stands: [3], order: 'open' }],
      firstRound: false,
    });
    expect(cav.winner).toBe('defender');
  });

  it('a rear attack on pikes: the pikes inflict nothing', () => {
    const dist = run(meleeMechanic, {
      attacker: 'halberdiers',
      'attacker-stands': '1',
      defender: 'pikemen',
      'defender-stands': '2',
      rear: true,
    });
    expect(prob(dist, 'attackerCasualties', 0).equals(Rational.ONE)).toBe(true);
    // 5 halberdiers against foot kill on 5-6, open against closed -1: 4 dice; they win unless no kill.
    expect(prob(dist, 'winner', 'defender').equals(bin(4, 0, 1, 3))).toBe(true);
  });

  it('the tie ruling both-fall-back gives no winner', () => {
    const dist = run(meleeMechanic, {
      attacker: 'reiters',
      'attacker-stands': '1',
      defender: 'reiters',
      'defender-stands': '1',
      tie: 'both-fall-back',
    });
    let tie = Rational.ZERO;
    // 4 dice each on 6 (Reiters +1); casualties capped at the 3 figures of the stand.
    for (let k = 0; k <= 2; k++) tie = tie.add(bin(4, k, 1, 6).mul(bin(4, k, 1, 6)));
    const three = bin(4, 3, 1, 6).add(bin(4, 4, 1, 6));
    tie = tie.add(three.mul(three));
    expect(prob(dist, 'winner', 'none').equals(tie)).toBe(true);
  });

  it('melee agrees with Monte Carlo', () => {
    const p = parseParams(meleeMechanic.params, {
      attacker: 'pikemen',
      'attacker-stands': '4',
      defender: 'halberdiers',
      'defender-stands': '4',
    });
    const exact = enumerate((d) => meleeMechanic.run(d, p))
      .mean('defenderCasualties')
      .toNumber();
    const mc = monteCarlo((d) => meleeMechanic.run(d, p), { trials: 4000, seed: 'melee-mc' }).marginal(
      'defenderCasualties',
    )!.mean!;
    expect(exact).toBeCloseTo(20 / 3, 10); // 20 dice on 5-6, never more than 20 casualties
    expect(mc.interval.low).toBeLessThanOrEqual(exact);
    expect(mc.interval.high).toBeGreaterThanOrEqual(exact);
  });

  it('splits figures into stands of a company', () => {
    expect(standsOf(13, 5)).toEqual([5, 5, 3]);
    expect(standsOf(13, 5, 2)).toEqual([5, 5]);
  });
});

describe('officer casualties (Rulebook: OFFICERS)', () => {
  it('20 kills, 19 wounds under fire and captures in melee', () => {
    const fire = enumerate((d) => ({ fate: officerCasualty(d, { officer: 'officer', cause: 'fire' }) }));
    expect(fire.marginal('fate').entries.map((e) => [e.value, e.probability.toString()])).toEqual([
      ['killed', '1/20'],
      ['unharmed', '9/10'],
      ['wounded', '1/20'],
    ]);
    const melee = enumerate((d) => ({ fate: officerCasualty(d, { officer: 'officer', cause: 'melee' }) }));
    expect(melee.probabilityOf((o) => o.fate === 'captured').toString()).toBe('1/20');
  });
});

describe('the mechanic list', () => {
  it("offers the bound plugins' mechanics, each summing to exactly 1", () => {
    const mechanics = mechanicsOf(swordAndPike, resolvePlugins(swordAndPike));
    expect(mechanics.map((m) => m.id)).toEqual([
      'fire',
      'melee',
      'officer-casualty',
      'reiter-ranks',
      'morale',
      'evasion',
      'rout-casualties',
    ]);
    for (const m of mechanics) {
      const raw: Record<string, string> =
        m.id === 'fire'
          ? { weapon: 'arquebus', range: '15', figures: '8', 'target-class': '2' }
          : m.id === 'melee'
            ? { attacker: 'reiters', 'attacker-stands': '2', defender: 'light-horse', 'defender-stands': '2' }
            : m.id === 'evasion'
              ? { rating: '2' }
              : m.id === 'morale'
                ? { troop: 'gendarmes' }
                : {};
      expect(run(m, raw).total().equals(Rational.ONE)).toBe(true);
    }
  });
});
