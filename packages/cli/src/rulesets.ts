import { createRequire } from 'node:module';
import {
  diceMechanics,
  mechanicsOf,
  MusterError,
  resolvePlugins,
  type MechanicDefinition,
  type Ruleset,
} from '@muster/core';
import type { RulesetEntry } from './registry/RulesetEntry.js';
import { isTableRenderer, type TableRenderer } from './registry/TableRenderer.js';
import { unitDataOf } from './registry/unitData.js';

/**
 * The ruleset packages the CLI ships with. Each is a dependency of `@muster/cli`; every export of the
 * package that has the shape of a core `Ruleset` is registered, and its `tableRenderer` export (if any)
 * draws `--svg`. A package that is not installed (or not built yet) is skipped.
 */
export const RULESET_PACKAGES: readonly string[] = [
  '@muster/tercios',
  '@muster/sword-and-pike',
  '@muster/wss-6mm',
  '@muster/tacmento',
  '@muster/club',
];

/**
 * The ruleset ids each package of {@link RULESET_PACKAGES} registers, so a command that names its ruleset imports
 * that package alone (an import of every ruleset package costs about 0.4 CPU s). `rulesets.spec.ts` checks this
 * list against what the packages export.
 */
export const PACKAGE_RULESET_IDS: Readonly<Record<string, readonly string[]>> = {
  '@muster/tercios': ['tercios'],
  '@muster/sword-and-pike': ['sword-and-pike'],
  '@muster/wss-6mm': ['wss-6mm'],
  '@muster/tacmento': ['tacmento'],
  '@muster/club': ['club'],
};

/** The commands whose ruleset is an argument (`muster battle tercios`); every other command sees every ruleset. */
const RULESET_COMMANDS = new Set(['odds', 'battle', 'simulate', 'ab', 'army', 'units']);

/**
 * The ruleset packages a command line needs: none for `--version`; for a command whose ruleset is an argument, the
 * packages of the built-in ids it names (none for `dice`); every package for anything else (help, listings,
 * files that name their ruleset, comparisons across rulesets, `--plugin`s, whose ids must not clash with any).
 */
export function rulesetPackagesFor(
  argv: readonly string[],
  packages: readonly string[] = RULESET_PACKAGES,
): readonly string[] {
  if (argv.length === 1 && (argv[0] === '--version' || argv[0] === '-V')) return [];
  const [command, ...rest] = argv;
  if (command === undefined || !RULESET_COMMANDS.has(command)) return packages;
  if (rest.some((arg) => arg === '-h' || arg === '--help' || arg === '--plugin' || arg.startsWith('--plugin=')))
    return packages;
  const named = new Set(rest);
  if (!named.has(diceEntry.id) && !packages.some((p) => (PACKAGE_RULESET_IDS[p] ?? []).some((id) => named.has(id))))
    return packages; // no built-in id named: the error that follows lists them all
  // A package this list does not know is always imported: its ids are unknown until then.
  return packages.filter((p) => {
    const ids = PACKAGE_RULESET_IDS[p];
    return ids === undefined || ids.some((id) => named.has(id));
  });
}

const version = (createRequire(import.meta.url)('../package.json') as { version: string }).version;

/** The built-in `dice` pseudo-ruleset: generic pools and sums, for `muster odds dice pool|sum`. */
export const diceEntry: RulesetEntry = {
  id: 'dice',
  name: 'Dice',
  version,
  description: 'generic dice mechanics (odds only): pools counting successes, sums',
  mechanics: diceMechanics,
  ruleset: null,
  renderer: null,
  source: 'built-in',
};

/** True when `value` has the shape of a core `Ruleset`. */
export function isRuleset(value: unknown): value is Ruleset {
  if (typeof value !== 'object' || value === null) return false;
  const r = value as Record<string, unknown>;
  return (
    typeof r.id === 'string' &&
    typeof r.name === 'string' &&
    typeof r.version === 'string' &&
    typeof r.module === 'object' &&
    r.module !== null &&
    typeof r.schemas === 'object' &&
    Array.isArray(r.mechanics) &&
    typeof r.exampleScenario === 'function' &&
    typeof r.bots === 'object'
  );
}

/** True when `value` is a non-empty array of mechanic definitions. */
function isMechanicList(value: unknown): value is MechanicDefinition[] {
  return (
    Array.isArray(value) &&
    value.length > 0 &&
    value.every(
      (m) =>
        typeof m === 'object' &&
        m !== null &&
        typeof (m as MechanicDefinition).id === 'string' &&
        typeof (m as MechanicDefinition).run === 'function' &&
        Array.isArray((m as MechanicDefinition).params),
    )
  );
}

function packageInfo(specifier: string): { version: string; description: string } {
  try {
    const pkg = createRequire(import.meta.url)(`${specifier}/package.json`) as {
      version?: string;
      description?: string;
    };
    return { version: pkg.version ?? '0.0.0', description: pkg.description ?? specifier };
  } catch {
    return { version: '0.0.0', description: specifier };
  }
}

/**
 * Registry entries for the rulesets and renderers exported by one loaded package. A package that
 * exports no `Ruleset` yet but exports a `...Mechanics` array still gets an odds-only entry, named
 * after the package (`@muster/wss-6mm` → `wss-6mm`), so its mechanics are in `muster odds` early.
 */
export function entriesFromModule(source: string, namespace: Readonly<Record<string, unknown>>): RulesetEntry[] {
  const renderers: TableRenderer[] = [];
  const found = namespace.tableRenderer;
  for (const candidate of Array.isArray(found) ? found : [found])
    if (isTableRenderer(candidate)) renderers.push(candidate);
  const seen = new Set<Ruleset>();
  const entries: RulesetEntry[] = [];
  for (const key of Object.keys(namespace).sort()) {
    const value = namespace[key];
    if (!isRuleset(value) || seen.has(value)) continue;
    seen.add(value);
    const entry = fromRuleset(value, source, renderers.find((r) => r.ruleset === value.id) ?? null);
    const units = unitDataOf(namespace);
    entries.push(units !== undefined ? { ...entry, units } : entry);
  }
  if (entries.length === 0) {
    const key = Object.keys(namespace)
      .sort()
      .find((k) => k.endsWith('Mechanics') && isMechanicList(namespace[k]));
    if (key !== undefined) {
      const id = source.replace(/^@[^/]+\//, '');
      const info = packageInfo(source);
      entries.push({
        id,
        name: id,
        version: info.version,
        description: `${info.description} (odds only until its ruleset is exported)`,
        mechanics: namespace[key] as MechanicDefinition[],
        ruleset: null,
        renderer: null,
        source,
      });
    }
  }
  return entries;
}

/** A registry entry for a ruleset object. */
export function fromRuleset(ruleset: Ruleset, source = 'custom', renderer: TableRenderer | null = null): RulesetEntry {
  return {
    id: ruleset.id,
    name: ruleset.name,
    version: ruleset.version,
    description: ruleset.description,
    mechanics: ruleset.mechanics,
    ruleset,
    renderer,
    source,
  };
}

function isMissingModule(error: unknown, specifier: string): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  const text = typeof message === 'string' ? message : '';
  return (
    (code === 'ERR_MODULE_NOT_FOUND' ||
      code === 'MODULE_NOT_FOUND' ||
      /Cannot find (module|package)|Failed to (load|resolve)/i.test(text)) &&
    text.includes(specifier.split('/')[1] ?? specifier)
  );
}

/**
 * Loads every ruleset the CLI knows: the built-in `dice` entry first, then each installed package of
 * {@link RULESET_PACKAGES} in order. Two rulesets with one id are an internal error.
 *
 * @example
 * const registry = await loadRulesets();
 * registry.map((e) => e.id); // ['dice', 'tercios', ...]
 */
export async function loadRulesets(packages: readonly string[] = RULESET_PACKAGES): Promise<RulesetEntry[]> {
  const entries: RulesetEntry[] = [diceEntry];
  for (const specifier of packages) {
    let namespace: Record<string, unknown>;
    try {
      namespace = (await import(specifier)) as Record<string, unknown>;
    } catch (error) {
      if (isMissingModule(error, specifier)) continue;
      throw new MusterError(
        'internal',
        `ruleset package ${specifier} failed to load: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    for (const entry of entriesFromModule(specifier, namespace)) {
      if (entries.some((e) => e.id === entry.id))
        throw new MusterError('internal', `ruleset id "${entry.id}" is registered twice (${specifier})`);
      entries.push(entry);
    }
  }
  return entries;
}

/** The entry with this id, or a `unknown-ruleset` error listing the known ids. */
export function findRuleset(entries: readonly RulesetEntry[], id: string): RulesetEntry {
  const entry = entries.find((e) => e.id === id);
  if (!entry)
    throw new MusterError('unknown-ruleset', `unknown ruleset "${id}"`, {
      path: 'ruleset',
      expected: `one of ${entries.map((e) => e.id).join(', ')}`,
    });
  return entry;
}

/** True when bots can play battles in the entry's ruleset (not odds-only, not a companion). */
export function isBattleRuleset(entry: RulesetEntry): entry is RulesetEntry & { readonly ruleset: Ruleset } {
  return entry.ruleset !== null && entry.ruleset.companion !== true;
}

/** The battle ruleset with this id; an odds-only or companion entry is a `bad-input` error naming the battle ones. */
export function findBattleRuleset(
  entries: readonly RulesetEntry[],
  id: string,
): RulesetEntry & { readonly ruleset: Ruleset } {
  const entry = findPlayable(entries, id);
  if (!isBattleRuleset(entry)) {
    throw new MusterError('bad-input', `"${id}" records games people play on a real table; it has no bot battles`, {
      path: 'ruleset',
      expected: `one of ${entries
        .filter(isBattleRuleset)
        .map((e) => e.id)
        .join(', ')}`,
    });
  }
  return entry;
}

/** The ruleset with this id that has games (battles or a companion's); an odds-only entry is a `bad-input` error. */
export function findPlayable(
  entries: readonly RulesetEntry[],
  id: string,
): RulesetEntry & { readonly ruleset: Ruleset } {
  const entry = findRuleset(entries, id);
  if (entry.ruleset === null) {
    const playable = entries.filter((e) => e.ruleset !== null).map((e) => e.id);
    throw new MusterError('bad-input', `"${id}" is odds only and cannot play battles`, {
      path: 'ruleset',
      expected: playable.length
        ? `one of ${playable.join(', ')}`
        : 'a ruleset package (none with battles is installed)',
    });
  }
  return entry as RulesetEntry & { readonly ruleset: Ruleset };
}

/**
 * The mechanics `muster odds` offers for an entry: for a ruleset, those of its bound morale and combat
 * plugins then its own (`mechanicsOf`), so what odds runs is what battles resolve through; for an
 * odds-only entry, its list.
 */
export function entryMechanics(entry: RulesetEntry): readonly MechanicDefinition[] {
  return entry.ruleset ? mechanicsOf(entry.ruleset, resolvePlugins(entry.ruleset)) : entry.mechanics;
}
