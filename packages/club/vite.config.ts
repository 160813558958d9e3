import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// The app bundles the workspace packages from source (as vitest does), so a clean checkout builds it
// without building them first. Everything is bundled: no CDN, no fonts, no network at run time.
const packagesDir = fileURLToPath(new URL('../', import.meta.url));
const alias = readdirSync(packagesDir)
  .filter((name) => existsSync(`${packagesDir}${name}/src/index.ts`))
  .map((name) => ({ find: new RegExp(`^@muster/${name}$`), replacement: `${packagesDir}${name}/src/index.ts` }));

export default defineConfig({
  base: './',
  resolve: { alias },
  build: { outDir: 'dist/web', emptyOutDir: true, target: 'es2022', chunkSizeWarningLimit: 2000 },
});
