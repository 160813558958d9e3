import { loadRulesets, processOutput, reportError } from '@muster/cli';
import { runHarness } from './harness.js';

// `pnpm harness [--full] [--seed S]`: one battle per registered ruleset.
const args = process.argv.slice(2);
const seedAt = args.indexOf('--seed');
try {
  const seed = seedAt >= 0 ? args[seedAt + 1] : undefined;
  runHarness(await loadRulesets(), processOutput, {
    full: args.includes('--full'),
    ...(seed !== undefined ? { seed } : {}),
  });
} catch (error) {
  process.exitCode = reportError(error, processOutput);
}
