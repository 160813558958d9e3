import { describe, expect, it } from 'vitest';
import { HORSE_ARQUEBUSIERS, LIGHT_ARTILLERY, MUSKETEERS, TERCIO } from '../mechanics/__fixtures__/units.js';
import type { TerciosUnit } from '../values/TerciosUnit.js';
import { UnitCategorySchema } from '../profiles/UnitProfile.js';
import { effectiveRules, hasEffect, hasRule, mayHaveEffect } from './effectiveRules.js';
import { TROOP_RULES } from './troopRules.js';

const commander = (traits: ('brave' | 'passionate' | 'phlegmatic')[]) => ({ rank: 2, virtues: [], traits });

describe('The rules a unit has on the table', () => {
  it('The Troops > Cavalry: "All cavalry units benefit from the Mobility, Evasion and Pursuit rules"', () => {
    expect(effectiveRules(HORSE_ARQUEBUSIERS)).toEqual(['mobility', 'evasion', 'pursuit', 'caracole']);
  });

  it('The Troops > Artillery: "the rules Integral Command, Crew Defence and No Escape"', () => {
    expect(effectiveRules(LIGHT_ARTILLERY)).toEqual(['integral-command', 'crew-defence', 'no-escape']);
  });

  it('infantry and companies gain no rule by their type; a printed name is read as its rule (Dense: Large)', () => {
    expect(effectiveRules(TERCIO)).toEqual(['large']);
    expect(effectiveRules(MUSKETEERS)).toEqual(['light']);
  });

  it('Forlorn Hope (adaptation) is Skirmishers, Open Order, Harasser, Extended Arc of Fire and Light', () => {
    expect(effectiveRules({ ...MUSKETEERS, rules: ['forlorn-hope'] })).toEqual([
      'forlorn-hope',
      'skirmishers',
      'open-order',
      'harasser',
      'extended-arc',
      'light',
    ]);
  });

  it('Heavy Cavalry (Kingdoms): "Loses Mobility"', () => {
    expect(effectiveRules({ ...HORSE_ARQUEBUSIERS, rules: ['heavy-cavalry'] })).toEqual([
      'evasion',
      'pursuit',
      'heavy-cavalry',
    ]);
  });
});

describe('Rules given by commanders (Command > Automatic traits)', () => {
  // One rules list for every variant: the answers are kept by list, category and traits, and must not mix.
  const rules = ['light'];
  const company: TerciosUnit = { ...MUSKETEERS, rules };

  it('"Brave: a unit attached to this commander gains the Impetuous and Elite rules"', () => {
    expect(effectiveRules({ ...company, commander: commander(['brave']) })).toEqual(['light', 'impetuous', 'elite']);
  });

  it('"Passionate: a unit attached to this commander gains the Frenzied rule"', () => {
    expect(effectiveRules({ ...company, commander: commander(['passionate']) })).toEqual(['light', 'frenzied']);
  });

  it('Brave and Passionate together', () => {
    expect(effectiveRules({ ...company, commander: commander(['brave', 'passionate']) })).toEqual([
      'light',
      'impetuous',
      'elite',
      'frenzied',
    ]);
  });

  it('"Prepared: all units within the command radius that have the Light rule gain the Evasion rule"', () => {
    expect(effectiveRules({ ...company, inRadiusOf: ['prepared'] })).toEqual(['light', 'evasion']);
    expect(effectiveRules({ ...company, inRadiusOf: ['prepared'], commander: commander(['brave']) })).toEqual([
      'light',
      'impetuous',
      'elite',
      'evasion',
    ]);
    expect(effectiveRules({ ...TERCIO, inRadiusOf: ['prepared'] })).toEqual(['large']);
  });

  it('a trait that gives no rule (Phlegmatic), or none at all, changes nothing', () => {
    expect(effectiveRules({ ...company, commander: commander(['phlegmatic']) })).toEqual(['light']);
    expect(effectiveRules(company)).toEqual(['light']);
  });

  it('the same rules list read for another category is answered for that category', () => {
    const shared = ['light'];
    expect(effectiveRules({ ...MUSKETEERS, rules: shared })).toEqual(['light']);
    expect(effectiveRules({ ...HORSE_ARQUEBUSIERS, rules: shared })).toEqual([
      'mobility',
      'evasion',
      'pursuit',
      'light',
    ]);
  });
});

describe('hasRule and hasEffect', () => {
  it('hasRule reads the printed name as the rule', () => {
    expect(hasRule(TERCIO, 'Dense')).toBe(true);
    expect(hasRule(TERCIO, 'Large')).toBe(true);
    expect(hasRule(TERCIO, 'light')).toBe(false);
  });

  it('hasEffect asks every rule of the unit, category rules included', () => {
    expect(hasEffect(LIGHT_ARTILLERY, 'fights-as-infantry')).toBe(true);
    expect(hasEffect(MUSKETEERS, 'very-difficult-as-difficult')).toBe(true);
    expect(hasEffect(MUSKETEERS, 'fights-as-infantry')).toBe(false);
  });

  it('an unknown rule id is kept but has no effect', () => {
    const unit: TerciosUnit = { ...TERCIO, rules: ['no-such-rule'] };
    expect(effectiveRules(unit)).toEqual(['no-such-rule']);
    expect(hasEffect(unit, 'ignores-difficult-terrain')).toBe(false);
  });
});

describe('mayHaveEffect: whether a unit could have an effect at all, with the traits and lent rules that add rules', () => {
  // A tercio (Large) has none of these effects by its own rules; each comes only with one source that adds a rule:
  // an Enthusiastic activation lends Light or Skirmishers (Commander Virtues > Enthusiastic), a Brave commander makes
  // it Impetuous and Elite, a Passionate one Frenzied (Commanders > Traits), and a Light unit in the radius of a
  // Prepared commander gains Evasion (Commander Virtues > Prepared).
  it('a lent Skirmishers or Light, a Brave or Passionate commander, Prepared with Light: each makes the effect possible', () => {
    expect(effectiveRules(TERCIO)).toEqual(['large']);
    expect(hasEffect(TERCIO, 'ignores-difficult-terrain')).toBe(false);
    expect(mayHaveEffect(TERCIO, 'ignores-difficult-terrain')).toBe(true); // Skirmishers, lent
    expect(mayHaveEffect(TERCIO, 'very-difficult-as-difficult')).toBe(true); // Light, lent
    expect(mayHaveEffect(TERCIO, 'impetuous')).toBe(true); // Brave
    expect(mayHaveEffect(TERCIO, 'resist-to-zero')).toBe(true); // Elite, by Brave
    expect(mayHaveEffect(TERCIO, 'frenzied')).toBe(true); // Passionate
    expect(mayHaveEffect(TERCIO, 'evasion-any-order')).toBe(true); // Evasion: Light lent, in a Prepared radius
  });

  it('an effect no source can add is ruled out, and an unknown rule id has no effect', () => {
    expect(mayHaveEffect(TERCIO, 'caracole')).toBe(false);
    expect(mayHaveEffect({ rules: ['no-such-rule'], category: TERCIO.category }, 'caracole')).toBe(false);
    // Asked again (answered from its memo): the same.
    expect(mayHaveEffect(TERCIO, 'caracole')).toBe(false);
    expect(mayHaveEffect(TERCIO, 'frenzied')).toBe(true);
  });

  // mayHaveEffect asks the rules with every addition at once. That stands for every combination only while no
  // addition removes a rule: this checks it for every rule of the table as a unit's own, in every category.
  it('the rules with every addition at once hold the rules of each combination of them (nothing added removes a rule)', () => {
    const subsets = <T>(items: readonly T[]): T[][] =>
      items.reduce<T[][]>((all, item) => [...all, ...all.map((s) => [...s, item])], [[]]);
    const traitSets = subsets(['brave', 'passionate'] as const);
    for (const category of UnitCategorySchema.options)
      for (const own of [[], ...Object.keys(TROOP_RULES).map((id) => [id])]) {
        const unit = (lent: string[], traits: ('brave' | 'passionate')[], prepared: boolean): TerciosUnit => ({
          ...TERCIO,
          category,
          rules: [...own, ...lent],
          commander: commander(traits),
          ...(prepared ? { inRadiusOf: ['prepared' as const] } : {}),
        });
        const all = effectiveRules(unit(['light', 'skirmishers'], ['brave', 'passionate'], true));
        for (const lent of [[], ['light'], ['skirmishers']])
          for (const traits of traitSets)
            for (const prepared of [false, true])
              expect(all, `${category} ${own.join()} + ${lent.join()} ${traits.join()} ${prepared}`).toEqual(
                expect.arrayContaining([...effectiveRules(unit(lent, traits, prepared))]),
              );
        // And so each effect a combination gives is one mayHaveEffect allows.
        for (const id of all)
          for (const effect of TROOP_RULES[id]?.effects ?? [])
            expect(mayHaveEffect({ rules: own, category }, effect)).toBe(true);
      }
  });
});
