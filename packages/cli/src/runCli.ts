import { resolve } from 'node:path';
import { Command, CommanderError, Option } from 'commander';
import { MusterError } from '@muster/core';
import { abCommand } from './commands/ab.js';
import { armyShowCommand, armyValidateCommand } from './commands/army.js';
import { battleCommand, DEFAULT_SEED } from './commands/battle.js';
import { compareCommand } from './commands/compare.js';
import { mergeCommand } from './commands/merge.js';
import { simulateCommand } from './commands/simulate.js';
import { oddsCommand } from './commands/odds.js';
import { replayCommand } from './commands/replay.js';
import { registerView } from './commands/view.js';
import { clubCommand } from './commands/club.js';
import { solveCommand } from './commands/solve.js';
import { unitsCommand } from './commands/units.js';
import { rulesetsCommand } from './commands/rulesets.js';
import { processOutput, type CliOutput } from './io/CliOutput.js';
import { duplicateFlag, REPEATABLE_FLAGS, refuseDuplicateFlags } from './io/flags.js';
import { terminalSafe } from './io/terminalSafe.js';
import { refuseOutputOverInput, withOutputBatch } from './io/writeFileAtomic.js';
import { CONFIG_FILE, loadPlugins, splitPluginArgs } from './registry/loadPlugins.js';
import type { RulesetEntry } from './registry/RulesetEntry.js';
import {
  diceEntry,
  entryMechanics,
  findRuleset,
  isBattleRuleset,
  loadRulesets,
  RULESET_PACKAGES,
  rulesetPackagesFor,
} from './rulesets.js';
import { loadGameSetup } from './variant/loadGameSetup.js';
import { loadVariantFile } from './variant/loadVariantFile.js';

/** Exit codes of the `muster` command. */
export const ExitCode = {
  /** It worked (and a replay was identical). */
  ok: 0,
  /** Something broke inside Muster (a bug), or a replay differs from its log. */
  internal: 1,
  /** The input is wrong: a file, an argument, a ruleset or mechanic id. One line says what. */
  badInput: 2,
} as const;

/** Commander's errors may carry a second line ("(Did you mean ...?)"); bad input is always one line. */
function oneLine(message: string): string {
  return `${message.trim().replace(/\s*\n\s*/g, ' ')}\n`;
}

/** Collects a repeatable option's values (`--option a=1 --option b=2`). */
const collect = (value: string, previous: readonly string[]): string[] => [...previous, value];

const VARIANT_HELP =
  'play under a variant: a muster-variant JSON file (options) or an ES module exporting defineVariant(...) (options and plugins)';
const OPTION_HELP =
  "set one ruleset option (a ruling), laid over the variant's; repeatable; the value is read as JSON when it parses (3, true), else as text; a dotted key sets a nested option (battle.counterCharge=full-charge)";

/** The setup of a command's `--variant` and `--option`s for a ruleset id (undefined when neither is given). */
async function setupOf(entries: readonly RulesetEntry[], rulesetId: string, opts: Record<string, unknown>) {
  const variant = typeof opts.variant === 'string' ? opts.variant : undefined;
  const options = Array.isArray(opts.option) ? (opts.option as string[]) : [];
  if (variant === undefined && options.length === 0) return {};
  const setup = await loadGameSetup(findRuleset(entries, rulesetId), variant, options);
  return setup ? { setup } : {};
}

/** Options of {@link runCli}. */
export interface RunCliOptions {
  /** Where to write (default: the process's stdout and stderr). */
  readonly output?: CliOutput;
  /**
   * The rulesets to offer (default: {@link loadRulesets} of the packages the command needs, {@link rulesetPackagesFor}).
   * Tests and custom tools pass their own.
   */
  readonly rulesets?: readonly RulesetEntry[];
  /** The program name in help texts. */
  readonly name?: string;
}

const version = diceEntry.version;

function buildProgram(
  entries: readonly RulesetEntry[],
  output: CliOutput,
  setCode: (code: number) => void,
  name: string,
  everyEntry: () => Promise<readonly RulesetEntry[]>,
): Command {
  const program = new Command(name);
  // A ruleset without unit data (army lists) is refused naming those with them, which may be in packages this
  // command did not import (rulesetPackagesFor): they are imported for the refusal alone.
  const unitEntries = async (rulesetId: string) =>
    entries.find((e) => e.id === rulesetId)?.units === undefined ? everyEntry() : entries;
  const armyEntries = async (rulesetId: string) =>
    entries.find((e) => e.id === rulesetId)?.ruleset?.armies === undefined ? everyEntry() : entries;
  const ids = entries.map((e) => e.id).join(', ');
  const playable = entries.filter(isBattleRuleset).map((e) => e.id);
  program
    .description('Muster: odds, bot battles, replays and army lists for Renaissance tabletop wargames')
    .version(version, '-V, --version', 'print the version')
    .helpOption('-h, --help', 'show help for a command')
    .option(
      '--plugin <file|package>',
      `register the rulesets an ES module exports, without editing Muster: a file, or a package installed here (repeatable; a ${CONFIG_FILE} in this folder or above may list them too)`,
    )
    .showSuggestionAfterError(true)
    .exitOverride()
    .configureOutput({
      writeOut: (s) => {
        output.out(s);
      },
      writeErr: (s) => {
        output.err(s);
      },
      outputError: (s, write) => {
        write(oneLine(s));
      },
    })
    .addHelpText(
      'after',
      `\nRulesets: ${ids}\nExit codes: 0 ok, 1 internal error (or a replay that differs), 2 bad input.\nRun "${name} <command> --help" for a command's options.`,
    );

  program
    .command('rulesets')
    .description('list the registered rulesets, their versions and the plugin bound to each contract')
    .option('--json', 'print one JSON array')
    .action((opts: { json?: boolean }) => {
      setCode(rulesetsCommand(entries, opts, output));
    });

  // Computed only when asked for: each ruleset's mechanics are those of its bound plugins (a container each).
  const oddsHelp = () =>
    entries
      .map(
        (e) =>
          `  ${e.id}: ${
            entryMechanics(e)
              .map((m) => m.id)
              .join(', ') || '(none)'
          }`,
      )
      .join('\n');
  program
    .command('odds')
    .description("the exact (or sampled) odds of one mechanic's outcomes")
    .argument('[ruleset]', `ruleset id (${ids})`)
    .argument('[mechanic]', 'mechanic id (see --list)')
    .option('--list', "list the ruleset's mechanics with their parameters and outcomes")
    .option('--units', "list the ruleset's units with their points and profiles, from its data (as army units)")
    .option('--exact', 'enumerate every roll exactly (the default)')
    .option('--trials <n>', 'estimate by Monte Carlo with N seeded trials instead')
    .option(
      '--seed <seed>',
      'seed of the Monte Carlo dice of --trials (an exact enumeration uses none: a note says so)',
      'muster',
    )
    .option('--max-branches <n>', 'give up exact enumeration after N branches (default 2000000)')
    .option(
      '--json',
      'print one JSON object {ruleset, mechanic, method, trials?, params, outcomes, ...} ({ruleset, mechanic, range, reports} for a range)',
    )
    .option('--at-most', 'show the chance of at most each value (default: at least)')
    .option('--csv', 'print CSV: one row per outcome value, one column per value of a range')
    .option('--html <file>', 'write a self-contained HTML page with a chart per outcome to FILE')
    .option('--variant <file>', `${VARIANT_HELP}: the odds of its plugins' mechanics`)
    .option('--option <key=value>', OPTION_HELP, collect, [])
    .allowUnknownOption()
    .allowExcessArguments()
    .usage(
      '<ruleset> <mechanic> [--<param> <value|low..high> ...] [--exact | --trials N] [--seed S] [--at-most] [--json | --csv] [--html FILE] [--variant FILE] [--option k=v ...]',
    )
    .addHelpText(
      'after',
      () =>
        `\nMechanic parameters follow the mechanic: --<param> <value>, or --<flag> for yes/no ones. One parameter may be a range, --<param> low..high: one column per value.\nA ruleset's mechanics are those of its bound morale and combat plugins, then its own; --variant binds the variant's.\nMechanics:\n${oddsHelp()}\n\nExamples:\n  ${name} odds dice pool --dice 3 --sides 6 --target 4\n  ${name} odds dice sum --dice 2 --trials 100000 --json\n  ${name} odds dice pool --dice 1..10 --target 4 --at-most --html pool.html\n  ${name} odds dice --list`,
    )
    .action(
      async (
        rulesetId: string | undefined,
        mechanicId: string | undefined,
        opts: Record<string, unknown>,
        command: Command,
      ) => {
        if (opts.units === true && rulesetId !== undefined) {
          setCode(unitsCommand(await unitEntries(rulesetId), rulesetId, { json: opts.json === true }, output));
          return;
        }
        const rest = command.args.slice((rulesetId !== undefined ? 1 : 0) + (mechanicId !== undefined ? 1 : 0));
        refuseDuplicateFlags(rest);
        const seedGiven = command.getOptionValueSource('seed') !== 'default';
        const setup =
          rulesetId !== undefined && !rulesetId.startsWith('-') ? await setupOf(entries, rulesetId, opts) : {};
        setCode(
          oddsCommand(
            entries,
            rulesetId,
            mechanicId,
            rest,
            {
              ...(opts.list === true ? { list: true } : {}),
              ...(opts.exact === true ? { exact: true } : {}),
              ...(typeof opts.trials === 'string' ? { trials: opts.trials } : {}),
              ...(seedGiven || opts.trials !== undefined ? { seed: String(opts.seed) } : {}),
              ...(opts.json === true ? { json: true } : {}),
              ...(opts.csv === true ? { csv: true } : {}),
              ...(opts.atMost === true ? { atMost: true } : {}),
              ...(typeof opts.html === 'string' ? { html: opts.html } : {}),
              ...(typeof opts.maxBranches === 'string' ? { maxBranches: opts.maxBranches } : {}),
              ...setup,
            },
            output,
          ),
        );
      },
    );

  program
    .command('battle')
    .description('two bots play a whole battle; prints the turn-by-turn narrative and the result')
    .argument('<ruleset>', `ruleset id (${playable.join(', ') || 'none installed'})`)
    .addOption(
      new Option('--armies <files...>', "two army files, A then B (uses the ruleset's scenarioFromArmies)").conflicts(
        'scenario',
      ),
    )
    .option('--scenario <file>', "a scenario file (default: the ruleset's example scenario)")
    .option('--seed <seed>', 'seed of the dice and bots', DEFAULT_SEED)
    .option('--bots <a,b>', 'bot ids for side A and side B (default: competent,competent)')
    .option('--json', 'print one JSON object {ruleset, seed, bots, winner, victory, turns, points, log}')
    .option('--log <file>', 'write the saved game (replayable) to FILE, atomically')
    .option('--svg <file>', 'draw the table to FILE (and FILE-turn-N.svg after each turn) if the ruleset can')
    .option('--variant <file>', VARIANT_HELP)
    .option('--option <key=value>', OPTION_HELP, collect, [])
    .addHelpText(
      'after',
      `\nThe same ruleset, seed, bots, armies and variant always give byte-identical output. A saved game (--log) records the variant's name, its options and the plugins bound.\nExamples:\n  ${name} battle ${playable[0] ?? '<ruleset>'} --seed 7\n  ${name} battle ${playable[0] ?? '<ruleset>'} --log battle.json && ${name} replay battle.json\n  ${name} battle ${playable[0] ?? '<ruleset>'} --variant house-rule.json --option key=value`,
    )
    .action(async (rulesetId: string, opts: Record<string, unknown>) => {
      const pick = (k: string) => (typeof opts[k] === 'string' ? { [k]: opts[k] } : {});
      const setup = await setupOf(entries, rulesetId, opts);
      setCode(
        battleCommand(
          entries,
          rulesetId,
          {
            ...pick('scenario'),
            ...pick('seed'),
            ...pick('bots'),
            ...pick('log'),
            ...pick('svg'),
            ...(Array.isArray(opts.armies) ? { armies: opts.armies as string[] } : {}),
            ...(opts.json === true ? { json: true } : {}),
            ...setup,
          },
          output,
        ),
      );
    });

  program
    .command('replay')
    .description('check that a saved game (battle --log) replays to the identical log and state')
    .argument('<file>', 'saved game JSON')
    .option(
      '--variant <file>',
      "the variant the game was played under (a game played with a variant's plugins replays only with them)",
    )
    .addHelpText(
      'after',
      '\nExit 0 when identical (one summary line), 1 with the first differing log entry, 2 for a bad file, or a game played under a variant replayed without it (the line names the plugin missing).',
    )
    .action(async (file: string, opts: { variant?: string }) => {
      const variant = opts.variant !== undefined ? await loadVariantFile(opts.variant) : undefined;
      setCode(replayCommand(entries, file, output, variant ? { variant } : {}));
    });

  program
    .command('compare')
    .description('one situation (a matchup) in every ruleset, side by side: win, losses, break and disorder chances')
    .argument('[matchup]', 'a matchup id (see --list) or a matchup FILE')
    .option('--list', 'list the shipped matchups')
    .option('--exact', 'enumerate exactly (fails where a mechanic is too large); default: exact where possible')
    .option('--trials <n>', 'sample every column by Monte Carlo with N trials (95% intervals)')
    .option('--seed <seed>', 'seed of the Monte Carlo dice', 'muster')
    .option(
      '--json',
      'print one JSON object {matchup, title, columns: [{ruleset, method, metrics, ...}], notApplicable}',
    )
    .option('--csv', 'print CSV: one row per ruleset and metric')
    .option('--html <file>', 'write a self-contained HTML report with SVG charts to FILE')
    .usage('<matchup|FILE> [--exact|--trials N] [--seed S] [--json|--csv] [--html FILE]')
    .addHelpText(
      'after',
      `\nExamples:\n  ${name} compare --list\n  ${name} compare pike-charged-by-heavy-cavalry-front\n  ${name} compare my-matchup.json --trials 100000 --html report.html`,
    )
    .action((matchup: string | undefined, opts: Record<string, unknown>, command: Command) => {
      const pick = (k: string) => (typeof opts[k] === 'string' ? { [k]: opts[k] } : {});
      const flag = (k: string) => (opts[k] === true ? { [k]: true } : {});
      setCode(
        compareCommand(
          entries,
          matchup,
          {
            ...flag('list'),
            ...flag('exact'),
            ...flag('json'),
            ...flag('csv'),
            ...pick('trials'),
            ...pick('html'),
            ...(command.getOptionValueSource('seed') !== 'default' || opts.trials !== undefined ? pick('seed') : {}),
          },
          output,
        ),
      );
    });

  program
    .command('simulate')
    .description('many bot battles in parallel: win rates with intervals, first-mover advantage, draws, turns, margins')
    .argument('<ruleset>', `ruleset id (${playable.join(', ') || 'none installed'})`)
    .option('--battles <n>', 'number of battles (required)')
    .option(
      '--workers <k>',
      'worker threads playing battles (default: the available cores, at most one per 64 battles); results do not depend on it',
    )
    .option('--seed <seed>', 'root seed; battle i plays with a seed derived from it and i', DEFAULT_SEED)
    .option(
      '--battle-timeout <seconds>',
      'seconds a battle may take (every battle plays on a worker thread); after it the thread is ended and the battle recorded as failed (default 600)',
    )
    .option('--bots <a,b>', 'bot ids for side A and side B (default: competent,competent)')
    .option('--shard <i/n>', 'play only the battles with index = i mod n and print a shard file for muster merge')
    .option('--out <file>', 'with --shard: write the shard file to FILE (atomically) instead of stdout')
    .option('--json', 'print one JSON object {ruleset, seed, battles, wins, draws, firstMover, turns, margin, ...}')
    .option('--csv', 'print CSV: one row per metric')
    .option('--html <file>', 'write a self-contained HTML report with SVG charts to FILE')
    .option('--variant <file>', `${VARIANT_HELP}; worker threads load it too`)
    .option('--option <key=value>', OPTION_HELP, collect, [])
    .addHelpText(
      'after',
      `\nA progress bar shows on a terminal (not with --json or --csv, nor when piped). Under --variant or --option the summary (and each shard) records the variant's name, the plugins bound and the options, so shards of different variants do not merge.\nExamples:\n  ${name} simulate ${playable[0] ?? '<ruleset>'} --battles 200 --html report.html\n  ${name} simulate ${playable[0] ?? '<ruleset>'} --battles 1000 --shard 0/2 --out s0.json`,
    )
    .action(async (rulesetId: string, opts: Record<string, unknown>) => {
      const pick = (k: string) => (typeof opts[k] === 'string' ? { [k]: opts[k] } : {});
      const flag = (k: string) => (opts[k] === true ? { [k]: true } : {});
      const setup = await setupOf(entries, rulesetId, opts);
      setCode(
        await simulateCommand(
          entries,
          rulesetId,
          {
            ...pick('battles'),
            ...pick('battleTimeout'),
            ...pick('workers'),
            ...pick('seed'),
            ...pick('bots'),
            ...pick('shard'),
            ...pick('out'),
            ...pick('html'),
            ...flag('json'),
            ...flag('csv'),
            ...setup,
          },
          output,
        ),
      );
    });

  program
    .command('ab')
    .description(
      'paired A/B batches: the same battles under two variants (same seeds), and what the change does to them',
    )
    .argument('<ruleset>', `ruleset id (${playable.join(', ') || 'none installed'})`)
    .option(
      '--a <file|rules>',
      'variant a: a variant file (JSON or ES module), or "rules" for the rules as written (required)',
    )
    .option('--b <file|rules>', 'variant b, the same way (required); differences are b − a')
    .option('--battles <n>', 'number of battles under each variant (required)')
    .option(
      '--seed <seed>',
      'root seed; battle i plays under both variants with a seed derived from it and i',
      DEFAULT_SEED,
    )
    .option(
      '--battle-timeout <seconds>',
      'seconds a battle may take (every battle plays on a worker thread); after it the thread is ended and the battle recorded as failed (default 600)',
    )
    .option(
      '--workers <k>',
      'worker threads playing battles (default: the available cores, at most one per 64 battles); results do not depend on it',
    )
    .option('--bots <a,b>', 'bot ids for side A and side B (default: competent,competent)')
    .option(
      '--shard <i/n>',
      'play only the battles with index = i mod n (under both variants) and print an A/B shard file for muster merge',
    )
    .option('--out <file>', 'with --shard: write the shard file to FILE (atomically) instead of stdout')
    .option(
      '--json',
      'print one JSON object {ruleset, battles, seed, a: {name, winRate, meanTurns, meanLosses, ...}, b, paired: {differentWinner, winRateDifferenceA, mcnemarP, ...}}',
    )
    .option('--csv', 'print CSV: one row per battle pair (index, seed, winner, turns and losses under a and under b)')
    .option(
      '--html <file>',
      'write a self-contained HTML report (both variants side by side, the paired differences, histograms) to FILE',
    )
    .addHelpText(
      'after',
      `\nCommon random numbers: battle i starts from the same seed, scenario and bots under a and under b, so
what differs between the pair is the variant (and what it changes downstream). Paired figures are b − a:
the battles whose winner differs; side A's win-rate difference with 95% intervals: Newcombe's score
interval for paired rates, the Student-t interval of the per-battle differences, and the unpaired (Welch)
interval two separate batches would give; a two-sided exact McNemar p-value on the battles side A won under
one variant only; the same differences for turns and losses.
Examples:
  ${name} ab ${playable[0] ?? '<ruleset>'} --a rules --b house-rule.json --battles 500
  ${name} ab ${playable[0] ?? '<ruleset>'} --a rules --b house-rule.json --battles 1000 --shard 0/2 --out ab0.json`,
    )
    .action(async (rulesetId: string, opts: Record<string, unknown>) => {
      const pick = (k: string) => (typeof opts[k] === 'string' ? { [k]: opts[k] } : {});
      const flag = (k: string) => (opts[k] === true ? { [k]: true } : {});
      setCode(
        await abCommand(
          entries,
          rulesetId,
          {
            ...pick('a'),
            ...pick('b'),
            ...pick('battles'),
            ...pick('battleTimeout'),
            ...pick('seed'),
            ...pick('workers'),
            ...pick('bots'),
            ...pick('shard'),
            ...pick('out'),
            ...pick('html'),
            ...flag('json'),
            ...flag('csv'),
          },
          output,
        ),
      );
    });

  program
    .command('merge')
    .description('combine the shard files of one simulate (or ab) batch into exactly the unsharded result')
    .argument('<files...>', 'shard files from muster simulate --shard i/n, or all from muster ab --shard i/n')
    .option('--json', 'print one JSON object, as simulate --json (ab --json for A/B shards)')
    .option('--csv', 'print CSV, as simulate --csv (ab --csv)')
    .option('--html <file>', 'write the HTML report to FILE, as simulate --html (ab --html)')
    .action((files: string[], opts: Record<string, unknown>) => {
      setCode(
        mergeCommand(
          files,
          {
            ...(opts.json === true ? { json: true } : {}),
            ...(opts.csv === true ? { csv: true } : {}),
            ...(typeof opts.html === 'string' ? { html: opts.html } : {}),
          },
          output,
        ),
      );
    });

  program
    .command('solve')
    .description(
      'the fewest turns that complete a puzzle setup (Taĉmento Instruction mode), or a proof it cannot be done',
    )
    .argument('<ruleset>', 'ruleset id (tacmento)')
    .option('--setup <file>', 'an Instruction setup file (format muster-tacmento-setup)')
    .option('--max-states <n>', 'most positions to examine before answering "unknown" (default 5000000)')
    .option('--time-limit <seconds>', 'also stop after this many seconds, answering "unknown (time limit)"')
    .option(
      '--dealt-only',
      'refuse a setup the rules would reshuffle (an Objective already complete), as a game does (ruling R26)',
    )
    .option('--json', 'print one JSON object {ruleset, setup, status, turns?, moves?, reason?, explored}')
    .addHelpText(
      'after',
      `\nExit 0 when solved or proved impossible, 1 when the search ran out of positions or time, 2 for bad input.\nExample:\n  ${name} solve tacmento --setup packages/tacmento/data/sample-setup.json`,
    )
    .action(async (rulesetId: string, opts: Record<string, unknown>) => {
      const pick = (k: string) => (typeof opts[k] === 'string' ? { [k]: opts[k] } : {});
      setCode(
        await solveCommand(
          rulesetId,
          {
            ...pick('setup'),
            ...pick('maxStates'),
            ...pick('timeLimit'),
            ...(opts.dealtOnly === true ? { dealtOnly: true } : {}),
            ...(opts.json === true ? { json: true } : {}),
          },
          output,
        ),
      );
    });

  program
    .command('club')
    .description('serve the club companion (a browser app for real games on a real table) on localhost')
    .option('--port <n>', 'port to listen on (0 picks a free one)', '5178')
    .option('--lan', "serve the players' phones on the local network: a link with an access token and its QR code")
    .addHelpText(
      'after',
      '\nPrints the address to open; runs until Ctrl-C. Works offline; games save in the browser and export as saved games that muster replay accepts.',
    )
    .action(async (opts: { port: string; lan?: boolean }) => {
      setCode(await clubCommand({ port: opts.port, lan: opts.lan === true }, output));
    });

  const army = program
    .command('army')
    .description("validate or print an army list, or list a ruleset's units")
    .exitOverride();
  army
    .command('validate')
    .description('print the points and every building-rule violation (exit 2 if any)')
    .argument('<ruleset>', 'ruleset id')
    .argument('<file>', 'army list JSON')
    .option('--json', 'print one JSON object {ruleset, file, valid, name, points, limit?, violations, details?}')
    .action(async (rulesetId: string, file: string, opts: { json?: boolean }) => {
      setCode(armyValidateCommand(await armyEntries(rulesetId), rulesetId, file, opts, output));
    });
  army
    .command('units')
    .description("list a ruleset's units with their points and profiles, from the ruleset's data")
    .argument('<ruleset>', 'ruleset id')
    .option('--json', 'print one JSON object {ruleset, units}: the data as the ruleset exports it')
    .action(async (rulesetId: string, opts: { json?: boolean }) => {
      setCode(unitsCommand(await unitEntries(rulesetId), rulesetId, opts, output));
    });
  army
    .command('show')
    .description('print the army list, its points and any violations (exit 2 if any)')
    .argument('<ruleset>', 'ruleset id')
    .argument('<file>', 'army list JSON')
    .action(async (rulesetId: string, file: string) => {
      setCode(armyShowCommand(await armyEntries(rulesetId), rulesetId, file, output));
    });

  for (const command of [program, ...program.commands, ...army.commands]) {
    command.exitOverride().configureOutput({
      writeOut: (s) => {
        output.out(s);
      },
      writeErr: (s) => {
        output.err(s);
      },
    });
    // A flag given twice is a mistake, not a request for the last value (repeatable flags aside).
    for (const option of command.options) {
      const name = option.name();
      // A variadic flag's event fires once per value (and its count is checked by its command).
      if (REPEATABLE_FLAGS.has(name) || option.variadic) continue;
      let given = 0;
      command.on(`option:${name}`, () => {
        if (++given > 1) throw duplicateFlag(name);
      });
    }
  }
  // No command may write over one of its own input files.
  program.hook('preAction', (_program, action) => {
    const opts = action.opts<Record<string, unknown>>();
    const outputs = OUTPUT_FLAGS.filter((flag) => typeof opts[flag] === 'string').map((flag) => ({
      flag,
      file: opts[flag] as string,
    }));
    if (outputs.length === 0) return;
    const inputs = [...INPUT_FLAGS.map((flag) => opts[flag]), ...(action.processedArgs as unknown[])]
      .flat()
      .filter((v): v is string => typeof v === 'string');
    refuseOutputOverInput(outputs, inputs);
  });
  registerView(program, entries, output, setCode);
  return program;
}

/** Flags naming a file a command writes, and flags naming a file it reads (positional arguments are read too). */
const OUTPUT_FLAGS = ['log', 'svg', 'html', 'out'] as const;
const INPUT_FLAGS = ['scenario', 'armies', 'setup'] as const;

/** Writes an error as one line and returns its exit code. */
export function reportError(error: unknown, output: CliOutput): number {
  if (MusterError.is(error)) {
    if (error.isUserError) {
      output.err(`error: ${error.toUserLine()}\n`);
      return ExitCode.badInput;
    }
    output.err(`internal error: ${error.toUserLine()}\n`);
    return ExitCode.internal;
  }
  const message = error instanceof Error ? error.message : String(error);
  output.err(
    `internal error: ${message.split('\n')[0]}${process.env.MUSTER_DEBUG ? `\n${error instanceof Error ? error.stack : ''}` : ' (set MUSTER_DEBUG=1 for the stack)'}\n`,
  );
  return ExitCode.internal;
}

/**
 * Runs the `muster` command line in-process and returns its exit code (0 ok, 1 internal, 2 bad input).
 * Nothing is thrown and nothing calls `process.exit`, so tools and tests can embed it.
 *
 * @example
 * const code = await runCli(['odds', 'dice', 'pool', '--dice', '3', '--target', '4', '--json']);
 */
export async function runCli(argv: readonly string[], options: RunCliOptions = {}): Promise<number> {
  // Names from files reach the terminal: escape control characters in everything printed.
  const output = terminalSafe(options.output ?? processOutput);
  let code: number = ExitCode.ok;
  try {
    // Third-party rulesets (--plugin FILE, muster.config.mjs) join the registry before the command is read.
    const { plugins, rest } = splitPluginArgs(argv);
    // Only the ruleset packages the command needs are imported (a command naming its ruleset: that one).
    const packages = rulesetPackagesFor(argv);
    const known = options.rulesets ?? (await loadRulesets(packages));
    const added = await loadPlugins(plugins, process.cwd(), known);
    const entries = [...known, ...added];
    // Every shipped package, for a refusal that names the rulesets able to do what was asked.
    const everyEntry = async (): Promise<readonly RulesetEntry[]> => {
      if (options.rulesets !== undefined || packages.length === RULESET_PACKAGES.length) return entries;
      const all = await loadRulesets();
      return [...all, ...added.filter((p) => !all.some((e) => e.id === p.id))];
    };
    const program = buildProgram(entries, output, (c) => (code = c), options.name ?? 'muster', everyEntry);
    // Every file a command writes is published when it succeeds, and none when it fails; each is named, in
    // full, on stderr (stdout may be data).
    await withOutputBatch(
      () => program.parseAsync(rest, { from: 'user' }),
      (file) => {
        output.err(`wrote ${resolve(file)}\n`);
      },
    );
    return code;
  } catch (error) {
    if (error instanceof CommanderError) {
      if (error.code === 'commander.helpDisplayed' || error.code === 'commander.version') return ExitCode.ok;
      if (error.code === 'commander.executeSubCommandAsync') return ExitCode.internal;
      return ExitCode.badInput; // unknown command or option, missing argument: commander printed one line
    }
    return reportError(error, output);
  }
}
