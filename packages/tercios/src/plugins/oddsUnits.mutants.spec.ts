import { MusterError, parseParams, type ParamValues } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { attachedCommander, effectiveProfile, joinIds, listParams, splitIds, unitOf } from './oddsUnits.js';

// How `muster odds tercios shoot|melee` and the club's forms read a unit from their parameters: the card, the options
// the army list buys (Unit Profiles), what the unit's place in the list adds (The Army: the Elite unit, Commanded Shot
// in a cavalry regiment), the attached commander's virtues and traits and the commanders whose radius covers it
// (Command). Each test quotes the clause it pins and reads the unit the mechanics are handed, or the refusal.

/** The error `run` throws (undefined when it throws none). */
function refusal(run: () => unknown): MusterError | undefined {
  try {
    run();
  } catch (error) {
    if (MusterError.is(error)) return error;
    throw error;
  }
  return undefined;
}

/** The refusal as the command line shows it: code, message, and where and what was expected. */
const shown = (error: MusterError | undefined) =>
  error && { code: error.code, message: error.message, path: error.context.path, expected: error.context.expected };

const PATH = 'params.shooter-options';

describe('splitIds and joinIds: a list of ids in one text parameter', () => {
  it('commas, semicolons and spaces separate ids, in any mix and number', () => {
    expect(splitIds('viejo, veteran;elite+1   commanded-shot')).toEqual([
      'viejo',
      'veteran',
      'elite+1',
      'commanded-shot',
    ]);
    expect(splitIds('  veteran  ')).toEqual(['veteran']);
    expect(splitIds(',veteran,')).toEqual(['veteran']);
  });

  it('`none` is the empty list, alone or among ids; an empty text too', () => {
    expect(splitIds('none')).toEqual([]);
    expect(splitIds('veteran, none')).toEqual(['veteran']);
    expect(splitIds('')).toEqual([]);
  });

  it('a list is written back with commas, and an empty one as `none` (a text parameter is never empty)', () => {
    expect(joinIds(['veteran', 'elite+1'])).toBe('veteran, elite+1');
    expect(joinIds(['drill'])).toBe('drill');
    expect(joinIds([])).toBe('none');
    expect(splitIds(joinIds(['veteran', 'elite+1']))).toEqual(['veteran', 'elite+1']);
  });
});

describe('effectiveProfile: the card with its options and what the army list adds', () => {
  it('a card without options is the card as printed (Musketeer Company: Discipline 3, Light, 60 points)', () => {
    const company = effectiveProfile({ profile: 'musketeer-company', options: [] }, PATH);
    expect(company).toMatchObject({ name: 'Musketeer Company', category: 'company', points: 60, rules: ['light'] });
    expect(company.values.discipline).toBe(3);
  });

  it('Unit Profiles > Musketeer Company options: "Veteran: Discipline 4, +10 points"', () => {
    const veteran = effectiveProfile({ profile: 'musketeer-company', options: ['veteran'] }, PATH);
    expect(veteran).toMatchObject({ points: 70, appliedOptions: ['veteran'], rules: ['light'] });
    expect(veteran.values.discipline).toBe(4);
  });

  it('The Army > Standard Army Base: "Elite = +15 points": the Elite rule, the same Discipline', () => {
    const elite = effectiveProfile({ profile: 'musketeer-company', options: ['elite'] }, PATH);
    expect(elite).toMatchObject({ points: 75, rules: ['light', 'elite'], appliedOptions: [] });
    expect(elite.values.discipline).toBe(3);
  });

  it('"Additional point of discipline = +5 points": elite+N adds N Discipline and 5 points each, after the options', () => {
    const elite = effectiveProfile({ profile: 'musketeer-company', options: ['veteran', 'elite+2'] }, PATH);
    expect(elite).toMatchObject({ points: 70 + 15 + 2 * 5, rules: ['light', 'elite'], appliedOptions: ['veteran'] });
    expect(elite.values.discipline).toBe(4 + 2);
    // N of two digits (the ruling eliteMaxExtraDiscipline bounds it in an army list, not here).
    const twelve = effectiveProfile({ profile: 'musketeer-company', options: ['elite+12'] }, PATH);
    expect(twelve).toMatchObject({ points: 60 + 15 + 12 * 5 });
    expect(twelve.values.discipline).toBe(3 + 12);
  });

  it('The Army > Cavalry Regiment: "these companies have the Commanded Shot rule free of charge"', () => {
    const shot = effectiveProfile({ profile: 'musketeer-company', options: ['veteran', 'commanded-shot'] }, PATH);
    expect(shot).toMatchObject({ points: 70, rules: ['light', 'commanded-shot'], appliedOptions: ['veteran'] });
  });

  it('the Elite unit is not in a cavalry regiment: Elite with commanded-shot is Elite, without Commanded Shot', () => {
    const elite = effectiveProfile({ profile: 'musketeer-company', options: ['commanded-shot', 'elite'] }, PATH);
    expect(elite).toMatchObject({ points: 75, rules: ['light', 'elite'] });
  });

  it('Commanded Shot is for "companies of shooters" of a Cavalry Regiment: a battalion with it is refused', () => {
    const error = refusal(() => effectiveProfile({ profile: 'tercio', options: ['commanded-shot'] }, PATH));
    expect(shown(error)).toEqual({
      code: 'bad-input',
      message: 'Tercio is not a company: only companies of a cavalry regiment have Commanded Shot free',
      path: PATH,
      expected: 'commanded-shot only on a company',
    });
  });

  it('Unit Profiles: an option the card does not print is refused, at the path given, naming the card and the tokens', () => {
    const error = refusal(() =>
      effectiveProfile({ profile: 'musketeer-company', options: ['elite', 'viejo'] }, 'params.target-options'),
    );
    expect(shown(error)).toEqual({
      code: 'bad-input',
      message:
        'Musketeer Company has no option "viejo"; its options are veteran, skirmishers, obsolete, mercenaries, brigade, dense-formation',
      path: 'params.target-options',
      expected: 'Unit Profiles > Musketeer Company options; or elite, elite+N, commanded-shot',
    });
    expect(error?.context.received).toBe('elite, viejo');
  });

  it('Unit Profiles > Tercio options: "Modern ... (incompatible with the square of pikemen)" is refused', () => {
    const error = refusal(() =>
      effectiveProfile({ profile: 'tercio', options: ['square-of-pikemen', 'modern'] }, PATH),
    );
    expect(shown(error)).toMatchObject({ code: 'bad-input', path: PATH });
    expect(error?.message).toMatch(/incompatible with Square of pikemen/i);
  });

  it('only the exact list tokens are taken from the options: anything that merely contains one is an unknown option', () => {
    for (const token of [
      'elite-guard',
      'elite+',
      'elite+x',
      'elite+2x',
      'xelite',
      'commanded-shots',
      'xcommanded-shot',
    ]) {
      const error = refusal(() => effectiveProfile({ profile: 'musketeer-company', options: [token] }, PATH));
      expect(error?.message, token).toContain(`Musketeer Company has no option "${token}"`);
    }
  });

  it('an unknown card is refused, naming the close matches', () => {
    const error = refusal(() => effectiveProfile({ profile: 'tercios', options: [] }, PATH));
    expect(error?.code).toBe('bad-input');
    expect(error?.message).toBe('unknown unit "tercios"; did you mean "tercio"?');
  });
});

describe('attachedCommander: Command > Attached Commander, "a troop unit, which applies the virtues"', () => {
  it('no ids: no commander attached', () => {
    expect(attachedCommander([], 'params.shooter-commander')).toBeUndefined();
  });

  it('virtues (Command > Virtues) and traits (Command > Traits) are told apart, each in the order given', () => {
    expect(attachedCommander(['calm', 'drill', 'imperturbable', 'will'], 'params.shooter-commander')).toStrictEqual({
      rank: 0,
      virtues: ['drill', 'will'],
      traits: ['calm', 'imperturbable'],
    });
    expect(attachedCommander(['zeal'], 'params.shooter-commander')).toStrictEqual({
      rank: 0,
      virtues: ['zeal'],
      traits: [],
    });
    expect(attachedCommander(['gallant'], 'params.shooter-commander')).toStrictEqual({
      rank: 0,
      virtues: [],
      traits: ['gallant'],
    });
  });

  it('an id that is neither is refused, listing the seven virtues; not even an inherited property name passes', () => {
    for (const id of ['toString', 'courage']) {
      const error = refusal(() => attachedCommander(['drill', id], 'params.defender-commander'));
      expect(shown(error)).toEqual({
        code: 'bad-input',
        message: `"${id}" is neither a virtue nor a trait`,
        path: 'params.defender-commander',
        expected: 'virtues dedication, dexterity, drill, loyalty, zeal, sacrifice, will or trait ids',
      });
      expect(error?.context.received).toBe(id);
    }
  });
});

describe('unitOf: the unit a mechanic is handed, as the battle builds it from the table', () => {
  const SHOOTER = listParams('shooter', 'shooters');
  const params = (raw: Record<string, string>): ParamValues =>
    parseParams([{ name: 'shooter', kind: 'string', description: 'the shooting unit' }, ...SHOOTER], raw);

  it('every parameter reaches the unit: options, Dm, Disorder, attached commander, in radius, Inspiring', () => {
    const unit = unitOf(
      params({
        shooter: 'musketeer-company',
        'shooter-options': 'veteran, elite',
        'shooter-commander': 'drill calm',
        'shooter-near': 'prepared; wealthy',
        'shooter-inspired-by': 'zeal',
      }),
      'shooter',
      2,
      true,
    );
    expect(unit).toMatchObject({
      name: 'Musketeer Company',
      points: 85,
      rules: ['light', 'elite'],
      wear: 2,
      disordered: true,
      commander: { rank: 0, virtues: ['drill'], traits: ['calm'] },
      // Command > Automatic Kingdoms Traits: Prepared and Wealthy apply to "units within the command radius".
      inRadiusOf: ['prepared', 'wealthy'],
      // Command > Common Traits, Inspiring: "may apply one of the commander's virtues".
      inspiredBy: 'zeal',
    });
    expect(unit.values.discipline).toBe(4);
  });

  it('by default (`none`): a fresh unit, no commander attached, none in radius, no Inspiring', () => {
    const unit = unitOf(params({ shooter: 'musketeer-company' }), 'shooter', 0, false);
    expect(unit).toMatchObject({ points: 60, rules: ['light'], wear: 0, disordered: false });
    expect(Object.keys(unit)).not.toContain('commander');
    expect(Object.keys(unit)).not.toContain('inRadiusOf');
    expect(Object.keys(unit)).not.toContain('inspiredBy');
  });

  it('parameters not given at all (a caller without the defaults) read as none', () => {
    const unit = unitOf({ shooter: 'musketeer-company' }, 'shooter', 1, false);
    expect(unit).toMatchObject({ points: 60, rules: ['light'], wear: 1 });
    expect(Object.keys(unit)).not.toContain('commander');
    expect(Object.keys(unit)).not.toContain('inRadiusOf');
    expect(Object.keys(unit)).not.toContain('inspiredBy');
  });

  it('The Troops > Cavalry: "All cavalry units benefit from the Mobility, Evasion and Pursuit rules", unprinted', () => {
    const cuirassiers = unitOf({ shooter: 'cuirassiers' }, 'shooter', 0, false);
    expect(cuirassiers.rules).toEqual(['mobility', 'evasion', 'pursuit']);
  });

  it('an unknown unit is refused at its own parameter, naming the close matches', () => {
    const error = refusal(() => unitOf({ shooter: 'tercios' }, 'shooter', 0, false));
    expect(shown(error)).toEqual({
      code: 'bad-input',
      message: 'unknown unit "tercios"; did you mean "tercio"?',
      path: 'params.shooter',
      expected: 'a unit id such as "tercio" or "musketeer-company"',
    });
    expect(error?.context.received).toBe('tercios');
  });

  it("bad options and a bad commander are refused at the role's own parameters", () => {
    const options = refusal(() =>
      unitOf({ attacker: 'tercio', 'attacker-options': 'commanded-shot' }, 'attacker', 0, false),
    );
    expect(shown(options)).toMatchObject({ code: 'bad-input', path: 'params.attacker-options' });
    const commander = refusal(() =>
      unitOf({ attacker: 'tercio', 'attacker-commander': 'viejo' }, 'attacker', 0, false),
    );
    expect(shown(commander)).toMatchObject({
      code: 'bad-input',
      message: '"viejo" is neither a virtue nor a trait',
      path: 'params.attacker-commander',
    });
  });

  it('in radius, only traits (Command > Traits: of commanders whose radius covers the unit); a virtue is refused', () => {
    const error = refusal(() =>
      unitOf({ shooter: 'tercio', 'shooter-near': 'imperturbable, drill' }, 'shooter', 0, false),
    );
    expect(shown(error)).toEqual({
      code: 'bad-input',
      message: '"drill" is not a trait',
      path: 'params.shooter-near',
      expected: 'trait ids such as imperturbable, prepared, wealthy',
    });
    expect(error?.context.received).toBe('drill');
  });
});

describe('listParams: the parameters of one unit, as the army list fields it', () => {
  it('options, attached commander, commanders in radius and Inspiring, named after the role, `none` by default', () => {
    expect(listParams('target', 'target')).toStrictEqual([
      {
        name: 'target-options',
        kind: 'string',
        default: 'none',
        description:
          'options of the target from the army list (e.g. viejo, veteran; elite or elite+N for the Elite unit; commanded-shot)',
      },
      {
        name: 'target-commander',
        kind: 'string',
        default: 'none',
        description: 'virtues and traits of the commander attached to the target (e.g. drill, will, calm)',
      },
      {
        name: 'target-near',
        kind: 'string',
        default: 'none',
        description: 'traits of commanders whose radius covers the target (imperturbable, prepared, wealthy)',
      },
      {
        name: 'target-inspired-by',
        kind: 'choice',
        // Command > Virtues: the seven virtues, any of which Inspiring may lend.
        choices: ['none', 'dedication', 'dexterity', 'drill', 'loyalty', 'zeal', 'sacrifice', 'will'],
        default: 'none',
        description: 'a virtue the target applies through an Inspiring commander',
      },
    ]);
  });
});
