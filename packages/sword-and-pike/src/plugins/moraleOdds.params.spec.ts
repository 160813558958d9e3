import {
  enumerate,
  MusterError,
  parseParams,
  paramsUnderOptions,
  ScriptedDice,
  type GameOptions,
  type MechanicDefinition,
} from '@muster/core';
import { describe, expect, it } from 'vitest';
import { initialMoraleFor, rollInitialMorale } from '../mechanics/initialMorale.js';
import { checkMorale, type InitialMoraleRoll, type MoraleCheck } from '../mechanics/moraleCheck.js';
import { mechanic } from './__fixtures__/mechanic.js';
import { defineSwordAndPikeMorale } from './morale.js';
import { moraleMechanicsOf } from './moraleOdds.js';

/**
 * Each parameter of the morale odds reaches the battle's typed check (MORALE > D. Morale Results, F. Morale Altered
 * Temporarily; rulings R1, R5, R14, R32, R43): the exact odds each one gives, and the situation a plugin is handed.
 */

/** The exact probability of each value of an outcome, under the game's options when given. */
function odds(id: string, raw: Record<string, unknown>, outcome: string, game?: GameOptions): Record<string, string> {
  const m = mechanic(id);
  const params = parseParams(m.params, paramsUnderOptions(m.params, raw, game));
  m.validate?.(params);
  const d = enumerate((dice) => m.run(dice, params, game));
  return Object.fromEntries(d.marginal(outcome).entries.map((e) => [String(e.value), e.probability.toString()]));
}

/** The checks and Initial Morale Chart rolls a morale plugin (the rules as written, recording) is handed by its odds mechanic `id`. */
function handed(
  id: 'morale' | 'evasion',
  raw: Record<string, unknown>,
  game?: GameOptions,
): { checks: MoraleCheck[]; charts: InitialMoraleRoll[] } {
  const checks: MoraleCheck[] = [];
  const charts: InitialMoraleRoll[] = [];
  const plugin = defineSwordAndPikeMorale({
    id: 'test/recording',
    description: 'records what it is handed',
    initialMorale: (dice, roll) => (charts.push(roll), rollInitialMorale(dice, roll)),
    moraleCheck: (dice, check) => (checks.push(check), checkMorale(dice, check)),
  });
  const m = moraleMechanicsOf(plugin).find((x) => x.id === id)!;
  const params = parseParams(m.params, paramsUnderOptions(m.params, raw, game));
  m.validate?.(params);
  m.run(ScriptedDice.of([1, 1]), params, game);
  return { checks, charts };
}

function refusal(id: string, raw: Record<string, unknown>): MusterError {
  const m = mechanic(id);
  try {
    m.validate?.(parseParams(m.params, raw));
  } catch (e) {
    if (e instanceof MusterError) return e;
    throw e;
  }
  throw new Error('not refused');
}

describe('D. Morale Results, read for each situation through the morale odds', () => {
  it('"5 - Moving unit halts ... 4 - Moving unit Falls Back": a moving unit at 3', () => {
    expect(odds('morale', { troop: 'halberdiers', rating: 3, situation: 'moving' }, 'result')).toEqual({
      'carry-on': '2/3',
      halt: '1/6',
      'fall-back': '1/6',
    });
  });

  it('"5 - ... Falling Back unit Routs. 4 - ... Standing or Falling Back units rout": a falling-back unit at 3', () => {
    expect(odds('morale', { troop: 'halberdiers', rating: 3, situation: 'falling-back' }, 'result')).toEqual({
      'carry-on': '2/3',
      rout: '1/3',
    });
  });

  it('"Artillerists NEVER actually stand and fight": they fall back in good order or rout', () => {
    // D6 + 2: 3 and 4 rout; 5 or more falls back in good order.
    expect(odds('morale', { troop: 'heavy-gun', rating: 2, situation: 'artillerists-charged' }, 'result')).toEqual({
      'fall-back': '2/3',
      rout: '1/3',
    });
  });

  it('"1 - Unit routs from table if at least 1 full stand is gone" (stand-lost), otherwise a 1 routs', () => {
    expect(odds('morale', { troop: 'halberdiers', rating: 0, 'stand-lost': true }, 'result')).toEqual({
      'carry-on': '1/6',
      'fall-back': '1/6',
      rout: '1/2',
      'rout-from-table': '1/6',
    });
    expect(odds('morale', { troop: 'halberdiers', rating: 0 }, 'result')).toEqual({
      'carry-on': '1/6',
      'fall-back': '1/6',
      rout: '2/3',
    });
  });
});

describe('F. Morale Altered Temporarily, through the morale odds', () => {
  it('"Pikes in Square formation - raise Morale 1 point"; only pikes form square', () => {
    expect(odds('morale', { troop: 'pikemen', rating: 3, square: true }, 'result')).toEqual({
      'carry-on': '5/6',
      'fall-back': '1/6',
    });
    const e = refusal('morale', { troop: 'halberdiers', rating: 3, square: true });
    expect([e.code, e.message, e.context]).toEqual([
      'bad-input',
      'only pikes form square',
      { path: 'params.square', expected: 'troop pikemen' },
    ]);
  });

  it('"Gendarmes vs. Lighter cavalry, raise Gendarmes morale 1 point"; no other troop has it', () => {
    expect(odds('morale', { troop: 'gendarmes', rating: 3, situation: 'moving' }, 'result')).toEqual({
      'carry-on': '2/3',
      halt: '1/6',
      'fall-back': '1/6',
    });
    expect(
      odds('morale', { troop: 'gendarmes', rating: 3, situation: 'moving', 'vs-lighter-cavalry': true }, 'result'),
    ).toEqual({ 'carry-on': '5/6', halt: '1/6' });
    const e = refusal('morale', { troop: 'reiters', rating: 3, 'vs-lighter-cavalry': true });
    expect([e.code, e.message, e.context]).toEqual([
      'bad-input',
      'the +1 against lighter cavalry is for Gendarmes',
      { path: 'params.vs-lighter-cavalry', expected: 'troop gendarmes' },
    ]);
  });

  it('"Officer attached to unit adds his Morale Bonus": ruling R5 gives Exceptional +2, Ordinary +1, Dummkopf 0', () => {
    const standing = (officer: string, game?: GameOptions) =>
      odds('morale', { troop: 'halberdiers', rating: 3, officer }, 'result', game);
    const plain = { 'carry-on': '2/3', 'fall-back': '1/6', rout: '1/6' };
    expect(standing('none')).toEqual(plain);
    expect(standing('dummkopf')).toEqual(plain);
    expect(standing('ordinary')).toEqual({ 'carry-on': '5/6', 'fall-back': '1/6' });
    expect(standing('exceptional')).toEqual({ 'carry-on': '1' });
    expect(standing('dummkopf', { officerMoraleBonus: { dummkopf: 1 } })).toEqual({
      'carry-on': '5/6',
      'fall-back': '1/6',
    });
  });

  // Close Combat B: "if he fails, Stops 1\" from target"; ruling R54 (`toCloseFailure`), the game's option.
  it("a charger's test to close: rating 1, D6 + 1 — a moving unit's results, or under toCloseFailure stops every failure halts", () => {
    const toClose = (game?: GameOptions) =>
      odds('morale', { troop: 'gendarmes', rating: 1, situation: 'to-close' }, 'result', game);
    // 6 (die 5, 6) carries on; 5 (die 4) halts; 4 (die 3) falls back; 3 or less (die 1, 2) routs.
    const asWritten = { 'carry-on': '1/3', halt: '1/6', 'fall-back': '1/6', rout: '1/3' };
    expect(toClose()).toEqual(asWritten);
    expect(odds('morale', { troop: 'gendarmes', rating: 1, situation: 'moving' }, 'result')).toEqual(asWritten);
    expect(toClose({ toCloseFailure: 'stops' })).toEqual({ 'carry-on': '1/3', halt: '2/3' });
  });

  it('no officer is attached unless one is named: the check is handed a bonus of 0', () => {
    expect(handed('morale', { troop: 'halberdiers' }).checks[0]!.modifiers.officerBonus).toBe(0);
    expect(handed('evasion', { officer: 'none' }).checks[0]!.modifiers.officerBonus).toBe(0);
    expect(handed('evasion', { officer: 'exceptional' }).checks[0]!.modifiers.officerBonus).toBe(2);
  });

  it('every alteration of the parameters is handed to the check as the battle would build it', () => {
    const [check] = handed('morale', {
      troop: 'pikemen',
      rating: 4,
      'morale-shift': -1,
      'stand-lost': true,
      fortified: true,
      square: true,
      officer: 'ordinary',
      rear: true,
      'flank-penalty': 2,
      disordered: true,
      'morale-die': '8',
      situation: 'falling-back',
    }).checks;
    expect(check).toEqual({
      unit: 'Pikemen',
      rating: 3,
      reading: 'falling-back',
      standLost: true,
      modifiers: {
        fortified: true,
        square: true,
        officerBonus: 1,
        gendarmesVsLighterCavalry: false,
        attackedInRear: true,
        flankPenalty: 2,
        disordered: true,
      },
      die: 8,
      toCloseFailure: 'morale-results',
    });
    expect(handed('morale', { troop: 'gendarmes', 'vs-lighter-cavalry': true }).checks[0]).toMatchObject({
      standLost: false,
      modifiers: { gendarmesVsLighterCavalry: true, flankPenalty: 0, square: false },
      die: 6,
    });
  });

  it('ruling R43: the flank penalty comes from the option flankAttacks.moralePenalty when not given', () => {
    const game = { flankAttacks: { moralePenalty: 1 } };
    expect(handed('morale', { troop: 'pikemen' }, game).checks[0]!.modifiers.flankPenalty).toBe(1);
    expect(handed('evasion', {}, game).checks[0]!.modifiers.flankPenalty).toBe(1);
    expect(handed('evasion', { 'flank-penalty': 2 }, game).checks[0]!.modifiers.flankPenalty).toBe(2);
  });

  it('ruling R1: the die of the check is a D6 unless the option moraleDie or the parameter says D4 or D8', () => {
    expect(handed('morale', { troop: 'pikemen' }).checks[0]!.die).toBe(6);
    expect(handed('morale', { troop: 'pikemen' }, { moraleDie: 4 }).checks[0]!.die).toBe(4);
    expect(handed('evasion', { 'morale-die': '4' }).checks[0]!.die).toBe(4);
    expect(handed('evasion', { 'morale-die': '6' }, { moraleDie: 8 }).checks[0]!.die).toBe(6);
    // D4 + 3 standing: 4 routs, 5 falls back, 6 and 7 carry on.
    expect(odds('morale', { troop: 'halberdiers', rating: 3, 'morale-die': '4' }, 'result')).toEqual({
      'carry-on': '1/2',
      'fall-back': '1/4',
      rout: '1/4',
    });
  });
});

describe('the Initial Morale Chart row of the first check', () => {
  const row = (raw: Record<string, unknown>, game?: GameOptions) =>
    handed('morale', { initial: true, ...raw }, game).charts.map((c) => c.moraleClass);

  it("a troop's own row by default (Light Horse: Lighter Mounted; Pikemen: Other Foot)", () => {
    expect(row({ troop: 'light-horse' })).toEqual(['lighter-mounted']);
    expect(row({ troop: 'pikemen', 'morale-class': 'default' })).toEqual(['other-foot']);
    expect(row({ troop: 'pikemen', 'morale-class': 'swiss-foot' })).toEqual(['swiss-foot']);
  });

  it('ruling R14: Reiters ("medium cavalry") roll as Lighter Mounted, or as Heavy Cavalry under the option', () => {
    const heavy = { reitersMoraleClass: 'heavy-cavalry' };
    expect(row({ troop: 'reiters' })).toEqual(['lighter-mounted']);
    expect(row({ troop: 'reiters' }, heavy)).toEqual(['heavy-cavalry']);
    expect(row({ troop: 'light-horse' }, heavy)).toEqual(['lighter-mounted']);
    expect(row({ troop: 'reiters', 'morale-class': 'lighter-mounted' }, heavy)).toEqual(['lighter-mounted']);
    expect(handed('evasion', { troop: 'reiters', initial: true }, heavy).charts).toEqual([
      { unit: 'Reiters', moraleClass: 'heavy-cavalry' },
    ]);
  });

  it('a unit past its first check rolls no chart, and its rating is its Basic Morale plus its permanent alterations', () => {
    const { checks, charts } = handed('morale', { troop: 'pikemen', rating: 2, 'morale-shift': 1 });
    expect(charts).toEqual([]);
    expect(checks[0]!.rating).toBe(3);
  });
});

describe('the examples the odds command shows, read on the rulebook tables', () => {
  /** The exact odds of every example of a mechanic, on its first outcome. */
  const exampleOdds = (m: MechanicDefinition) =>
    (m.examples ?? []).map((example) => odds(m.id, { ...example }, m.outcomes[0]!));

  it('morale: Swiss pike at their first check, Gendarmes against lighter cavalry, a rear attack, a rally', () => {
    expect(exampleOdds(mechanic('morale'))).toEqual([
      // Swiss Foot 2, 3, 3, 4, 4, 4, then D6 + that standing: (3 + 8 + 15)/36 carry on, 1/6 fall back.
      { 'carry-on': '13/18', 'fall-back': '1/6', rout: '1/9' },
      { 'carry-on': '5/6', halt: '1/6' },
      { 'carry-on': '1/2', rout: '1/2' },
      // D6 + 2 - 1, pass/fail: 6 or more passes.
      { failed: '2/3', passed: '1/3' },
    ]);
  });

  it('evasion: Light Horse at 3, disordered with a stand gone, and fortified at the first check', () => {
    expect(exampleOdds(mechanic('evasion'))).toEqual([
      { caught: '1/6', evades: '2/3', 'falls-back': '1/6' },
      // D6 + 1: 2 and 3 rout, 4 falls back, 5 caught, 6 and 7 evade.
      { caught: '1/6', evades: '1/3', 'falls-back': '1/6', routs: '1/3' },
      // Lighter Mounted 2, 3, 3, 3, 3, 4, +1 in a fortified place.
      { caught: '5/36', evades: '5/6', 'falls-back': '1/36' },
    ]);
  });

  it('rout casualties: "Routed unit take a D4 of casualties"', () => {
    expect(exampleOdds(mechanic('rout-casualties'))).toEqual([{ 1: '1/4', 2: '1/4', 3: '1/4', 4: '1/4' }]);
  });
});

describe('what the odds command prints for the morale mechanics', () => {
  const mechanics = ['morale', 'evasion', 'rout-casualties'].map(mechanic);

  it('each names its outcomes in the order run reports them', () => {
    for (const m of mechanics) {
      const params = parseParams(m.params, { ...m.examples![0] });
      const outcome = m.run(ScriptedDice.of([4, 4, 4]), params);
      expect(Object.keys(outcome)).toEqual(m.outcomes);
    }
    expect(mechanics.map((m) => m.outcomes)).toEqual([
      ['result', 'score', 'basic-morale'],
      ['outcome', 'result', 'basic-morale'],
      ['casualties'],
    ]);
  });

  it('each cites where it is in the rulebook and says what it rolls', () => {
    expect(mechanics.map((m) => m.source)).toEqual([
      'MORALE > C. To Check Morale (ruling R1), D. Morale Results, F. Morale Altered Temporarily',
      'SEQUENCE 2 "except for Evasion", MORALE trigger f (procedure missing: ruling R32)',
      'ROUTED UNITS',
    ]);
    expect(mechanics[0]!.description).toMatch(/^D6 \+ morale rating/);
    expect(mechanics[1]!.description).toMatch(/6\+ evades, 5 caught, 4 falls back, 3 or less routs/);
    expect(mechanics[2]!.description).toMatch(/D4 of casualties/);
  });

  it('every parameter says what it is, and the rulings it reads name their option', () => {
    for (const m of mechanics) for (const p of m.params) expect(p.description, `${m.id} --${p.name}`).not.toBe('');
    const [morale] = mechanics;
    expect(morale!.params.find((p) => p.name === 'officer')?.description).toMatch(/ruling R5/);
    expect(morale!.params.filter((p) => p.option !== undefined).map((p) => [p.name, p.kind, p.option])).toEqual([
      ['flank-penalty', 'integer', 'flankAttacks.moralePenalty'],
      ['morale-die', 'choice', 'moraleDie'],
    ]);
    expect(parseParams(morale!.params, { troop: 'pikemen' })).toMatchObject({
      officer: 'none',
      'morale-class': 'default',
      situation: 'standing',
      'morale-die': '6',
    });
  });

  it('the routing unit is named in the log of its D4', () => {
    const dice = ScriptedDice.of([3]);
    expect(mechanic('rout-casualties').run(dice, {})).toEqual({ casualties: 3 });
    expect(dice.takeRolls().map((r) => r.purpose)).toEqual(['the routing unit routs: D4 casualties']);
  });
});

// MORALE > Initial Morale Chart: rolled "when first having to check Morale", once; the morale and evasion
// mechanics report the Basic Morale they used (`basic-morale`), so a companion keeps it on the unit.
describe('the Basic Morale the morale and evasion mechanics report', () => {
  it.each(['morale', 'evasion'])('%s: at a first check, the chart’s rating for the die rolled', (id) => {
    const m = mechanic(id);
    for (const face of [1, 2, 3, 4, 5, 6]) {
      const params = parseParams(m.params, { troop: 'pikemen', initial: true, 'morale-class': 'swiss-foot' });
      const outcome = m.run(ScriptedDice.of([face, 3, 3, 3]), params);
      expect(outcome['basic-morale'], `chart die ${face}`).toBe(initialMoraleFor('swiss-foot', face));
    }
  });

  it.each(['morale', 'evasion'])('%s: a rating already known is reported as it is, with no chart roll', (id) => {
    const m = mechanic(id);
    const params = parseParams(m.params, { troop: 'pikemen', rating: 2 });
    expect(m.run(ScriptedDice.of([3, 3, 3]), params)['basic-morale']).toBe(2);
  });
});
