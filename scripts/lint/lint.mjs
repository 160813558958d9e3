// `pnpm lint`: the typed ESLint over every source file of the repository, and the type check of every TypeScript file
// it lints, skipping the files that passed last time and that neither changed since nor import (at any depth) a file
// that changed.
//
// One TypeScript program per lint tsconfig (the club's, with the DOM library, and the rest of the repository's) serves
// both: typescript-eslint's typed rules read it (`parserOptions.programs`) and its diagnostics are the type check, so
// each file is parsed and checked once. `pnpm test` runs no other type check of the sources and tests (the build
// writes the declarations without checking, scripts/build.mjs); `pnpm typecheck` (`tsc -b`) checks the same files
// with each package's own tsconfig, for editors and by hand (bench/README.md, "Test suite time").
//
// ESLint's own `--cache` keys a file on its content alone, which is wrong for typed rules: whether `f()` is a floating
// promise depends on the file that declares `f`. Here a file's key is its content and the content of every repository
// file it reaches through its imports (TypeScript's own module resolution, with the lint's tsconfig `paths`), plus what
// every file depends on: the ESLint and TypeScript configs, the lockfile and package manifests (the dependencies'
// types), and the files that declare global types (`declare global`, `declare module`, `.d.ts`). A file is linted
// again when its key changed; the others had zero findings under the same inputs, so the result is that of a full
// `eslint .` (bench/README.md, "Test suite time"). `--all` lints every file; a new clone has no cache and does.
//
// `pnpm lint` runs it with `node --max-semi-space-size=64`: TypeScript's checker allocates many short-lived objects, and
// a larger young generation collects them less often (about a tenth of the lint's CPU, bench/README.md, "A faster
// formatter and a larger young generation for the lint").
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { ESLint } from 'eslint';
import ts from 'typescript';

const here = fileURLToPath(import.meta.url);

/** Extensions ESLint lints here: its defaults (.js, .mjs, .cjs) and typescript-eslint's. */
const LINTED = /\.(?:[cm]?js|[cm]?ts|tsx)$/;
/** Files whose types every file may see without importing them. */
const GLOBAL_TYPES = /\bdeclare\s+(?:global|module)\b/;
/** Inputs of every file's result besides its imports, relative to the root (tsconfigs and manifests are added). */
const SHARED = ['eslint.config.js', 'pnpm-lock.yaml'];

/** The lint's tsconfigs, the first whose program holds a file as its own (a root file) lints and checks it. */
const PROGRAMS = ['packages/club/tsconfig.lint.json', 'tsconfig.lint.json'];
const TYPESCRIPT = ['**/*.ts', '**/*.mts', '**/*.cts', '**/*.tsx'];

const sha = (text) => createHash('sha256').update(text).digest('hex');

/** The repository's files (tracked, and new ones not ignored by git), relative to `root`. */
export function repositoryFiles(root) {
  const out = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return [...new Set(out.split('\0').filter(Boolean))].sort();
}

/**
 * Each file's key: a hash of the shared inputs, the file, and every repository file its imports reach.
 * `files` are relative to `root`; `programs` are the lint's tsconfigs (relative), the first whose folder holds a
 * file resolving its imports (the club's before the root's, as in eslint.config.js).
 */
export function lintKeys(root, files, { programs = PROGRAMS } = {}) {
  const all = repositoryFiles(root);
  const content = new Map();
  const read = (file) => {
    let text = content.get(file);
    if (text === undefined) {
      try {
        text = readFileSync(join(root, file), 'utf8');
      } catch {
        text = ''; // deleted since git listed it: nothing imports it any more, or the import fails in the lint too
      }
      content.set(file, text);
    }
    return text;
  };

  const configs = programs
    .filter((tsconfig) => existsSync(join(root, tsconfig)))
    .map((tsconfig) => {
      const parsed = ts.getParsedCommandLineOfConfigFile(
        join(root, tsconfig),
        {},
        {
          ...ts.sys,
          onUnRecoverableConfigFileDiagnostic: (d) => {
            throw new Error(`lint: ${tsconfig}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);
          },
        },
      );
      const options = { ...parsed.options, allowJs: true };
      return {
        dir: dirname(tsconfig) === '.' ? '' : `${dirname(tsconfig)}/`,
        options,
        cache: ts.createModuleResolutionCache(root, (s) => s, options),
      };
    });
  const configOf = (file) => configs.find((c) => file.startsWith(c.dir)) ?? configs[configs.length - 1];

  const shared = [
    ...SHARED,
    ...all.filter((f) => /(^|\/)(package\.json|tsconfig[^/]*\.json)$/.test(f)),
    ...all.filter((f) => /\.d\.[cm]?ts$/.test(f) || (LINTED.test(f) && GLOBAL_TYPES.test(read(f)))),
    relative(root, here),
  ];
  const sharedKey = sha(
    [
      `eslint ${ESLint.version} typescript ${ts.version}`,
      ...[...new Set(shared)].sort().map((f) => `${f}\0${sha(read(f))}`),
    ].join('\n'),
  );

  const imports = new Map();
  const importsOf = (file) => {
    let deps = imports.get(file);
    if (deps) return deps;
    deps = [];
    const { options, cache } = configOf(file);
    const info = ts.preProcessFile(read(file), true, true);
    for (const { fileName } of [...info.importedFiles, ...info.referencedFiles]) {
      const found = ts.resolveModuleName(fileName, join(root, file), options, ts.sys, cache).resolvedModule;
      const target = found && !found.isExternalLibraryImport ? relative(root, found.resolvedFileName) : undefined;
      if (target && !target.startsWith('..') && !target.includes('node_modules/')) deps.push(target);
    }
    imports.set(file, deps);
    return deps;
  };

  const keys = new Map();
  for (const file of files) {
    const reached = new Set([file]);
    const queue = [file];
    for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
      for (const dep of importsOf(next)) {
        if (reached.has(dep)) continue;
        reached.add(dep);
        queue.push(dep);
      }
    }
    keys.set(file, sha([sharedKey, ...[...reached].sort().map((f) => `${f}\0${sha(read(f))}`)].join('\n')));
  }
  return keys;
}

/** Writes `text` to `file` whole or not at all (a temporary file, checked, then renamed). */
function writeWhole(file, text) {
  mkdirSync(dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  try {
    writeFileSync(temp, text);
    if (readFileSync(temp, 'utf8') !== text) throw new Error(`lint: short write of ${temp}`);
    renameSync(temp, file);
  } finally {
    rmSync(temp, { force: true });
  }
}

/** The TypeScript program of `tsconfig` (relative to `root`), and its own files. */
function programOf(root, tsconfig) {
  const parsed = ts.getParsedCommandLineOfConfigFile(
    join(root, tsconfig),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(`lint: ${tsconfig}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);
      },
    },
  );
  const program = ts.createProgram({ rootNames: parsed.fileNames, options: parsed.options });
  return { tsconfig, program, own: new Set(parsed.fileNames.map((f) => resolve(f))), configErrors: parsed.errors };
}

/** A TypeScript diagnostic as an ESLint error message (rule `typescript`), at its file's line and column. */
function asMessage(d) {
  const text = `TS${d.code}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`;
  if (!d.file || d.start === undefined) return { ruleId: 'typescript', severity: 2, message: text, line: 1, column: 1 };
  const start = d.file.getLineAndCharacterOfPosition(d.start);
  const end = d.file.getLineAndCharacterOfPosition(d.start + (d.length ?? 0));
  return {
    ruleId: 'typescript',
    severity: 2,
    message: text,
    line: start.line + 1,
    column: start.character + 1,
    endLine: end.line + 1,
    endColumn: end.character + 1,
  };
}

/**
 * ESLint's results for `files` (absolute), each TypeScript file linted through the program that holds it as its own
 * and type-checked by that program: its diagnostics are added to its result as errors of rule `typescript`.
 */
async function lintAndCheck(root, files, tsconfigs) {
  const programs = tsconfigs.map((tsconfig) => programOf(root, tsconfig));
  const groups = programs.map(() => []);
  const rest = []; // JavaScript, and files no program holds (ESLint's config says what to do with them)
  for (const file of files) {
    const i = programs.findIndex((p) => p.own.has(file));
    (i === -1 ? rest : groups[i]).push(file);
  }
  const results = [];
  for (const [i, { program }] of programs.entries()) {
    if (groups[i].length === 0) continue;
    const eslint = new ESLint({
      cwd: root,
      overrideConfig: [{ files: TYPESCRIPT, languageOptions: { parserOptions: { programs: [program] } } }],
    });
    results.push(...(await eslint.lintFiles(groups[i])));
  }
  if (rest.length > 0) results.push(...(await new ESLint({ cwd: root }).lintFiles(rest)));

  for (const result of results) {
    const holder = programs.find((p) => p.own.has(result.filePath));
    const source = holder?.program.getSourceFile(result.filePath);
    if (!holder || !source) continue;
    const found = [...holder.program.getSyntacticDiagnostics(source), ...holder.program.getSemanticDiagnostics(source)];
    if (found.length === 0) continue;
    result.messages.push(...found.map(asMessage));
    result.messages.sort((a, b) => a.line - b.line || a.column - b.column);
    result.errorCount += found.length;
  }
  // The programs' own errors (compiler options, a tsconfig's): reported on the tsconfig, whatever was linted.
  for (const { tsconfig, program, configErrors } of programs) {
    const found = [...configErrors, ...program.getOptionsDiagnostics(), ...program.getGlobalDiagnostics()];
    if (found.length === 0) continue;
    results.push({
      filePath: join(root, tsconfig),
      messages: found.map(asMessage),
      errorCount: found.length,
      fatalErrorCount: 0,
      warningCount: 0,
      fixableErrorCount: 0,
      fixableWarningCount: 0,
      suppressedMessages: [],
      usedDeprecatedRules: [],
    });
  }
  return results;
}

/**
 * Lints and type-checks the files of `root` whose key changed since they last passed; returns the results (ESLint's,
 * with the type errors), the files linted and the files found. The cache (`cacheFile`) keeps the keys of the files
 * that passed with no message at all. `programs`: the lint's tsconfigs, relative to `root`.
 */
export async function lintChanged(root, { cacheFile, all = false, programs = PROGRAMS } = {}) {
  const eslint = new ESLint({ cwd: root });
  const candidates = repositoryFiles(root).filter((f) => LINTED.test(f));
  const files = [];
  for (const file of candidates) if (!(await eslint.isPathIgnored(join(root, file)))) files.push(file);

  const keys = lintKeys(root, files, { programs });
  let passed = {};
  if (!all && cacheFile) {
    try {
      passed = JSON.parse(readFileSync(cacheFile, 'utf8'));
    } catch {
      passed = {}; // none yet, or unreadable: lint everything
    }
  }
  const toLint = files.filter((f) => passed[f] !== keys.get(f));
  const tsconfigs = programs.filter((tsconfig) => existsSync(join(root, tsconfig)));
  const results =
    toLint.length > 0
      ? await lintAndCheck(
          root,
          toLint.map((f) => join(root, f)),
          tsconfigs,
        )
      : [];

  if (cacheFile) {
    const next = {};
    const clean = new Set(results.filter((r) => r.messages.length === 0).map((r) => relative(root, r.filePath)));
    for (const file of files) if (passed[file] === keys.get(file) || clean.has(file)) next[file] = keys.get(file);
    writeWhole(cacheFile, `${JSON.stringify(next)}\n`);
  }
  return { eslint, results, linted: toLint, files };
}

if (process.argv[1] && resolve(process.argv[1]) === here) {
  const { values } = parseArgs({ options: { all: { type: 'boolean' }, root: { type: 'string' } } });
  // --root: another repository with the same layout (the spec's fixtures).
  const root = resolve(values.root ?? join(dirname(here), '..', '..'));
  const all = values.all ?? false;
  const { eslint, results, linted, files } = await lintChanged(root, {
    cacheFile: join(root, 'node_modules/.cache/muster-lint/passed.json'),
    all,
  });
  const output = (await eslint.loadFormatter('stylish')).format(results);
  if (output) console.log(output);
  const errors = results.reduce((n, r) => n + r.errorCount + r.fatalErrorCount, 0);
  const warnings = results.reduce((n, r) => n + r.warningCount, 0);
  const skipped = files.length - linted.length;
  console.log(
    `lint: ${linted.length} of ${files.length} files linted` +
      (skipped > 0 ? ` (${skipped} unchanged since they passed, with every file they import)` : '') +
      `: ${errors} errors, ${warnings} warnings`,
  );
  process.exitCode = errors > 0 ? 1 : 0;
}
