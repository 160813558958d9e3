#!/usr/bin/env node
// Serves the built club app on localhost: `pnpm club [--port N] [--host H]` from the repository root.
import { startClubServer } from '../dist/index.js';

const arg = (name) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const port = Number(arg('port') ?? process.env.PORT ?? 5178);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`--port must be a port number (0-65535), got ${arg('port') ?? process.env.PORT}`);
  process.exit(2);
}
try {
  const server = await startClubServer({ port, host: arg('host') ?? '127.0.0.1' });
  console.log('Press Ctrl+C to stop.');
  const stop = () => {
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} catch (error) {
  console.error(error?.toUserLine?.() ?? String(error));
  process.exit(error?.code === 'internal' ? 1 : 2);
}
