import { defineConfig } from 'vite';

// The app bundles the built workspace packages (their dist, as Node resolves them), so the browser plays
// exactly the code `muster replay` and the e2e replay check run. Everything is bundled: no CDN, no fonts,
// no network at run time. Build the dependencies first (`pnpm build` does, in dependency order).
export default defineConfig({
  base: './',
  build: { outDir: 'dist/web', emptyOutDir: true, target: 'es2022', chunkSizeWarningLimit: 2000 },
});
