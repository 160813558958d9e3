import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RulesetEntry } from '../src/registry/RulesetEntry.js';
import { loadRulesets } from '../src/rulesets.js';
import { expectRefused, runWith } from './helpers.js';

// `muster odds` measures a mechanic under the game's options: a variant or `--option` that flips a ruling
// flips the odds, whether the ruling is a parameter (filled from the option unless typed) or read by the
// mechanic from run's options. Each exact figure is worked by hand in the comment above it.

let registry: RulesetEntry[];
const run = (...argv: string[]) => runWith(registry, argv);
const root = fileURLToPath(new URL('../../../', import.meta.url));
const house = (ruleset: string, file: string) => join(root, 'examples/house-rules', ruleset, file);

interface Report {
  readonly params: Record<string, unknown>;
  readonly exact: Record<string, Record<string, string>>;
  readonly outcomes: Record<string, Record<string, number>>;
}
async function odds(...argv: string[]): Promise<Report> {
  const r = await run('odds', ...argv, '--json');
  expect(r.code, r.stderr).toBe(0);
  return JSON.parse(r.stdout) as Report;
}

beforeAll(async () => {
  registry = await loadRulesets();
});

describe('wss-6mm odds under options', () => {
  const SCORE_0_ROUTS = house('wss-6mm', 'score-0-routs.json');
  // distressed (-4), DISORDERED (-2 by ruling R7), lost melee (-4): 1d20 - 10; 0 is the face 10.
  const morale = ['wss-6mm', 'morale', '--condition', 'distressed', '--order', 'disordered', '--melee', 'lost'];

  it('the JSON variant moraleBandAt0: routed moves the score of 0 from fall back to routed', async () => {
    const asWritten = await odds(...morale);
    expect(asWritten.params['band-at-0']).toBe('fall-back');
    expect(asWritten.exact.result).toMatchObject({ routed: '7/20', 'fall-back': '7/20' });
    const variant = await odds(...morale, '--variant', SCORE_0_ROUTS);
    expect(variant.params['band-at-0']).toBe('routed');
    expect(variant.exact.result).toMatchObject({ routed: '2/5', 'fall-back': '3/10' });
    expect((await odds(...morale, '--option', 'moraleBandAt0=routed')).exact).toEqual(variant.exact);
    // the header shows the parameter as resolved
    expect((await run('odds', ...morale, '--variant', SCORE_0_ROUTS)).stdout).toContain('--band-at-0 routed');
  });

  it('an explicit parameter still overrides the option', async () => {
    const asWritten = await odds(...morale);
    expect((await odds(...morale, '--variant', SCORE_0_ROUTS, '--band-at-0', 'fall-back')).exact).toEqual(
      asWritten.exact,
    );
  });

  it('rulings no parameter shows reach the mechanic through run: shakenMeans and resolvePass', async () => {
    // shakenMeans none: no -2 for DISORDERED, 1d20 - 8 routs on faces 1-5 (1/4) instead of 1-7 (7/20)
    expect((await odds(...morale, '--option', 'shakenMeans=none')).exact.result).toMatchObject({
      routed: '1/4',
      steady: '1/5',
    });
    // blooded resolve: okay 3/10, DISORDERED 1/2; passing "better than disordered" takes in DISORDERED too
    const resolve = ['wss-6mm', 'resolve', '--condition', 'blooded'];
    expect((await odds(...resolve)).exact.passed).toEqual({ false: '7/10', true: '3/10' });
    expect((await odds(...resolve, '--option', 'resolvePass=disordered-or-better')).exact.passed).toEqual({
      false: '1/5',
      true: '4/5',
    });
  });

  it('sampled odds (--trials) follow the variant too', async () => {
    const sampled = async (...extra: string[]) =>
      (await odds(...morale, '--trials', '4000', '--seed', 's', ...extra)).outcomes.result!.routed!;
    // the same seed rolls the same faces: the variant routs every score of 0 the rules as written do not
    expect(await sampled('--variant', SCORE_0_ROUTS)).toBeGreaterThan(await sampled());
  });

  it('a bad option value is refused with exit 2 naming options.<path>', async () => {
    expectRefused(await run('odds', ...morale, '--option', 'moraleBandAt0=shaken'), 'options.moraleBandAt0');
  });
});

describe('sword-and-pike odds under options', () => {
  const DRAWN = house('sword-and-pike', 'drawn-melee-both-fall-back.json');
  const melee = [
    'sword-and-pike',
    'melee',
    '--attacker',
    'halberdiers',
    '--attacker-stands',
    '1',
    '--defender',
    'pikemen',
    '--defender-stands',
    '1',
  ];

  it('the JSON variant closeCombatTie: both-fall-back turns the drawn combats into no winner', async () => {
    const asWritten = await odds(...melee);
    expect(asWritten.exact.winner).toEqual({ attacker: '80/729', defender: '649/729' });
    const variant = await odds(...melee, '--variant', DRAWN);
    expect(variant.params.tie).toBe('both-fall-back');
    // the draws (176/729) no longer go to the defender
    expect(variant.exact.winner).toEqual({ attacker: '80/729', defender: '473/729', none: '176/729' });
    expect((await odds(...melee, '--variant', DRAWN, '--tie', 'defender-holds')).exact).toEqual(asWritten.exact);
  });

  it('officer bonuses (R5) and the Reiters row (R14) reach the morale check through run', async () => {
    // D6 + 3 + the ordinary officer's bonus: 1 as written (scores 5-10), 3 under the option (7-12)
    const officer = ['sword-and-pike', 'morale', '--troop', 'pikemen', '--officer', 'ordinary'];
    expect(
      Object.keys((await odds(...officer)).exact.score!)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual([5, 6, 7, 8, 9, 10]);
    expect(
      Object.keys((await odds(...officer, '--option', 'officerMoraleBonus.ordinary=3')).exact.score!)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual([7, 8, 9, 10, 11, 12]);
    const reiters = ['sword-and-pike', 'morale', '--troop', 'reiters', '--initial'];
    expect((await odds(...reiters)).exact.result).not.toEqual(
      (await odds(...reiters, '--option', 'reitersMoraleClass=heavy-cavalry')).exact.result,
    );
    expect((await odds(...reiters, '--option', 'reitersMoraleClass=heavy-cavalry')).exact).toEqual(
      (await odds(...reiters, '--morale-class', 'heavy-cavalry')).exact,
    );
  });

  it('the morale die option fills --morale-die unless it is typed', async () => {
    const check = ['sword-and-pike', 'morale', '--troop', 'pikemen'];
    const d8 = await odds(...check, '--option', 'moraleDie=8');
    expect(d8.params['morale-die']).toBe('8');
    expect(Object.keys(d8.exact.score!)).toHaveLength(8);
    expect((await odds(...check, '--option', 'moraleDie=8', '--morale-die', '6')).exact).toEqual(
      (await odds(...check)).exact,
    );
  });

  it('a bad option value is refused with exit 2 naming options.<path>', async () => {
    expectRefused(await run('odds', ...melee, '--option', 'closeCombatTie=maybe'), 'options.closeCombatTie');
  });
});

describe('tercios odds under options', () => {
  const WEARY = house('tercios', 'weary-from-first-wear.json');
  const shoot = [
    'tercios',
    'shoot',
    '--shooter',
    'tercio',
    '--target',
    'musketeer-company',
    '--range',
    '6',
    '--shooter-wear',
    '1',
  ];

  it('the JSON variant wearyAt: first-wear makes one Dm Weary (Shoot-): 3 dice become 2', async () => {
    // Shoot 3 at 4+: binomial(3, 1/2); Weary with 1 Dm: binomial(2, 1/2)
    expect((await odds(...shoot)).exact.hits).toEqual({ 0: '1/8', 1: '3/8', 2: '3/8', 3: '1/8' });
    expect((await odds(...shoot, '--variant', WEARY)).exact.hits).toEqual({ 0: '1/4', 1: '1/2', 2: '1/4' });
  });

  it('the initiative rulings reach the initiative roll through run', async () => {
    // tie-break rank (as written): the trait wins every tie, A = 21/36 = 7/12. add-to-roll, 2 re-rolls, then a
    // coin: A wins a roll 26/36, ties 4/36: 26/36 (1 + 4/36 + (4/36)^2) + (4/36)^3 / 2 = 592/729
    const initiative = ['tercios', 'initiative', '--initiative-trait-a'];
    expect((await odds(...initiative)).exact.first).toEqual({ A: '7/12', B: '5/12' });
    expect(
      (await odds(...initiative, '--option', 'initiativeTrait=add-to-roll', '--option', 'initiativeMaxRerolls=2')).exact
        .first,
    ).toEqual({ A: '592/729', B: '137/729' });
  });

  it('a bad option value is refused with exit 2 naming options.<path>', async () => {
    expectRefused(await run('odds', ...shoot, '--option', 'wearyAt=never'), 'options.wearyAt');
    expectRefused(
      await run('odds', ...shoot, '--option', 'dirtyWar.maxExtraRounds=99'),
      'options.dirtyWar.maxExtraRounds',
    );
  });
});
