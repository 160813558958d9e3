import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts', 'src/mechanics/index.ts', 'src/schemas/index.ts'],
  format: ['esm'],
  sourcemap: true,
  clean: true,
  target: 'node20',
});
