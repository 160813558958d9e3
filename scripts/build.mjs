// `pnpm build`: builds every package of packages/. `pnpm build:changed` (what `pnpm test` runs): only those whose
// dist/ is missing or older than their sources (packages/cli/scripts/staleBuilds.mjs), none when nothing changed.
//
// Two steps: each package's JavaScript (`build:js`: tsup, and vite for the club's web app) in dependency order,
// then the declarations of every package in one `tsc -b tsconfig.build.json`, which parses the type library and
// each package's declarations once for all packages: about half the CPU of a `tsc -b` per package (bench/README.md,
// "Test suite time"). A package's own `build` script still does both, for that package alone.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pnpmLauncher } from './pnpmLauncher.mjs';
import { buildablePackages, staleBuilds, workspacePackageDirs } from '../packages/cli/scripts/staleBuilds.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const changedOnly = process.argv.includes('--changed');
const all = buildablePackages(root);
const names = changedOnly ? staleBuilds(root, ...all) : all;
if (names.length === 0) {
  console.log('build: nothing changed since the last build');
  process.exit(0);
}
console.log(`build: ${changedOnly && names.length < all.length ? names.join(', ') : 'every package'}`);

const [command, prefix] = pnpmLauncher();
const run = (cmd, args) => {
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit' });
  if (result.error) console.error(`build: could not start ${cmd}: ${result.error.message}`);
  if (result.status !== 0) process.exit(result.status ?? 1);
};

run(command, [...prefix, ...names.flatMap((name) => ['--filter', name]), 'run', 'build:js']);
// tsup empties dist/ (declarations too), so the declarations of every package built now are emitted again: without
// its build info tsc -b rebuilds a project; the others it finds up to date (or rebuilds, when a dependency's changed).
const dirs = workspacePackageDirs(root);
for (const name of names) rmSync(join(dirs.get(name), 'node_modules/.cache/tsc/build.tsbuildinfo'), { force: true });
// `--noCheck`: the declarations only, without type-checking the sources (12.8 against 32.0 CPU s for every package,
// bench/README.md, "Test suite time"); errors of the declaration emit itself are still reported. The type check is
// the lint's in `pnpm test` (scripts/lint/lint.mjs: one program for the typed rules and the check), and `pnpm
// typecheck`'s `tsc -b`, which reaches every tsconfig.build.json through the test projects' references, finds in each
// build info that its errors are still to be reported, and checks it there without emitting again.
run(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '-b', 'tsconfig.build.json', '--noCheck']);
