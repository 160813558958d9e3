import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { main: 'src/main.ts' },
  format: ['esm'],
  sourcemap: true,
  clean: true,
  target: 'node20',
});
