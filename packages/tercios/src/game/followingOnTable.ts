import type { FollowingUnit } from '../rules/followingUnits.js';
import type { UnitState } from './State.js';

/**
 * A battle unit as the rules of following activations read it (the ruleset's `followingUnits`): the rules given (as
 * the caller found them on its card), and `free` as the caller says (no card yet when planning; not yet activated).
 */
export function followingUnitOf(
  u: UnitState,
  rules: { readonly brigade?: boolean; readonly horde?: boolean },
  free: boolean,
): FollowingUnit {
  return {
    id: u.id,
    side: u.side,
    regiment: u.regiment,
    brigade: rules.brigade === true,
    horde: rules.horde === true,
    free,
  };
}
