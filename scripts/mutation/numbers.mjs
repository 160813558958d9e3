// Number-literal mutation for rule tables (Stryker does not mutate numbers).
//
//   node scripts/mutation/numbers.mjs [table-id ... | --ci] [--force] [--check] [--survivors]
//
// For each table of scripts/mutation/numberTables.mjs: finds every numeric literal with the TypeScript compiler
// API, writes the file with that number +1, then -1, runs the table's specs through one long-lived vitest
// instance per table (node API) and records whether a test failed (killed) or not (survived).
// Mutants are written only in a private copy of the repository, and the file is restored there too (atomically,
// after each mutant, on an exception, on Ctrl-C or SIGTERM); the working tree is never touched.
//
// Results are cached in reports/mutation/numbers.json (committed), keyed by a hash of the table file and its
// spec files: an unchanged table is not run again unless --force. --check exits non-zero if a table has a
// survivor that numberTables.mjs does not list as equivalent; --ci takes the tables of `ciTables` (CI runs both). --survivors re-tests only the cached
// survivors against today's specs and prints which a new test now kills, without touching the cache (a quick
// check while writing tests; the cache is only ever written by a full run).
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { ciTables, numberTables } from './numberTables.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const cacheFile = join(root, 'reports/mutation/numbers.json');
const VERSION = 1;

const args = process.argv.slice(2);
const force = args.includes('--force');
const check = args.includes('--check');
const survivorsOnly = args.includes('--survivors');
const wanted = args.includes('--ci') ? ciTables : args.filter((arg) => !arg.startsWith('--'));
const tables = wanted.length === 0 ? numberTables : numberTables.filter((table) => wanted.includes(table.id));
if (tables.length === 0) {
  console.error(`No table matches ${wanted.join(' ')}; tables: ${numberTables.map((t) => t.id).join(', ')}`);
  process.exit(2);
}

/** Writes a file atomically: a reader (or a crash) sees the old content or the new, never half of either. */
function writeAtomic(file, content) {
  const temp = `${file}.numbers-tmp`;
  writeFileSync(temp, content);
  renameSync(temp, file);
}

// Mutants are written in a private copy of the repository (`.muster-tmp/numbers/sandbox-<pid>`, node_modules
// linked), never in the working tree, so a Stryker run or an editor never sees a mutated table. The copy is
// removed on exit; copies left by a run killed hard are removed by the next run.
const sandboxes = join(root, '.muster-tmp/numbers');
const work = join(sandboxes, `sandbox-${process.pid}`);
const SKIP = new Set(['node_modules', '.git', 'dist', 'coverage', 'out', '.muster-tmp', '.e2e-tmp', 'reports']);

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function removeStaleSandboxes() {
  if (!existsSync(sandboxes)) return;
  for (const name of readdirSync(sandboxes)) {
    const pid = Number(name.replace('sandbox-', ''));
    if (name.startsWith('sandbox-') && !isAlive(pid)) rmSync(join(sandboxes, name), { recursive: true, force: true });
  }
}

/** Copies the sources into the sandbox and links every node_modules folder of the workspace into it. */
function makeSandbox() {
  const filter = (source) =>
    !relative(root, source)
      .split(sep)
      .some((part) => SKIP.has(part));
  // Entry by entry: cpSync refuses to copy a folder into a folder inside itself.
  for (const entry of readdirSync(root)) {
    if (!SKIP.has(entry)) cpSync(join(root, entry), join(work, entry), { recursive: true, filter });
  }
  const linked = [
    '.',
    ...['packages', 'examples'].flatMap((dir) =>
      existsSync(join(root, dir)) ? readdirSync(join(root, dir)).map((name) => join(dir, name)) : [],
    ),
  ];
  for (const dir of linked) {
    if (existsSync(join(root, dir, 'node_modules')) && existsSync(join(work, dir))) {
      symlinkSync(join(root, dir, 'node_modules'), join(work, dir, 'node_modules'), 'dir');
    }
  }
}

/** The table being mutated now: its sandbox path and original text, so every exit path can put it back. */
let active = null;
function restoreActive() {
  if (active === null) return;
  writeAtomic(active.file, active.original);
  active = null;
}
process.on('exit', () => {
  restoreActive();
  rmSync(work, { recursive: true, force: true });
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    restoreActive();
    process.exit(130);
  });
}
process.on('uncaughtException', (error) => {
  restoreActive();
  console.error(error);
  process.exit(1);
});

/** Every numeric literal of a source that is a value (not a literal type such as `24 | 36`). */
function numericLiterals(file, text) {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found = [];
  const visit = (node) => {
    if (ts.isLiteralTypeNode(node) || ts.isImportDeclaration(node)) return;
    if (ts.isNumericLiteral(node)) {
      const start = node.getStart(source);
      const { line, character } = source.getLineAndCharacterOfPosition(start);
      found.push({ start, end: node.getEnd(), text: node.getText(source), line: line + 1, col: character + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function specFiles(table) {
  for (const spec of table.specs) {
    if (!existsSync(join(root, spec))) throw new Error(`table ${table.id}: spec ${spec} does not exist`);
  }
  return [...table.specs].sort();
}

function hashOf(table, specs) {
  const hash = createHash('sha256');
  hash.update(`v${VERSION}\n`);
  for (const file of [table.file, ...specs]) hash.update(`${file}\n`).update(readFileSync(join(root, file)));
  return hash.digest('hex');
}

const cache = existsSync(cacheFile) ? JSON.parse(readFileSync(cacheFile, 'utf8')) : {};
const todo = [];
for (const table of tables) {
  const specs = specFiles(table);
  const hash = hashOf(table, specs);
  if (survivorsOnly) {
    if (cache[table.id] === undefined) throw new Error(`table ${table.id}: no cached run to take survivors from`);
    todo.push({ table, specs, hash });
  } else if (!force && cache[table.id]?.hash === hash) console.log(`numbers: ${table.id} unchanged, cached`);
  else todo.push({ table, specs, hash });
}

if (todo.length > 0) {
  removeStaleSandboxes();
  makeSandbox();
  const { createVitest } = await import('vitest/node');
  /** Runs the specs; true when every test passed. */
  const passes = async (vitest, specs, mutatedFile) => {
    vitest.invalidateFile(mutatedFile);
    const specifications = specs.map((spec) => vitest.getRootProject().createSpecification(join(work, spec)));
    const result = await vitest.runTestSpecifications(specifications, false);
    const modules = result.testModules;
    // A mutant that crashes a test worker (an endless loop growing an array) is killed too: vitest then reports an
    // unhandled error rather than a failed module.
    return (
      modules.length === specs.length && modules.every((module) => module.ok()) && result.unhandledErrors.length === 0
    );
  };
  for (const { table, specs, hash } of todo) {
    // A fresh vitest per table and no `bail`: a bailed run leaves state behind that fails the next table's runs.
    const vitest = await createVitest(
      'test',
      { config: join(work, 'scripts/mutation/vitest.plain.config.mjs'), root: work, watch: false, reporters: [{}] },
      {},
    );
    try {
      const file = join(work, table.file);
      const original = readFileSync(file, 'utf8');
      const started = performance.now();
      if (!(await passes(vitest, specs, file))) throw new Error(`table ${table.id}: its specs fail without any mutant`);
      const survivorKeys = new Set((cache[table.id]?.survivors ?? []).map((sv) => `${sv.at} ${sv.mutant}`));
      const literals = numericLiterals(file, original);
      active = { file, original };
      const mutants = [];
      try {
        for (const literal of literals) {
          const value = Number(literal.text.replace(/_/g, ''));
          for (const delta of [1, -1]) {
            const next = value + delta;
            if (survivorsOnly && !survivorKeys.has(`${table.file}:${literal.line}:${literal.col} ${next}`)) continue;
            const replacement = next < 0 ? `(${next})` : String(next);
            writeAtomic(file, original.slice(0, literal.start) + replacement + original.slice(literal.end));
            const killed = !(await passes(vitest, specs, file));
            mutants.push({ line: literal.line, col: literal.col, literal: literal.text, mutant: String(next), killed });
            process.stdout.write(killed ? '.' : 'S');
          }
        }
      } finally {
        restoreActive();
        vitest.invalidateFile(file);
      }
      const survivors = mutants.filter((mutant) => !mutant.killed);
      if (survivorsOnly) {
        for (const { line, col, literal, mutant, killed } of mutants) {
          console.log(
            `\n  ${table.file}:${line}:${col} ${literal}->${mutant} ${killed ? 'now killed' : 'still survives'}`,
          );
        }
        continue;
      }
      const seconds = Math.round((performance.now() - started) / 1000);
      console.log(
        `\nnumbers: ${table.id}: ${literals.length} literals, ${mutants.length} mutants, ${survivors.length} survived (${seconds}s)`,
      );
      // Read the cache again before writing: another run of this script (another table) may have written since.
      const latest = existsSync(cacheFile) ? JSON.parse(readFileSync(cacheFile, 'utf8')) : {};
      latest[table.id] = cache[table.id] = {
        file: table.file,
        hash,
        specs,
        literals: literals.length,
        mutants: mutants.length,
        killed: mutants.length - survivors.length,
        survivors: survivors.map(({ line, col, literal, mutant }) => ({
          at: `${table.file}:${line}:${col}`,
          literal,
          mutant,
        })),
      };
      mkdirSync(dirname(cacheFile), { recursive: true });
      writeAtomic(cacheFile, `${JSON.stringify(latest, null, 2)}\n`);
    } finally {
      await vitest.close();
    }
  }
  // Vitest sets a failing exit code whenever a test fails, and here every killed mutant is a failing test.
  process.exitCode = 0;
}

/**
 * A survivor as numberTables.mjs explains it: the file, the trimmed source line of the literal (with `#n` when the
 * same literal appears more than once on it) and the change, e.g. `packages/x.ts \`return signed(0);\` 0->-1`. Keyed
 * by the line's text, not its number, so an edit elsewhere in the file keeps the explanation; an edit of the line
 * itself asks for it to be reviewed. The cache is only read for a table whose file is unchanged, so the survivor's
 * line and column still point into today's file.
 */
function survivorKey(table, survivor) {
  const [line, col] = survivor.at
    .slice(table.file.length + 1)
    .split(':')
    .map(Number);
  const text = readFileSync(join(root, table.file), 'utf8');
  const sameLine = numericLiterals(table.file, text).filter((l) => l.line === line && l.text === survivor.literal);
  const nth = sameLine.filter((l) => l.col <= col).length;
  const source = text.split('\n')[line - 1].trim();
  return `${table.file} \`${source}\`${sameLine.length > 1 ? ` #${nth}` : ''} ${survivor.literal}->${survivor.mutant}`;
}

let unexplained = 0;
for (const table of survivorsOnly ? [] : tables) {
  const entry = cache[table.id];
  const equivalent = new Set(table.equivalent ?? []);
  const known = new Set();
  const score = entry.mutants === 0 ? 100 : (100 * entry.killed) / entry.mutants;
  console.log(`numbers: ${table.id}: ${entry.killed}/${entry.mutants} killed (${score.toFixed(1)}%)`);
  for (const survivor of entry.survivors) {
    const key = survivorKey(table, survivor);
    known.add(key);
    const explained = equivalent.has(key);
    if (!explained) unexplained += 1;
    console.log(
      `  survived ${survivor.at} ${survivor.literal}->${survivor.mutant}${explained ? ' (equivalent, see docs/mutation.md)' : `\n    not explained; numberTables.mjs would list it as: ${key}`}`,
    );
  }
  // An explanation no survivor needs any more (killed since, or its line edited) is stale: it goes.
  for (const stale of [...equivalent].filter((key) => !known.has(key))) {
    unexplained += 1;
    console.log(`  numberTables.mjs explains a survivor this run did not find: ${stale}`);
  }
}
if (check && unexplained > 0) {
  console.error(
    `numbers: ${unexplained} surviving number mutant(s) neither killed nor explained, or stale explanations`,
  );
  process.exit(1);
}
