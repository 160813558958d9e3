import { playGame, type Game, type GameResult } from '@muster/core';
import {
  chooseBots,
  describeResult,
  isBattleRuleset,
  narrateEntries,
  seatBots,
  type CliOutput,
  type RulesetEntry,
} from '@muster/cli';

/** Options of {@link runHarness}. */
export interface HarnessOptions {
  /** Seed of every battle (default `harness`). */
  readonly seed?: string;
  /** Also print every roll, not only decisions and events. */
  readonly full?: boolean;
}

/** What the harness played in one ruleset. */
export interface HarnessBattle {
  readonly ruleset: string;
  readonly setup: string;
  readonly result: GameResult;
  readonly decisions: number;
  readonly rolls: number;
  readonly events: number;
}

/** The scenario for a ruleset: its first two example armies when it builds battles from armies, else its example scenario. */
function scenarioFor(entry: RulesetEntry, seed: string): { scenario: unknown; setup: string } {
  const ruleset = entry.ruleset!;
  const examples = Object.entries(ruleset.armies?.examples ?? {});
  if (ruleset.scenarioFromArmies && examples.length >= 2) {
    const [[a, armyA], [b, armyB]] = examples as [[string, unknown], [string, unknown]];
    return {
      scenario: ruleset.scenarioFromArmies([armyA, armyB], seed),
      setup: `example armies ${a} (A) and ${b} (B)`,
    };
  }
  return { scenario: ruleset.exampleScenario(), setup: 'the example scenario' };
}

/** A readable account of one game: the decisions and events of each turn (and the rolls with `full`). */
export function summarizeGame(game: Game, full = false): string[] {
  const lines: string[] = [];
  let turn: number | null | undefined;
  let rolls = 0;
  for (const { entry, text, turn: now } of narrateEntries(game)) {
    if (entry.type === 'roll') {
      rolls++;
      if (full) lines.push(`      roll: ${text}`);
      continue;
    }
    if (entry.type === 'decision' && (turn === undefined || (now !== turn && now !== null))) {
      lines.push(now === null ? '  Play' : `  Turn ${now}`);
      turn = now;
    }
    lines.push(entry.type === 'decision' ? `    [${entry.player}] ${text}` : `      ${text}`);
  }
  if (!full) lines.push(`  (${rolls} dice rolls, each logged with its purpose: muster battle shows them all)`);
  return lines;
}

/**
 * Plays one battle between two competent bots (random where a ruleset has no competent bot) in every
 * registered ruleset that has bots, and writes a narrative of each. Returns what was played.
 *
 * @example
 * const battles = runHarness(await loadRulesets(), { out: console.log, err: console.error });
 */
export function runHarness(
  entries: readonly RulesetEntry[],
  output: CliOutput,
  options: HarnessOptions = {},
): HarnessBattle[] {
  const seed = options.seed ?? 'harness';
  const playable = entries.filter((e) => isBattleRuleset(e) && Object.keys(e.ruleset.bots).length > 0);
  const battles: HarnessBattle[] = [];
  if (playable.length === 0) {
    output.out(`No ruleset with bots is registered yet (known: ${entries.map((e) => e.id).join(', ')}).\n`);
    return battles;
  }
  for (const entry of playable) {
    const ruleset = entry.ruleset!;
    const bots = chooseBots(ruleset, undefined);
    const { scenario, setup } = scenarioFor(entry, seed);
    const game = playGame(ruleset, scenario, {
      seed,
      bots: { A: seatBots(ruleset.bots[bots[0]]!(), ruleset.bots[bots[1]]!()) },
    });
    const result = game.result();
    const count = (type: string) => game.log.filter((e) => e.type === type).length;
    const battle = {
      ruleset: entry.id,
      setup,
      result,
      decisions: count('decision'),
      rolls: count('roll'),
      events: count('event'),
    };
    battles.push(battle);
    const title = `${entry.name} ${entry.version} (${entry.id}): ${bots[0]} bot (A) against ${bots[1]} bot (B), ${setup}, seed "${seed}"`;
    output.out(
      [
        title,
        '='.repeat(Math.min(title.length, 100)),
        ...summarizeGame(game, options.full ?? false),
        `  Result: ${describeResult(result)}`,
        `  ${battle.decisions} decisions, ${battle.events} events, ${battle.rolls} rolls (every roll: pnpm -s muster battle ${entry.id})`,
        '',
        '',
      ].join('\n'),
    );
  }
  output.out(
    `Played ${battles.length} battle${battles.length === 1 ? '' : 's'}: ${battles.map((b) => `${b.ruleset} (${b.result.winner === null ? 'draw' : `${b.result.winner} won`})`).join(', ')}.\n`,
  );
  return battles;
}
