#!/usr/bin/env node
// The `muster` command. A file that exists before the build, so installing the workspace can link the bin;
// the command itself is the built dist/bin.js.
import { existsSync } from 'node:fs';

const built = new URL('../dist/bin.js', import.meta.url);
if (!existsSync(built)) {
  process.stderr.write('muster: the CLI is not built yet; run `pnpm build` in the Muster repository first\n');
  process.exit(2);
}
await import(built.href);
