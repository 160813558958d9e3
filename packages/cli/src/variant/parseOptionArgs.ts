import { mergeOptions, MusterError } from '@muster/core';

/**
 * Options from `--option key=value` arguments, in order (a later one wins). The value is read as JSON
 * when it parses as JSON (`3`, `true`, `"x"`, `{...}`), else as the string itself; a dotted key sets a
 * nested option (`battle.counterCharge=full-charge` → `{ battle: { counterCharge: 'full-charge' } }`).
 *
 * @example
 * parseOptionArgs(['wearyAt=first-wear', 'dirtyWar.maxExtraRounds=3']); // { wearyAt: 'first-wear', dirtyWar: { maxExtraRounds: 3 } }
 */
export function parseOptionArgs(args: readonly string[]): Record<string, unknown> {
  let out: Record<string, unknown> = {};
  for (const arg of args) {
    const at = arg.indexOf('=');
    const key = at < 0 ? '' : arg.slice(0, at).trim();
    const parts = key.split('.');
    if (at < 0 || parts.some((p) => !/^[A-Za-z_][\w-]*$/.test(p))) {
      throw new MusterError('bad-input', '--option takes key=value (a dotted key for a nested option)', {
        path: 'option',
        expected: 'e.g. --option wearyAt=first-wear',
        received: JSON.stringify(arg),
      });
    }
    const text = arg.slice(at + 1);
    let value: unknown = text;
    try {
      value = JSON.parse(text) as unknown;
    } catch {
      // not JSON: the string itself (an enum value such as first-wear)
    }
    let nested: Record<string, unknown> = { [parts.at(-1)!]: value };
    for (const part of parts.slice(0, -1).reverse()) nested = { [part]: nested };
    out = mergeOptions(out, nested);
  }
  return out;
}
