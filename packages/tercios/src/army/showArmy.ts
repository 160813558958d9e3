import { FACTIONS } from '../factions/FACTIONS.js';
import type { EffectiveProfile } from '../profiles/applyOptions.js';
import type { SplitValue } from '../profiles/UnitProfile.js';
import type { ArmyCommander } from './ArmyFile.js';
import { ARMY_BASES, REGIMENT_NAMES } from './armyBases.js';
import { resolveUnit } from './armyUnits.js';
import { commanderRank } from './commanders.js';
import { parseArmy, validateArmy, type ArmyValidationOptions } from './validateArmy.js';

/** What {@link showArmy} prints besides the list. */
export interface ShowArmyOptions extends ArmyValidationOptions {
  /** Print the violations after the list (default true; the CLI prints its own report instead). */
  readonly violations?: boolean;
}

function split(v: SplitValue): string {
  return Array.isArray(v) ? `${v[0]}/${v[1]}` : String(v);
}

function card(p: EffectiveProfile): string {
  const v = p.values;
  const d = p.defence;
  const source = p.source === 'community' ? ' [community data]' : '';
  return (
    `Mvt ${split(v.speed)} Melee ${v.melee} Shoot ${split(v.shoot)} Disc ${v.discipline} Courage ${v.courage} Stamina ${v.stamina}` +
    ` | Def ${d.infantry}/${d.cavalry}/${d.salvo}/${d.ball}` +
    ` | ${p.weapons.join(', ') || 'no weapons'}${p.rules.length > 0 ? ` | ${p.rules.join(', ')}` : ''}${source}`
  );
}

function commander(c: ArmyCommander, withPoints: boolean): string {
  const cost = withPoints ? ` (${commanderRank(c.rank)?.points ?? '?'} pts)` : '';
  const virtues = (c.virtues ?? []).length > 0 ? `; virtues: ${(c.virtues ?? []).join(', ')}` : '';
  const traits = (c.traits ?? []).length > 0 ? `; traits: ${(c.traits ?? []).join(', ')}` : '';
  return `${c.name ?? 'unnamed'}, rank ${c.rank}${cost}${virtues}${traits}`;
}

/**
 * An army file as readable text: header with faction, edition, base and points; each regiment with its
 * commander and units (options, points, effective values); then the violations, if any.
 *
 * @throws MusterError when the file's shape is wrong (see `validateArmy`).
 * @example
 * console.log(showArmy(JSON.parse(readFileSync('army.json', 'utf8'))));
 */
export function showArmy(input: unknown, options: ShowArmyOptions = {}): string {
  const army = parseArmy(input, options.file);
  const report = validateArmy(army, options);
  const brevis = army.edition === 'brevis';
  const names = REGIMENT_NAMES[army.edition];
  const side = FACTIONS.find((f) => f.id === army.faction);
  const faction = side?.name ?? army.faction;
  const lines: string[] = [];
  const base = side?.kingdoms
    ? `${side.kingdoms.name} (Kingdoms, community file)`
    : ARMY_BASES[army.base ?? 'standard'].name;
  const edition = brevis ? 'Brevis Editio' : `Liber Militum, ${base}`;
  lines.push(`${army.name} — ${faction} (${edition})`);
  const unit = brevis ? 'regiment points' : 'points';
  const size = army.battleSize !== undefined ? `${army.battleSize} battle, ` : '';
  lines.push(
    `${size}${report.points}${report.limit !== undefined ? ` / ${report.limit}` : ''} ${unit} — ${report.valid ? 'valid' : `${report.violations.length} violation(s)`}`,
  );
  if (army.commanderInChief) lines.push(`Commander-in-Chief: ${commander(army.commanderInChief, !brevis)}`);
  army.regiments.forEach((regiment, r) => {
    lines.push('');
    const cost = brevis
      ? `${regiment.regimentPoints ?? '?'} regiment points`
      : `${report.details?.[`regiments[${r}] ${regiment.name ?? names[regiment.type]}`] ?? '?'} pts`;
    lines.push(
      `[${r + 1}] ${names[regiment.type]}${regiment.name !== undefined ? ` "${regiment.name}"` : ''} — ${cost}`,
    );
    if (regiment.commander) lines.push(`    Commander: ${commander(regiment.commander, !brevis)}`);
    for (const entry of regiment.units) {
      const p = resolveUnit(entry, regiment.type);
      const opts = (entry.options ?? []).length > 0 ? ` [${(entry.options ?? []).join(', ')}]` : '';
      if (!p) {
        lines.push(`    - ${entry.unit}${opts}: unknown unit`);
        continue;
      }
      lines.push(`    - ${entry.name ?? p.name}${opts} ${p.points} pts`);
      lines.push(`        ${card(p)}`);
    }
  });
  if (army.elite) {
    const p = resolveUnit(army.elite, 'elite');
    lines.push('');
    const extra = army.elite.extraDiscipline ? `, +${army.elite.extraDiscipline} Discipline` : '';
    lines.push(
      `Elite: ${p ? `${army.elite.name ?? p.name} ${p.points} pts${extra}` : `${army.elite.unit}: unknown unit`}`,
    );
    if (p) lines.push(`        ${card(p)}`);
  }
  if (options.violations !== false && report.violations.length > 0) {
    lines.push('', 'Violations:');
    for (const v of report.violations) lines.push(`  - ${v.path}: ${v.message} (${v.rule})`);
  }
  return lines.join('\n');
}
