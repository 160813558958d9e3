import type { TraitId } from '../command/traits.js';
import type { VirtueId } from '../command/virtues.js';
import type { TerciosUnit } from '../values/TerciosUnit.js';
import type { BattleState, UnitState } from './State.js';

/**
 * The unit as the rules layer sees it (`TerciosUnit`): its card, its markers, the commander attached to
 * it and the automatic traits of commanders whose radius covers it.
 */
export function asTerciosUnit(state: BattleState, unit: UnitState, inRadiusOf: readonly string[] = []): TerciosUnit {
  const attached = state.commanders.find((c) => c.attachedTo === unit.id && !c.removed);
  // Optional fields are assigned, not spread in (`...(x ? { x } : {})`): this runs for every commander and
  // unit a command check looks at, and each conditional spread built two throwaway objects.
  const view: { -readonly [K in keyof TerciosUnit]: TerciosUnit[K] } = {
    name: unit.name,
    category: unit.category,
    values: unit.values,
    defence: unit.defence,
    weapons: unit.weapons,
    rules: unit.rules,
    wear: unit.wear,
    disordered: unit.disordered,
    hitched: unit.hitched,
  };
  if (attached) {
    view.commander = {
      name: attached.name,
      rank: attached.rank,
      virtues: attached.virtues as VirtueId[],
      traits: attached.traits as TraitId[],
      commanderInChief: attached.commanderInChief,
    };
  }
  if (inRadiusOf.length > 0) view.inRadiusOf = inRadiusOf as TraitId[];
  if (unit.inspiredBy !== null) view.inspiredBy = unit.inspiredBy as VirtueId;
  return view;
}
