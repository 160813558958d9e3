import type { BattleEvent } from './BattleEvent.js';
import type { BattleCinc, BattleState, BattleUnit } from './BattleState.js';

/** Applies one event to the battle state. Pure; never rolls. */
export function reduceBattle(state: BattleState, event: BattleEvent): BattleState {
  switch (event.kind) {
    case 'turn':
      return {
        ...state,
        turn: event.turn,
        first: event.first,
        cincPending: state.cincs ? [event.first, event.first === 'A' ? 'B' : 'A'] : [],
        activeSide: event.first,
        current: null,
        phase: 'movement',
        brigades: state.brigades.map((b) => ({ ...b, activation: state.units.some((u) => u.brigade === b.id && u.status === 'active') ? 'pending' : 'done' })),
        units: state.units.map((u) => ({ ...u, moved: 'none', failedCharge: false, charge: null })),
      };
    case 'phase':
      return { ...state, phase: event.phase };
    case 'activation':
      return {
        ...state,
        brigades: state.brigades.map((b) => (b.id === event.brigade ? { ...b, activation: event.activated ? 'activated' : 'failed' } : b)),
        current: event.activated && event.pending.length > 0 ? { brigade: event.brigade, pending: event.pending, attaching: true } : null,
      };
    case 'ordered':
      return state.current ? { ...state, current: { ...state.current, pending: state.current.pending.filter((id) => id !== event.unit) } } : state;
    case 'activation-ended':
      return {
        ...state,
        current: null,
        activeSide: event.next,
        brigades: state.brigades.map((b) => (b.id === event.brigade ? { ...b, activation: 'done' } : b)),
      };
    case 'brigadier':
      return { ...state, brigades: state.brigades.map((b) => (b.id === event.brigade ? { ...b, x: event.x, y: event.y } : b)) };
    case 'unit': {
      const units = state.units.map((u) => (u.id === event.unit ? applyPatch(u, event.set) : u));
      // A CinC rides with the unit he is attached to.
      if (state.cincs && (event.set.x !== undefined || event.set.y !== undefined)) {
        const moved = units.find((u) => u.id === event.unit)!;
        const follow = (c: BattleCinc): BattleCinc => (c.attached === event.unit ? { ...c, x: moved.x, y: moved.y } : c);
        return { ...state, units, cincs: { A: follow(state.cincs.A), B: follow(state.cincs.B) } };
      }
      return { ...state, units };
    }
    case 'cinc':
      if (!state.cincs) return state;
      return {
        ...state,
        cincs: event.side === 'A' ? { ...state.cincs, A: { ...state.cincs.A, x: event.x, y: event.y, attached: event.attached } } : { ...state.cincs, B: { ...state.cincs.B, x: event.x, y: event.y, attached: event.attached } },
        cincPending: event.acted ? state.cincPending.filter((s) => s !== event.side) : state.cincPending,
      };
    case 'note':
      return state;
    case 'attached':
      return {
        ...state,
        brigades: state.brigades.map((b) => (b.id === event.brigade ? { ...b, attached: event.unit } : b)),
        current: state.current && state.current.brigade === event.brigade ? { ...state.current, attaching: false } : state.current,
      };
    case 'fire-begun':
      return { ...state, fire: { phase: event.phase, pending: event.pending, hits: [] } };
    case 'shot':
      if (!state.fire) return state;
      return {
        ...state,
        fire: {
          ...state.fire,
          pending: state.fire.pending.filter((id) => id !== event.unit),
          hits: event.target !== null && event.elements > 0 ? [...state.fire.hits, { target: event.target, elements: event.elements, cause: event.cause }] : state.fire.hits,
        },
      };
    case 'fire-ended':
      return { ...state, fire: null };
    case 'charge-declared':
      return { ...state, pendingCharge: { charger: event.charger, target: event.target, gap: event.gap, move: event.move } };
    case 'charge-resolved':
      return { ...state, pendingCharge: null };
    case 'end':
      return { ...state, phase: 'over', current: null, result: { winner: event.winner, victory: event.victory, points: event.points, turns: event.turns } };
  }
}

function applyPatch(u: BattleUnit, set: BattleEvent & { kind: 'unit' } extends { set: infer P } ? P : never): BattleUnit {
  const out: Record<string, unknown> = { ...u };
  for (const [k, v] of Object.entries(set)) if (v !== undefined) out[k] = v;
  return out as BattleUnit;
}
