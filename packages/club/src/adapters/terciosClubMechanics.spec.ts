import { DEFAULT_TERCIOS_OPTIONS, SPANISH_EMPIRE_1000, SWEDISH_EMPIRE_1000 } from '@muster/tercios';
import { parseParams } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { ClubSession } from '../app/ClubSession.js';
import { checkedParams } from '../model/clubRules.js';
import { typedDiceProgress } from '../model/typedDice.js';
import { terciosAdapter } from './terciosAdapter.js';
import { defaultPluginsOf } from '../model/clubPlugins.js';
import { terciosClubMechanics } from './terciosClubMechanics.js';

/** The club's shooting form over the rules as written. */
const clubShoot = terciosClubMechanics(defaultPluginsOf('tercios'), DEFAULT_TERCIOS_OPTIONS).shoot;

const scenario = {
  ruleset: 'tercios',
  title: 'Flanders',
  armies: [SPANISH_EMPIRE_1000, SWEDISH_EMPIRE_1000],
  maxTurns: 2,
} as const;

/** The shoot form as the app fills it for these two units, at 6" (musket range). */
function shootForm(s: ClubSession, shooterId: string, targetId: string): Record<string, number | string | boolean> {
  const unit = (id: string) => s.state.units.find((u) => u.id === id)!;
  return {
    ...terciosAdapter.prefill('shoot', unit(shooterId), unit(targetId), { commanders: s.state.commanders, turn: 1 }),
    range: 6,
  };
}

describe('Tercios units as the army list fields them', () => {
  const s = ClubSession.start(scenario, 'options');
  const musketeers = 'B:musketeer-company';
  const viejo = 'A:tercio'; // regiments[0].units[0]: tercio with Viejo
  const plain = 'A:tercio-2';

  it("keeps each unit's options and list rules on the roster", () => {
    expect(s.state.units.find((u) => u.id === viejo)?.options).toEqual(['viejo']);
    expect(s.state.units.find((u) => u.id === plain)?.options).toEqual([]);
    expect(s.state.units.find((u) => u.id === musketeers)?.options).toEqual(['brigade']);
    expect(s.state.commanders.find((c) => c.name === 'Martín de Idiáquez')?.abilities).toEqual(['will', 'bold']);
  });

  it('an option changes the exact odds shown before the roll (Viejo: Courage 5)', () => {
    // Hand-computed: Musketeer Company, Shoot 3 (muskets, 12"), against the Tercio's Volley defence 4+:
    // P(at least one hit) = 1 - (1/2)^3 = 7/8. The target resists with Courage dice at 4+ and is
    // disordered when none succeeds: Tercio Courage 4 -> 7/8 * 1/16 = 7/128; Viejo Courage 5 -> 7/8 * 1/32 = 7/256.
    const onPlain = s.odds('shoot', shootForm(s, musketeers, plain));
    const onViejo = s.odds('shoot', shootForm(s, musketeers, viejo));
    expect(shootForm(s, musketeers, viejo)['target-options']).toBe('viejo');
    expect(onPlain.exact?.disordered?.['1']).toBe('7/128');
    expect(onViejo.exact?.disordered?.['1']).toBe('7/256');
    expect(onPlain.exact?.hits?.['0']).toBe('1/8');
  });

  it('the roll resolved uses the effective profile too: a Viejo resists with 5 dice', () => {
    const params = (target: string) => checkedParams(clubShoot, shootForm(s, musketeers, target));
    const ask = (target: string) => {
      const progress = typedDiceProgress(clubShoot, params(target), [6, 6, 6]);
      return progress.done ? null : progress.request.count;
    };
    expect(ask(plain)).toBe(4);
    expect(ask(viejo)).toBe(5);
  });

  it("an attached commander's virtue reaches the odds (Sacrifice: Courage+ against shooting)", () => {
    const form = { ...shootForm(s, musketeers, plain), 'target-commander': 'sacrifice' };
    expect(s.odds('shoot', form).exact?.disordered?.['1']).toBe('7/256');
    // The same virtue through an Inspiring commander (Command > Traits > Inspiring).
    expect(
      s.odds('shoot', { ...shootForm(s, musketeers, plain), 'target-inspired-by': 'sacrifice' }).exact?.disordered?.[
        '1'
      ],
    ).toBe('7/256');
    expect(() => s.odds('shoot', { ...shootForm(s, musketeers, plain), 'target-near': 'nosuchtrait' })).toThrow(
      /"nosuchtrait" is not a trait/,
    );
    // The app fills the attached commander's virtues and traits from the army list.
    const s2 = ClubSession.start(scenario, 'attach');
    const idiaquez = s2.state.commanders.find((c) => c.name === 'Martín de Idiáquez')!;
    expect(s2.decide({ kind: 'set-commander', commander: idiaquez.id, patch: { attachedTo: plain } }).ok).toBe(true);
    expect(shootForm(s2, musketeers, plain)['target-commander']).toBe('will, bold');
  });

  it('refuses an option the card does not print, naming the field', () => {
    const raw = { shooter: 'musketeer-company', target: 'tercio', range: 6, 'target-options': 'vieja' };
    expect(() => checkedParams(clubShoot, raw)).toThrow(/no option "vieja".*did you mean "viejo"/);
    let path: string | undefined;
    try {
      clubShoot.validate!(parseParams(clubShoot.params, raw));
    } catch (error) {
      path = (error as { context: { path?: string } }).context.path;
    }
    expect(path).toBe('params.target-options');
  });

  it('fills tests from the effective Discipline (Veteran: Discipline 4, base card 3)', () => {
    const veteran = s.state.units.find((u) => u.id === 'A:musketeer-company')!;
    expect(veteran.options).toEqual(['veteran']);
    expect(
      terciosAdapter.prefill('rout-test', veteran, undefined, { commanders: s.state.commanders, turn: 1 }).discipline,
    ).toBe(4);
  });
});
