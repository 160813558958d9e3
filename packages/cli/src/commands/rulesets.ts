import { mechanicsOf, resolvePlugins } from '@muster/core';
import type { CliOutput } from '../io/CliOutput.js';
import type { RulesetEntry } from '../registry/RulesetEntry.js';

/** What `muster rulesets --json` prints for one ruleset. */
export interface RulesetSummary {
  readonly id: string;
  readonly name: string;
  readonly version: string;
  readonly description: string;
  readonly source: string;
  readonly mechanics: readonly string[];
  readonly bots: readonly string[];
  readonly armies: boolean;
  readonly svg: boolean;
  /** Plugin id bound to each contract; null where the contract is not bound (odds-only, no morale...). */
  readonly plugins: {
    readonly sequence: string | null;
    readonly dice: string | null;
    readonly rules: string | null;
    readonly morale: string | null;
    readonly combat: string | null;
  };
}

/** The summary of one registry entry, resolving its plugins through a fresh container. */
export function summarize(entry: RulesetEntry): RulesetSummary {
  const none = { sequence: null, dice: null, rules: null, morale: null, combat: null };
  let plugins: RulesetSummary['plugins'] = none;
  let mechanics = entry.mechanics;
  if (entry.ruleset) {
    const bound = resolvePlugins(entry.ruleset);
    plugins = {
      sequence: bound.sequence.id,
      dice: bound.dice.id,
      rules: bound.rules.id,
      morale: bound.morale?.id ?? null,
      combat: bound.combat?.id ?? null,
    };
    mechanics = mechanicsOf(entry.ruleset, bound); // what muster odds offers: the bound plugins' mechanics first
  }
  return {
    id: entry.id,
    name: entry.name,
    version: entry.version,
    description: entry.description,
    source: entry.source,
    mechanics: mechanics.map((m) => m.id),
    bots: entry.ruleset ? Object.keys(entry.ruleset.bots) : [],
    armies: entry.ruleset?.armies !== undefined,
    svg: entry.renderer !== null,
    plugins,
  };
}

/** `muster rulesets [--json]`: every registered ruleset with its version and bound plugins. */
export function rulesetsCommand(
  entries: readonly RulesetEntry[],
  options: { json?: boolean },
  output: CliOutput,
): number {
  const summaries = entries.map(summarize);
  if (options.json) {
    output.out(`${JSON.stringify(summaries)}\n`);
    return 0;
  }
  const lines: string[] = [];
  for (const s of summaries) {
    lines.push(`${s.id}  ${s.name} ${s.version}  (${s.source})`, `  ${s.description}`);
    if (s.plugins.sequence !== null) {
      lines.push(
        `  sequence: ${s.plugins.sequence}`,
        `  dice:     ${s.plugins.dice}`,
        `  rules:    ${s.plugins.rules}`,
      );
      lines.push(`  morale:   ${s.plugins.morale ?? '(none)'}`, `  combat:   ${s.plugins.combat ?? '(none)'}`);
      lines.push(
        `  bots:     ${s.bots.join(', ') || '(none)'}${s.armies ? '; army lists' : ''}${s.svg ? '; draws --svg' : ''}`,
      );
    } else {
      lines.push('  plugins:  none (odds only)');
    }
    lines.push(`  odds:     ${s.mechanics.join(', ') || '(none)'}`, '');
  }
  output.out(lines.join('\n'));
  return 0;
}
