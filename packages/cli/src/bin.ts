#!/usr/bin/env node
import { runCli } from './runCli.js';

// A closed pipe (`muster battle tercios | head`) is not an error. Any other failure to write standard output
// (a full disk: `muster battle tercios > out.txt`) is one line on stderr and exit 2, as for a file the CLI
// writes itself, never Node's stack trace.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(0);
  const why = error.code === 'ENOSPC' ? 'no space left on the device' : (error.code ?? error.message);
  process.stderr.write(`error: cannot write to standard output (${why}); the output is incomplete\n`);
  process.exit(2);
});

process.exitCode = await runCli(process.argv.slice(2));
