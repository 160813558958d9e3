import type { Side } from '../scenario/TerciosScenario.js';
import type { BattleEvent } from './BattleEvent.js';
import type { BattleState, CommanderState, UnitState } from './BattleState.js';

const other = (s: Side): Side => (s === 'A' ? 'B' : 'A');

/** Whether a side still has a troop able to act this turn (Game Sequence: "as long as each side has a troop able to act"). */
export function canAct(state: BattleState, side: Side): boolean {
  return state.units.some((u) => u.side === side && !u.destroyed && !u.activated);
}

/**
 * The side to activate after `side` finished: the opponent when it still has a troop to act, otherwise
 * `side` again (Brevis: "If one side runs out of units, the other activates all its remaining units").
 */
export function nextSide(state: BattleState, side: Side): Side {
  return canAct(state, other(side)) ? other(side) : side;
}

function mapUnit(state: BattleState, id: string, f: (u: UnitState) => UnitState): BattleState {
  return { ...state, units: state.units.map((u) => (u.id === id ? f(u) : u)) };
}

function mapCommander(state: BattleState, id: string, f: (c: CommanderState) => CommanderState): BattleState {
  return { ...state, commanders: state.commanders.map((c) => (c.id === id ? f(c) : c)) };
}

/**
 * The one reducer of a Tercios battle: applies an event to the state. Pure; never rolls.
 */
export function reduceBattle(state: BattleState, event: BattleEvent): BattleState {
  switch (event.kind) {
    case 'order-placed':
      return mapUnit(state, event.unit, (u) => ({ ...u, order: event.order, brigade: event.brigade }));
    case 'planning-done':
      return event.side === 'A' ? { ...state, activeSide: 'B' } : state;
    case 'initiative':
      return { ...state, stage: 'initiative', initiative: event.winner, activeSide: event.winner };
    case 'first-player':
      return { ...state, stage: 'action', activeSide: canAct(state, event.side) ? event.side : other(event.side) };
    case 'commander-activated':
      return { ...state, commanderActivated: event.commander };
    case 'commander-escaped':
    case 'commander-moved':
      return mapCommander(state, event.commander, (c) => ({ ...c, position: event.to }));
    case 'command-test':
      return state;
    case 'commander-exhausted':
      return mapCommander(state, event.commander, (c) => ({ ...c, exhausted: true }));
    case 'commander-attached':
      return mapCommander(state, event.commander, (c) => ({
        ...c,
        attachedTo: event.unit,
        // Commanders and Losses > Joining a troop: a commander that has joined is Exhausted.
        exhausted: event.unit !== null ? true : c.exhausted,
        joinedThisTurn: event.unit !== null ? true : c.joinedThisTurn,
      }));
    case 'commander-removed':
      return mapCommander(state, event.commander, (c) => ({ ...c, removed: true, attachedTo: null }));
    case 'activation-started': {
      const actor = state.units.find((u) => u.id === event.unit);
      // Inspiring lasts until the opponent's next activation; Erudite binds only the next activation of that side.
      const cleared = {
        ...state,
        erudite: actor && state.units.find((u) => u.id === state.erudite)?.side === actor.side ? null : state.erudite,
        coordinated: state.coordinated?.includes(event.unit) ? null : state.coordinated,
        units: state.units.map((u) => (actor && u.inspiredBy !== null && u.side !== actor.side ? { ...u, inspiredBy: null } : u)),
      };
      const s = mapUnit(cleared, event.unit, (u) => ({ ...u, activated: true, order: null }));
      return {
        ...s,
        acting: {
          unit: event.unit,
          order: event.order,
          actions: [],
          freeReorient: false,
          brigadeQueue: event.brigadeQueue,
          chargeTarget: null,
          interrupted: false,
          counterCharge: false,
          ...(event.fearless ? { fearless: event.fearless } : {}),
          ...(state.nextToActivate?.unit === event.unit ? { boost: state.nextToActivate.trait } : {}),
        },
        nextToActivate: null,
        // Fearless allows a second activation of a unit ("the cost of choosing a second activation"): not counted twice.
        activations: event.fearless?.secondActivation ? s.activations : { ...s.activations, [event.unit]: (s.activations[event.unit] ?? 0) + 1 },
      };
    }
    case 'order-test':
      return state;
    case 'order-lost':
      return mapUnit(state, event.unit, (u) => ({ ...u, order: null, activated: true, brigade: null }));
    case 'action-taken':
      return state.acting ? { ...state, acting: { ...state.acting, actions: [...state.acting.actions, event.action] } } : state;
    case 'free-reorient-used':
      return state.acting ? { ...state, acting: { ...state.acting, freeReorient: true } } : state;
    case 'unit-moved':
      return mapUnit(state, event.unit, (u) => ({ ...u, base: event.base, inBuilding: event.inBuilding }));
    case 'unit-hitched':
      return mapUnit(state, event.unit, (u) => ({ ...u, hitched: event.hitched }));
    case 'unit-state':
      return mapUnit(state, event.unit, (u) => ({ ...u, wear: event.wear, disordered: event.disordered }));
    case 'unit-destroyed': {
      const unit = state.units.find((u) => u.id === event.unit);
      const s = mapUnit(state, event.unit, (u) => ({ ...u, destroyed: true, order: null, activated: true }));
      if (!unit) return s;
      const scorer = other(unit.side);
      return {
        ...s,
        points: { ...s.points, [scorer]: s.points[scorer] + event.points },
        acting: s.acting && s.acting.brigadeQueue.includes(unit.id) ? { ...s.acting, brigadeQueue: s.acting.brigadeQueue.filter((id) => id !== unit.id) } : s.acting,
      };
    }
    case 'charge-declared':
      return state.acting && state.acting.unit === event.unit ? { ...state, acting: { ...state.acting, chargeTarget: event.target } } : state;
    case 'charge-resolved':
      return state.acting ? { ...state, acting: { ...state.acting, chargeTarget: null } } : state;
    case 'activation-interrupted':
      return state.acting ? { ...state, acting: { ...state.acting, interrupted: true } } : state;
    case 'shot':
    case 'combat':
    case 'rout-test':
      return state;
    case 'reaction-offered':
      return { ...state, reaction: event.reaction };
    case 'reaction-closed':
      return { ...state, reaction: null };
    case 'order-changed':
      return mapUnit(state, event.unit, (u) => ({ ...u, order: event.order }));
    case 'authoritarian':
      return { ...state, authoritarian: event.unit };
    case 'next-to-activate':
      return { ...state, nextToActivate: { unit: event.unit, trait: event.trait } };
    case 'energetic-turn':
      return state.acting ? { ...state, acting: { ...state.acting, boost: 'energetic-turn' } } : state;
    case 'boost-used': {
      if (!state.acting) return state;
      const { boost: _used, ...acting } = state.acting;
      void _used;
      return { ...state, acting };
    }
    case 'inspired':
      return mapUnit(state, event.unit, (u) => ({ ...u, inspiredBy: event.virtue }));
    case 'erudite':
      return { ...state, erudite: event.unit };
    case 'coordinated':
      return { ...state, coordinated: event.units };
    case 'commander-refreshed':
      return mapCommander(state, event.commander, (c) => ({ ...c, exhausted: false }));
    case 'order-forced':
      return state.acting ? { ...state, acting: { ...state.acting, order: event.order } } : state;
    case 'reaction': {
      // Evasion may be attempted by cavalry already activated: that is not a second activation.
      const before = state.units.find((u) => u.id === event.unit);
      const s0 = mapUnit(state, event.unit, (u) => ({ ...u, activated: true, order: null, brigade: null }));
      const s = event.response === 'counter-charge' && s0.acting ? { ...s0, acting: { ...s0.acting, counterCharge: true } } : s0;
      if (before?.activated) return s;
      return { ...s, activations: { ...s.activations, [event.unit]: (s.activations[event.unit] ?? 0) + 1 } };
    }
    case 'cold-blood-offered':
      return { ...state, coldBlood: event.pending };
    case 'cold-blood-closed':
      return { ...state, coldBlood: null };
    case 'command-cancelled':
      return state;
    case 'resisting':
      return mapUnit(state, event.unit, (u) => ({ ...u, resisting: true }));
    case 'activation-ended':
      return { ...state, acting: null, commanderActivated: null, authoritarian: null, nextToActivate: null, activeSide: nextSide(state, state.activeSide) };
    case 'turn-ended':
      return {
        ...state,
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
        units: state.units.map((u) => ({ ...u, activated: u.destroyed, resisting: false, order: null, brigade: null })),
        // Planning phase: both players remove the Exhausted markers of their commanders.
        commanders: state.commanders.map((c) => ({ ...c, exhausted: false, joinedThisTurn: false })),
      };
    case 'battle-ended':
      return { ...state, stage: 'over', result: event.result, acting: null, reaction: null };
  }
}
