import { armyFileFormat, checkFileFormat, parseWith, type ArmyReport, type ArmyViolation } from '@muster/core';
import { troopProfile } from '../profiles/troopProfiles.js';
import { ArmyListSchema, type ArmyList } from './ArmyList.js';

const ORG = 'TROOP TYPES & ORGANIZATION';

/** Parses an army file (shape errors are thrown as MusterError naming the field). */
export function parseArmy(data: unknown, file?: string): ArmyList {
  const where = file !== undefined ? { file } : {};
  checkFileFormat(data, armyFileFormat('sword-and-pike'), where);
  return parseWith(ArmyListSchema, data, where);
}

/**
 * Checks an army against the organisation rules of the text, reporting every violation with its path.
 * The Sword and the Pike has no points system: `points` is 0 and `details` counts figures (ruling R22).
 *
 * @example
 * const report = validateArmy(frenchArmy); // { valid: true, violations: [] , ... }
 */
export function validateArmy(data: unknown): ArmyReport {
  const army = parseArmy(data);
  const violations: ArmyViolation[] = [];
  const add = (path: string, rule: string, message: string) => violations.push({ path, rule, message });
  const units = new Map<string, { path: string; troop: string; brigade: string }>();
  const brigadeIds = new Set<string>();
  let figures = 0;
  let unitCount = 0;

  army.brigades.forEach((brigade, b) => {
    if (brigadeIds.has(brigade.id))
      add(`brigades[${b}].id`, 'SEQUENCE OF ACTIONS: brigades', `brigade id "${brigade.id}" is used twice`);
    brigadeIds.add(brigade.id);
    brigade.units.forEach((unit, u) => {
      const path = `brigades[${b}].units[${u}]`;
      if (units.has(unit.id)) add(`${path}.id`, 'unit ids', `unit id "${unit.id}" is used twice`);
      else units.set(unit.id, { path, troop: unit.troop, brigade: brigade.id });
    });
  });

  army.brigades.forEach((brigade, b) => {
    brigade.units.forEach((unit, u) => {
      const path = `brigades[${b}].units[${u}]`;
      const p = troopProfile(unit.troop);
      figures += unit.figures;
      unitCount++;
      if (unit.attachedTo !== undefined) {
        // Rulebook: "may be organized in a 5-man company as a sub-unit attached to a pike formation".
        if (!p.subUnitOfPike)
          add(
            `${path}.attachedTo`,
            `${ORG} > ${p.name}`,
            `${p.name} are not organised as sub-units of a pike formation`,
          );
        const host = units.get(unit.attachedTo);
        if (!host) add(`${path}.attachedTo`, `${ORG}: sub-units`, `no unit "${unit.attachedTo}" to attach to`);
        else if (host.troop !== 'pikemen')
          add(`${path}.attachedTo`, `${ORG}: sub-units`, `"${unit.attachedTo}" is not a pike formation`);
        else if (host.brigade !== brigade.id)
          add(
            `${path}.attachedTo`,
            `${ORG}: sub-units`,
            `the pike formation "${unit.attachedTo}" is in another brigade (ruling R23)`,
          );
        if (unit.figures !== p.companySize)
          add(
            `${path}.figures`,
            `${ORG} > ${p.name}`,
            `a sub-unit is a ${p.companySize}-man company, not ${unit.figures}`,
          );
      } else if (p.unitFigures === null) {
        add(
          `${path}.attachedTo`,
          `${ORG} > ${p.name}`,
          `${p.name} are "organized in a 5-man company as a sub-unit attached to a pike formation"`,
        );
      } else if (unit.figures !== p.unitFigures) {
        add(
          `${path}.figures`,
          `${ORG} > ${p.name}`,
          `${p.name}: ${p.unitFigures} ${p.artillery ? 'gunners' : 'figures'} per unit, not ${unit.figures}`,
        );
      }
      if (unit.order !== undefined && !p.orders.includes(unit.order))
        add(
          `${path}.order`,
          `ORDER > ${p.name}`,
          `${p.name} may not be in ${unit.order} order (${p.orders.join(' or ')})`,
        );
      if (unit.troop === 'light-horse' && unit.weapon === undefined)
        add(
          `${path}.weapon`,
          `${ORG} > Light Horse`,
          'Light Horse are armed with spears, arquebus or crossbows: say which',
        );
      if (unit.troop !== 'light-horse' && unit.weapon !== undefined)
        add(
          `${path}.weapon`,
          ORG,
          `only Light Horse choose a weapon; ${p.name} carry ${p.weapons.join(', ') || 'hand weapons'}`,
        );
      if (unit.moraleClass !== undefined) {
        const ok = p.artillery
          ? unit.moraleClass === 'gunners-auxiliaries'
          : p.mounted
            ? unit.moraleClass === 'lighter-mounted' ||
              (unit.moraleClass === 'heavy-cavalry' && (unit.troop === 'gendarmes' || unit.troop === 'reiters'))
            : ['swiss-foot', 'landsknecht-foot', 'other-foot', 'gunners-auxiliaries'].includes(unit.moraleClass);
        if (!ok)
          add(
            `${path}.moraleClass`,
            'MORALE > Initial Morale Chart',
            `${p.name} cannot use the "${unit.moraleClass}" row`,
          );
      }
    });
  });

  const checkOfficer = (
    officer: { attachedTo?: string | undefined } | undefined,
    path: string,
    brigade: string | null,
  ) => {
    if (!officer?.attachedTo) return;
    const host = units.get(officer.attachedTo);
    if (!host) add(`${path}.attachedTo`, 'OFFICERS', `no unit "${officer.attachedTo}" to attach the officer to`);
    else if (brigade !== null && host.brigade !== brigade)
      add(
        `${path}.attachedTo`,
        'OFFICERS',
        `the brigade officer must be attached to a unit of his brigade (ruling R23)`,
      );
  };
  checkOfficer(army.commander, 'commander', null);
  army.brigades.forEach((brigade, b) => {
    checkOfficer(brigade.officer, `brigades[${b}].officer`, brigade.id);
  });

  return {
    valid: violations.length === 0,
    name: army.name,
    points: 0,
    violations,
    details: {
      brigades: army.brigades.length,
      units: unitCount,
      figures,
      'points system': 'none in the text (ruling R22)',
    },
  };
}
