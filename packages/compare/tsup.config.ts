import { defineConfig } from 'tsup';

// battleWorker is its own entry: the worker pool loads dist/battleWorker.js beside dist/index.js.
export default defineConfig({
  entry: { index: 'src/index.ts', battleWorker: 'src/batch/battleWorker.ts' },
  format: ['esm'],
  sourcemap: true,
  clean: true,
  target: 'node20',
});
