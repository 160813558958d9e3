import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS } from '../options/options.js';
import type { SwordAndPikeEvent } from './Event.js';
import type { SwordAndPikeState } from './State.js';
import { faces, handBuiltTable, playDecisions, scenarioUnit, unitIn } from './__fixtures__/playDecisions.js';

// Rulebook, NOTES on routed units: "Routed units which are fired upon and take casualties must test morale. Failure
// means that they rout again with all implications. Pass means they remain in place, routed, till they test again
// under the procedure above." E. Morale Altered Permanently: "If a unit routs another by fire - raise Morale 1
// point"; "If a unit Routs due to enemy action - lower Morale 1 point." A pass/fail test, 6 or more (ruling R51).
describe('a routed unit fired upon (ruling R51)', () => {
  const marksmen = scenarioUnit({
    id: 'marks',
    troop: 'arquebusiers',
    weapon: 'arquebus',
    figures: 5,
    frontage: 1,
    x: 40,
    y: 18,
  });
  const shot = scenarioUnit({ id: 'shot', troop: 'arquebusiers', x: 30, y: 26 });
  /** The table with the shot routed last turn: this turn it may not move (ROUTED UNITS); its rally is next turn. */
  const routedShot = (): SwordAndPikeState => {
    const s = handBuiltTable('routed under fire', [marksmen], [shot], DEFAULT_OPTIONS);
    return {
      ...s,
      units: s.units.map((x) => (x.id === 'shot' ? { ...x, status: 'routed' as const, routedTurn: s.turn - 1 } : x)),
    };
  };
  /** The morale tests of the shot, by reason (the play runs on into turn 2, where a routed unit may test to rally). */
  const testsOf = (events: readonly SwordAndPikeEvent[]) =>
    events.flatMap((e) => (e.type === 'morale-tested' && e.unit === 'shot' ? [[e.reason, e.result]] : []));
  const play = (script: number[]) =>
    playDecisions(routedShot(), faces(script), [
      [{ kind: 'end-moves' }, 'A'],
      [{ kind: 'end-moves' }, 'B'],
      [{ kind: 'fire', unit: 'marks', target: 'shot' }, 'A'],
    ]);
  const of = <T extends SwordAndPikeEvent['type']>(events: readonly SwordAndPikeEvent[], type: T) =>
    events.filter((e): e is Extract<SwordAndPikeEvent, { type: T }> => e.type === type);

  it('fails: it routs again, a D4 of casualties and a normal move to the rear; the firer gains 1 morale', () => {
    // The marksmen's 5 D20s: two hits (first fire: 1-6 on open order), 2 casualties. The test: chart 1 (Other
    // Foot: 1), die 1 = 2, under 6: failed. The rout's D4: 3.
    const { state, events } = play([1, 1, 20, 20, 20, 1, 1, 3]);
    expect(of(events, 'fired')).toMatchObject([{ unit: 'marks', target: 'shot', casualties: 2 }]);
    // No rally test in turn 2: the rally is counted from this rout.
    expect(testsOf(events)).toEqual([['routed unit under fire', 'failed']]);
    const [routed] = of(events, 'routed');
    expect(routed).toMatchObject({ unit: 'shot', casualties: 3 });
    // B's rear is up the table (B faces down, towards A): the rout carries the shot away from the marksmen.
    expect(routed!.y).toBeGreaterThan(26);
    // Its rally is counted from the turn of this rout (turn 1), no longer from the first one (turn 0).
    expect(unitIn(state, 'shot')).toMatchObject({ status: 'routed', figures: 15, routedTurn: 1, moraleShift: -1 });
    expect(of(events, 'morale-altered')).toEqual([
      { type: 'morale-altered', unit: 'marks', by: 1, reason: 'routed an enemy by fire' },
    ]);
    expect(unitIn(state, 'marks').moraleShift).toBe(1);
  });

  it('passes: it stays in place, routed, till its rally test; no morale changes', () => {
    // Two hits as before; the test: chart 6, die 6, 6 or more: passed.
    const { state, events } = play([1, 1, 20, 20, 20, 6, 6]);
    // "till they test again under the procedure above": its rally test comes in turn 2, as before the fire.
    expect(testsOf(events)).toEqual([
      ['routed unit under fire', 'passed'],
      ['rally from rout', 'passed'],
    ]);
    expect(of(events, 'routed')).toEqual([]);
    expect(of(events, 'morale-altered')).toEqual([]);
    expect(unitIn(state, 'shot')).toMatchObject({ figures: 18, x: 30, y: 26, moraleShift: 0 });
    expect(unitIn(state, 'marks').moraleShift).toBe(0);
  });

  it('takes no casualties: no test under fire (only its rally test, next turn)', () => {
    const { state, events } = play([20, 20, 20, 20, 20]);
    expect(of(events, 'fired')).toMatchObject([{ unit: 'marks', target: 'shot', casualties: 0 }]);
    expect(testsOf(events)).toEqual([['rally from rout', 'failed']]);
    expect(of(events, 'routed')).toEqual([]);
    expect(unitIn(state, 'shot')).toMatchObject({ figures: 20, x: 30, y: 26 });
  });
});
