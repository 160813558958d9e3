import { MusterError, parseWith } from '@muster/core';
import { adapterOf } from '../adapters/adapters.js';
import type { ClubRulesetId } from '../model/ClubSchemas.js';

/** One problem of an army list, at a field path like `regiments[1].units[2]` (`(root)` for the list). */
export interface ArmyProblem {
  readonly path: string;
  readonly message: string;
  readonly rule?: string;
}

/** What live validation found: shape errors first (zod), then the ruleset's building rules. */
export interface ArmyCheck {
  readonly valid: boolean;
  readonly name: string;
  readonly points: number | null;
  readonly limit: number | null;
  readonly problems: readonly ArmyProblem[];
}

/**
 * Checks an army list with the ruleset's own schema and `armies.validate` (the same as `muster army
 * validate`). A shape error stops there (the building rules need a well-formed list).
 */
export function checkArmy(ruleset: ClubRulesetId, army: unknown): ArmyCheck {
  const support = adapterOf(ruleset).ruleset.armies!;
  let parsed: unknown;
  try {
    parsed = parseWith(support.schema, army);
  } catch (error) {
    if (!MusterError.is(error)) throw error;
    const path = error.context.path ?? '(root)';
    const message =
      error.context.expected !== undefined && !error.message.includes(error.context.expected)
        ? `${error.message} (expected ${error.context.expected})`
        : error.message;
    return { valid: false, name: nameOf(army), points: null, limit: null, problems: [{ path, message }] };
  }
  try {
    const report = support.validate(parsed);
    return {
      valid: report.valid,
      name: report.name,
      // No points where the rules give none (The Sword and the Pike, 6mm WSS): never a misleading "0 points".
      points: adapterOf(ruleset).pointsSystem ? report.points : null,
      limit: report.limit ?? null,
      problems: report.violations.map((v) => ({ path: v.path || '(root)', message: v.message, rule: v.rule })),
    };
  } catch (error) {
    if (!MusterError.is(error)) throw error;
    return {
      valid: false,
      name: nameOf(army),
      points: null,
      limit: null,
      problems: [{ path: error.context.path ?? '(root)', message: error.message }],
    };
  }
}

function nameOf(army: unknown): string {
  const name = typeof army === 'object' && army !== null ? (army as Record<string, unknown>).name : undefined;
  return typeof name === 'string' ? name : 'unnamed army';
}

/** The problems to show at `path`: its own, or those of a missing child field. */
export function problemsAt(
  problems: readonly ArmyProblem[],
  path: string,
  childKeys: readonly string[] = [],
): ArmyProblem[] {
  return problems.filter((p) => p.path === path || (childKeys.length > 0 && isMissingChild(p.path, path, childKeys)));
}

function isMissingChild(problemPath: string, path: string, childKeys: readonly string[]): boolean {
  const prefix = path === '(root)' ? '' : `${path}.`;
  if (!problemPath.startsWith(prefix)) return false;
  const rest = problemPath.slice(prefix.length);
  return /^[A-Za-z_$][\w$-]*$/.test(rest) && !childKeys.includes(rest);
}
