import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { MusterError } from '@muster/core';
import { z } from 'zod';
import { entriesFromModule } from '../rulesets.js';
import type { RulesetEntry } from './RulesetEntry.js';

/** The file `muster` looks for in the folder it runs in and the folders above it. */
export const CONFIG_FILE = 'muster.config.mjs';

/** What a module given to `--plugin` must be. */
const EXPECTED_MODULE =
  'an ES module exporting a Ruleset object ({ id, name, version, module, schemas, mechanics, exampleScenario, bots })';

const ConfigSchema = z.strictObject({
  /** Ruleset module files, relative to the config file. */
  plugins: z.array(z.string().min(1)).optional(),
});

/** Takes every `--plugin FILE` (or `--plugin=FILE`) out of the arguments: they apply before the command. */
export function splitPluginArgs(argv: readonly string[]): { plugins: string[]; rest: string[] } {
  const plugins: string[] = [];
  const rest: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--') {
      rest.push(...argv.slice(i));
      break;
    }
    if (arg.startsWith('--plugin=')) plugins.push(arg.slice('--plugin='.length));
    else if (arg === '--plugin') {
      const file = argv[i + 1];
      if (file === undefined || file.startsWith('-'))
        throw new MusterError('bad-input', '--plugin needs a file: a ruleset module', {
          path: 'plugin',
          expected: 'e.g. --plugin ./my-ruleset.mjs',
        });
      plugins.push(file);
      i++;
    } else rest.push(arg);
  }
  return { plugins, rest };
}

/** The nearest `muster.config.mjs` in `cwd` or a folder above it, if any. */
export function findConfig(cwd: string): string | undefined {
  for (let dir = resolve(cwd); ; dir = dirname(dir)) {
    const file = join(dir, CONFIG_FILE);
    if (existsSync(file)) return file;
    if (dirname(dir) === dir) return undefined;
  }
}

/** The ruleset module files a config file names, as absolute paths. */
async function configPlugins(config: string): Promise<string[]> {
  const mod = (await importFile(config, `an ES module whose default export is { plugins: ['./my-ruleset.mjs'] }`)) as {
    default?: unknown;
  };
  const parsed = ConfigSchema.safeParse(mod.default);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new MusterError('bad-file', issue.message, {
      file: config,
      path: ['default', ...issue.path.map(String)].join('.'),
      expected: `a default export { plugins: ['./my-ruleset.mjs'] }`,
    });
  }
  return (parsed.data.plugins ?? []).map((p) => resolve(dirname(config), p));
}

async function importFile(file: string, expected: string): Promise<Record<string, unknown>> {
  if (!existsSync(file)) throw new MusterError('bad-file', 'no such file', { file, expected });
  try {
    return (await import(pathToFileURL(file).href)) as Record<string, unknown>;
  } catch (error) {
    const message = error instanceof Error ? error.message.split('\n')[0]! : String(error);
    throw new MusterError('bad-file', `cannot be imported: ${message}`, { file, expected });
  }
}

/**
 * The registry entries of third-party ruleset modules: each `--plugin FILE` (relative to `cwd`), then those
 * a `muster.config.mjs` in `cwd` or above names (relative to it). Every `Ruleset` a module exports is
 * registered (with its `tableRenderer`, if any), by its file URL, so worker threads import the same file.
 * A module that cannot be imported or exports no ruleset, or an id already registered, is a `bad-file`
 * error naming the file and what was expected (exit 2).
 *
 * @example
 * const entries = await loadPlugins(['./race.mjs'], process.cwd(), await loadRulesets());
 */
export async function loadPlugins(
  files: readonly string[],
  cwd: string,
  known: readonly RulesetEntry[],
): Promise<RulesetEntry[]> {
  const config = findConfig(cwd);
  const paths = [...files.map((f) => resolve(cwd, f)), ...(config !== undefined ? await configPlugins(config) : [])];
  const added: RulesetEntry[] = [];
  for (const file of new Set(paths)) {
    const namespace = await importFile(file, EXPECTED_MODULE);
    const entries = entriesFromModule(pathToFileURL(file).href, namespace).filter((e) => e.ruleset !== null);
    if (entries.length === 0)
      throw new MusterError('bad-file', 'exports no ruleset', { file, expected: EXPECTED_MODULE });
    for (const entry of entries) {
      const clash = [...known, ...added].find((e) => e.id === entry.id);
      if (clash)
        throw new MusterError('bad-file', `ruleset id "${entry.id}" is already registered (by ${clash.source})`, {
          file,
          path: 'id',
          expected: 'a ruleset id of its own',
        });
      added.push(entry);
    }
  }
  return added;
}
