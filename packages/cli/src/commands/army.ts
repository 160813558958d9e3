import { MusterError, type ArmyReport, type ArmySupport } from '@muster/core';
import type { CliOutput } from '../io/CliOutput.js';
import { readJsonFile } from '../io/readJsonFile.js';
import type { RulesetEntry } from '../registry/RulesetEntry.js';
import { findRuleset } from '../rulesets.js';

function armySupport(entries: readonly RulesetEntry[], rulesetId: string): { id: string; armies: ArmySupport } {
  const entry = findRuleset(entries, rulesetId);
  const armies = entry.ruleset?.armies;
  if (!armies) {
    const withArmies = entries.filter((e) => e.ruleset?.armies).map((e) => e.id);
    throw new MusterError('bad-input', `${entry.id} has no army lists`, {
      path: 'ruleset',
      expected: withArmies.length ? `one of ${withArmies.join(', ')}` : 'a ruleset with army lists (none installed)',
    });
  }
  return { id: entry.id, armies };
}

/** The report as text: name, points (and limit), details, then every violation. */
export function formatArmyReport(report: ArmyReport, file: string): string {
  const lines = [
    `${file}: ${report.name}: ${report.points} points${report.limit !== undefined ? ` of ${report.limit}` : ''}`,
  ];
  for (const [key, value] of Object.entries(report.details ?? {})) lines.push(`  ${key}: ${value}`);
  if (report.violations.length === 0 && report.valid) lines.push('  valid: no violations');
  else {
    if (report.violations.length === 0) lines.push('  invalid');
    for (const v of report.violations) lines.push(`  ${v.path}: ${v.rule}: ${v.message}`);
  }
  return `${lines.join('\n')}\n`;
}

const failed = (report: ArmyReport) => !report.valid || report.violations.length > 0;

/** `muster army validate <ruleset> FILE [--json]`: points and every violation; exit 2 if any. */
export function armyValidateCommand(
  entries: readonly RulesetEntry[],
  rulesetId: string,
  file: string,
  options: { json?: boolean },
  output: CliOutput,
): number {
  const { id, armies } = armySupport(entries, rulesetId);
  const army = readJsonFile(file, armies.schema, { ruleset: id, what: `a ${id} army list` });
  const report = armies.validate(army);
  output.out(options.json ? `${JSON.stringify({ ruleset: id, file, ...report })}\n` : formatArmyReport(report, file));
  return failed(report) ? 2 : 0;
}

/** `muster army show <ruleset> FILE`: the list as text, then its points and violations; exit 2 if any. */
export function armyShowCommand(
  entries: readonly RulesetEntry[],
  rulesetId: string,
  file: string,
  output: CliOutput,
): number {
  const { id, armies } = armySupport(entries, rulesetId);
  const army = readJsonFile(file, armies.schema, { ruleset: id, what: `a ${id} army list` });
  const report = armies.validate(army);
  const text = armies.show(army);
  output.out(`${text.endsWith('\n') ? text : `${text}\n`}\n${formatArmyReport(report, file)}`);
  return failed(report) ? 2 : 0;
}
