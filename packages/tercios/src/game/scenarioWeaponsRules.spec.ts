// Every file read is validated: "errors name the file, the field path and what was expected". A scenario's units
// carry their weapons (The Troops > Weapons) and special rules (The Troops, Rules from "Kingdoms"); the engine looks
// each one up by name and skips a name it does not know, so a typo ("muskett", "squre") used to be accepted and
// played as no weapon or no rule at all. The names the engine knows, and their aliases ("muskets", "Dense"), are
// accepted; any other is refused with the field path and the nearest known names.
import { MusterError, parseWith } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { PROFILES } from '../profiles/PROFILES.js';
import { TROOP_RULES } from '../rules/troopRules.js';
import { WEAPON_RULES } from '../rules/weaponRules.js';
import { exampleScenario } from '../scenario/exampleScenario.js';
import { baseSize } from '../table/baseSize.js';
import { TerciosScenarioSchema } from './Scenario.js';

function withUnit(change: { weapons?: string[]; rules?: string[] }): unknown {
  const s = structuredClone(exampleScenario()) as unknown as {
    forces: { B: { regiments: { units: { weapons: string[]; rules: string[] }[] }[] } };
  };
  Object.assign(s.forces.B.regiments[0]!.units[1]!, change);
  return s;
}

/** Parses as `--scenario scenario.json` does: a refusal is a MusterError whose one line names the file and field. */
const parse = (data: unknown) => () => parseWith(TerciosScenarioSchema, data, { file: 'scenario.json' });

describe("a scenario unit's weapons and special rules are the engine's", () => {
  it('accepts every weapon and rule the engine knows, by id and by alias', () => {
    expect(parse(withUnit({ weapons: Object.keys(WEAPON_RULES).slice(0, 16) }))).not.toThrow();
    expect(parse(withUnit({ weapons: Object.keys(WEAPON_RULES).slice(16) }))).not.toThrow();
    const rules = Object.keys(TROOP_RULES);
    expect(rules.length).toBeGreaterThan(32);
    for (let i = 0; i < rules.length; i += 32) expect(parse(withUnit({ rules: rules.slice(i, i + 32) }))).not.toThrow();
    // Aliases the profiles and army lists use: "muskets" is musket, "Two-handed sword" two-handed-swords, "Dense"
    // large, "Extended Arc of Fire" extended-arc.
    expect(
      parse(withUnit({ weapons: ['muskets', 'Two-handed sword'], rules: ['Dense', 'Extended Arc of Fire'] })),
    ).not.toThrow();
  });

  it('accepts every weapon and rule of every bundled unit card and option', () => {
    for (const p of PROFILES) {
      const weapons = [...p.weapons, ...p.options.flatMap((o) => o.addWeapons ?? [])];
      const rules = [...p.rules, ...p.options.flatMap((o) => o.addRules ?? [])];
      expect(parse(withUnit({ weapons: weapons.slice(0, 16), rules: rules.slice(0, 32) })), p.id).not.toThrow();
    }
  });

  it('refuses an unknown weapon, naming the field and the nearest weapons', () => {
    const refusal = parse(withUnit({ weapons: ['pikes', 'muskett'] }));
    expect(refusal).toThrow(MusterError);
    expect(refusal).toThrow(
      expect.objectContaining({
        message: expect.stringMatching(/^unknown weapon "muskett"; did you mean "musket"/),
        context: expect.objectContaining({
          file: 'scenario.json',
          path: 'forces.B.regiments[0].units[1].weapons[1]',
        }),
      }),
    );
  });

  it('refuses an unknown special rule, naming the field and the nearest rules', () => {
    const refusal = parse(withUnit({ rules: ['squre'] }));
    expect(refusal).toThrow(MusterError);
    expect(refusal).toThrow(
      expect.objectContaining({
        message: expect.stringMatching(/^unknown special rule "squre"; did you mean "square"/),
        context: expect.objectContaining({ file: 'scenario.json', path: 'forces.B.regiments[0].units[1].rules[0]' }),
      }),
    );
  });

  it('names every near weapon, comma-separated: "gun" is a part of three', () => {
    // closeMatches puts names that contain the unknown one first, then alphabetically: heavy, light, medium.
    expect(parse(withUnit({ weapons: ['gun'] }))).toThrow(
      /^unknown weapon "gun"; did you mean "heavy-gun", "light-gun", "medium-gun"\?$/,
    );
  });

  it('lists the known names when nothing is near', () => {
    expect(parse(withUnit({ weapons: ['zzzzzzzzzzzz'] }))).toThrow(
      /^unknown weapon "zzzzzzzzzzzz"; expected one of pikes, swordsmen, /,
    );
  });
});

describe('the recommended base reads a rule by any of its names', () => {
  // Components > Figures and Bases: "pike square 12x12", "dense cavalry 8x8" (cm). An alias the scenario accepts
  // ("Square", "Dense formation") is the same rule, so it gives the same base.
  const CM = 1 / 2.54;
  it('an infantry Square by alias is 12x12 cm', () => {
    expect(baseSize('infantry', ['Square'])).toEqual({ width: 12 * CM, depth: 12 * CM });
    expect(baseSize('infantry', ['squares'])).toEqual({ width: 12 * CM, depth: 12 * CM });
  });
  it('cavalry with Dense by alias is 8x8 cm', () => {
    expect(baseSize('cavalry', ['Dense formation'])).toEqual({ width: 8 * CM, depth: 8 * CM });
  });
});
