import { MusterError } from '@muster/core';
import type { CliOutput } from '../io/CliOutput.js';

/** Options of `muster club`. */
export interface ClubCommandOptions {
  /** Port as typed (default 5178; 0 picks a free one). */
  readonly port?: string;
  /** Serve the local network (players' phones) behind an access token, with a QR code of the link. */
  readonly lan?: boolean;
}

interface ClubPackage {
  startClubServer(options: {
    port?: number;
    lan?: boolean;
    print?: (line: string) => void;
  }): Promise<{ url: string; close(): Promise<void> }>;
}

/**
 * `muster club [--port N] [--lan]`: serves the club companion (a browser app for games on a real table) on
 * localhost, prints its address and runs until interrupted. Nothing is fetched from the network. With
 * `--lan` it serves the local network (the players' phones): every request needs the access token of the
 * printed link (and QR code), kept in a cookie after the first visit.
 * `stop` resolves when the server should close (Ctrl-C by default; tests pass their own).
 */
export async function clubCommand(
  options: ClubCommandOptions,
  output: CliOutput,
  stop: Promise<void> = interrupted(),
): Promise<number> {
  // Number('') is 0, which would pick a random port: an empty or spaced value is a mistake, not a choice.
  const port = options.port === undefined ? 5178 : /^\d+$/.test(options.port) ? Number(options.port) : NaN;
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new MusterError('bad-input', '--port must be a whole number from 0 to 65535', {
      path: 'port',
      expected: 'an integer from 0 to 65535',
      received: String(options.port),
    });
  }
  const club = (await import('@muster/club')) as unknown as ClubPackage;
  const server = await club.startClubServer({
    port,
    lan: options.lan === true,
    print: (line) => {
      output.out(`${line}\n`);
    },
  });
  output.out('Press Ctrl-C to stop.\n');
  await stop;
  await server.close();
  return 0;
}

function interrupted(): Promise<void> {
  return new Promise((resolve) => {
    process.once('SIGINT', () => {
      resolve();
    });
    process.once('SIGTERM', () => {
      resolve();
    });
  });
}
