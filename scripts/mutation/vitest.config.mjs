// The vitest config Stryker runs: the root config (workspace aliases to src, setup file), with only the specs of
// the target named by MUTATION_TARGET. Paths resolve from this file, so inside Stryker's sandbox they point at the
// sandbox's copy of the sources, never at the working tree.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import rootConfig from '../../vitest.config.ts';
import { targets } from './targets.mjs';

const name = process.env['MUTATION_TARGET'] ?? '';
const target = targets[name];
if (target === undefined) throw new Error(`MUTATION_TARGET must be one of: ${Object.keys(targets).join(', ')}`);
const root = fileURLToPath(new URL('../../', import.meta.url));

// Spread, not mergeConfig: mergeConfig would append these specs to the root config's, not replace them. The root
// config's `projects` (test files sharing their worker's modules) are left out: each project has its own include
// list, which would run every spec of the repository, and a shared module cache would keep a static mutant's
// module from being loaded again. Stryker runs the target's specs, each file isolated (vitest's default).
// The root's sequencer (slow files first) is left out too: Stryker orders and picks the tests itself.
const { projects: _projects, sequence: _sequence, experimental: _experimental, ...rootTest } = rootConfig.test ?? {};
export default defineConfig({
  ...rootConfig,
  root,
  test: {
    ...rootTest,
    include: target.specs,
    exclude: ['**/node_modules/**', ...(target.exclude ?? [])],
  },
});
