import { mapPacked } from '@muster/core';
import type { BattleEvent } from './Event.js';
import type { BattleCinc, BattleState } from './State.js';
import { brigadeWith, cincWith, currentWith, stateWith, unitWith } from './stateShapes.js';

/** Applies one event to the battle state. Pure; never rolls. */
export function reduceBattle(state: BattleState, event: BattleEvent): BattleState {
  // Copies go through stateShapes' one-literal builders (one hidden class per kind of object; see there).
  switch (event.kind) {
    case 'turn':
      return stateWith(state, {
        turn: event.turn,
        first: event.first,
        cincPending: state.cincs ? [event.first, event.first === 'A' ? 'B' : 'A'] : [],
        activeSide: event.first,
        current: null,
        phase: 'movement',
        brigades: mapPacked(state.brigades, (b) =>
          brigadeWith(b, {
            activation: state.units.some((u) => u.brigade === b.id && u.status === 'active') ? 'pending' : 'done',
          }),
        ),
        units: mapPacked(state.units, (u) =>
          unitWith(u, { moved: 'none', failedCharge: false, charge: null, firedAtCharger: false }),
        ),
      });
    case 'phase':
      return stateWith(state, { phase: event.phase });
    case 'activation':
      return stateWith(state, {
        brigades: mapPacked(state.brigades, (b) =>
          b.id === event.brigade ? brigadeWith(b, { activation: event.activated ? 'activated' : 'failed' }) : b,
        ),
        current:
          event.activated && event.pending.length > 0
            ? {
                brigade: event.brigade,
                pending: event.pending,
                attaching: true,
                charging: event.charging ?? [],
                inMelee: event.inMelee?.length ? event.inMelee : undefined,
              }
            : null,
      });
    case 'ordered': {
      const current = state.current;
      return current
        ? stateWith(state, {
            current: currentWith(current, {
              pending: event.declined ? current.pending : current.pending.filter((id) => id !== event.unit),
              charging: current.charging.filter((id) => id !== event.unit),
            }),
          })
        : state;
    }
    case 'move-rolled':
    case 'move-chosen': {
      const current = state.current;
      if (!current) return state;
      const moving =
        event.kind === 'move-rolled'
          ? { unit: event.unit, order: event.order, rolled: event.rolled, most: event.most }
          : undefined;
      return stateWith(state, { current: currentWith(current, { moving }) });
    }
    case 'activation-ended':
      return stateWith(state, {
        current: null,
        activeSide: event.next,
        brigades: mapPacked(state.brigades, (b) =>
          b.id === event.brigade ? brigadeWith(b, { activation: 'done' }) : b,
        ),
      });
    case 'rally-offered':
      return stateWith(state, { rally: event.units });
    case 'rally-chosen': {
      // Stryker disable next-line ArrayDeclaration: equivalent — a rally is chosen only while rally tests are offered
      const rally = (state.rally ?? []).filter((id) => id !== event.unit);
      return stateWith(state, { rally: rally.length > 0 ? rally : null });
    }
    case 'pistols-offered':
      return stateWith(state, { pistols: { pending: event.units, volleys: [] } });
    case 'pistols-chosen': {
      // Stryker disable next-line ConditionalExpression: equivalent — pistols are chosen only while they are offered
      if (!state.pistols) return state;
      const pending = state.pistols.pending.filter((id) => id !== event.unit);
      return stateWith(state, {
        pistols:
          pending.length > 0
            ? { pending, volleys: [...state.pistols.volleys, { unit: event.unit, target: event.target }] }
            : null,
      });
    }
    case 'pursuit-offered':
      return stateWith(state, { pursuit: { unit: event.unit, brigade: event.brigade, moved: event.moved } });
    case 'pursuit-chosen':
      return stateWith(state, { pursuit: null });
    case 'ride-rolled':
      return stateWith(state, { ride: { brigade: event.brigade, most: event.most } });
    case 'brigadier':
      // A brigadier's move ends his ride, if his player was choosing it (ruling R28).
      return stateWith(state, {
        ride: null,
        brigades: mapPacked(state.brigades, (b) =>
          b.id === event.brigade ? brigadeWith(b, { x: event.x, y: event.y }) : b,
        ),
      });
    case 'unit': {
      const units = mapPacked(state.units, (u) => (u.id === event.unit ? unitWith(u, event.set) : u));
      // A CinC rides with the unit he is attached to.
      if (state.cincs && (event.set.x !== undefined || event.set.y !== undefined)) {
        const moved = units.find((u) => u.id === event.unit)!;
        const follow = (c: BattleCinc): BattleCinc =>
          c.attached === event.unit ? cincWith(c, { x: moved.x, y: moved.y }) : c;
        return stateWith(state, { units, cincs: { A: follow(state.cincs.A), B: follow(state.cincs.B) } });
      }
      return stateWith(state, { units });
    }
    case 'cinc': {
      if (!state.cincs) return state;
      const acted = cincWith(state.cincs[event.side], { x: event.x, y: event.y, attached: event.attached });
      return stateWith(state, {
        cincs: event.side === 'A' ? { A: acted, B: state.cincs.B } : { A: state.cincs.A, B: acted },
        cincPending: event.acted ? state.cincPending.filter((s) => s !== event.side) : state.cincPending,
      });
    }
    case 'note':
      return state;
    case 'freed-from-melee': {
      const current = state.current;
      return current
        ? stateWith(state, {
            current: currentWith(current, {
              pending: [...current.pending, event.unit],
              inMelee: (current.inMelee ?? []).filter((id) => id !== event.unit),
            }),
          })
        : state;
    }
    case 'attached': {
      const current = state.current;
      return stateWith(state, {
        brigades: mapPacked(state.brigades, (b) =>
          b.id === event.brigade ? brigadeWith(b, { attached: event.unit }) : b,
        ),
        // The units that may charge, read once he stands where he chose (rulings R28, R39; older logs: at activation).
        current:
          current?.brigade === event.brigade
            ? currentWith(current, { attaching: false, charging: event.charging ?? current.charging })
            : current,
      });
    }
    case 'fire-begun':
      return stateWith(state, { fire: { phase: event.phase, pending: event.pending, hits: [] } });
    case 'shot': {
      const fire = state.fire;
      if (!fire) return state;
      return stateWith(state, {
        fire: {
          phase: fire.phase,
          pending: fire.pending.filter((id) => id !== event.unit),
          hits:
            event.target !== null && event.elements > 0
              ? [...fire.hits, { target: event.target, elements: event.elements, cause: event.cause }]
              : fire.hits,
        },
      });
    }
    case 'fire-ended':
      return stateWith(state, { fire: null });
    case 'charge-declared':
      return stateWith(state, {
        pendingCharge: { charger: event.charger, target: event.target, gap: event.gap, move: event.move },
      });
    case 'charge-resolved':
      return stateWith(state, { pendingCharge: null });
    case 'end':
      return stateWith(state, {
        phase: 'over',
        current: null,
        result: { winner: event.winner, victory: event.victory, points: event.points, turns: event.turns },
      });
  }
}
