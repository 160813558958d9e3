// `pnpm check:packages`: every workspace package's `check:package` (publint --strict, attw --profile esm-only
// on the packed package, the API reports up to date) in one process, on one tarball per package. Each package's
// own `check:package` script runs the same three checks through the three command lines; run there one package
// at a time they packed every package twice (publint with pnpm, attw with npm) and loaded TypeScript, prettier
// and the type library in three processes per package, which was most of their time (bench/README.md, "Test
// suite time").
//
//   node scripts/check-packages.mjs [folder…]   every package (or those of packages/<folder>); exit 1 when any
//                                               package has a finding, each printed under the package's name
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkPackage, createPackageFromTarballData } from '@arethetypeswrong/core';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';
import ts from 'typescript';
import { apiReports } from './apiReport.mjs';
import { pnpmLauncher } from './pnpmLauncher.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

// The packages whose own scripts have `check:package`, as `pnpm -r --filter "./packages/**" run check:package` ran.
const only = process.argv.slice(2);
const packages = readdirSync(join(root, 'packages'))
  .filter((name) => only.length === 0 || only.includes(name))
  .map((name) => join(root, 'packages', name))
  .filter((dir) => readJson(join(dir, 'package.json')).scripts?.['check:package'] !== undefined);

// `attw --profile esm-only`: the resolutions it ignores (its profiles.js), so a CommonJS consumer is not required.
const IGNORED_RESOLUTIONS = ['node10', 'node16-cjs'];

// One `pnpm pack` for every package (pnpm turns `workspace:` ranges into versions, as publishing does).
const tarballs = mkdtempSync(join(tmpdir(), 'muster-check-packages-'));
const [command, prefix] = pnpmLauncher();
const filters = packages.flatMap((dir) => ['--filter', `./${join('packages', dir.split('/').pop())}`]);
const packed = JSON.parse(
  execFileSync(command, [...prefix, '-r', ...filters, 'pack', '--pack-destination', tarballs, '--json'], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  }),
);
const tarballOf = new Map([packed].flat().map((entry) => [entry.name, entry.filename]));

// One compiler host for every API report: the type library and the declarations of the packages they import are
// parsed once, not once per package.
const sourceFiles = new Map();
const host = ts.createCompilerHost({});
const getSourceFile = host.getSourceFile.bind(host);
host.getSourceFile = (fileName, languageVersionOrOptions, ...rest) => {
  const options =
    typeof languageVersionOrOptions === 'object'
      ? languageVersionOrOptions
      : { languageVersion: languageVersionOrOptions };
  const key = `${fileName}\0${options.languageVersion}\0${options.impliedNodeFormat}`;
  if (!sourceFiles.has(key)) sourceFiles.set(key, getSourceFile(fileName, languageVersionOrOptions, ...rest));
  return sourceFiles.get(key);
};

let failed = 0;
try {
  for (const dir of packages) {
    const manifest = readJson(join(dir, 'package.json'));
    const file = tarballOf.get(manifest.name);
    if (!file) throw new Error(`pnpm pack wrote no tarball for ${manifest.name}`);
    const tarball = readFileSync(file);
    const findings = [];

    // publint --strict: warnings count as errors; suggestions are printed and do not fail (as its command line).
    const lint = await publint({ strict: true, pack: { tarball: new Uint8Array(tarball).buffer } });
    const lintFailed = lint.messages.some((m) => m.type === 'error');
    for (const message of lint.messages) findings.push(`publint ${message.type}: ${formatMessage(message, lint.pkg)}`);

    // attw --profile esm-only.
    const analysis = await checkPackage(createPackageFromTarballData(new Uint8Array(tarball)));
    const problems = analysis.types
      ? analysis.problems.filter((p) => !('resolutionKind' in p) || !IGNORED_RESOLUTIONS.includes(p.resolutionKind))
      : [];
    if (problems.length > 0) {
      // The table attw prints, for the reader: its command line on the same tarball.
      const table = spawnSync('npx', ['attw', file, '--profile', 'esm-only'], { cwd: root, encoding: 'utf8' });
      findings.push(`attw (--profile esm-only):\n${table.stdout}${table.stderr}`);
    }

    // api:check.
    const api = await apiReports(dir, { check: true, host });
    if (api.stale > 0) findings.push(...api.lines);

    const ok = !lintFailed && problems.length === 0 && api.stale === 0;
    if (!ok) failed++;
    console.log(`${manifest.name}: ${ok ? 'publint, attw and API reports pass' : 'FAILED'}`);
    for (const line of findings) console.log(`  ${line}`);
  }
} finally {
  rmSync(tarballs, { recursive: true, force: true });
}
if (failed > 0) console.error(`check:packages: ${failed} of ${packages.length} packages failed`);
process.exitCode = failed === 0 ? 0 : 1;
