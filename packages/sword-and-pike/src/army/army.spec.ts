import { MusterError } from '@muster/core';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { swordAndPikeArmies } from './armySupport.js';
import { frenchArmy, imperialArmy } from './exampleArmies.js';

const clone = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;

describe('army lists', () => {
  it('accepts both example armies', () => {
    for (const army of [frenchArmy, imperialArmy]) {
      const report = swordAndPikeArmies.validate(army);
      expect(report.violations).toEqual([]);
      expect(report.valid).toBe(true);
    }
    expect(swordAndPikeArmies.validate(frenchArmy).details?.figures).toBe(12 * 3 + 20 * 2 + 5 * 2 + 20 * 2 + 4 + 2);
  });

  it('the JSON files in data/armies are the examples', () => {
    for (const [id, army] of Object.entries(swordAndPikeArmies.examples)) {
      const text = readFileSync(new URL(`../../data/armies/${id}.json`, import.meta.url), 'utf8');
      expect(JSON.parse(text)).toEqual(army);
    }
  });

  it('reports every broken organisation rule with its path', () => {
    const army = clone(frenchArmy);
    const swiss = army.brigades[1]!;
    swiss.units[0]!.figures = 18; // pikemen are 20
    swiss.units[1]!.attachedTo = 'stradiots'; // not a pike formation, and in another brigade
    delete army.brigades[0]!.units[2]!.weapon;
    army.brigades[0]!.units[0]!.order = 'skirmish';
    army.brigades[2]!.units[0]!.moraleClass = 'heavy-cavalry';
    army.brigades[2]!.units.push({ id: 'lone-swords', name: 'Lone swordsmen', troop: 'great-swordsmen', figures: 5 });
    army.brigades[2]!.units.push({ id: 'faucon', name: 'Second faucon', troop: 'light-gun', figures: 3 });
    army.brigades[2]!.officer!.attachedTo = 'bern-pike';
    const report = swordAndPikeArmies.validate(army);
    expect(report.valid).toBe(false);
    const paths = report.violations.map((v) => v.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'brigades[1].units[0].figures',
        'brigades[1].units[1].attachedTo',
        'brigades[0].units[2].weapon',
        'brigades[0].units[0].order',
        'brigades[2].units[0].moraleClass',
        'brigades[2].units[4].attachedTo',
        'brigades[2].units[5].id',
        'brigades[2].units[5].figures',
        'brigades[2].officer.attachedTo',
      ]),
    );
    for (const v of report.violations) expect(v.rule.length).toBeGreaterThan(0);
  });

  it('throws a MusterError naming the field for a bad shape, another ruleset or a newer version', () => {
    const bad = clone(frenchArmy) as unknown as { brigades: { units: { figures: unknown }[] }[] };
    bad.brigades[0]!.units[0]!.figures = 'twelve';
    const catchIt = (data: unknown) => {
      try {
        swordAndPikeArmies.validate(data);
      } catch (e) {
        if (MusterError.is(e)) return e;
      }
      throw new Error('expected a MusterError');
    };
    expect(catchIt(bad).context.path).toBe('brigades[0].units[0].figures');
    expect(catchIt({ ...frenchArmy, ruleset: 'tercios' }).context.path).toBe('ruleset');
    expect(catchIt({ ...frenchArmy, formatVersion: 2 }).context.path).toBe('formatVersion');
    expect(catchIt('not an army').code).toBe('bad-input');
  });

  it('shows a list brigade by brigade', () => {
    const text = swordAndPikeArmies.show(imperialArmy);
    expect(text).toContain('Brigade Landsknechts [landsknechts]');
    expect(text).toContain('Doppelsöldner [doppelsoldner]: Great-swordsmen, 5 figures in 1 company');
    expect(text).toContain('Imperial light gun [imperial-gun]: Light gun, 2 gunners');
  });
});
