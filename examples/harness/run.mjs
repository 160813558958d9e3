#!/usr/bin/env node
// `pnpm harness`: builds the packages the harness needs (quietly, showing the output only if the build
// fails), then plays one battle in every registered ruleset. Arguments pass through (--full, --seed S).
import { spawnSync } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const execpath = process.env.npm_execpath;
const [command, prefix] = execpath && /\.c?js$/.test(execpath) ? [process.execPath, [execpath]] : ['pnpm', []];
process.stderr.write('Building the packages the harness needs...\n');
const built = spawnSync(command, [...prefix, '--filter', '@muster/example-harness...', 'run', 'build'], {
  cwd: root,
  encoding: 'utf8',
  maxBuffer: 64 * 1024 * 1024,
});
if (built.status !== 0) {
  process.stderr.write(
    `${built.stdout ?? ''}${built.stderr ?? ''}${built.error ? String(built.error) : ''}\nThe build failed (output above).\n`,
  );
  process.exit(1);
}
await import(pathToFileURL(fileURLToPath(new URL('./dist/main.js', import.meta.url))).href);
