import { hypot, mapPacked } from '@muster/core';
import { troopProfile } from '../profiles/troopProfiles.js';
import { unitCondition } from '../profiles/unitCondition.js';
import { orderFormed } from './Decision.js';
import type { SwordAndPikeEvent } from './Event.js';
import type { ChargeState, OfficerState, Side, SwordAndPikeState, UnitState } from './State.js';
import { chargeCopy, officerCopy, stateWith, unitCopy, type Mutable } from './stateShapes.js';

function withUnit(state: SwordAndPikeState, id: string, change: (u: Mutable<UnitState>) => void): SwordAndPikeState {
  return stateWith(state, {
    units: mapPacked(state.units, (u) => {
      if (u.id !== id) return u;
      const next = unitCopy(u);
      change(next);
      return next;
    }),
  });
}

/** `o` with one field changed, of the one officer class. */
function officerWith<K extends keyof OfficerState>(o: OfficerState, key: K, value: OfficerState[K]): OfficerState {
  const next = officerCopy(o);
  next[key] = value;
  return next;
}

/** `c` with the fields of `patch` changed, of the one charge class. */
function chargeWith(c: ChargeState, patch: Partial<ChargeState>): ChargeState {
  return Object.assign(chargeCopy(c), patch);
}

/** The brigades moved this turn, with `brigade` added to `side`'s (the other side's list kept as it is). */
function withBrigadeMoved(state: SwordAndPikeState, side: Side, brigade: string): SwordAndPikeState['brigadesMoved'] {
  const { A, B } = state.brigadesMoved;
  return side === 'A' ? { A: [...A, brigade], B } : { A, B: [...B, brigade] };
}

/** Casualties, with the instant "becomes Spent: lower Morale 1 point" (E. Morale Altered Permanently). */
function takeCasualties(u: Mutable<UnitState>, casualties: number): void {
  u.figures = Math.max(0, u.figures - casualties);
  if (!u.spentMarked && unitCondition(troopProfile(u.troop), u.startFigures, u.figures) === 'spent') {
    u.spentMarked = true;
    u.moraleShift -= 1;
  }
}

/**
 * The one reducer of The Sword and the Pike: applies an event to the state. Pure; never rolls.
 */
export function reduce(state: SwordAndPikeState, event: SwordAndPikeEvent): SwordAndPikeState {
  switch (event.type) {
    case 'turn-began':
      return stateWith(state, {
        turn: event.turn,
        step: 'movement',
        initiative: { A: event.A, B: event.B, first: event.first },
        brigadesMoved: { A: [], B: [] },
        movesEnded: [],
        fireDeclared: [],
        chargeOrder: [],
        pendingEvasion: null,
        winners: [],
        pendingVolley: null,
        units: mapPacked(state.units, (u) =>
          Object.assign(unitCopy(u), {
            ordered: false,
            moved: 'none',
            fellBack: false,
            halted: false,
            firedThisTurn: false,
            charge: null,
          } as const),
        ),
      });
    case 'unit-ordered': {
      const unit = state.units.find((u) => u.id === event.unit);
      if (!unit) return state;
      const moved = state.brigadesMoved[unit.side];
      const next = withUnit(state, event.unit, (u) => {
        u.charge =
          event.order === 'charge' && event.target !== null
            ? {
                target: event.target,
                rear: event.rear,
                flank: event.flank,
                closed: false,
                halted: false,
                travelled: Math.round(hypot(event.x - u.x, event.y - u.y) * 1000) / 1000,
                // Ruling R32: a charge that reaches a target which fell back evading it is in contact with it.
                // Stryker disable next-line OptionalChaining: equivalent — a charge's target is a unit of the state
                reachedAfterFallBack: state.units.find((t) => t.id === event.target)?.fellBack === true,
                // The charge order's choice to hold the pistols (FIRE: "may fire"), kept only when made.
                ...(event.pistols === false ? { pistols: false } : {}),
              }
            : null;
        u.x = event.x;
        u.y = event.y;
        u.facing = event.facing;
        u.ordered = true;
        u.moved = event.moved;
        if (event.order === 'form-square') u.square = true;
        if (event.order === 'form-line') u.square = false;
        // Ruling R62: a change of order.
        const formed = orderFormed(event.order);
        if (formed !== null) u.order = formed;
      });
      return stateWith(next, {
        brigadesMoved: moved.includes(unit.brigade)
          ? state.brigadesMoved
          : withBrigadeMoved(state, unit.side, unit.brigade),
        chargeOrder: event.order === 'charge' ? [...state.chargeOrder, event.unit] : state.chargeOrder,
      });
    }
    case 'charge-declared': {
      // Ruling R32: the charger waits where it is while the charged unit's side decides whether to evade.
      const unit = state.units.find((u) => u.id === event.unit);
      if (!unit) return state;
      const moved = state.brigadesMoved[unit.side];
      const next = withUnit(state, event.unit, (u) => {
        u.ordered = true;
      });
      return stateWith(next, {
        pendingEvasion:
          event.pistols === false
            ? { charger: event.unit, target: event.target, pistols: false }
            : { charger: event.unit, target: event.target },
        brigadesMoved: moved.includes(unit.brigade)
          ? state.brigadesMoved
          : withBrigadeMoved(state, unit.side, unit.brigade),
      });
    }
    case 'evasion': {
      const cleared = stateWith(state, { pendingEvasion: null });
      // SEQUENCE 2: a charged unit "may not move during that turn, except for Evasion". Attempting it is the one move
      // it has: whatever its test gives (withdrawn, caught, fallen back), it takes no order this turn and does not try
      // again (ruling R32). Where it withdrew in good order, `evaded` also counts the move for its fire.
      return event.evade
        ? withUnit(cleared, event.unit, (u) => {
            u.ordered = true;
          })
        : cleared;
    }
    case 'evaded':
      return withUnit(state, event.unit, (u) => {
        u.x = event.x;
        u.y = event.y;
        u.ordered = true;
        u.moved = 'full';
      });
    case 'moves-ended':
      return stateWith(state, { movesEnded: [...state.movesEnded, event.side] });
    case 'step':
      return stateWith(state, { step: event.step, fireDeclared: [] });
    case 'fire-declared':
      // The answer to a defensive volley offered at a winner's new charge (Close Combat L) ends the wait.
      if (state.pendingVolley?.target === event.unit) return stateWith(state, { pendingVolley: null });
      return stateWith(state, { fireDeclared: [...state.fireDeclared, { unit: event.unit, target: event.target }] });
    case 'fired': {
      const next = withUnit(state, event.unit, (u) => {
        u.hasFired = true;
        u.firedThisTurn = true;
        // Heavy guns: "Takes one turn to reload"; riflemen: "Takes 2 turns to reload after firing" (ruling R16).
        if (u.troop === 'heavy-gun') u.loadedOnTurn = state.turn + 2;
        if (u.troop === 'riflemen') u.loadedOnTurn = state.turn + 1 + state.options.rifleReloadTurns;
      });
      return withUnit(next, event.target, (u) => {
        takeCasualties(u, event.casualties);
        u.carriedHits = event.hitsCarried ?? 0;
      });
    }
    case 'morale-rated':
      return withUnit(state, event.unit, (u) => {
        u.morale = event.rating;
      });
    case 'morale-tested':
      // "5 - Moving unit halts (considered standing)": it tests as standing for the rest of the turn.
      return event.result === 'halt'
        ? withUnit(state, event.unit, (u) => {
            u.halted = true;
          })
        : state;
    case 'morale-altered':
      return withUnit(state, event.unit, (u) => {
        u.moraleShift += event.by;
      });
    case 'fell-back':
      return withUnit(state, event.unit, (u) => {
        u.x = event.x;
        u.y = event.y;
        u.fellBack = true;
        u.charge = null;
        if (u.status === 'ready') u.status = 'disordered';
      });
    case 'routed':
      return withUnit(state, event.unit, (u) => {
        takeCasualties(u, event.casualties);
        u.x = event.x;
        u.y = event.y;
        u.status = 'routed';
        u.routedTurn = state.turn;
        u.charge = null;
        u.square = false;
        // "If a unit Routs due to enemy action - lower Morale 1 point."
        u.moraleShift -= 1;
      });
    case 'removed':
      return withUnit(state, event.unit, (u) => {
        u.status = 'removed';
        u.removal = event.reason;
        u.charge = null;
      });
    case 'rallied':
      return withUnit(state, event.unit, (u) => {
        u.status = 'disordered';
        u.routedTurn = null;
      });
    case 'rallied-from-disorder':
      return withUnit(state, event.unit, (u) => {
        u.status = 'ready';
      });
    case 'officer-attached':
      return stateWith(state, {
        officers: mapPacked(state.officers, (o) =>
          o.id === event.officer ? officerWith(o, 'attachedTo', event.unit) : o,
        ),
      });
    case 'officer-casualty':
      return stateWith(state, {
        officers: mapPacked(state.officers, (o) => (o.id === event.officer ? officerWith(o, 'status', event.fate) : o)),
      });
    case 'charge-halted':
      // The halted charger keeps its target (its pistols may still fire at it, step 6) but will not close.
      return withUnit(state, event.unit, (u) => {
        if (u.charge) u.charge = chargeWith(u.charge, { closed: false, halted: true });
        if (u.status === 'ready') u.status = 'disordered';
      });
    case 'closed':
      return withUnit(state, event.unit, (u) => {
        if (u.charge) u.charge = chargeWith(u.charge, { closed: true });
      });
    case 'followed-up':
      return withUnit(state, event.unit, (u) => {
        u.x = event.x;
        u.y = event.y;
      });
    case 'stood':
      return state;
    case 'close-combat': {
      let next = state;
      for (const l of event.losses)
        next = withUnit(next, l.unit, (u) => {
          takeCasualties(u, l.casualties);
        });
      for (const a of event.attackers) {
        next = withUnit(next, a, (u) => {
          u.charge = null;
        });
      }
      return next;
    }
    case 'disordered':
      // "Disorder is caused by ... fighting in close combat" (after the loser's test: ruling R29).
      return withUnit(state, event.unit, (u) => {
        if (u.status === 'ready') u.status = 'disordered';
      });
    case 'volley-offered':
      return stateWith(state, {
        pendingVolley: { charger: event.charger, target: event.unit, aspect: event.aspect },
      });
    case 'winner-pending':
      return stateWith(state, { winners: [...state.winners, { unit: event.unit, vacated: event.vacated }] });
    case 'winner-option': {
      const next = withUnit(state, event.unit, (u) => {
        u.x = event.x;
        u.y = event.y;
        u.facing = event.facing;
      });
      return stateWith(next, { winners: state.winners.filter((w) => w.unit !== event.unit) });
    }
    case 'bonus-move':
      return withUnit(state, event.unit, (u) => {
        u.x = event.x;
        u.y = event.y;
        if (event.facing !== undefined) u.facing = event.facing;
      });
    case 'turn-ended':
      return state;
    case 'game-over':
      return stateWith(state, {
        step: 'over',
        result: { winner: event.winner, victory: event.victory, points: event.points, turns: state.turn },
      });
  }
}
