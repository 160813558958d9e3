import { MusterError } from '../errors/MusterError.js';
import { shownValue } from '../json/Json.js';
import type { GameOptions } from './GameOptions.js';
import { convertParam, type ParamSpec } from './ParamSpec.js';

/** The value at a dotted path of the options (`dirtyWar.policy`), or undefined. */
function optionAt(options: GameOptions, path: string): unknown {
  let value: unknown = options;
  for (const key of path.split('.')) {
    if (typeof value !== 'object' || value === null || !Object.hasOwn(value, key)) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/**
 * Fills every parameter the user did not give that names an `option` ({@link ParamSpec.option}) with the
 * game's option at that path, before {@link parseParams}: so `muster odds wss-6mm morale` under a variant
 * with `moraleBandAt0: "routed"` reads `--band-at-0 routed`, while a `--band-at-0` typed on the command
 * line still overrides it. Numbers become text for `choice` and `string` parameters (`lightGunLongRange:
 * 36` → `--light-gun-long-range 36`). An option value the parameter cannot take is a `bad-input` naming
 * `options.<path>`. Without options (undefined) the raw values are returned as given, and the specs'
 * defaults apply.
 *
 * @example
 * const specs = [{ name: 'band-at-0', kind: 'choice', choices: ['fall-back', 'routed'], default: 'fall-back', description: 'R4', option: 'moraleBandAt0' }];
 * parseParams(specs, paramsUnderOptions(specs, {}, { moraleBandAt0: 'routed' })); // { 'band-at-0': 'routed' }
 * parseParams(specs, paramsUnderOptions(specs, { 'band-at-0': 'fall-back' }, { moraleBandAt0: 'routed' })); // the user's 'fall-back'
 */
export function paramsUnderOptions(
  specs: readonly ParamSpec[],
  raw: Readonly<Record<string, unknown>>,
  options: GameOptions | undefined,
): Record<string, unknown> {
  const out: Record<string, unknown> = { ...raw };
  if (options === undefined) return out;
  for (const spec of specs) {
    if (spec.option === undefined || raw[spec.name] !== undefined) continue;
    const value = optionAt(options, spec.option);
    if (value === undefined) continue;
    const path = `options.${spec.option}`;
    const typed =
      (spec.kind === 'choice' || spec.kind === 'string') && (typeof value === 'number' || typeof value === 'boolean')
        ? String(value)
        : value;
    if ((spec.kind === 'integer' || spec.kind === 'number') && typeof typed !== 'number')
      throw refused(spec, path, value);
    if (spec.kind === 'boolean' && typeof typed !== 'boolean') throw refused(spec, path, value);
    try {
      out[spec.name] = convertParam(spec, typed, path);
    } catch (error) {
      if (!MusterError.is(error)) throw error;
      throw new MusterError('bad-input', `${path} cannot be --${spec.name}: ${error.message}`, {
        ...error.context,
        path,
      });
    }
  }
  return out;
}

function refused(spec: ParamSpec, path: string, value: unknown): MusterError {
  // `an integer`, `a number`, `a boolean`: the kinds refused here.
  const expected = `${spec.kind === 'integer' ? 'an' : 'a'} ${spec.kind}`;
  return new MusterError('bad-input', `${path} cannot be --${spec.name}: expected ${expected}`, {
    path,
    expected,
    received: shownValue(value),
  });
}
