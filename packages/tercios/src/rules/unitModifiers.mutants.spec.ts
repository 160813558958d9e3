import { describe, expect, it } from 'vitest';
import { HORSE_ARQUEBUSIERS, MUSKETEERS, TERCIO } from '../mechanics/__fixtures__/units.js';
import { DEFAULT_TERCIOS_OPTIONS, TerciosOptionsSchema } from '../options/options.js';
import type { TerciosUnit } from '../values/TerciosUnit.js';
import type { RuleContext, RuleStep } from './RuleContext.js';
import { unitModifiers } from './unitModifiers.js';

const at = (step: RuleStep, self: TerciosUnit, extra: Partial<RuleContext> = {}) =>
  unitModifiers({ step, self, options: DEFAULT_TERCIOS_OPTIONS, ...extra });

const commander = (virtues: RuleContext['self']['inspiredBy'][] = [], traits: 'phlegmatic'[] = []) => ({
  rank: 2,
  virtues: virtues.filter((v) => v !== undefined),
  traits,
});

// Components > Status Markers > Weary: "when the unit has accumulated as many Dm as its Stamina value. In these
// conditions the unit suffers a penalty (-) to its combat and shooting values."
describe('Weary: Melee- and Shoot-', () => {
  const weary: TerciosUnit = { ...TERCIO, wear: 5 };

  it('a Tercio with 5 Dm (Stamina 5) fights with Melee- and shoots with Shoot-', () => {
    expect(at('melee', weary)).toEqual([{ value: 'melee', steps: -1, source: 'Weary' }]);
    expect(at('shoot', weary)).toEqual([{ value: 'shoot', steps: -1, source: 'Weary' }]);
  });

  it('Weary touches no other value: no penalty in its order test or resistance tests', () => {
    expect(at('order-test', weary)).toEqual([]);
    expect(at('shooting-resistance', weary)).toEqual([]);
    expect(at('melee-resistance', weary)).toEqual([]);
  });

  it('4 Dm of a Stamina 5 is not yet Weary; a unit without Dm never is', () => {
    expect(at('melee', { ...TERCIO, wear: 4 })).toEqual([]);
    expect(at('shoot', TERCIO)).toEqual([]);
  });

  it('Zeal (+1 to Stamina): 5 Dm on a Stamina of 6 is not Weary', () => {
    expect(at('melee', { ...weary, commander: commander(['zeal']) })).toEqual([
      { value: 'stamina', virtue: 1, source: 'Zeal (virtue)' },
    ]);
  });

  it('"Phlegmatic: a unit attached to this commander does not suffer the effects linked to worn units"', () => {
    expect(at('melee', { ...weary, commander: commander([], ['phlegmatic']) })).toEqual([]);
    expect(at('shoot', { ...weary, commander: commander([], ['phlegmatic']) })).toEqual([]);
  });

  it('Adaptation (option wearyAt first-wear): Weary from the first Dm', () => {
    const options = TerciosOptionsSchema.parse({ wearyAt: 'first-wear' });
    expect(unitModifiers({ step: 'melee', self: { ...TERCIO, wear: 1 }, options })).toEqual([
      { value: 'melee', steps: -1, source: 'Weary' },
    ]);
  });
});

// Components > Status Markers > Disorder: "When a unit is in disorder, it suffers a penalty (-) to its Courage."
describe('Disorder: Courage- in the resistance tests', () => {
  const disordered: TerciosUnit = { ...TERCIO, disordered: true };

  it('against shooting and in combat', () => {
    expect(at('shooting-resistance', disordered)).toEqual([{ value: 'courage', steps: -1, source: 'Disorder' }]);
    expect(at('melee-resistance', disordered)).toEqual([{ value: 'courage', steps: -1, source: 'Disorder' }]);
  });

  it('no Courage penalty where Courage is not rolled', () => {
    expect(at('melee', disordered)).toEqual([]);
    expect(at('rout-test', disordered)).toEqual([]);
  });
});

describe('Special rules and weapons', () => {
  it('The Troops > Cavalry > Evasion: Discipline + when evading an infantry charge', () => {
    expect(at('reaction-test', HORSE_ARQUEBUSIERS, { reaction: 'evasion', enemy: TERCIO })).toEqual([
      { value: 'discipline', steps: 1, source: 'Evasion from an infantry charge' },
    ]);
  });

  it('a rule id the rules do not know brings no modifier (and no error)', () => {
    expect(at('melee', { ...TERCIO, rules: ['no-such-rule'] })).toEqual([]);
  });

  it('Armament > Pikes: Melee + against cavalry, with a Weary penalty beside it', () => {
    expect(at('melee', { ...TERCIO, wear: 5 }, { enemy: HORSE_ARQUEBUSIERS })).toEqual([
      { value: 'melee', steps: -1, source: 'Weary' },
      { value: 'melee', steps: 1, source: 'Pikes against cavalry' },
    ]);
  });
});

// Command > Virtues: "Virtues add 1 point to a value of the attached unit"; "Sacrifice: +1 to Courage on the
// resistance test against shooting"; "Will: ... against combat"; Inspiring: "a unit of the commander within its
// radius may apply one of the commander's virtues".
describe('Virtues', () => {
  it('Drill (+1 to Shoot) applies whatever the step', () => {
    const unit: TerciosUnit = { ...MUSKETEERS, commander: commander(['drill']) };
    expect(at('shoot', unit)).toEqual([{ value: 'shoot', virtue: 1, source: 'Drill (virtue)' }]);
    expect(at('melee', unit)).toEqual([{ value: 'shoot', virtue: 1, source: 'Drill (virtue)' }]);
  });

  it('Sacrifice only in the resistance test against shooting', () => {
    const unit: TerciosUnit = { ...MUSKETEERS, commander: commander(['sacrifice']) };
    expect(at('shooting-resistance', unit)).toEqual([{ value: 'courage', virtue: 1, source: 'Sacrifice (virtue)' }]);
    expect(at('melee-resistance', unit)).toEqual([]);
    expect(at('rout-test', unit)).toEqual([]);
  });

  it('Will only in the resistance test against combat', () => {
    const unit: TerciosUnit = { ...MUSKETEERS, commander: commander(['will']) };
    expect(at('melee-resistance', unit)).toEqual([{ value: 'courage', virtue: 1, source: 'Will (virtue)' }]);
    expect(at('shooting-resistance', unit)).toEqual([]);
  });

  it('an inspired unit without a commander applies the virtue it was given', () => {
    expect(at('melee', { ...MUSKETEERS, inspiredBy: 'dexterity' })).toEqual([
      { value: 'melee', virtue: 1, source: 'Dexterity (virtue)' },
    ]);
  });

  it("a virtue given by Inspiring adds to the attached commander's, and the same virtue counts once", () => {
    expect(at('melee', { ...MUSKETEERS, commander: commander(['drill']), inspiredBy: 'dexterity' })).toEqual([
      { value: 'shoot', virtue: 1, source: 'Drill (virtue)' },
      { value: 'melee', virtue: 1, source: 'Dexterity (virtue)' },
    ]);
    expect(at('melee', { ...MUSKETEERS, commander: commander(['drill']), inspiredBy: 'drill' })).toEqual([
      { value: 'shoot', virtue: 1, source: 'Drill (virtue)' },
    ]);
  });
});
