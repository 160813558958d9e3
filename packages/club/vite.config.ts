import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

const HERE = dirname(fileURLToPath(import.meta.url));
const OUT = join(HERE, 'dist', 'web');

/**
 * Writes the service worker (src/ui/pwa/sw.js) into the build with the list of every file of the build and a
 * hash of their contents, so a phone that loaded the app once keeps all of it, and a new build replaces it.
 */
function serviceWorker(): Plugin {
  return {
    name: 'muster-club-service-worker',
    apply: 'build',
    closeBundle() {
      const files = readdirSync(OUT, { recursive: true, withFileTypes: true })
        .filter((f) => f.isFile() && f.name !== 'sw.js' && !f.name.endsWith('.map'))
        .map((f) => relative(OUT, join(f.parentPath, f.name)).split(sep).join('/'))
        .sort();
      const hash = createHash('sha256');
      for (const f of files) hash.update(f).update(readFileSync(join(OUT, f)));
      const source = readFileSync(join(HERE, 'src', 'ui', 'pwa', 'sw.js'), 'utf8')
        .replace(`['__MUSTER_FILES__']`, JSON.stringify(['./', ...files.map((f) => `./${f}`)]))
        .replace('__MUSTER_VERSION__', hash.digest('hex').slice(0, 16));
      writeFileSync(join(OUT, 'sw.js'), source);
    },
  };
}

// The app bundles the built workspace packages (their dist, as Node resolves them), so the browser plays
// exactly the code `muster replay` and the e2e replay check run. Everything is bundled: no CDN, no fonts,
// no network at run time. Build the dependencies first (`pnpm build` does, in dependency order).
export default defineConfig({
  base: './',
  build: { outDir: OUT, emptyOutDir: true, target: 'es2022', chunkSizeWarningLimit: 2000 },
  plugins: [serviceWorker()],
});
