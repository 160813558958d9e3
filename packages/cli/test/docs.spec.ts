import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cli } from './helpers.js';

const doc = readFileSync(new URL('../../../docs/cli.md', import.meta.url), 'utf8');

describe('docs/cli.md stays true to --help', () => {
  it.each([
    ['rulesets'],
    ['odds'],
    ['battle'],
    ['replay'],
    ['compare'],
    ['simulate'],
    ['ab'],
    ['merge'],
    ['solve'],
    ['club'],
    ['army', 'validate'],
    ['army', 'show'],
  ])('documents every option of muster %s', async (...command) => {
    const { stdout } = await cli(...command, '--help');
    const options = [...stdout.matchAll(/^ {2}(?:-\w, )?(--[a-z-]+)/gm)]
      .map((m) => m[1]!)
      .filter((o) => o !== '--help');
    if (!['replay', 'show'].includes(command.at(-1)!)) expect(options.length).toBeGreaterThan(0);
    expect(doc).toContain(`## \`muster ${command.join(' ')}`);
    for (const option of options) expect(doc, `${command.join(' ')} ${option}`).toContain(`\`${option}`);
  });
});
