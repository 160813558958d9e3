import { describe, expect, it } from 'vitest';
import { SwordAndPikeOptionsSchema } from '../options/options.js';
import type { SwordAndPikeEvent } from './Event.js';
import { faces, handBuiltTable, playDecisions, scenarioUnit, unitIn } from './__fixtures__/playDecisions.js';

const tests = (events: readonly SwordAndPikeEvent[], unit: string) =>
  events
    .filter((e): e is Extract<SwordAndPikeEvent, { type: 'morale-tested' }> => e.type === 'morale-tested')
    .filter((e) => e.unit === unit);
const options = (o: Record<string, unknown> = {}) => SwordAndPikeOptionsSchema.parse({ evasion: 'off', ...o });

const gendarmes = scenarioUnit({
  id: 'gens',
  troop: 'gendarmes',
  figures: 12,
  moraleClass: 'heavy-cavalry',
  x: 30,
  y: 16,
});
const shot = scenarioUnit({ id: 'shot', troop: 'arquebusiers', x: 30, y: 26 });
const charge = [
  [{ kind: 'order', unit: 'gens', order: 'charge', target: 'shot' }, 'A'],
  [{ kind: 'end-moves' }, 'A'],
  [{ kind: 'end-moves' }, 'B'],
] as const;

// Rulebook, SEQUENCE 7-8: "Test 'To Stand' morale for units being charged. Fight all close combats"; D. Morale
// Results: "3 - Unit Routs"; ROUTED UNITS: "Routed units attacked in close combat are destroyed" — a unit that
// routs on its own "To Stand" test has fled before contact: it is not then attacked as a routed unit (ruling R45).
describe('a target that routs on its "To Stand" test (ruling R45)', () => {
  // Gendarmes' chart 3, to close 3+3 = 6 carry on; the arquebusiers' chart 1 (Other Foot: 1), to stand 1+1 = 2: rout.
  const script = [3, 3, 1, 1];

  it('is not destroyed and fights no close combat; the charger halts where it stopped (default)', () => {
    const s0 = handBuiltTable('fled', [gendarmes], [shot], options());
    const { state, events } = playDecisions(s0, faces(script), [...charge]);
    const halted = events.find((e) => e.type === 'unit-ordered' && e.unit === 'gens') as { y: number };
    expect(tests(events, 'shot').map((e) => e.result)).toEqual(['rout']);
    expect(events.some((e) => e.type === 'close-combat')).toBe(false);
    expect(events.some((e) => e.type === 'removed')).toBe(false);
    expect(unitIn(state, 'shot')).toMatchObject({ status: 'routed', figures: 17 });
    expect(events.some((e) => e.type === 'winner-pending')).toBe(false);
    expect(unitIn(state, 'gens')).toMatchObject({ y: halted.y, status: 'ready' });
  });

  it('with `fledTarget: follow-up`, the charger follows up with the rest of its move, to the ground left', () => {
    const s0 = handBuiltTable('fled', [gendarmes], [shot], options({ fledTarget: 'follow-up' }));
    const { state, events } = playDecisions(s0, faces(script), [...charge]);
    const halted = events.find((e) => e.type === 'unit-ordered' && e.unit === 'gens') as { y: number };
    // Gendarmes move 10" (4" deep, the shot 2"): the charge took 16 → 22 (6"), the follow-up the other 4", to
    // where the shot stood (26); the routed shot is 6" further back, 3" from the Gendarmes' front.
    expect(halted.y).toBeCloseTo(22, 2);
    expect(events).toContainEqual(expect.objectContaining({ type: 'followed-up', unit: 'gens' }));
    expect(unitIn(state, 'gens').y).toBeCloseTo(26, 2);
    expect(events.some((e) => e.type === 'close-combat' || e.type === 'removed')).toBe(false);
  });
});

// Rulebook, D. Morale Results: "5 - Moving unit halts (considered standing). Standing unit Falls Back. Falling Back
// unit Routs. 4 - ... Standing or Falling Back units rout". A target that fell back in a fire phase takes its
// "To Stand" test as a falling-back unit; it is out of contact, so no fight follows and it does not "stand".
describe('a charged unit that already fell back in a fire phase', () => {
  const marksmen = scenarioUnit({
    id: 'marks',
    troop: 'arquebusiers',
    weapon: 'arquebus',
    figures: 5,
    frontage: 1,
    x: 40,
    y: 18,
  });
  // The marksmen's 5 D20s all hit (first fire: 1-6 on open order); the shot's chart 3 (Other Foot: 2), fire test
  // 2+3 = 5: a standing unit falls back. Gendarmes' chart 3, to close 3+3 carry on. The shot's "To Stand": 2 + 4, disordered
  // by its fall back -1 = 5.
  const script = [1, 1, 1, 1, 1, 3, 3, 3, 3, 4];
  const play = () =>
    playDecisions(handBuiltTable('fell back', [gendarmes, marksmen], [shot], options()), faces(script), [
      ...charge,
      [{ kind: 'fire', unit: 'marks', target: 'shot' }, 'A'],
    ]);

  it('tests "To Stand" read as falling back: 5 routs it (not a second fall back)', () => {
    const { state, events } = play();
    expect(tests(events, 'shot').map((e) => [e.reason, e.score, e.result])).toEqual([
      ['fire casualties', 5, 'fall-back'],
      ['to stand against gens', 5, 'rout'],
    ]);
    expect(events.filter((e) => e.type === 'fell-back')).toHaveLength(1);
    expect(unitIn(state, 'shot').status).toBe('routed');
  });

  it('no contact: no "stood", no close combat, no destruction; the narrative does not say the charger closes', () => {
    const { events } = play();
    expect(events.some((e) => e.type === 'stood' || e.type === 'close-combat' || e.type === 'removed')).toBe(false);
    expect(events.some((e) => e.type === 'closed')).toBe(false);
  });
});

// Rulebook, F. Morale Altered Temporarily: "Gendarmes vs. Lighter cavalry, raise Gendarmes morale 1 point" — on every
// test against lighter cavalry, including E. "When a unit loses a Close Combat".
describe('Gendarmes losing a close combat to lighter cavalry', () => {
  it('test at +1: chart 3 + die 3 + 1 = 7 (and 6 against foot)', () => {
    const reiters = scenarioUnit({
      id: 'rei',
      troop: 'reiters',
      figures: 12,
      moraleClass: 'lighter-mounted',
      x: 30,
      y: 26,
    });
    const lost = (target: typeof reiters) => {
      const s0 = handBuiltTable('gendarmes lose', [gendarmes], [target], options());
      // Every die a 3: no kills, a tie; the defender holds (ruling R8) and the Gendarmes lose.
      const { events } = playDecisions(s0, faces([]), [
        [{ kind: 'order', unit: 'gens', order: 'charge', target: target.id }, 'A'],
        [{ kind: 'end-moves' }, 'A'],
        [{ kind: 'end-moves' }, 'B'],
      ]);
      return tests(events, 'gens').find((e) => e.reason === 'lost a close combat')?.score;
    };
    expect(lost(reiters)).toBe(7);
    expect(lost({ ...shot, moraleClass: 'swiss-foot' })).toBe(6);
  });
});

// Rulebook, FIRE: "Cavalry that does not close (halts due to morale) may similarly fire the front rank but are +1 to
// each fire die because they are 'disordered'." A charger halted by its fire-phase test halts due to morale too.
describe('pistol cavalry halted by a fire-phase morale result', () => {
  it('fire their front rank at the target at +1 when the charges are tested (step 6), not in the mounted phase', () => {
    const reiters = scenarioUnit({
      id: 'rei',
      troop: 'reiters',
      figures: 12,
      weapon: 'pistol',
      moraleClass: 'lighter-mounted',
      x: 30,
      y: 20,
    });
    const target = { ...shot, weapon: 'arquebus' as const, frontage: 4 };
    const s0 = handBuiltTable('halted', [reiters], [target], options());
    // The shot's 20 D20: one hit (first fire, 1-6). Reiters' chart 3, fire test 3+2 = 5: a moving unit halts.
    const volley = [1, ...Array<number>(19).fill(20)];
    const { state, events } = playDecisions(s0, faces([...volley, 3, 2]), [
      [{ kind: 'order', unit: 'rei', order: 'charge', target: 'shot' }, 'A'],
      [{ kind: 'end-moves' }, 'A'],
      [{ kind: 'end-moves' }, 'B'],
      [{ kind: 'fire', unit: 'shot', target: 'rei' }, 'B'],
    ]);
    expect(tests(events, 'rei').map((e) => e.result)).toEqual(['halt']);
    expect(events).toContainEqual({ type: 'charge-halted', unit: 'rei' });
    // Front rank: 2 stands, 5 figures left of 6 after the casualty... the unit lost 1 of 12: its front rank has 6.
    expect(events.find((e) => e.type === 'fired' && e.unit === 'rei')).toMatchObject({
      target: 'shot',
      range: 1,
      hitsOn: 5, // pistol Class II 1-4, first fire -2, disordered +1
    });
    expect(state.step).not.toBe('fire-mounted');
    expect(events.some((e) => e.type === 'close-combat')).toBe(false);
  });
});

// ROUTED UNITS: "Routed unit take a D4 of casualties when they rout and are moved a normal move to the rear" and
// "Routed units attacked in close combat are destroyed". A target that routs by fire after the charge was declared
// has moved a normal move away from where its charger halts 1" off: like a target that fell back (ruling R45), it is
// out of contact and not attacked; `routedTarget: 'destroyed'` keeps the earlier reading (ruling R49).
describe('a charged unit that routed by fire before the charges (ruling R49)', () => {
  const marksmen = scenarioUnit({
    id: 'marks',
    troop: 'arquebusiers',
    weapon: 'arquebus',
    figures: 5,
    frontage: 1,
    x: 40,
    y: 18,
  });
  // The marksmen's 5 D20s all hit; the shot's chart 3 (Other Foot: 2), fire test 2+1 = 3: it routs (D4 1). The
  // Gendarmes' chart 3, to close 3+3 carry on.
  const script = [1, 1, 1, 1, 1, 3, 1, 1, 3, 3];
  const play = (o: Record<string, unknown> = {}) =>
    playDecisions(handBuiltTable('routed by fire', [gendarmes, marksmen], [shot], options(o)), faces(script), [
      ...charge,
      [{ kind: 'fire', unit: 'marks', target: 'shot' }, 'A'],
    ]);

  it('is out of contact by default: not closed with, not destroyed, no close combat', () => {
    const { state, events } = play();
    expect(tests(events, 'shot').map((e) => e.result)).toEqual(['rout']);
    expect(events.some((e) => e.type === 'closed' || e.type === 'close-combat' || e.type === 'removed')).toBe(false);
    expect(unitIn(state, 'shot').status).toBe('routed');
    expect(events.some((e) => e.type === 'winner-pending')).toBe(false);
  });

  it('with `routedTarget: destroyed` the charger closes and the routed unit is destroyed', () => {
    const { state, events } = play({ routedTarget: 'destroyed' });
    expect(events.some((e) => e.type === 'closed')).toBe(true);
    expect(unitIn(state, 'shot').status).toBe('removed');
  });
});
