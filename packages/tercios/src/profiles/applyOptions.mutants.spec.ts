import { musterErrorOf } from '@muster/core/testing';
import { describe, expect, it } from 'vitest';
import { applyOptions, combineOptions, optionProblems } from './applyOptions.js';
import { getProfile } from './getProfile.js';
import { allRules, implicitRules } from './implicitRules.js';
import type { UnitOption, UnitProfile } from './UnitProfile.js';

// Killers for the tercios-profiles target (docs/mutation/tercios-profiles.md): what each refused option says and
// where (Unit Profiles > options; The Army > Choosing a Side), the unknown-unit error, and the rules a unit has
// without their being printed (The Troops > Cavalry, Artillery).

describe('optionProblems: each problem names the card and says what is wrong', () => {
  it('an unknown option: the card, the closest option and every option of the card', () => {
    expect(optionProblems(getProfile('tercio'), ['viejos'])).toEqual([
      {
        index: 0,
        rule: 'Unit Profiles > Tercio options',
        message:
          'Tercio has no option "viejos" (did you mean "viejo"?); its options are square-of-pikemen, viejo, modern, depleted, swordsmen, halberds',
      },
    ]);
  });

  it('an unknown option like no option of the card: no "did you mean"', () => {
    expect(optionProblems(getProfile('tercio'), ['xxxxxxxxxxxxxxxx'])[0]?.message).toBe(
      'Tercio has no option "xxxxxxxxxxxxxxxx"; its options are square-of-pikemen, viejo, modern, depleted, swordsmen, halberds',
    );
  });

  it('a unit whose card prints no option says so (Super Heavy Artillery)', () => {
    expect(optionProblems(getProfile('super-heavy-artillery'), ['veteran'])[0]?.message).toBe(
      'Super Heavy Artillery has no option "veteran"; this unit has no options',
    );
  });

  // Boyars: "Shooters, large" requires "Large unit"; with both taken there is nothing to report.
  it('a required option that is taken: no problem', () => {
    expect(optionProblems(getProfile('boyars'), ['large-unit', 'shooters-large'])).toEqual([]);
  });

  // The Army > Choosing a Side: "options with a flag are available only for the nations concerned".
  it("another nation's flagged option: the rule and which nations may take it", () => {
    expect(optionProblems(getProfile('musketeer-company'), ['brigade'], { faction: 'spanish-empire' })).toEqual([
      {
        index: 0,
        rule: 'The Army > Choosing a Side: options with a flag are available only for the nations concerned',
        message: 'Brigade is available only to swedish-empire, not spanish-empire',
      },
    ]);
    // Dense formation (Arquebusiers on horseback) is printed with two flags: both are named.
    expect(
      optionProblems(getProfile('arquebusiers-on-horseback'), ['dense-formation'], { faction: 'spanish-empire' })[0]
        ?.message,
    ).toBe('Dense formation is available only to holy-roman-empire, german-protestant, not spanish-empire');
  });

  // Options printed in red are adaptations; with adaptations off only those are refused.
  it('adaptations off: an adaptation is refused with its card, a printed option is not', () => {
    expect(optionProblems(getProfile('cuirassiers'), ['lances'], { adaptations: false })).toEqual([
      {
        index: 0,
        rule: 'Unit Profiles > Cuirassiers options (adaptation, marked in red)',
        message: 'Lances is an adaptation, and adaptations are off for this army',
      },
    ]);
    expect(optionProblems(getProfile('tercio'), ['viejo'], { adaptations: false })).toEqual([]);
  });
});

describe('applyOptions: the error carries what was given and every problem', () => {
  it("received is the option id at the problem's index; problems lists every message", () => {
    const error = musterErrorOf(() =>
      applyOptions(getProfile('tercio'), ['viejo', 'viejo', 'modern', 'square-of-pikemen']),
    );
    expect(error.context).toMatchObject({
      path: 'options[1]',
      expected: 'Unit Profiles > Tercio options',
      received: 'viejo',
      problems: ['option "viejo" is taken twice', 'Square of pikemen is incompatible with Modern'],
    });
  });
});

describe('combineOptions: values an option leaves undefined stay as printed', () => {
  // An option's `set` names the values it changes; a value given as undefined is not a change.
  it("an option whose set has an undefined value keeps the card's value", () => {
    const tercio = getProfile('tercio');
    const custom: UnitProfile = {
      ...tercio,
      options: [
        { id: 'drilled', name: 'Drilled', points: 5, set: { discipline: 6, courage: undefined }, source: 'rulebook' },
      ],
    };
    expect(combineOptions(custom, ['drilled']).values).toEqual({ ...tercio.values, discipline: 6 });
  });
});

describe('combineOptions: rules and weapons added once, removed only when there', () => {
  // An option adds a rule or weapon the unit lacks and removes one it has; a rule it already has is not doubled, one
  // it lacks is not "removed" from another. The Tercio's card: Dense; pikes and arquebus/musket.
  const tercio = getProfile('tercio');
  const withOption = (option: Partial<UnitOption>): UnitProfile => ({
    ...tercio,
    options: [{ id: 'custom', name: 'Custom', points: 0, source: 'rulebook', ...option }],
  });

  it('adding what the card has: not doubled', () => {
    const p = combineOptions(withOption({ addRules: ['dense'], addWeapons: ['pikes'] }), ['custom']);
    expect(p.rules).toEqual(['dense']);
    expect(p.weapons).toEqual(['pikes', 'arquebus-musket']);
  });

  it('removing what the card lacks: nothing else is removed', () => {
    const p = combineOptions(withOption({ removeRules: ['light'], removeWeapons: ['lances'] }), ['custom']);
    expect(p.rules).toEqual(['dense']);
    expect(p.weapons).toEqual(['pikes', 'arquebus-musket']);
  });
});

describe('getProfile: an unknown unit names the closest ids', () => {
  it('with close ids: "did you mean"; the error names the field and what was expected', () => {
    const error = musterErrorOf(() => getProfile('tercios'));
    expect(error.message).toBe('unknown unit "tercios"; did you mean "tercio"?');
    expect(error.context).toMatchObject({
      path: 'unit',
      expected: 'a unit id such as "tercio" or "musketeer-company"',
      received: 'tercios',
      suggestions: ['tercio'],
    });
  });

  it('several close ids: each quoted, separated by commas', () => {
    expect(musterErrorOf(() => getProfile('musketeer')).message).toBe(
      'unknown unit "musketeer"; did you mean "musketeer-company", "musketeer-corps"?',
    );
  });

  it('with nothing close: no hint at all', () => {
    expect(musterErrorOf(() => getProfile('qqqqqqqqqqqqqqqqqqqq')).message).toBe('unknown unit "qqqqqqqqqqqqqqqqqqqq"');
  });
});

describe('implicitRules (The Troops)', () => {
  // Only cavalry ("Mobility, Evasion and Pursuit") and artillery ("Integral Command, Crew Defence and No Escape")
  // have rules their cards do not print; infantry and companies have none.
  it('infantry and companies have no unprinted rules', () => {
    expect(implicitRules(getProfile('tercio'))).toEqual([]);
    expect(implicitRules(getProfile('musketeer-company'))).toEqual([]);
    expect(allRules(getProfile('tercio'))).toEqual(['dense']);
  });

  it('artillery: Integral Command, Crew Defence, No Escape', () => {
    expect(implicitRules(getProfile('light-artillery'))).toEqual(['integral-command', 'crew-defence', 'no-escape']);
  });
});
