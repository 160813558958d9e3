/**
 * @muster/core/internal — building blocks Muster's own packages share (game assembly, variant binding,
 * memoising on states, dice argument checks). No stability promise: they may change in any release.
 * Rulesets and tools should use the root entry, `/geometry`, `/odds` and `/testing`.
 *
 * @packageDocumentation
 */
export { MAX_DICE_PER_ROLL, MAX_SIDES, validateDiceArgs } from '../dice/validateRoll.js';
export { formatPath } from '../schema/parseWith.js';
export { bindVariant } from '../variant/Variant.js';
export { checkSamePlugins, pluginIds, resolvePlugins, variantOptions } from '../game/Game.js';
export type { BoundPlugins } from '../game/Game.js';
export { memoOnState } from '../game/memoOnState.js';
export { emptyObjectArray, mapPacked } from '../game/packedArrays.js';
export { extendContext } from '../game/extendContext.js';
export { GEOMETRY_EPSILON } from '../geometry/tolerance.js';
