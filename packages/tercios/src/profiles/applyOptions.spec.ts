import { musterErrorOf } from '@muster/core/testing';
import { describe, expect, it } from 'vitest';
import { applyOptions, optionProblems } from './applyOptions.js';
import { getProfile } from './getProfile.js';

describe('applyOptions (Rulebook: Unit Profiles > options)', () => {
  it('Viejo: Courage and Melee 5, +45 points', () => {
    const p = applyOptions(getProfile('tercio'), ['viejo']);
    expect(p.values).toMatchObject({ courage: 5, melee: 5, discipline: 5 });
    expect(p.points).toBe(185);
    expect(p.basePoints).toBe(140);
    expect(p.appliedOptions).toEqual(['viejo']);
  });

  it('Square of pikemen adds Square and Extended Arc of Fire; Halberds adds the weapon', () => {
    const p = applyOptions(getProfile('tercio'), ['halberds', 'square-of-pikemen']);
    expect(p.rules).toEqual(['dense', 'square', 'extended-arc-of-fire']);
    expect(p.weapons).toEqual(['pikes', 'arquebus-musket', 'halberds']);
    expect(p.points).toBe(155);
    // Applied in the card's order whatever the order given.
    expect(p.appliedOptions).toEqual(['square-of-pikemen', 'halberds']);
  });

  it('Modern: Shoot 4/3; Depleted: Stamina 4, -15', () => {
    const p = applyOptions(getProfile('tercio'), ['modern', 'depleted']);
    expect(p.values.shoot).toEqual([4, 3]);
    expect(p.values.stamina).toBe(4);
    expect(p.points).toBe(140);
  });

  it('Dense formation (Musketeer Company): Shoot 4, Stamina 3, loses Light, +20', () => {
    const p = applyOptions(getProfile('musketeer-company'), ['dense-formation']);
    expect(p.values).toMatchObject({ shoot: 4, stamina: 3 });
    expect(p.rules).toEqual([]);
    expect(p.points).toBe(80);
  });

  it('Obsolete replaces the muskets with arquebuses, -10', () => {
    const p = applyOptions(getProfile('musketeer-company'), ['obsolete']);
    expect(p.weapons).toEqual(['arquebus']);
    expect(p.points).toBe(50);
  });

  it('Crossbows replaces the arquebus and loses Caracole, +0', () => {
    const p = applyOptions(getProfile('arquebusiers-on-horseback'), ['crossbows']);
    expect(p.weapons).toEqual(['crossbow']);
    expect(p.rules).toEqual([]);
    expect(p.points).toBe(65);
  });

  it('Great battery: Shoot and Stamina 2, +35', () => {
    const p = applyOptions(getProfile('light-artillery'), ['great-battery', 'veteran']);
    expect(p.values).toMatchObject({ shoot: 2, stamina: 2, discipline: 4 });
    expect(p.points).toBe(100);
  });

  it('Muskets only: Shoot 3; if modernised, Shoot 4 (Classic Battalion)', () => {
    expect(applyOptions(getProfile('classic-battalion'), ['muskets-only']).values.shoot).toBe(3);
    const both = applyOptions(getProfile('classic-battalion'), ['muskets-only', 'modernised']);
    expect(both.values.shoot).toBe(4);
    expect(both.weapons).toEqual(['pikes', 'musket']);
    expect(both.points).toBe(130);
    // The same whatever order the ids are given in.
    expect(applyOptions(getProfile('classic-battalion'), ['modernised', 'muskets-only']).values.shoot).toBe(4);
  });

  it('no options: the card as printed', () => {
    const p = applyOptions(getProfile('dragoons-mounted'), []);
    expect(p.values).toEqual(getProfile('dragoons-mounted').values);
    expect(p.points).toBe(70);
  });
});

describe('option incompatibilities', () => {
  it('Modern is incompatible with the square of pikemen (either order)', () => {
    const err = musterErrorOf(() => applyOptions(getProfile('tercio'), ['square-of-pikemen', 'modern']));
    expect(err.code).toBe('bad-input');
    expect(err.message).toBe('Modern is incompatible with Square of pikemen');
    expect(err.context.path).toBe('options[1]');
    expect(musterErrorOf(() => applyOptions(getProfile('tercio'), ['modern', 'square-of-pikemen'])).message).toBe(
      'Square of pikemen is incompatible with Modern',
    );
  });

  it('Regimental gun is incompatible with great battery', () => {
    expect(
      optionProblems(getProfile('light-artillery'), ['great-battery', 'regimental-gun']).map((p) => p.message),
    ).toEqual(['Regimental gun is incompatible with Great battery']);
  });

  it('Veteran is incompatible with Irregulars (Classic, Reformed and Modern Battalions)', () => {
    for (const id of ['classic-battalion', 'reformed-battalion', 'modern-battalion']) {
      expect(optionProblems(getProfile(id), ['irregulars', 'veteran'])).toHaveLength(1);
    }
  });

  it('Light is incompatible with Militia (Combat Company)', () => {
    expect(optionProblems(getProfile('combat-company'), ['militia', 'light'])).toHaveLength(1);
  });

  it('an option taken twice, and an unknown option with a suggestion', () => {
    expect(optionProblems(getProfile('tercio'), ['viejo', 'viejo']).map((p) => p.message)).toEqual([
      'option "viejo" is taken twice',
    ]);
    const err = musterErrorOf(() => applyOptions(getProfile('tercio'), ['viejos']));
    expect(err.message).toContain('did you mean "viejo"');
  });

  it('a required option missing (Boyars "Shooters, large" requires Large unit)', () => {
    expect(optionProblems(getProfile('boyars'), ['shooters-large']).map((p) => p.message)).toEqual([
      'Shooters, large requires Large unit',
    ]);
  });

  it('faction-flagged options only for their nations; adaptations only when switched on', () => {
    expect(optionProblems(getProfile('musketeer-company'), ['brigade'], { faction: 'swedish-empire' })).toEqual([]);
    const [problem] = optionProblems(getProfile('musketeer-company'), ['brigade'], { faction: 'spanish-empire' });
    expect(problem?.rule).toBe(
      'The Army > Choosing a Side: options with a flag are available only for the nations concerned',
    );
    expect(optionProblems(getProfile('cuirassiers'), ['lances'], { adaptations: false })).toHaveLength(1);
    expect(optionProblems(getProfile('cuirassiers'), ['lances'], { adaptations: true })).toEqual([]);
  });
});
