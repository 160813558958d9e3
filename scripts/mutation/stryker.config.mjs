// @ts-check
// StrykerJS config for one target of scripts/mutation/targets.mjs, named by MUTATION_TARGET (run through
// scripts/mutation/run.mjs, which sets it). Incremental: the report under reports/mutation/<target>.json is
// committed, so a run re-tests only mutants whose code or covering tests changed.
import { targets, thresholds } from './targets.mjs';

const name = process.env['MUTATION_TARGET'] ?? '';
const target = targets[name];
if (target === undefined) throw new Error(`MUTATION_TARGET must be one of: ${Object.keys(targets).join(', ')}`);

// A run over part of a target (`--mutate file:lines --incrementalFile ...`, to check new killers) names its reports.
const reportName = process.env['MUTATION_REPORT_NAME'] ?? name;

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
const config = {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  vitest: { configFile: 'scripts/mutation/vitest.config.mjs', related: true },
  mutate: target.mutate,
  coverageAnalysis: 'perTest',
  concurrency: Number(process.env['MUTATION_CONCURRENCY'] ?? 2),
  incremental: true,
  incrementalFile: `reports/mutation/${name}.json`,
  thresholds,
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: `.muster-tmp/mutation/${reportName}.html` },
  jsonReporter: { fileName: `.muster-tmp/mutation/${reportName}.report.json` },
  tempDirName: '.muster-tmp/stryker',
  cleanTempDir: true,
  // The sandbox needs the sources and configs, not builds or other engineers' scratch space; node_modules are
  // symlinked into it, and workspace packages resolve to src through the vitest aliases.
  // Folders of the repository's root are anchored with a leading '/': an unanchored 'examples' also left out
  // packages/tercios/src/army/examples/, so the army specs importing those lists were skipped without an error.
  ignorePatterns: [
    'dist',
    'coverage',
    'out',
    '.muster-tmp',
    '.e2e-tmp',
    '/.changeset',
    '/docs',
    '/bench',
    '/reports',
    '/packages/club',
    '/packages/cli',
    '/packages/compare',
    '/examples',
  ],
  // A target may lower the timeout (the solver's: a mutant that makes its search explode would otherwise cost
  // 10 s or more each); Stryker counts a timed-out mutant as killed.
  timeoutMS: target.timeoutMS ?? 10_000,
  timeoutFactor: 3,
  dryRunTimeoutMinutes: 30,
  disableTypeChecks: 'packages/**/*.ts',
};

export default config;
