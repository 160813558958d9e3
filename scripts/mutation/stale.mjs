// Which mutation targets a run would re-test, without a dry run: `node scripts/mutation/stale.mjs [--ci] [--check]
// [target|prefix ...]`. A target is stale when one of its mutated files or its spec files changed (in a commit or in
// the working tree) since the commit that last wrote its incremental report, reports/mutation/<target>.json, or when
// a file the report recorded (Stryker keeps each mutated file's and spec file's source in it) now reads otherwise: a
// report run at an older commit and committed later is stale though git dates it after the change. Stryker's own
// comparison is finer (a mutant is re-tested only when its code or the tests covering it changed), so a target listed
// here may re-test few mutants, but one not listed re-tests none. `--check` exits 1 when a target is stale: run it
// before pushing, since CI's incremental run pays for every stale target (docs/mutation.md).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { selectTargets } from './select.mjs';
import { ciTargets, targets } from './targets.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const git = (...gitArgs) => execFileSync('git', gitArgs, { cwd: root, encoding: 'utf8' }).trim();

/** A target's globs as git pathspecs: its mutated files and specs, less the exclusions (`!` and the slow specs). */
export function pathspecs(target) {
  const positive = [...target.mutate, ...target.specs].filter((glob) => !glob.startsWith('!'));
  const negative = [
    ...target.mutate.filter((glob) => glob.startsWith('!')).map((glob) => glob.slice(1)),
    ...(target.exclude ?? []),
  ];
  return [...positive.map((glob) => `:(glob)${glob}`), ...negative.map((glob) => `:(glob,exclude)${glob}`)];
}

const reports = new Map();
/** A target's committed report, reports/mutation/<target>.json, parsed once a process (run.mjs asks twice). */
function readReport(name) {
  let report = reports.get(name);
  if (report === undefined) {
    report = JSON.parse(readFileSync(new URL(`../../reports/mutation/${name}.json`, import.meta.url), 'utf8'));
    reports.set(name, report);
  }
  return report;
}

/** The files of a target changed since its report was last committed, or null when no report is committed. */
export function changedSinceReport(name) {
  const report = `reports/mutation/${name}.json`;
  if (!existsSync(new URL(`../../${report}`, import.meta.url))) return null;
  const written = git('log', '-1', '--format=%H', '--', report);
  if (written === '') return null;
  const specs = pathspecs(targets[name]);
  const committed = git('diff', '--name-only', written, 'HEAD', '--', ...specs);
  const uncommitted = git('diff', '--name-only', 'HEAD', '--', ...specs);
  const untracked = git('ls-files', '--others', '--exclude-standard', '--', ...specs);
  const listed = [committed, uncommitted, untracked].flatMap((list) => (list === '' ? [] : list.split('\n')));
  return [...new Set([...listed, ...differFromReport(readReport(name))])];
}

/**
 * The files a Stryker report recorded (its mutated files and spec files, each with its source) that are gone from the
 * working tree or read otherwise now, paths from the repository's root.
 * @param {{ files: Record<string, { source: string }>, testFiles?: Record<string, { source: string }> }} report
 */
export function differFromReport(report) {
  const changed = [];
  for (const [path, file] of [...Object.entries(report.files), ...Object.entries(report.testFiles ?? {})]) {
    const at = new URL(`../../${path}`, import.meta.url);
    if (!existsSync(at) || readFileSync(at, 'utf8') !== file.source) changed.push(path);
  }
  return changed;
}

/**
 * A Stryker report's mutation score as Stryker counts it for its break threshold: killed and timed out over every
 * mutant that ran or had no test (ignored mutants and compile or runtime errors left out), in percent.
 * @param {{ files: Record<string, { mutants: { status: string }[] }> }} report
 */
export function mutationScore(report) {
  let detected = 0;
  let valid = 0;
  for (const file of Object.values(report.files)) {
    for (const mutant of file.mutants) {
      if (['Ignored', 'CompileError', 'RuntimeError'].includes(mutant.status)) continue;
      valid += 1;
      if (mutant.status === 'Killed' || mutant.status === 'Timeout') detected += 1;
    }
  }
  return valid === 0 ? 100 : (100 * detected) / valid;
}

/** The mutation score of a target's committed report, reports/mutation/<target>.json. */
export function reportScore(name) {
  return mutationScore(readReport(name));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const wanted = args.filter((arg) => !arg.startsWith('--'));
  const names = args.includes('--ci') ? ciTargets : selectTargets(wanted, Object.keys(targets));
  let stale = 0;
  for (const name of names) {
    const changed = changedSinceReport(name);
    if (changed === null) {
      stale += 1;
      console.log(`${name}: no committed report (the whole target runs)`);
    } else if (changed.length > 0) {
      stale += 1;
      console.log(`${name}: ${changed.length} changed file(s) since its report\n  ${changed.join('\n  ')}`);
    }
  }
  console.log(
    stale === 0
      ? `All ${names.length} target(s) up to date with their reports.`
      : `${stale} of ${names.length} target(s) would re-test mutants: node scripts/mutation/run.mjs <target>, then commit reports/mutation/<target>.json.`,
  );
  if (args.includes('--check') && stale > 0) process.exit(1);
}
