import { troopProfile } from '../profiles/troopProfiles.js';
import { parseArmy } from './validateArmy.js';

/** An army list as readable text, brigade by brigade. */
export function showArmy(data: unknown): string {
  const army = parseArmy(data);
  const lines: string[] = [`${army.name}${army.nation ? ` (${army.nation})` : ''}`];
  if (army.source) lines.push(`Source: ${army.source}`);
  if (army.commander)
    lines.push(
      `Commander-in-Chief: ${army.commander.name} (${army.commander.quality})${army.commander.attachedTo ? `, with ${army.commander.attachedTo}` : ''}`,
    );
  for (const brigade of army.brigades) {
    lines.push(
      '',
      `Brigade ${brigade.name} [${brigade.id}]${brigade.officer ? ` — ${brigade.officer.name} (${brigade.officer.quality})` : ''}`,
    );
    for (const unit of brigade.units) {
      const p = troopProfile(unit.troop);
      const companies = Math.ceil(unit.figures / p.companySize);
      const extras = [
        unit.order ?? p.defaultOrder,
        unit.weapon,
        unit.moraleClass,
        unit.attachedTo ? `attached to ${unit.attachedTo}` : undefined,
      ].filter((x) => x !== undefined);
      lines.push(
        `  ${unit.name} [${unit.id}]: ${p.name}, ${unit.figures} ${p.artillery ? 'gunners' : 'figures'} in ${companies} ${companies === 1 ? 'company' : 'companies'} (${extras.join(', ')})`,
      );
    }
  }
  return lines.join('\n');
}
