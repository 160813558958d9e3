import { memoOnState, mapPacked } from '@muster/core';
import type { BattleState, UnitState } from '../game/State.js';
import type { Side } from '../game/Scenario.js';
import { stateWith, unitWith } from '../game/stateShapes.js';

/**
 * What one player may know of a battle: the enemy's Order cards are face down. The state keeps every
 * order (a saved game must resume), so a bot decides on this view instead: each enemy card not yet
 * revealed shows as Ready!, a placeholder that says a card is there but not which one. A card is
 * revealed when its unit is activated (`acting`) or reacts (it is then spent). Brigade cards stay
 * visible as shared (the Brigade is declared at planning), and the shared card is seen by all once one of its
 * units has been activated or has reacted (Brevis: "a reaction by one reveals the shared order").
 * Rulebook: Order Cards ("placed face down").
 *
 * @example
 * const view = playerView(state, 'A'); // B's planned orders all read 'ready'
 */
export function playerView(state: BattleState, player: Side): BattleState {
  // The view of a state is made once, and an enemy unit's face-down copy once for as long as the unit is
  // the same object: the facts the bot's heuristics remember of units and states (lines of fire, charge
  // plans, the unit as the rules see it) then carry over between decisions as they do for the state itself.
  return memoOnState(state, state, `playerView|${player}`, () => {
    const revealed = state.acting?.unit;
    // A Brigade's single card is seen once one of its units has been activated or has reacted (Brevis: "a
    // reaction by one reveals the shared order"; The Troops > Brigade: "A single order").
    const shown = new Set(state.units.flatMap((u) => (u.brigade !== null && u.activated ? [u.brigade] : [])));
    const units = mapPacked(state.units, (u) =>
      u.side === player ||
      u.order === null ||
      u.order === 'ready' ||
      u.id === revealed ||
      (u.brigade !== null && shown.has(u.brigade))
        ? u
        : faceDown(u),
    );
    // A decision waiting on a question keeps the units as they were before it (`resume.undo`): their cards too.
    const resume = state.resume;
    const undone = resume?.undo.units.some((u) => u.side !== player && u.order !== null && u.order !== 'ready');
    const hidden =
      resume && undone
        ? {
            resume: {
              ...resume,
              undo: {
                ...resume.undo,
                units: resume.undo.units.map((u) =>
                  u.side === player || u.order === null || u.order === 'ready' ? u : faceDown(u),
                ),
              },
            },
          }
        : {};
    return units.some((u, i) => u !== state.units[i]) || undone ? stateWith(state, { units, ...hidden }) : state;
  });
}

/** The unit with its Order card face down (showing Ready!), the same object for the same unit. */
function faceDown(unit: UnitState): UnitState {
  let copy = FACE_DOWN.get(unit);
  if (copy === undefined) FACE_DOWN.set(unit, (copy = unitWith(unit, { order: 'ready' })));
  return copy;
}

const FACE_DOWN = new WeakMap<UnitState, UnitState>();
