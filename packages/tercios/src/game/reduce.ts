import { mapPacked } from '@muster/core';
import type { Side } from './Scenario.js';
import type { BattleEvent } from './Event.js';
import type { Acting, BattleState, CommanderState, UnitState } from './State.js';
import { actingWith, commanderWith, stateWith, unitWith } from './stateShapes.js';

const other = (s: Side): Side => (s === 'A' ? 'B' : 'A');

/** Whether a side still has a troop able to act this turn (Game Sequence: "as long as each side has a troop able to act"). */
export function canAct(state: BattleState, side: Side): boolean {
  return state.units.some((u) => u.side === side && !u.destroyed && !u.activated);
}

/** Whether a side has a commander that may be activated (on the table, not Exhausted). Rulebook: Command. */
export function hasActivatableCommander(state: BattleState, side: Side): boolean {
  return state.commanders.some((c) => c.side === side && !c.removed && !c.exhausted);
}

/**
 * The side to activate after `side` finished: the opponent when it still has a troop to act; an opponent with no
 * troop left but a commander it may activate, while `side` still has troops (Game Sequence: "If there are no more
 * troops to activate but the enemy still has some, a lone commander may be activated and the turn passed to the
 * opponent so that they activate a unit": it may also pass); otherwise `side` again (Brevis: "If one side runs out
 * of units, the other activates all its remaining units").
 */
export function nextSide(state: BattleState, side: Side): Side {
  if (canAct(state, other(side))) return other(side);
  return canAct(state, side) && hasActivatableCommander(state, other(side)) ? other(side) : side;
}

function mapUnit(state: BattleState, id: string, f: (u: UnitState) => UnitState): BattleState {
  return stateWith(state, { units: mapPacked(state.units, (u) => (u.id === id ? f(u) : u)) });
}

function mapCommander(state: BattleState, id: string, f: (c: CommanderState) => CommanderState): BattleState {
  return stateWith(state, { commanders: mapPacked(state.commanders, (c) => (c.id === id ? f(c) : c)) });
}

/**
 * The one reducer of a Tercios battle: applies an event to the state. Pure; never rolls.
 */
export function reduceBattle(state: BattleState, event: BattleEvent): BattleState {
  switch (event.kind) {
    case 'order-placed':
      return mapUnit(state, event.unit, (u) => unitWith(u, { order: event.order, brigade: event.brigade }));
    case 'planning-done':
      return event.side === 'A' ? stateWith(state, { activeSide: 'B' }) : state;
    case 'initiative':
      return stateWith(state, { stage: 'initiative', initiative: event.winner, activeSide: event.winner });
    case 'first-player':
      return stateWith(state, {
        stage: 'action',
        activeSide: canAct(state, event.side) ? event.side : other(event.side),
      });
    case 'commander-activated':
      return stateWith(state, { commanderActivated: event.commander });
    case 'commander-escaped':
    case 'commander-moved':
      return mapCommander(state, event.commander, (c) => commanderWith(c, { position: event.to }));
    case 'command-test':
      return state;
    case 'commander-exhausted':
      return mapCommander(state, event.commander, (c) => commanderWith(c, { exhausted: true }));
    case 'commander-attached':
      return mapCommander(state, event.commander, (c) =>
        commanderWith(c, {
          attachedTo: event.unit,
          // Commanders and Losses > Joining a troop: a commander that has joined is Exhausted.
          exhausted: event.unit !== null ? true : c.exhausted,
          joinedThisTurn: event.unit !== null ? true : c.joinedThisTurn,
        }),
      );
    case 'commander-removed': {
      const removed = mapCommander(state, event.commander, (c) =>
        commanderWith(c, { removed: true, attachedTo: null }),
      );
      // In the wrong place, Movement > Overlap: a commander killed before it was placed is no longer asked about.
      const unasked = state.escapes?.some((e) => e.commander === event.commander)
        ? stateWith(removed, { escapes: openEscapes(state, event.commander) })
        : removed;
      return state.passedThrough?.some((p) => p.commander === event.commander)
        ? stateWith(unasked, { passedThrough: openPassed(state, event.commander) })
        : unasked;
    }
    case 'activation-started': {
      const actor = state.units.find((u) => u.id === event.unit);
      // Inspiring lasts until the opponent's next activation; Erudite binds only the next activation of that side.
      const cleared = stateWith(state, {
        erudite: actor && state.units.find((u) => u.id === state.erudite)?.side === actor.side ? null : state.erudite,
        coordinated: state.coordinated?.includes(event.unit) ? null : state.coordinated,
        units: mapPacked(state.units, (u) =>
          actor && u.inspiredBy !== null && u.side !== actor.side ? unitWith(u, { inspiredBy: null }) : u,
        ),
      });
      const s = mapUnit(cleared, event.unit, (u) => unitWith(u, { activated: true, order: null }));
      const acting: Acting = {
        unit: event.unit,
        order: event.order,
        actions: [],
        freeReorient: false,
        brigadeQueue: event.brigadeQueue,
        chargeTarget: null,
        interrupted: false,
        counterCharge: false,
      };
      if (state.nextToActivate?.unit === event.unit) acting.boost = state.nextToActivate.trait;
      if (event.fearless) acting.fearless = event.fearless;
      return stateWith(s, {
        acting,
        nextToActivate: null,
        // Fearless allows a second activation of a unit ("the cost of choosing a second activation"): not counted twice.
        activations: event.fearless?.secondActivation
          ? s.activations
          : { ...s.activations, [event.unit]: (s.activations[event.unit] ?? 0) + 1 },
      });
    }
    case 'order-test':
      return state;
    case 'order-lost':
      return mapUnit(state, event.unit, (u) => unitWith(u, { order: null, activated: true, brigade: null }));
    case 'action-taken':
      return state.acting
        ? stateWith(state, {
            acting: actingWith(
              state.acting,
              { actions: [...state.acting.actions, event.action] },
              { dropCaracole: true },
            ),
          })
        : state;
    case 'caracole-offered':
      return state.acting ? stateWith(state, { acting: actingWith(state.acting, { caracole: true }) }) : state;
    case 'caracole-test':
      return state.acting ? stateWith(state, { acting: actingWith(state.acting, {}, { dropCaracole: true }) }) : state;
    case 'free-reorient-used':
      return state.acting ? stateWith(state, { acting: actingWith(state.acting, { freeReorient: true }) }) : state;
    case 'unit-moved':
      return mapUnit(state, event.unit, (u) => unitWith(u, { base: event.base, inBuilding: event.inBuilding }));
    case 'unit-hitched':
      return mapUnit(state, event.unit, (u) => unitWith(u, { hitched: event.hitched }));
    case 'unit-state':
      return mapUnit(state, event.unit, (u) => unitWith(u, { wear: event.wear, disordered: event.disordered }));
    case 'unit-destroyed': {
      const unit = state.units.find((u) => u.id === event.unit);
      const s = mapUnit(state, event.unit, (u) => unitWith(u, { destroyed: true, order: null, activated: true }));
      if (!unit) return s;
      const scorer = other(unit.side);
      return stateWith(s, {
        points: {
          A: s.points.A + (scorer === 'A' ? event.points : 0),
          B: s.points.B + (scorer === 'B' ? event.points : 0),
        },
        acting: s.acting?.brigadeQueue.includes(unit.id)
          ? actingWith(s.acting, { brigadeQueue: s.acting.brigadeQueue.filter((id) => id !== unit.id) })
          : s.acting,
      });
    }
    case 'charge-declared':
      return state.acting?.unit === event.unit
        ? stateWith(state, {
            acting: actingWith(state.acting, { chargeTarget: event.target, chargeFlank: event.flank }),
          })
        : state;
    case 'charge-moved':
      return state.acting?.unit === event.unit
        ? stateWith(state, {
            acting: actingWith(state.acting, {
              chargeMoved: { from: event.from, contact: event.contact, flank: event.flank },
            }),
          })
        : state;
    case 'combat-moved':
      return state.acting
        ? stateWith(state, {
            acting: actingWith(state.acting, {
              combatMoved: [
                ...(state.acting.combatMoved ?? []),
                { unit: event.unit, from: event.from, to: event.to, enemy: event.enemy },
              ],
            }),
          })
        : state;
    case 'combat-moved-reactions':
      return state.acting?.combatMoved
        ? stateWith(state, { acting: actingWith(state.acting, { combatMoved: state.acting.combatMoved.slice(1) }) })
        : state;
    case 'charge-resolved':
      return state.acting ? stateWith(state, { acting: actingWith(state.acting, { chargeTarget: null }) }) : state;
    case 'activation-interrupted':
      return state.acting ? stateWith(state, { acting: actingWith(state.acting, { interrupted: true }) }) : state;
    case 'shot':
    case 'combat':
    case 'rout-test':
      return state;
    case 'reaction-offered':
      return stateWith(state, { reaction: event.reaction });
    case 'reaction-closed':
      return stateWith(state, { reaction: null });
    case 'order-changed':
      return mapUnit(state, event.unit, (u) => unitWith(u, { order: event.order }));
    case 'authoritarian':
      return stateWith(state, { authoritarian: event.unit });
    case 'next-to-activate':
      return stateWith(state, { nextToActivate: { unit: event.unit, trait: event.trait } });
    case 'energetic-turn':
      return state.acting ? stateWith(state, { acting: actingWith(state.acting, { boost: 'energetic-turn' }) }) : state;
    case 'brigade-next':
      return state.acting
        ? stateWith(state, { acting: actingWith(state.acting, { brigadeNext: event.units }) })
        : state;
    case 'boost-used': {
      if (!state.acting) return state;
      return stateWith(state, { acting: actingWith(state.acting, {}, { dropBoost: true }) });
    }
    case 'inspired':
      return mapUnit(state, event.unit, (u) => unitWith(u, { inspiredBy: event.virtue }));
    case 'erudite':
      return stateWith(state, { erudite: event.unit });
    case 'coordinated':
      return stateWith(state, { coordinated: event.units });
    case 'commander-refreshed':
      return mapCommander(state, event.commander, (c) => commanderWith(c, { exhausted: false }));
    case 'order-forced':
      return state.acting ? stateWith(state, { acting: actingWith(state.acting, { order: event.order }) }) : state;
    case 'reaction': {
      // Evasion may be attempted by cavalry already activated: that is not a second activation.
      const before = state.units.find((u) => u.id === event.unit);
      // The card is spent; the unit stays in its Brigade, whose shared card the reaction revealed (playerView).
      const s0 = mapUnit(state, event.unit, (u) => unitWith(u, { activated: true, order: null }));
      const s =
        event.response === 'counter-charge' && s0.acting
          ? stateWith(s0, { acting: actingWith(s0.acting, { counterCharge: true }) })
          : s0;
      if (before?.activated) return s;
      return stateWith(s, { activations: { ...s.activations, [event.unit]: (s.activations[event.unit] ?? 0) + 1 } });
    }
    case 'escape-offered':
      return stateWith(state, {
        escapes: [...(state.escapes ?? []), event.pending],
        ...(event.resume ? { resume: event.resume } : {}),
      });
    case 'escape-closed':
      return stateWith(state, { escapes: openEscapes(state, event.commander), resume: null });
    case 'selfless-offered':
      return stateWith(state, { selfless: event.pending, resume: event.resume });
    case 'selfless-answered':
      return stateWith(state, { selfless: null, resume: null });
    case 'passed-through-offered':
      return stateWith(state, {
        passedThrough: [...(state.passedThrough ?? []), event.pending],
        ...(event.resume ? { resume: event.resume } : {}),
      });
    case 'passed-through-closed':
      // Asked at the passing, the decision that moved the unit goes on (`resume` cleared); asked after it, none waits.
      return stateWith(state, {
        passedThrough: openPassed(state, event.commander),
        ...(state.resume ? { resume: null } : {}),
      });
    case 'cold-blood-offered':
      return stateWith(state, { coldBlood: event.pending });
    case 'cold-blood-closed':
      return stateWith(state, { coldBlood: null });
    case 'combat-question':
      return stateWith(state, { combat: event.combat });
    case 'combat-answer':
      return stateWith(state, { combat: null });
    case 'command-cancelled':
      return state;
    case 'resisting':
      return mapUnit(state, event.unit, (u) => unitWith(u, { resisting: true }));
    case 'resisting-ended':
      return mapUnit(state, event.unit, (u) => unitWith(u, { resisting: false }));
    case 'activation-ended':
      return stateWith(state, {
        acting: null,
        commanderActivated: null,
        authoritarian: null,
        nextToActivate: null,
        activeSide: nextSide(state, state.activeSide),
      });
    case 'turn-ended':
      return stateWith(state, {
        turn: state.turn + 1,
        stage: 'planning',
        activeSide: 'A',
        initiative: null,
        acting: null,
        reaction: null,
        commanderActivated: null,
        authoritarian: null,
        nextToActivate: null,
        activations: {},
        erudite: null,
        coordinated: null,
        units: mapPacked(state.units, (u) =>
          unitWith(u, { activated: u.destroyed, resisting: false, order: null, brigade: null }),
        ),
        // Planning phase: both players remove the Exhausted markers of their commanders.
        commanders: mapPacked(state.commanders, (c) => commanderWith(c, { exhausted: false, joinedThisTurn: false })),
      });
    case 'battle-ended':
      return stateWith(state, { stage: 'over', result: event.result, acting: null, reaction: null });
  }
}

/** In the wrong place: the escapes still to be placed once `commander`'s is closed (null: none). */
function openEscapes(state: BattleState, commander: string): BattleState['escapes'] {
  const left = (state.escapes ?? []).filter((e) => e.commander !== commander);
  return left.length > 0 ? left : null;
}

/** Movement > Overlap: the commanders passed through still to be asked once `commander` is placed (null: none). */
function openPassed(state: BattleState, commander: string): BattleState['passedThrough'] {
  const left = (state.passedThrough ?? []).filter((p) => p.commander !== commander);
  return left.length > 0 ? left : null;
}
