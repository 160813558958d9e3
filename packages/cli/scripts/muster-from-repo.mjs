#!/usr/bin/env node
// `pnpm muster <args>` from the repository root: builds the CLI and the packages it depends on when
// dist/bin.js is missing, then runs it. After editing sources, run `pnpm build` to refresh dist/.
// pnpm runs a root script in the repository's root folder and names the folder the user ran it from in
// INIT_CWD: the command runs there, so its paths are relative to that folder as with any command.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

const bin = fileURLToPath(new URL('../dist/bin.js', import.meta.url));
if (!existsSync(bin)) {
  const execpath = process.env.npm_execpath;
  const [command, args] = execpath && /\.c?js$/.test(execpath) ? [process.execPath, [execpath]] : ['pnpm', []];
  process.stderr.write('muster: building the CLI first (once)...\n');
  const built = spawnSync(command, [...args, '--filter', '@muster/cli...', 'run', 'build'], {
    cwd: fileURLToPath(new URL('../../..', import.meta.url)),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (built.status !== 0) {
    process.stderr.write('muster: the build failed; run `pnpm build` to see why\n');
    process.exit(1);
  }
}
if (process.env.npm_lifecycle_event === 'muster' && process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
await import(pathToFileURL(bin).href);
