import { unitType } from '../organisation/unitTypes.js';
import { isBattery } from './ArmyList.js';
import { parseArmy } from './validateArmy.js';

/** The army list as readable text: brigades, brigadiers, units with type, tactics and elements. */
export function showArmy(data: unknown): string {
  const army = parseArmy(data);
  const lines = [`${army.name} — CinC ${army.commander.name}`];
  if (army.source) lines.push(`  (${army.source})`);
  for (const brigade of army.brigades) {
    lines.push(`${brigade.name} — Brigadier ${brigade.brigadier.name} (${brigade.brigadier.rating})`);
    for (const unit of brigade.units) {
      if (isBattery(unit)) {
        lines.push(`  ${unit.name}: ${unit.nationality} field battery, ${unit.guns} gun${unit.guns === 1 ? '' : 's'}`);
        continue;
      }
      const type = unitType(unit.type);
      const tactics = type ? `${type.arm} ${type.tactics}` : unit.type;
      lines.push(
        `  ${unit.name}: ${unit.nationality} ${tactics}, ${unit.elements} elements${unit.battalionGun ? ', battalion gun' : ''}`,
      );
    }
  }
  return lines.join('\n');
}
