import { MusterError } from '@muster/core';
import type { CliOutput } from '../io/CliOutput.js';
import type { RulesetEntry } from '../registry/RulesetEntry.js';
import type { UnitData } from '../registry/unitData.js';
import { findRuleset } from '../rulesets.js';

/** Fields left out of the one-line profile: provenance and notes, not the unit's values. */
const NOT_PROFILE = new Set(['id', 'name', 'points', 'source', 'note', 'uncertain', 'conflicts']);

/** A unit's values as `key value` pairs, nested keys joined with dots, lists of values with `/`. */
function profileOf(unit: UnitData): string {
  const parts: string[] = [];
  const walk = (value: unknown, path: string): void => {
    if (Array.isArray(value)) {
      // A list of values (`3/2`, `pikes/musket`), or of objects (a card's options): their ids.
      const items = (value as unknown[]).map((v) => {
        const id = typeof v === 'object' && v !== null ? (v as { id?: unknown }).id : v;
        return typeof id === 'string' || typeof id === 'number' || typeof id === 'boolean' ? String(id) : '?';
      });
      parts.push(`${path} ${items.join('/') || '-'}`);
    } else if (typeof value === 'object' && value !== null)
      for (const [k, v] of Object.entries(value)) walk(v, path ? `${path}.${k}` : k);
    else parts.push(`${path} ${String(value)}`);
  };
  for (const [key, value] of Object.entries(unit)) if (!NOT_PROFILE.has(key)) walk(value, key);
  return parts.join(', ');
}

/**
 * `muster army units <ruleset>` and `muster odds <ruleset> --units`: every unit of the ruleset's data with
 * its points (where the data prices units) and its profile, printed from the data as it is; `--json`
 * prints the data's objects. A ruleset without unit data is a `bad-input` error naming those with it.
 */
export function unitsCommand(
  entries: readonly RulesetEntry[],
  rulesetId: string,
  options: { readonly json?: boolean },
  output: CliOutput,
): number {
  const entry = findRuleset(entries, rulesetId);
  const units = entry.units;
  if (units === undefined) {
    const withUnits = entries.filter((e) => e.units !== undefined).map((e) => e.id);
    throw new MusterError('bad-input', `${entry.id} exports no unit data`, {
      path: 'ruleset',
      expected: withUnits.length ? `one of ${withUnits.join(', ')}` : 'a ruleset that exports its units',
    });
  }
  if (options.json) {
    output.out(`${JSON.stringify({ ruleset: entry.id, units })}\n`);
    return 0;
  }
  const lines = [`${entry.id}: ${units.length} units (id, name, points, profile)`];
  for (const u of units) {
    const points = typeof u.points === 'number' ? `${u.points} pts` : '';
    const name = typeof u.name === 'string' && u.name !== u.id ? ` ${u.name}` : '';
    lines.push(`  ${u.id}${name}${points ? `: ${points}` : ''}`, `      ${profileOf(u)}`);
  }
  output.out(`${lines.join('\n')}\n`);
  return 0;
}
