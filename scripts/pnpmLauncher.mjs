// How the repository's scripts start pnpm: as the script itself was started (`pnpm <script>` names its launcher in
// npm_execpath), else through npx with the version package.json's packageManager pins (no pnpm on the PATH needed).
import { readFileSync } from 'node:fs';

const rootManifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));

/** The command and its leading arguments that run pnpm. */
export function pnpmLauncher() {
  const execPath = process.env.npm_execpath;
  if (execPath && /pnpm/.test(execPath) && /\.c?js$/.test(execPath)) return [process.execPath, [execPath]];
  return ['npx', ['-y', rootManifest.packageManager]];
}
