#!/usr/bin/env node
// `pnpm muster <args>` from any folder of the repository: builds the CLI and the packages it depends on
// whose dist/ is missing or older than their sources (none, when nothing changed), then runs it.
// pnpm runs a root script in the repository's root folder and names the folder the user ran it from in
// INIT_CWD: the command runs there, so its paths are relative to that folder as with any command.
import { spawnSync } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { staleBuilds } from './staleBuilds.mjs';

const bin = fileURLToPath(new URL('../dist/bin.js', import.meta.url));
const root = fileURLToPath(new URL('../../..', import.meta.url));
const stale = staleBuilds(root, '@muster/cli');
if (stale.length > 0) {
  const execpath = process.env.npm_execpath;
  const [command, args] = execpath && /\.c?js$/.test(execpath) ? [process.execPath, [execpath]] : ['pnpm', []];
  process.stderr.write(`muster: building ${stale.join(', ')} first (changed since their last build)...\n`);
  const built = spawnSync(command, [...args, ...stale.flatMap((name) => ['--filter', name]), 'run', 'build'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (built.status !== 0) {
    process.stderr.write('muster: the build failed; run `pnpm build` to see why\n');
    process.exit(1);
  }
}
if (process.env.npm_lifecycle_event === 'muster' && process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
await import(pathToFileURL(bin).href);
