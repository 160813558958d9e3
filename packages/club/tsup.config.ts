import { defineConfig } from 'tsup';

// The node entry: the club ruleset (for `muster replay`) and the static server (for `muster club`).
export default defineConfig({
  entry: { index: 'src/index.ts' },
  format: ['esm'],
  sourcemap: true,
  clean: false,
  target: 'node20',
});
