#!/usr/bin/env node
// `pnpm harness`: builds the packages the harness needs whose sources changed since their last build
// (quietly, showing the output only if the build fails), then plays one battle in every registered
// ruleset. Arguments pass through (--full, --seed S).
import { spawnSync } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { staleBuilds } from '../../packages/cli/scripts/staleBuilds.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const execpath = process.env.npm_execpath;
const [command, prefix] = execpath && /\.c?js$/.test(execpath) ? [process.execPath, [execpath]] : ['pnpm', []];
const stale = staleBuilds(root, '@muster/example-harness');
const built =
  stale.length === 0
    ? { status: 0 }
    : (process.stderr.write(`Building ${stale.join(', ')} (changed since their last build)...\n`),
      spawnSync(command, [...prefix, ...stale.flatMap((name) => ['--filter', name]), 'run', 'build'], {
        cwd: root,
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
      }));
if (built.status !== 0) {
  process.stderr.write(
    `${built.stdout ?? ''}${built.stderr ?? ''}${built.error ? String(built.error) : ''}\nThe build failed (output above).\n`,
  );
  process.exit(1);
}
await import(pathToFileURL(fileURLToPath(new URL('./dist/main.js', import.meta.url))).href);
