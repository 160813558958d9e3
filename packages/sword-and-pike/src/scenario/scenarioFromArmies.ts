import { MusterError } from '@muster/core';
import { parseArmy, validateArmy } from '../army/validateArmy.js';
import type { ArmyList } from '../army/ArmyList.js';
import { troopProfile } from '../profiles/troopProfiles.js';
import { footprint } from '../table/unitGeometry.js';
import type { Terrain } from '../table/Terrain.js';
import type { SwordAndPikeScenario } from '../game/Scenario.js';

type ScenarioSide = SwordAndPikeScenario['sides']['A'];
type ScenarioUnit = ScenarioSide['units'][number];

const TABLE = { width: 72, height: 48 };

/**
 * The standard table of ruling R28 (the text gives no scenario): 72" x 48" with a wood, a hill, a wall,
 * a hedge, broken ground and field works between the armies.
 */
export const STANDARD_TERRAIN: readonly Terrain[] = [
  { kind: 'woods', name: 'Wood', x: 2, y: 18, width: 10, height: 10 },
  { kind: 'hill', name: 'Hill', x: 30, y: 20, width: 12, height: 7 },
  { kind: 'wall', name: 'Farm wall', x: 48, y: 29, width: 8, height: 2 },
  { kind: 'hedge', name: 'Hedge', x: 16, y: 14, width: 8, height: 1.5 },
  { kind: 'broken', name: 'Broken ground', x: 60, y: 18, width: 10, height: 10 },
  { kind: 'field-works', name: 'Earthwork', x: 22, y: 33, width: 8, height: 2 },
];

const short = (s: string) => s.slice(0, 40);

function deploy(army: ArmyList, side: 'A' | 'B'): ScenarioSide {
  const prefix = side === 'A' ? 'a-' : 'b-';
  const units: ScenarioUnit[] = [];
  // Pike formations first in their brigade, each followed by its sub-units, so sub-units stand on its flank.
  for (const brigade of army.brigades) {
    const hosts = brigade.units.filter((u) => u.attachedTo === undefined);
    for (const host of hosts) {
      for (const unit of [host, ...brigade.units.filter((u) => u.attachedTo === host.id)]) {
        const p = troopProfile(unit.troop);
        const weapon =
          unit.troop === 'light-horse'
            ? unit.weapon === 'spear' || unit.weapon === undefined
              ? null
              : unit.weapon
            : (p.weapons[0] ?? null);
        units.push({
          id: short(prefix + unit.id),
          name: unit.name,
          brigade: short(prefix + brigade.id),
          troop: unit.troop,
          figures: unit.figures,
          order: unit.order ?? p.defaultOrder,
          weapon,
          moraleClass: unit.moraleClass ?? p.defaultMoraleClass,
          frontage: unit.frontage ?? (unit.attachedTo !== undefined || p.artillery ? 1 : 2),
          attachedTo: unit.attachedTo !== undefined ? short(prefix + unit.attachedTo) : null,
          x: 0,
          y: 0,
        });
      }
    }
  }
  // One line, 1" between units, centred; a second line 5" behind if the first is full.
  const lines: ScenarioUnit[][] = [[]];
  let width = 0;
  for (const unit of units) {
    const w = footprint(unit).width;
    if (width + w > TABLE.width - 4 && lines[lines.length - 1]!.length > 0) {
      lines.push([]);
      width = 0;
    }
    lines[lines.length - 1]!.push(unit);
    width += w + 1;
  }
  const placed: ScenarioUnit[] = [];
  lines.forEach((line, row) => {
    const total = line.reduce((n, u) => n + footprint(u).width, 0) + (line.length - 1);
    let x = (TABLE.width - total) / 2;
    const baseY = side === 'A' ? 9 - row * 5 : TABLE.height - 9 + row * 5;
    for (const unit of line) {
      const w = footprint(unit).width;
      placed.push({ ...unit, x: Math.round((x + w / 2) * 1000) / 1000, y: baseY });
      x += w + 1;
    }
  });
  const officers: ScenarioSide['officers'] = [];
  const firstOf = (brigadeId: string) =>
    short(prefix + (army.brigades.find((b) => b.id === brigadeId)?.units[0]?.id ?? ''));
  if (army.commander) {
    officers.push({
      id: short(`${prefix}commander`),
      name: army.commander.name,
      quality: army.commander.quality,
      brigade: null,
      attachedTo: army.commander.attachedTo ? short(prefix + army.commander.attachedTo) : firstOf(army.brigades[0]!.id),
    });
  }
  for (const b of army.brigades) {
    if (!b.officer) continue;
    officers.push({
      id: short(`${prefix}officer-${b.id}`),
      name: b.officer.name,
      quality: b.officer.quality,
      brigade: short(prefix + b.id),
      attachedTo: b.officer.attachedTo ? short(prefix + b.officer.attachedTo) : firstOf(b.id),
    });
  }
  return { name: army.name, units: placed, officers };
}

/**
 * A battle from two army lists: side A (first list) deploys along the low-y edge, side B along the far edge,
 * on the standard table (ruling R28). Each list is validated first: the first broken rule is a MusterError.
 *
 * @example
 * const scenario = scenarioFromArmies([frenchArmy, imperialArmy]);
 */
export function scenarioFromArmies(armies: readonly [unknown, unknown]): SwordAndPikeScenario {
  armies.forEach((army, i) => {
    const report = validateArmy(army);
    const first = report.violations[0];
    if (first) {
      throw new MusterError('bad-input', `army ${i + 1} (${report.name}) breaks "${first.rule}": ${first.message}`, {
        path: `armies[${i}].${first.path}`,
        expected: 'an army that passes muster army validate',
      });
    }
  });
  const a = parseArmy(armies[0]);
  const b = parseArmy(armies[1]);
  return {
    name: `${a.name} against ${b.name}`,
    table: { ...TABLE },
    weather: 'clear',
    terrain: STANDARD_TERRAIN.map((t) => ({ ...t })),
    sides: { A: deploy(a, 'A'), B: deploy(b, 'B') },
  };
}
