import { Rng } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { competentBot } from '../bot/competentBot.js';
import { SwordAndPikeOptionsSchema } from '../options/options.js';
import { checkDecision, legalDecisions } from '../sequence/legalDecisions.js';
import { swordAndPikeSequence } from '../sequence/sequence.js';
import { faces, handBuiltTable, playDecisions, scenarioUnit, unitIn } from './__fixtures__/playDecisions.js';
import type { SwordAndPikeDecision } from './Decision.js';
import type { SwordAndPikeState, UnitState } from './State.js';

// Rulebook, Close Combat L, the winner's bonus options: "Attempt another Close Combat by passing Morale Check and
// rolling variable move dice - announce intent first. (Defender *can* fire defensive volley if not already fired that
// turn)." "Can": the defender's side decides, as it decides its volley at a charger in a fire phase — a `fire`
// decision at the charger, or `target: null` to hold it.

/** A's winning Gendarmes `g` (4" x 4", facing +y) and B's arquebusiers `e` 14" ahead; every morale 4. */
function winner(change: Partial<UnitState> = {}): SwordAndPikeState {
  const g = scenarioUnit({ id: 'g', troop: 'gendarmes', figures: 12, moraleClass: 'heavy-cavalry', x: 30, y: 10 });
  const e = scenarioUnit({ id: 'e', troop: 'arquebusiers', weapon: 'arquebus', frontage: 4, x: 30, y: 24 });
  const s = handBuiltTable('volley choice', [g], [e], SwordAndPikeOptionsSchema.parse({}));
  return {
    ...s,
    step: 'winner-options',
    winners: [{ unit: 'g', vacated: null }],
    units: s.units.map((x) => ({ ...x, morale: 4, ...(x.id === 'e' ? change : {}) })),
  };
}
const again: SwordAndPikeDecision = { kind: 'winner-option', unit: 'g', option: 'charge-again', target: 'e' };
const volley: SwordAndPikeDecision = { kind: 'fire', unit: 'e', target: 'g' };
const hold: SwordAndPikeDecision = { kind: 'fire', unit: 'e', target: null };
// To close again 6 (6 + 4 + ... carry on), variable move 6: the Gendarmes reach the arquebusiers.
const reached = () => playDecisions(winner(), faces([6, 6]), [[again, 'A']]);

describe('the defensive volley at a winner charging again: the defender may fire it or hold it', () => {
  it('the charge stops in contact and the defender side chooses: fire at the charger, or hold', () => {
    const { state, events } = reached();
    expect(events.at(-1)).toEqual({ type: 'volley-offered', unit: 'e', charger: 'g', aspect: 'front' });
    expect(state.pendingVolley).toEqual({ charger: 'g', target: 'e', aspect: 'front' });
    expect(events.some((e) => e.type === 'fired' || e.type === 'close-combat')).toBe(false);
    expect(swordAndPikeSequence.activePlayer(state)).toBe('B');
    expect(legalDecisions(state)).toEqual([volley, hold]);
    expect(checkDecision(state, { kind: 'fire', unit: 'e', target: 'x' })).toBe(
      "e's defensive volley can only be fired at g, the unit charging it",
    );
    // Nothing else, not even another kind of decision naming the charged unit.
    const others: SwordAndPikeDecision[] = [
      again,
      { kind: 'fire', unit: 'g', target: 'e' },
      { kind: 'end-moves' },
      { kind: 'winner-option', unit: 'e', option: 'hold', target: null },
    ];
    for (const other of others)
      expect(checkDecision(state, other)).toBe(
        'e must first fire its defensive volley at the charging winner or hold it',
      );
  });

  it('fired: the volley, then the test to stand and the fight', () => {
    const { state, events } = playDecisions(reached().state, faces([]), [[volley, 'B']]);
    expect(events[0]).toEqual({ type: 'fire-declared', unit: 'e', target: 'g' });
    expect(events.find((e) => e.type === 'fired')).toMatchObject({ unit: 'e', target: 'g' });
    expect(unitIn(state, 'e').firedThisTurn).toBe(true);
    expect(state.pendingVolley).toBeNull();
    expect(state.fireDeclared).toEqual([]);
  });

  it('held: no volley, the first fire kept; the test to stand and the fight follow as before', () => {
    // The arquebusiers' test to stand: 6 + 4 = 10, they stand; the fight.
    const { state, events } = playDecisions(reached().state, faces([6]), [[hold, 'B']]);
    expect(events[0]).toEqual({ type: 'fire-declared', unit: 'e', target: null });
    expect(events.some((e) => e.type === 'fired')).toBe(false);
    expect(unitIn(state, 'e')).toMatchObject({ firedThisTurn: false, hasFired: false });
    expect(events).toContainEqual({ type: 'stood', unit: 'e' });
    expect(events.find((e) => e.type === 'close-combat')).toMatchObject({ attacker: 'g', defender: 'e' });
    expect(state.pendingVolley).toBeNull();
  });

  it('a defender that already fired this turn is offered nothing: the charge goes straight on', () => {
    const { state, events } = playDecisions(winner({ firedThisTurn: true, hasFired: true }), faces([6, 6, 6]), [
      [again, 'A'],
    ]);
    expect(events.some((e) => e.type === 'volley-offered' || e.type === 'fired')).toBe(false);
    expect(events.find((e) => e.type === 'close-combat')).toMatchObject({ attacker: 'g', defender: 'e' });
    expect(state.pendingVolley).toBeNull();
  });

  it('the competent bot fires the volley', () => {
    const { state } = reached();
    const bot = competentBot();
    const legal = legalDecisions(state);
    expect(bot.decide({ state, player: 'B', legal, rng: Rng.fromSeed('volley') })).toEqual(volley);
  });
});
