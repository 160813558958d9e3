import { MusterError, type ParamSpec } from '@muster/core';

/**
 * Turns `--name value`, `--name=value` and boolean `--flag` tokens into raw parameter values for
 * `parseParams`. A boolean spec takes no value unless written `--flag=false`. Unknown names are kept, so
 * `parseParams` can refuse them with the list of valid ones.
 */
export function parseMechanicArgs(tokens: readonly string[], specs: readonly ParamSpec[]): Record<string, string> {
  // No prototype: `--__proto__ x` must be an unknown parameter like any other, not a prototype assignment.
  const raw = Object.create(null) as Record<string, string>;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (!token.startsWith('--') || token === '--') {
      throw new MusterError('bad-input', `unexpected argument "${token}"`, {
        path: 'arguments',
        expected: `parameters as --name value (${specs.map((s) => `--${s.name}`).join(', ') || 'none for this mechanic'})`,
      });
    }
    const eq = token.indexOf('=');
    const name = eq === -1 ? token.slice(2) : token.slice(2, eq);
    const spec = specs.find((s) => s.name === name);
    if (eq !== -1) {
      raw[name] = token.slice(eq + 1);
    } else if (spec?.kind === 'boolean') {
      raw[name] = 'true';
    } else {
      const value = tokens[i + 1];
      if (value === undefined || (value.startsWith('--') && spec !== undefined)) {
        if (spec === undefined) {
          raw[name] = '';
          continue;
        }
        throw new MusterError('bad-input', `--${name} needs a value`, {
          path: `params.${name}`,
          expected: spec.description,
        });
      }
      raw[name] = value;
      i++;
    }
  }
  return raw;
}
