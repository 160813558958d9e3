import { describe, expect, it } from 'vitest';
import { SwordAndPikeOptionsSchema } from '../options/options.js';
import type { SwordAndPikeEvent } from './Event.js';
import { faces, handBuiltTable, playDecisions, scenarioUnit, unitIn } from './__fixtures__/playDecisions.js';

const of = <T extends SwordAndPikeEvent['type']>(events: readonly SwordAndPikeEvent[], type: T) =>
  events.filter((e): e is Extract<SwordAndPikeEvent, { type: T }> => e.type === type);

// Rulebook, SEQUENCE OF ACTIONS 2: "Units which are attacked in close combat by the enemy moving first may not move
// during that turn, except for 'Evasion' - see later." MORALE, When to check Morale: "f. When a unit attempts to
// withdraw from a Close Combat as attacker moves in." D. Morale Results: "4 - Moving unit Falls Back."
// Ruling R32: on a 4 the evader falls back disordered, then "the charger charges the target where it now is if its
// move reaches it (it halts 1" away as usual; the target tests 'To Stand' in step 7)". Ruling R45: only a target
// that fell back after its charger came in (in a fire phase, or evading another charger) is out of contact with it.
describe('a charger that reaches a target that fell back while evading (rulings R32, R45)', () => {
  const gens = scenarioUnit({
    id: 'gens',
    troop: 'gendarmes',
    figures: 12,
    moraleClass: 'heavy-cavalry',
    x: 30,
    y: 10,
  });
  const lh = scenarioUnit({
    id: 'lh',
    troop: 'light-horse',
    figures: 12,
    moraleClass: 'lighter-mounted',
    x: 30,
    y: 20,
  });
  // A friendly pike block behind the light horse (spanning y 26-28) cuts its fall back short.
  const friend = scenarioUnit({ id: 'pike', troop: 'pikemen', order: 'closed', x: 30, y: 27 });
  const table = () => {
    const s = handBuiltTable('evasion fall back', [gens], [lh, friend], SwordAndPikeOptionsSchema.parse({}));
    return { ...s, units: s.units.map((u) => ({ ...u, morale: u.id === 'lh' ? 2 : 4 })) };
  };

  it('closes on it and fights it when it stands (its To Stand test read as falling back: 6+)', () => {
    // Dice: evasion 2 (2 + 2 = 4: falls back); gendarmes to close 6 (6 + 4 + 1 vs lighter cavalry = 11);
    // light horse to stand 5 (5 + 2 - 1 disordered = 6: Morale Good); then 3s.
    const { state, events } = playDecisions(table(), faces([2, 6, 5]), [
      [{ kind: 'order', unit: 'gens', order: 'charge', target: 'lh' }, 'A'],
      [{ kind: 'evasion', unit: 'lh', evade: true }, 'B'],
      [{ kind: 'end-moves' }, 'A'],
      [{ kind: 'end-moves' }, 'B'],
    ]);
    expect(events.find((e) => e.type === 'fell-back')).toMatchObject({ unit: 'lh' });
    expect(events.find((e) => e.type === 'unit-ordered' && e.unit === 'gens')).toMatchObject({
      order: 'charge',
      target: 'lh',
    });
    expect(unitIn(state, 'lh').status).not.toBe('routed');
    expect(events.filter((e) => e.type === 'morale-tested').map((e) => [e.unit, e.score, e.result])).toEqual(
      expect.arrayContaining([
        ['lh', 4, 'fall-back'],
        ['gens', 11, 'carry-on'],
        ['lh', 6, 'carry-on'],
      ]),
    );
    expect(events.filter((e) => e.type === 'closed')).toEqual([{ type: 'closed', unit: 'gens', target: 'lh' }]);
    expect(events.find((e) => e.type === 'close-combat')).toMatchObject({ attackers: ['gens'], defender: 'lh' });
  });

  it('a caught evader that fails its To Stand test routs ("Falling Back unit Routs") and is not fought', () => {
    // Dice: evasion 2 (falls back); gendarmes to close 6 (closed); light horse to stand 3 (3 + 2 - 1 = 4: routs).
    const { events } = playDecisions(table(), faces([2, 6, 3]), [
      [{ kind: 'order', unit: 'gens', order: 'charge', target: 'lh' }, 'A'],
      [{ kind: 'evasion', unit: 'lh', evade: true }, 'B'],
      [{ kind: 'end-moves' }, 'A'],
      [{ kind: 'end-moves' }, 'B'],
    ]);
    expect(events.filter((e) => e.type === 'closed')).toEqual([{ type: 'closed', unit: 'gens', target: 'lh' }]);
    expect(of(events, 'morale-tested').flatMap((e) => (e.unit === 'lh' ? [e.result] : []))).toEqual([
      'fall-back',
      'rout',
    ]);
    expect(events.find((e) => e.type === 'routed')).toMatchObject({ unit: 'lh' });
    expect(events.some((e) => e.type === 'close-combat')).toBe(false);
  });

  it('pistol cavalry halted by their To Close test fire their front rank at it: it is 1" away (R36)', () => {
    const reiters = scenarioUnit({
      id: 'rei',
      troop: 'reiters',
      weapon: 'pistol',
      figures: 12,
      moraleClass: 'lighter-mounted',
      frontage: 1,
      x: 30,
      y: 10,
    });
    const s0 = handBuiltTable('reiters halted', [reiters], [lh, friend], SwordAndPikeOptionsSchema.parse({}));
    const s = { ...s0, units: s0.units.map((u) => ({ ...u, morale: u.id === 'lh' ? 2 : 4 })) };
    // Dice: evasion 2 (falls back); Reiters to close 1 (a 5: "Moving unit halts"); then 3s.
    const { events } = playDecisions(s, faces([2, 1]), [
      [{ kind: 'order', unit: 'rei', order: 'charge', target: 'lh' }, 'A'],
      [{ kind: 'evasion', unit: 'lh', evade: true }, 'B'],
      [{ kind: 'end-moves' }, 'A'],
      [{ kind: 'end-moves' }, 'B'],
    ]);
    expect(of(events, 'morale-tested').map((e) => [e.unit, e.result])).toEqual(
      expect.arrayContaining([
        ['lh', 'fall-back'],
        ['rei', 'halt'],
      ]),
    );
    // FIRE: "Cavalry that does not close (halts due to morale) may similarly fire the front rank but are +1": one
    // rank (3 figures) at 1", hitting on 1-5.
    expect(of(events, 'fired')).toMatchObject([{ unit: 'rei', target: 'lh', range: 1, firers: 3, hitsOn: 5 }]);
    expect(of(events, 'closed')).toEqual([]);
  });

  it('a charger that came in before the target fell back evading another is out of contact with it (R45)', () => {
    // The light horse stands against the first gendarmes (they come in 1" off), then evades the second and falls back
    // (as far as the pikes behind it let it): the first find it gone, the second charge it where it now is.
    const first = scenarioUnit({ ...gens, id: 'g1', name: 'g1', x: 24, y: 12 });
    const second = scenarioUnit({ ...gens, id: 'g2', name: 'g2', x: 38, y: 14 });
    const s0 = handBuiltTable('two chargers', [first, second], [lh, friend], SwordAndPikeOptionsSchema.parse({}));
    const s = { ...s0, units: s0.units.map((u) => ({ ...u, morale: u.id === 'lh' ? 2 : 4 })) };
    // Dice: evasion 2 (falls back); each gendarmes' to close 6; light horse to stand 5 (6: Morale Good).
    const { events } = playDecisions(s, faces([2, 6, 6, 5]), [
      [{ kind: 'order', unit: 'g1', order: 'charge', target: 'lh' }, 'A'],
      [{ kind: 'evasion', unit: 'lh', evade: false }, 'B'],
      [{ kind: 'order', unit: 'g2', order: 'charge', target: 'lh' }, 'A'],
      [{ kind: 'evasion', unit: 'lh', evade: true }, 'B'],
      [{ kind: 'end-moves' }, 'A'],
      [{ kind: 'end-moves' }, 'B'],
    ]);
    expect(of(events, 'unit-ordered').flatMap((e) => (e.order === 'charge' ? [e.unit] : []))).toEqual(['g1', 'g2']);
    // From y 20 to 24, up to the pikes: the first gendarmes, halted at y 15, are now 5" from it.
    expect(events.find((e) => e.type === 'fell-back')).toMatchObject({ unit: 'lh', x: 30, y: 23.998 });
    expect(
      of(events, 'morale-tested').flatMap((e) => (e.reason.startsWith('to close') ? [[e.unit, e.result]] : [])),
    ).toEqual([
      ['g1', 'carry-on'],
      ['g2', 'carry-on'],
    ]);
    expect(events.filter((e) => e.type === 'closed')).toEqual([{ type: 'closed', unit: 'g2', target: 'lh' }]);
    expect(events.find((e) => e.type === 'close-combat')).toMatchObject({ attackers: ['g2'], defender: 'lh' });
  });
});
