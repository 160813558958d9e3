import { existsSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { MusterError } from '@muster/core';
import { resolve as resolveSpecifier } from 'import-meta-resolve';
import { z } from 'zod';
import { entriesFromModule } from '../rulesets.js';
import type { RulesetEntry } from './RulesetEntry.js';

/** The file `muster` looks for in the folder it runs in and the folders above it. */
export const CONFIG_FILE = 'muster.config.mjs';

/** What a module given to `--plugin` must be. */
const EXPECTED_MODULE =
  'an ES module exporting a Ruleset object ({ id, name, version, module, schemas, mechanics, exampleScenario, bots })';

const ConfigSchema = z.strictObject({
  /** Ruleset module files (relative to the config file) or installed package names. */
  plugins: z.array(z.string().min(1)).optional(),
});

/** What `--plugin` takes: a file, or the name of a package installed where the command runs. */
const EXPECTED_PLUGIN = 'a ruleset module file (./my-ruleset.mjs) or an installed package name (my-ruleset)';

/**
 * `./x.mjs`, `../x.mjs`, `/abs/x.mjs`, `C:\x.mjs` and any existing file are files; anything else (`my-ruleset`,
 * `@scope/ruleset`, `@scope/ruleset/entry`) is a package name, resolved as Node resolves an `import` from
 * `baseDir` (node_modules folders upwards, the package's `exports`).
 */
function isFileSpecifier(spec: string, baseDir: string): boolean {
  return /^\.{1,2}([/\\]|$)/.test(spec) || isAbsolute(spec) || existsSync(resolve(baseDir, spec));
}

/** The absolute file of a `--plugin` or config entry: a path relative to `baseDir`, or a package resolved from it. */
function pluginFile(spec: string, baseDir: string, source: { file?: string; path: string }): string {
  if (isFileSpecifier(spec, baseDir)) return resolve(baseDir, spec);
  let url: string;
  try {
    url = resolveSpecifier(spec, pathToFileURL(join(baseDir, 'muster-plugin-base.mjs')).href);
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    const message = error instanceof Error ? error.message.split('\n')[0]! : String(error);
    throw new MusterError(
      'bad-input',
      code === 'ERR_MODULE_NOT_FOUND'
        ? `no file "${spec}", and no package of that name installed in ${baseDir} or a folder above it`
        : `package "${spec}" cannot be imported: ${message}`,
      { ...source, expected: EXPECTED_PLUGIN },
    );
  }
  if (!url.startsWith('file:'))
    throw new MusterError('bad-input', `"${spec}" is a built-in module, not a ruleset`, {
      ...source,
      expected: EXPECTED_PLUGIN,
    });
  return fileURLToPath(url);
}

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
        throw new MusterError('bad-input', '--plugin needs a file or a package name: a ruleset module', {
          path: 'plugin',
          expected: 'e.g. --plugin ./my-ruleset.mjs or --plugin my-ruleset',
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

/** The ruleset module files a config file names (files relative to it, or packages), as absolute paths. */
async function configPlugins(config: string): Promise<string[]> {
  const mod = (await importFile(config, `an ES module whose default export is { plugins: ['./my-ruleset.mjs'] }`)) as {
    default?: unknown;
  };
  const expected = `a default export { plugins: ['./my-ruleset.mjs'] }`;
  const parsed = readExports(config, expected, () => ConfigSchema.safeParse(mod.default));
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new MusterError('bad-file', issue.message, {
      file: config,
      path: ['default', ...issue.path.map(String)].join('.'),
      expected,
    });
  }
  return (parsed.data.plugins ?? []).map((p, i) =>
    pluginFile(p, dirname(config), { file: config, path: `default.plugins.${i}` }),
  );
}

/**
 * Runs `read` over a module's exports: an export that throws when read (a getter, a Proxy) is the module's
 * fault, a `bad-file` error naming it (exit 2), not an internal error.
 */
function readExports<T>(file: string, expected: string, read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (MusterError.is(error)) throw error;
    const message = error instanceof Error ? error.message.split('\n')[0]! : String(error);
    throw new MusterError('bad-file', `its exports throw when read: ${message}`, { file, expected });
  }
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
 * The registry entries of third-party ruleset modules: each `--plugin FILE|PACKAGE` (a file relative to `cwd`,
 * or a package installed where the command runs, resolved as Node resolves an `import` from `cwd`), then those
 * a `muster.config.mjs` in `cwd` or above names (files relative to it, or packages resolved from it). Every `Ruleset` a module exports is
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
  const paths = [
    ...files.map((f) => pluginFile(f, cwd, { path: 'plugin' })),
    ...(config !== undefined ? await configPlugins(config) : []),
  ];
  const added: RulesetEntry[] = [];
  for (const file of new Set(paths)) {
    const namespace = await importFile(file, EXPECTED_MODULE);
    const entries = readExports(file, EXPECTED_MODULE, () =>
      entriesFromModule(pathToFileURL(file).href, namespace).filter((e) => e.ruleset !== null),
    );
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
