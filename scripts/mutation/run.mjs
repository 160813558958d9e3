// Runs Stryker over mutation targets, one after another: `node scripts/mutation/run.mjs [target|prefix ...]`.
// No argument runs every target; `--ci` runs the targets CI checks (scripts/mutation/targets.mjs, ciTargets).
// A target's name runs that target alone; a word that names none is a prefix: `tercios` runs every tercios-*
// target. Exit status is non-zero if any target scores below its break threshold (90) or fails to run.
//
// With `--ci`, a target none of whose mutated files or specs changed since its committed report (stale.mjs: from
// git, and the sources the report recorded) is not run again: Stryker's incremental run would reuse every result (it
// re-tests a mutant only when its code or a test file covering it changed), so only its dry run would be paid, about
// half a minute a target. Its committed report's score is checked against the threshold instead. `--all` runs every
// target through Stryker all the same; so does a shallow clone, whose history cannot say when a report was written.
import { execFileSync, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { selectTargets } from './select.mjs';
import { changedSinceReport, reportScore } from './stale.mjs';
import { ciTargets, targets, thresholds } from './targets.mjs';

const BREAK = thresholds.break;
const root = fileURLToPath(new URL('../../', import.meta.url));
const args = process.argv.slice(2);
const ci = args.includes('--ci');
const wanted = args.filter((arg) => !arg.startsWith('--'));
const names = ci ? ciTargets : selectTargets(wanted, Object.keys(targets));
if (names.length === 0) {
  console.error(`No target matches ${wanted.join(' ')}; targets: ${Object.keys(targets).join(', ')}`);
  process.exit(2);
}
const shallow =
  execFileSync('git', ['rev-parse', '--is-shallow-repository'], { cwd: root, encoding: 'utf8' }).trim() === 'true';
const skipUnchanged = ci && !args.includes('--all') && !shallow;
if (ci && shallow) console.log('A shallow clone: every CI target runs through Stryker.');

const failed = [];
for (const name of names) {
  if (skipUnchanged && changedSinceReport(name)?.length === 0) {
    const score = reportScore(name);
    const passed = score >= BREAK;
    console.log(
      `=== ${name}: unchanged since its committed report, score ${score.toFixed(2)}% ${passed ? '>=' : '<'} ${BREAK}`,
    );
    if (!passed) failed.push(name);
    continue;
  }
  const started = performance.now();
  console.log(`\n=== mutation target ${name}`);
  const result = spawnSync('npx', ['stryker', 'run', 'scripts/mutation/stryker.config.mjs'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, MUTATION_TARGET: name },
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(0);
  console.log(`=== ${name}: ${result.status === 0 ? 'passed' : 'FAILED'} in ${seconds}s`);
  if (result.status !== 0) failed.push(name);
}
if (failed.length > 0) {
  console.error(`Mutation targets below threshold or failing: ${failed.join(', ')}`);
  process.exit(1);
}
