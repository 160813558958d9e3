#!/usr/bin/env node
// `pnpm release:check`: what a developer with only Node and npm gets from the packed packages. Builds,
// packs every public package with `pnpm pack` (so `workspace:` ranges become real versions), installs the
// tarballs with npm into a new project outside the workspace, runs the installed `muster` bin there (version,
// odds, a seeded battle with --log, a replay of that log), then typechecks and runs a consumer file (strict,
// NodeNext) that plays a battle, replays it and plays a variant with a rebound morale plugin.
// Each step is printed; a failure names its step, shows the tail of the command's output and exits 1.
//
// Options: --no-build (use the dist/ already built, as CI does right after `pnpm test`), --keep (leave the
// temporary folder for a look; its path is printed).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pnpmLauncher } from './pnpmLauncher.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const args = new Set(process.argv.slice(2));
for (const arg of args) {
  if (arg !== '--no-build' && arg !== '--keep') {
    process.stderr.write(`release:check: unknown option ${arg} (options: --no-build, --keep)\n`);
    process.exit(2);
  }
}

/** A failed step: what was expected, and the output that shows why. */
class StepFailure extends Error {
  /** @param {string} message @param {string} [output] */
  constructor(message, output = '') {
    super(message);
    this.output = output;
  }
}

const readJson = (/** @type {string} */ file) => JSON.parse(readFileSync(file, 'utf8'));
const rootPackage = readJson(join(root, 'package.json'));

/**
 * Runs a command, returning its stdout; throws a StepFailure with the output's tail when it fails.
 * @param {string} command @param {string[]} commandArgs @param {{ cwd: string, env?: NodeJS.ProcessEnv }} options
 */
function run(command, commandArgs, { cwd, env }) {
  const result = spawnSync(command, commandArgs, {
    cwd,
    env: env ?? process.env,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`;
  if (result.error) throw new StepFailure(`could not start ${command}: ${result.error.message}`);
  if (result.status !== 0) {
    const shown = [command, ...commandArgs].join(' ').replaceAll(workDir, '$TMP');
    throw new StepFailure(`\`${shown}\` exited ${result.status ?? result.signal}`, output);
  }
  return result.stdout;
}

/** @param {string} output @param {RegExp} pattern @param {string} what */
function expectOutput(output, pattern, what) {
  if (!pattern.test(output)) throw new StepFailure(`expected ${what} (${pattern})`, output);
}

const steps = [];
/** @param {string} name @param {() => void} body */
const step = (name, body) => steps.push({ name, body });

const workDir = mkdtempSync(join(tmpdir(), 'muster-release-check-'));
const tarballs = join(workDir, 'tarballs');
const consumer = join(workDir, 'consumer');
const [pnpm, pnpmArgs] = pnpmLauncher();

// The public packages: every packages/* whose package.json is not private.
const packages = readdirSync(join(root, 'packages'))
  .map((dir) => ({ dir: join(root, 'packages', dir), manifest: readJson(join(root, 'packages', dir, 'package.json')) }))
  .filter(({ manifest }) => manifest.private !== true);
const cli = packages.find(({ manifest }) => manifest.name === '@muster/cli');
if (!cli) {
  process.stderr.write('release:check: no public @muster/cli under packages/\n');
  process.exit(1);
}

if (!args.has('--no-build')) step('build', () => run(pnpm, [...pnpmArgs, 'build'], { cwd: root }));

step(`pack ${packages.length} packages`, () => {
  mkdirSync(tarballs);
  for (const { dir } of packages) run(pnpm, [...pnpmArgs, 'pack', '--pack-destination', tarballs], { cwd: dir });
  const packed = readdirSync(tarballs).filter((f) => f.endsWith('.tgz'));
  if (packed.length !== packages.length) throw new StepFailure(`expected ${packages.length} tarballs, got ${packed}`);
  for (const file of packed) {
    const manifest = run('tar', ['-xzOf', join(tarballs, file), 'package/package.json'], { cwd: workDir });
    if (manifest.includes('workspace:')) throw new StepFailure(`${file} still has a workspace: range`, manifest);
  }
});

// Bare specifiers that the packed dist/ imports: each must be a Node builtin, the package itself, or one of
// its dependencies or peerDependencies, or an npm install of the tarball cannot run it.
const IMPORTS = [/^\s*(?:import|export)\b[^;'"]*?\bfrom\s*['"]([^'"]+)['"]/gm, /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g];
step('packed dist/ imports only declared dependencies', () => {
  const undeclared = [];
  for (const file of readdirSync(tarballs)) {
    const unpacked = join(workDir, 'unpacked', file.replace(/\.tgz$/, ''));
    mkdirSync(unpacked, { recursive: true });
    run('tar', ['-xzf', join(tarballs, file), '-C', unpacked], { cwd: workDir });
    const manifest = readJson(join(unpacked, 'package', 'package.json'));
    const declared = new Set([
      manifest.name,
      ...Object.keys(manifest.dependencies ?? {}),
      ...Object.keys(manifest.peerDependencies ?? {}),
    ]);
    const dist = join(unpacked, 'package', 'dist');
    for (const entry of readdirSync(dist, { recursive: true, encoding: 'utf8' })) {
      if (!entry.endsWith('.js')) continue;
      const code = readFileSync(join(dist, entry), 'utf8');
      for (const pattern of IMPORTS) {
        for (const [, specifier] of code.matchAll(pattern)) {
          if (specifier.startsWith('.') || specifier.startsWith('node:') || isBuiltin(specifier)) continue;
          const name = specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0];
          if (!declared.has(name)) undeclared.push(`${manifest.name}: dist/${entry} imports ${specifier}`);
        }
      }
    }
  }
  if (undeclared.length > 0)
    throw new StepFailure('imports of undeclared packages', [...new Set(undeclared)].join('\n'));
});

step('npm install the tarballs in a new project', () => {
  mkdirSync(consumer);
  writeFileSync(
    join(consumer, 'package.json'),
    `${JSON.stringify({ name: 'muster-consumer', private: true, type: 'module' }, null, 2)}\n`,
  );
  const files = readdirSync(tarballs).map((f) => join(tarballs, f));
  const devTools = ['typescript', '@types/node'].map((name) => `${name}@${rootPackage.devDependencies[name]}`);
  // Outside the workspace, with npm's own defaults: no pnpm settings reach it.
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^npm_/i.test(key)));
  run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error', ...files, ...devTools], { cwd: consumer, env });
});

const muster = (/** @type {string[]} */ musterArgs) =>
  run(join(consumer, 'node_modules', '.bin', 'muster'), musterArgs, { cwd: consumer });

step('muster --version', () => {
  const output = muster(['--version']);
  expectOutput(
    output,
    new RegExp(`^${cli.manifest.version.replace(/\./g, '\\.')}\\s*$`),
    `version ${cli.manifest.version}`,
  );
});

step('muster odds', () => {
  expectOutput(muster(['odds', 'dice', 'pool', '--dice', '4', '--target', '5']), /16\/81/, 'P(0 successes) = 16/81');
  // A ruleset's mechanic: its package's data and dist are found from where npm put them.
  expectOutput(
    muster(['odds', 'tercios', 'rout-test', '--discipline', '3', '--rout-points', '2']),
    /25\/27/,
    'P(broken) = 25/27',
  );
});

step('muster battle --log', () => {
  const output = muster(['battle', 'tercios', '--seed', '7', '--log', 'battle.json']);
  expectOutput(output, /^Result: /m, 'a result line');
  if (!existsSync(join(consumer, 'battle.json'))) throw new StepFailure('battle.json was not written', output);
});

step('muster replay', () => {
  expectOutput(muster(['replay', 'battle.json']), /identical/, 'an identical replay');
});

step('typecheck and run a consumer file (strict, NodeNext)', () => {
  writeFileSync(
    join(consumer, 'tsconfig.json'),
    `${JSON.stringify(
      {
        compilerOptions: {
          target: 'ES2022',
          module: 'NodeNext',
          moduleResolution: 'NodeNext',
          strict: true,
          noUncheckedIndexedAccess: true,
          exactOptionalPropertyTypes: true,
          skipLibCheck: false,
          types: ['node'],
          outDir: 'out',
        },
        files: ['consumer.ts'],
      },
      null,
      2,
    )}\n`,
  );
  writeFileSync(join(consumer, 'consumer.ts'), readFileSync(join(root, 'scripts', 'release-check', 'consumer.ts')));
  run(join(consumer, 'node_modules', '.bin', 'tsc'), ['-p', '.'], { cwd: consumer });
  expectOutput(
    run(process.execPath, ['out/consumer.js'], { cwd: consumer }),
    /^replay: identical, turn \d+$\n^variant: .*routTest called$/m,
    'the consumer to replay identically and call its own routTest',
  );
});

let failed = null;
const started = performance.now();
process.stdout.write(`release:check: in ${workDir} ($TMP below)\n`);
for (const [index, { name, body }] of steps.entries()) {
  const t0 = performance.now();
  process.stdout.write(`release:check: [${index + 1}/${steps.length}] ${name} ... `);
  try {
    body();
    process.stdout.write(`ok (${((performance.now() - t0) / 1000).toFixed(1)} s)\n`);
  } catch (error) {
    process.stdout.write('FAILED\n');
    failed = { name, error };
    break;
  }
}
if (args.has('--keep')) process.stdout.write(`release:check: kept ${workDir}\n`);
else rmSync(workDir, { recursive: true, force: true });

if (failed) {
  const { name, error } = failed;
  const message = error instanceof Error ? error.message : String(error);
  const output = error instanceof StepFailure ? error.output.trimEnd().split('\n').slice(-40).join('\n') : '';
  process.stderr.write(`release:check: step "${name}" failed: ${message}\n${output ? `${output}\n` : ''}`);
  process.exit(1);
}
process.stdout.write(
  `release:check: all ${steps.length} steps passed in ${((performance.now() - started) / 1000).toFixed(1)} s\n`,
);
