import { describe, expect, it } from 'vitest';
import { SwordAndPikeOptionsSchema } from '../options/options.js';
import { checkDecision, legalDecisions } from '../sequence/legalDecisions.js';
import { faces, handBuiltTable, playDecisions, scenarioUnit, unitIn } from './__fixtures__/playDecisions.js';
import type { SwordAndPikeDecision } from './Decision.js';
import type { SwordAndPikeEvent } from './Event.js';

// Rulebook, FIRE: "The front rank of cavalry armed with pistols who are charging ... may fire one pistol if it
// closes"; "Cavalry that does not close (halts due to morale) may similarly fire the front rank". "May": the player
// decides, with the charge order (`pistols: false` holds them), and holding matters: a unit's first fire is at -2
// ("first fire"), spent by the pistols at the closing.

const reiters = scenarioUnit({
  id: 'rei',
  troop: 'reiters',
  figures: 12,
  weapon: 'pistol',
  moraleClass: 'lighter-mounted',
  x: 30,
  y: 20,
});
const gendarmes = scenarioUnit({
  id: 'gens',
  troop: 'gendarmes',
  figures: 12,
  moraleClass: 'heavy-cavalry',
  x: 42,
  y: 20,
});
const shot = scenarioUnit({ id: 'shot', troop: 'arquebusiers', weapon: 'arquebus', frontage: 4, x: 30, y: 26 });
const noEvasion = SwordAndPikeOptionsSchema.parse({ evasion: 'off' });
const charge = (pistols?: boolean): SwordAndPikeDecision => ({
  kind: 'order',
  unit: 'rei',
  order: 'charge',
  target: 'shot',
  ...(pistols === undefined ? {} : { pistols }),
});
const firedBy = (events: readonly SwordAndPikeEvent[], unit: string) =>
  events.filter((e) => e.type === 'fired' && e.unit === unit);

/** The Reiters charge the shot, which holds its fire in the fire phase (or fires `volley` at them); `script`: dice. */
function charged(pistols: boolean | undefined, script: number[], volley: 'rei' | null = null) {
  return playDecisions(handBuiltTable('pistols', [reiters, gendarmes], [shot], noEvasion), faces(script), [
    [charge(pistols), 'A'],
    [{ kind: 'end-moves' }, 'A'],
    [{ kind: 'end-moves' }, 'B'],
    [{ kind: 'fire', unit: 'shot', target: volley }, 'B'],
  ]);
}

describe('pistols at the closing: the charger "may fire" them, or hold them', () => {
  it('a charge of pistol cavalry is offered firing and holding; other cavalry only charge', () => {
    const s = handBuiltTable('pistols', [reiters, gendarmes], [shot], noEvasion);
    const legal = legalDecisions(s);
    expect(legal).toEqual(expect.arrayContaining([charge(), charge(false)]));
    expect(legal).toContainEqual({ kind: 'order', unit: 'gens', order: 'charge', target: 'shot' });
    const gensHolding: SwordAndPikeDecision = {
      kind: 'order',
      unit: 'gens',
      order: 'charge',
      target: 'shot',
      pistols: false,
    };
    expect(legal).not.toContainEqual(gensHolding);
    expect(checkDecision(s, gensHolding)).toBe('not a legal decision now');
    // `pistols: true` is the charge that fires them; on any other order the flag is refused.
    expect(checkDecision(s, charge(true))).toBeNull();
    for (const pistols of [false, true])
      expect(checkDecision(s, { kind: 'order', unit: 'rei', order: 'retire', target: null, pistols })).toBe(
        'not a legal decision now',
      );
  });

  it('closing: held, no pistol is fired and the first fire is kept; the same charge fires them', () => {
    // Reiters' chart 6, to close 6 + 6: carry on.
    const held = charged(false, [6, 6]);
    expect(held.events).toContainEqual({ type: 'closed', unit: 'rei', target: 'shot' });
    expect(held.events.find((e) => e.type === 'unit-ordered' && e.unit === 'rei')).toMatchObject({ pistols: false });
    expect(firedBy(held.events, 'rei')).toEqual([]);
    expect(unitIn(held.state, 'rei').hasFired).toBe(false);
    const fired = charged(undefined, [6, 6]);
    expect(firedBy(fired.events, 'rei')).toHaveLength(1);
    expect(unitIn(fired.state, 'rei').hasFired).toBe(true);
  });

  it('halted by its "To Close" test: held, no pistol is fired; the same halt fires them', () => {
    // Reiters' chart 3, to close 3 + 2 = 5: "Moving unit halts".
    const held = charged(false, [3, 2]);
    expect(held.events).toContainEqual(expect.objectContaining({ type: 'morale-tested', unit: 'rei', result: 'halt' }));
    expect(firedBy(held.events, 'rei')).toEqual([]);
    expect(firedBy(charged(undefined, [3, 2]).events, 'rei')).toHaveLength(1);
  });

  it('halted by a fire-phase morale result: held, no pistol is fired at step 6; the same halt fires them', () => {
    // The shot's 20 D20: one hit (first fire, 1-6). Reiters' chart 3, fire test 3 + 2 = 5: a moving unit halts.
    const script = [1, ...Array<number>(19).fill(20), 3, 2];
    const held = charged(false, script, 'rei');
    expect(held.events).toContainEqual({ type: 'charge-halted', unit: 'rei' });
    expect(firedBy(held.events, 'rei')).toEqual([]);
    expect(firedBy(charged(undefined, script, 'rei').events, 'rei')).toHaveLength(1);
  });

  it("a charge held up by the target's evasion answer keeps the choice (ruling R32); the same charge fires", () => {
    const lightHorse = scenarioUnit({
      id: 'lh',
      troop: 'light-horse',
      figures: 9,
      moraleClass: 'lighter-mounted',
      x: 30,
      y: 28,
    });
    const s = handBuiltTable('evasion', [reiters], [lightHorse]);
    const throughEvasion = (pistols?: boolean) => {
      const order: SwordAndPikeDecision = {
        kind: 'order',
        unit: 'rei',
        order: 'charge',
        target: 'lh',
        ...(pistols === undefined ? {} : { pistols }),
      };
      expect(checkDecision(s, order)).toBeNull();
      const moved = playDecisions(s, faces([6, 6, 6, 6]), [
        [order, 'A'],
        [{ kind: 'evasion', unit: 'lh', evade: false }, 'B'],
      ]);
      const after = playDecisions(moved.state, faces([6, 6, 6, 6]), [
        [{ kind: 'end-moves' }, 'A'],
        [{ kind: 'end-moves' }, 'B'],
      ]);
      return { ...moved, after: after.events };
    };
    const held = throughEvasion(false);
    expect(held.events).toContainEqual({ type: 'charge-declared', unit: 'rei', target: 'lh', pistols: false });
    expect(held.events.find((e) => e.type === 'unit-ordered' && e.unit === 'rei')).toMatchObject({ pistols: false });
    expect(unitIn(held.state, 'rei').charge).toMatchObject({ target: 'lh', pistols: false });
    expect(held.after).toContainEqual({ type: 'closed', unit: 'rei', target: 'lh' });
    expect(firedBy(held.after, 'rei')).toEqual([]);
    const fires = throughEvasion();
    expect(fires.events).toContainEqual({ type: 'charge-declared', unit: 'rei', target: 'lh' });
    expect(unitIn(fires.state, 'rei').charge).not.toHaveProperty('pistols');
    expect(fires.after).toContainEqual({ type: 'closed', unit: 'rei', target: 'lh' });
    expect(firedBy(fires.after, 'rei')).toHaveLength(1);
  });
});
