import { armyFileFormat, checkFileFormat, parseWith, type ArmyReport, type ArmyViolation } from '@muster/core';
import { MAX_BATTERY_GUNS } from '../organisation/fieldBattery.js';
import { unitType, UNIT_TYPES } from '../organisation/unitTypes.js';
import { ArmyListSchema, isBattery, type ArmyList } from './ArmyList.js';

/** Parses an army file's contents, throwing a MusterError naming the first bad field. */
export function parseArmy(data: unknown, file?: string): ArmyList {
  const where = file !== undefined ? { file } : {};
  checkFileFormat(data, armyFileFormat('wss-6mm'), where);
  return parseWith(ArmyListSchema, data, where);
}

/**
 * Checks an army list against the organisation rules and reports every violation with its path:
 * unit types from the Unit Organisation table, a nationality the row allows, the printed element count,
 * battalion guns on foot only, batteries of 1-3 guns, unique ids. The game has no points (points: 0).
 * Rulebook: Organisation > Unit Organisation; Artillery Fire; Command and Control.
 *
 * @example
 * const report = validateArmy(JSON.parse(text)); // report.violations: [{ path: 'brigades[0].units[1].elements', ... }]
 */
export function validateArmy(data: unknown): ArmyReport {
  const army = parseArmy(data);
  const violations: ArmyViolation[] = [];
  const seen = new Map<string, string>();
  const add = (path: string, rule: string, message: string) => violations.push({ path, rule, message });
  let elements = 0;
  let guns = 0;
  let units = 0;
  army.brigades.forEach((brigade, b) => {
    const bPath = `brigades[${b}]`;
    if (seen.has(brigade.id))
      add(`${bPath}.id`, 'ids are unique', `id "${brigade.id}" is also used at ${seen.get(brigade.id)}`);
    else seen.set(brigade.id, bPath);
    brigade.units.forEach((unit, u) => {
      const path = `${bPath}.units[${u}]`;
      units++;
      if (seen.has(unit.id))
        add(`${path}.id`, 'ids are unique', `id "${unit.id}" is also used at ${seen.get(unit.id)}`);
      else seen.set(unit.id, path);
      if (isBattery(unit)) {
        guns += unit.guns;
        if (unit.guns > MAX_BATTERY_GUNS)
          add(
            `${path}.guns`,
            'Artillery Fire: batteries of 1, 2 or 3 gun models',
            `${unit.name} has ${unit.guns} guns`,
          );
        return;
      }
      const type = unitType(unit.type);
      if (!type) {
        add(
          `${path}.type`,
          'Organisation > Unit Organisation',
          `unknown unit type "${unit.type}"; expected one of ${[...UNIT_TYPES.map((t) => t.id), 'field-battery'].join(', ')}`,
        );
        return;
      }
      elements += unit.elements;
      const allowed =
        type.id === 'other-horse'
          ? !['British', 'Dutch'].includes(unit.nationality)
          : type.nationalities.includes(unit.nationality);
      if (!allowed) {
        add(
          `${path}.nationality`,
          'Organisation > Unit Organisation',
          `${unit.name}: ${unit.nationality} does not field ${type.id} (${type.id === 'other-horse' ? 'any nationality but British and Dutch' : type.nationalities.join(', ')})`,
        );
      }
      if (unit.elements !== type.elements) {
        add(
          `${path}.elements`,
          'Organisation > Unit Organisation',
          `${unit.name}: ${type.id} (${type.tactics}) has ${type.elements} elements, not ${unit.elements}`,
        );
      }
      if (unit.battalionGun && type.arm !== 'foot')
        add(
          `${path}.battalionGun`,
          'Small Arms Fire: battalion guns fire with their parent battalion',
          `${unit.name}: only foot battalions have battalion guns`,
        );
    });
  });
  return {
    valid: violations.length === 0,
    name: army.name,
    points: 0,
    violations,
    details: { brigades: army.brigades.length, units, elements, guns, commander: army.commander.name },
  };
}
