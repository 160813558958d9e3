import { createGame, MusterError, playGame, type Bot, type Game, type GameResult, type Ruleset } from '@muster/core';
import { narrate, narrateEntries } from '../battle/narrate.js';
import { seatBots } from '../battle/seatBots.js';
import type { CliOutput } from '../io/CliOutput.js';
import { readJsonFile } from '../io/readJsonFile.js';
import { writeFileAtomic } from '../io/writeFileAtomic.js';
import type { RulesetEntry } from '../registry/RulesetEntry.js';
import { findBattleRuleset } from '../rulesets.js';
import type { GameSetup } from '../variant/gameSetup.js';

/** Options of `muster battle`. */
export interface BattleOptions {
  readonly armies?: readonly string[];
  readonly scenario?: string;
  readonly seed?: string;
  readonly bots?: string;
  readonly json?: boolean;
  readonly log?: string;
  readonly svg?: string;
  /** `--variant FILE` and `--option key=value`: the variant and options the battle is played under. */
  readonly setup?: GameSetup;
}

/** The default seed, so `muster battle tercios` is the same battle every time. */
export const DEFAULT_SEED = 'muster';

/** A finished battle and how it was set up. */
export interface BattleRun {
  readonly entry: RulesetEntry & { readonly ruleset: Ruleset };
  readonly game: Game;
  readonly seed: string;
  readonly bots: readonly [string, string];
  readonly scenarioFrom: string;
  readonly result: GameResult;
}

/**
 * Picks the two bots: `--bots a,b`, or competent against competent when the ruleset has one (the
 * fairest demonstration of the rules), else its first bot on both sides.
 */
export function chooseBots(ruleset: Ruleset, spec: string | undefined): readonly [string, string] {
  const ids = Object.keys(ruleset.bots);
  if (ids.length === 0)
    throw new MusterError('bad-input', `${ruleset.id} has no bots to play a battle`, { path: 'ruleset' });
  if (spec === undefined) {
    const id = ids.includes('competent') ? 'competent' : ids[0]!;
    return [id, id];
  }
  const parts = spec.split(',').map((s) => s.trim());
  const [a, b = a] = parts;
  if (parts.length > 2 || a === undefined || a === '' || b === '') {
    throw new MusterError('bad-input', '--bots takes one or two bot ids separated by a comma', {
      path: 'bots',
      expected: `e.g. ${ids[0]},${ids[1] ?? ids[0]}`,
      received: JSON.stringify(spec),
    });
  }
  for (const id of [a, b]) {
    if (!ids.includes(id!))
      throw new MusterError('bad-input', `unknown bot "${id}" for ${ruleset.id}`, {
        path: 'bots',
        expected: `one of ${ids.join(', ')}`,
      });
  }
  return [a, b!];
}

function loadScenario(
  entry: RulesetEntry & { ruleset: Ruleset },
  options: BattleOptions,
  seed: string,
): { scenario: unknown; from: string; file?: string } {
  const ruleset = entry.ruleset;
  if (options.armies !== undefined && options.scenario !== undefined) {
    throw new MusterError('bad-input', '--armies and --scenario exclude each other', {
      path: 'armies',
      expected: 'either two army files or one scenario file',
    });
  }
  if (options.scenario !== undefined) {
    const scenario = readJsonFile(options.scenario, ruleset.schemas.scenario, {
      ruleset: ruleset.id,
      what: `a ${ruleset.id} scenario`,
    });
    return { scenario, from: options.scenario, file: options.scenario };
  }
  if (options.armies !== undefined) {
    if (options.armies.length !== 2) {
      throw new MusterError('bad-input', `--armies takes exactly two files, got ${options.armies.length}`, {
        path: 'armies',
        expected: 'two army files',
      });
    }
    if (!ruleset.scenarioFromArmies)
      throw new MusterError('bad-input', `${ruleset.id} battles do not take army lists`, {
        path: 'armies',
        expected: 'a --scenario file instead',
      });
    const schema = ruleset.armies?.schema ?? ruleset.schemas.army;
    if (!schema) throw new MusterError('bad-input', `${ruleset.id} has no army lists`, { path: 'armies' });
    const armies = options.armies.map((file) => {
      const army = readJsonFile(file, schema, { ruleset: ruleset.id, what: `a ${ruleset.id} army list` });
      const report = ruleset.armies?.validate(army);
      const first = report?.violations[0];
      if (report && (!report.valid || first)) {
        throw new MusterError(
          'bad-file',
          `army breaks a building rule: ${first ? `${first.rule}: ${first.message}` : 'invalid'}`,
          {
            file,
            path: first?.path ?? '(root)',
            expected: 'a valid army (see muster army validate)',
          },
        );
      }
      return army;
    }) as [unknown, unknown];
    return { scenario: ruleset.scenarioFromArmies(armies, seed), from: options.armies.join(' vs ') };
  }
  return { scenario: ruleset.exampleScenario(), from: 'the example scenario' };
}

/** Plays a battle between two bots as `muster battle` does, without printing anything. */
export function runBattle(entries: readonly RulesetEntry[], rulesetId: string, options: BattleOptions): BattleRun {
  const entry = findBattleRuleset(entries, rulesetId);
  const seed = options.seed ?? DEFAULT_SEED;
  if (seed.length === 0)
    throw new MusterError('bad-input', 'a seed must be a non-empty string', {
      path: 'seed',
      expected: 'a non-empty string',
    });
  const bots = chooseBots(entry.ruleset, options.bots);
  const make = (id: string): Bot => entry.ruleset.bots[id]!();
  const { scenario, from, file } = loadScenario(entry, options, seed);
  const setup = options.setup;
  const game = playGame(entry.ruleset, scenario, {
    seed,
    bots: { A: seatBots(make(bots[0]), make(bots[1])) },
    ...(file !== undefined ? { scenarioFile: file } : {}),
    ...(setup?.variant !== undefined ? { variant: setup.variant } : {}),
    ...(setup && Object.keys(setup.options).length > 0 ? { options: setup.options } : {}),
  });
  return { entry, game, seed, bots, scenarioFrom: from, result: game.result() };
}

/** One line saying who won. */
export function describeResult(result: GameResult): string {
  const points = Object.entries(result.points)
    .map(([side, p]) => `${side} ${p}`)
    .join(', ');
  const who = result.winner === null ? 'Draw' : `${result.winner} wins`;
  return `${who} (${result.victory}) after ${result.turns} turn${result.turns === 1 ? '' : 's'}; points: ${points || 'none'}`;
}

function svgTurnFile(file: string, turn: number): string {
  return `${file.replace(/\.svg$/i, '')}-turn-${turn}.svg`;
}

/**
 * `muster battle <ruleset> [--armies A B | --scenario FILE] [--seed S] [--bots a,b] [--variant FILE] [--option k=v ...] [--json] [--log FILE] [--svg FILE]`.
 */
export function battleCommand(
  entries: readonly RulesetEntry[],
  rulesetId: string,
  options: BattleOptions,
  output: CliOutput,
): number {
  const run = runBattle(entries, rulesetId, options);
  const { game, result, entry } = run;
  if (options.svg !== undefined) {
    const renderer = entry.renderer;
    if (!renderer)
      throw new MusterError('bad-input', `${entry.id} cannot draw its table (its package exports no tableRenderer)`, {
        path: 'svg',
        expected: 'no --svg for this ruleset',
      });
    const start = createGame(game.ruleset, game.scenario, { seed: game.seed, options: game.options }).state;
    const draw = { start, scenario: game.scenario };
    if (renderer.turn) {
      // Each turn's table as it stands when the turn ends: the state just before the first entry of a later turn.
      let last: number | null = null;
      let before: unknown = start;
      for (const step of narrateEntries(game)) {
        const turn = renderer.turn(step.stateAfter);
        if (last !== null && turn > last)
          writeFileAtomic(
            svgTurnFile(options.svg, last),
            renderer.svg(before, `${entry.name}: end of turn ${last}`, draw),
          );
        if (last === null || turn > last) last = turn;
        before = step.stateAfter;
      }
    }
    writeFileAtomic(options.svg, renderer.svg(game.state, `${entry.name}: ${describeResult(result)}`, draw));
  }
  if (options.log !== undefined) writeFileAtomic(options.log, `${JSON.stringify(game.save())}\n`);
  if (options.json) {
    const json = {
      ruleset: entry.id,
      ...(options.setup
        ? { variant: options.setup.name, options: options.setup.options, plugins: options.setup.plugins }
        : {}),
      seed: run.seed,
      bots: run.bots,
      winner: result.winner,
      victory: result.victory,
      turns: result.turns,
      points: result.points,
      log: game.log,
    };
    output.out(`${JSON.stringify(json)}\n`);
    return 0;
  }
  // A solo game (Taĉmento's Instruction and campaign) has one player only: say so rather than "against".
  const players = new Set(game.log.flatMap((e) => (e.type === 'decision' ? [e.player] : [])));
  const who =
    players.size === 1
      ? `${run.bots[[...players][0] === 'B' ? 1 : 0]} bot playing solo`
      : `${run.bots[0]} bot (A) against ${run.bots[1]} bot (B)`;
  const lines = [
    `${entry.name} ${entry.version}: ${who}, seed "${run.seed}", ${run.scenarioFrom}${options.setup ? `, variant '${options.setup.name}'${Object.keys(options.setup.options).length ? ` with options ${JSON.stringify(options.setup.options)}` : ''}` : ''}`,
    '',
    ...narrate(game),
    '',
    `Result: ${describeResult(result)}`,
  ];
  if (options.log !== undefined)
    lines.push(`Saved game written to ${options.log} (check it with: muster replay ${options.log})`);
  if (options.svg !== undefined) lines.push(`Table drawn to ${options.svg}`);
  output.out(`${lines.join('\n')}\n`);
  return 0;
}
