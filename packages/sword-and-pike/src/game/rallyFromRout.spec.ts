import { ScriptedDice, type Dice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS } from '../options/options.js';
import { legalDecisions } from '../sequence/legalDecisions.js';
import type { SwordAndPikeEvent } from './Event.js';
import type { SwordAndPikeState } from './State.js';
import { handBuiltTable, playDecisions, scenarioUnit, unitIn } from './__fixtures__/playDecisions.js';

// Rulebook, ROUTED UNITS: "They may not move during the next turn. At the start of the 2nd turn the next turn they
// must pass morale or they are removed from the field. Pass means they are no longer routed and must stand in place as
// "disordered". They may rally from "Disordered" in the next turn if they pass command response." SEQUENCE 9: "Attempt
// to rally all routed units which routed in a previous turn." MORALE: "Disordered Units test morale when they attempt
// to move. Pass means to rally from disorder. Failure means to move disordered." Ruling R13.

/**
 * Side A moves first every turn (its Commander-in-Chief rolls 6s, B's 1s); each morale check rolls the next of
 * `morale` (then 3s); other dice show 3.
 */
function dice(morale: number[]): Dice {
  const queue = [...morale];
  return new ScriptedDice((r) =>
    Array.from({ length: r.count }, () =>
      r.purpose.includes('side A Commander')
        ? 6
        : r.purpose.includes('side B Commander')
          ? 1
          : r.purpose.includes('morale check')
            ? (queue.shift() ?? 3)
            : 3,
    ),
  );
}

/** Turn 1: the shot (Morale 3, no fire weapon) routed in turn 0; the pikes far off. */
function routedLastTurn(): SwordAndPikeState {
  const s = handBuiltTable(
    'rallied from rout',
    [scenarioUnit({ id: 'shot', troop: 'arquebusiers', x: 30, y: 10 })],
    [scenarioUnit({ id: 'pike', troop: 'pikemen', order: 'closed', x: 30, y: 40 })],
    DEFAULT_OPTIONS,
  );
  return {
    ...s,
    units: s.units.map((x) => ({
      ...x,
      morale: 3,
      ...(x.id === 'shot' ? { status: 'routed' as const, routedTurn: s.turn - 1 } : {}),
    })),
  };
}
const ordersOfShot = (s: SwordAndPikeState) =>
  legalDecisions(s).flatMap((d) =>
    d.kind === 'order' && d.unit === 'shot' ? [d.target === null ? d.order : `${d.order} ${d.target}`] : [],
  );
const ofShot = (events: readonly SwordAndPikeEvent[]) =>
  events.flatMap((e) =>
    'unit' in e && e.unit === 'shot'
      ? [e.type === 'morale-tested' ? `${e.reason}: ${e.result}` : e.type === 'unit-ordered' ? e.order : e.type]
      : e.type === 'turn-began'
        ? [`turn ${e.turn}`]
        : [],
  );

describe('ruling R13: a unit rallied from rout stands in place that turn, and may attempt to move the next', () => {
  /** Turn 1 played out: the shot, routed, takes no order; step 9 rallies it (a die of 3: 3 + 3 = 6, passed). */
  const turnOne = () => {
    const s = routedLastTurn();
    // "They may not move during the next turn": routed, it is offered no order.
    expect(ordersOfShot(s)).toEqual([]);
    return {
      before: s,
      ...playDecisions(s, dice([3]), [
        [{ kind: 'end-moves' }, 'A'],
        [{ kind: 'end-moves' }, 'B'],
      ]),
    };
  };

  it('the turn it rallies: the test comes in step 9, after every move; it "must stand in place", disordered', () => {
    const { before, state, events } = turnOne();
    expect(ofShot(events)).toEqual(['rally from rout: passed', 'rallied', 'turn 2']);
    expect(unitIn(state, 'shot')).toMatchObject({
      status: 'disordered',
      routedTurn: null,
      x: unitIn(before, 'shot').x,
      y: unitIn(before, 'shot').y,
    });
  });

  it('the next turn it may be ordered: it may rally in place, or attempt to move, testing as it does', () => {
    const { state } = turnOne();
    expect(state.turn).toBe(2);
    expect(ordersOfShot(state)).toEqual(expect.arrayContaining(['rally', 'advance pike', 'retire']));
  });

  it('"if they pass command response": passed (a 4: 4 + 3 - 1 = 6), it rallies and advances its full 6"', () => {
    const { state } = turnOne();
    const next = playDecisions(state, dice([4]), [
      [{ kind: 'order', unit: 'shot', order: 'advance', target: 'pike' }, 'A'],
    ]);
    expect(ofShot(next.events)).toEqual(['rally from disorder: passed', 'rallied-from-disorder', 'advance']);
    expect(unitIn(next.state, 'shot')).toMatchObject({ status: 'ready', y: 16 });
  });

  it('failed (a 3: 5), it moves disordered, at half rate: 3"', () => {
    const { state } = turnOne();
    const next = playDecisions(state, dice([3]), [
      [{ kind: 'order', unit: 'shot', order: 'advance', target: 'pike' }, 'A'],
    ]);
    expect(ofShot(next.events)).toEqual(['rally from disorder: failed', 'advance']);
    expect(unitIn(next.state, 'shot')).toMatchObject({ status: 'disordered', y: 13 });
  });
});
