import { replay } from '@muster/core';
import { BRITISH_ARMY, FRENCH_ARMY } from '@muster/wss-6mm';
import { describe, expect, it } from 'vitest';
import { ClubSession } from '../app/ClubSession.js';
import { club } from './clubRuleset.js';

/** 6mm WSS: activates a brigade and rolls its Brigadier's activation (a 20 activates it). */
const activate = (s: ClubSession, group: string) => {
  expect(s.decide({ kind: 'activate', group }).ok).toBe(true);
  const t = s.state.tests.find((x) => x.mechanic === 'activation')!;
  expect(s.decide({ kind: 'resolve', mechanic: 'activation', params: t.params, actor: t.unit, dice: [20] }).ok).toBe(
    true,
  );
};

// Rulebook: Charges: "Charged Cavalry Units may either fire or countercharge"; the countercharger rolls its own charge
// move (ruling R38: 1d6 x 2 + 2, a 3 makes 8"). Ruling R58 (`afterCountercharge`): by default that move is its move for
// the Movement phase, so its own brigade, activating later, gives it no other orders.
describe("6mm WSS, ruling R58: a countercharge is the unit's move for the phase", () => {
  const [charger, countercharger] = ['B:gendarmes', 'A:queens-horse'];
  const charge = { arm: 'horse', mode: 'charge' };

  for (const [options, reminder] of [
    [{}, 'the countercharge is its move for this phase: no other orders when its own brigade activates (ruling R58)'],
    [
      { afterCountercharge: 'no-other-move' },
      'the countercharge is its move for this phase: no other orders when its own brigade activates (ruling R58)',
    ],
    [{ afterCountercharge: 'may-move' }, 'it may be ordered as any unit when its brigade activates (ruling R58)'],
  ] as const) {
    it(`Queen's Horse countercharging the Gendarmes (${JSON.stringify(options)}): the move says what its brigade may order`, () => {
      const s = ClubSession.start(
        { ruleset: 'wss-6mm', title: 'Blenheim', armies: [BRITISH_ARMY, FRENCH_ARMY], maxTurns: 2, options },
        'r58',
      );
      s.decide({ kind: 'next' }); // 2. Movement
      activate(s, 'orkney'); // side A's first brigade: Lumley's Horse waits
      activate(s, 'gendarmerie');
      // The Gendarmes' own charge move, in their brigade's activation: a charge, not a countercharge.
      expect(s.decide({ kind: 'resolve', mechanic: 'move', params: charge, actor: charger, dice: [3] }).ok).toBe(true);
      expect(s.state.moves.filter((m) => m.unit === charger)).toEqual([]);
      // The Gendarmes' charge test at Queen's Horse, then its Morale test (a 20: STEADY): "successful units may fire
      // and/or countercharge" (Pre Melee).
      expect(
        s.decide({
          kind: 'resolve',
          mechanic: 'charge',
          params: { arm: 'p-horse', condition: 'fresh' },
          actor: charger,
          target: countercharger,
          dice: [20],
        }).ok,
      ).toBe(true);
      const morale = s.state.tests.find((t) => t.unit === countercharger && t.mechanic === 'morale')!;
      expect(
        s.decide({ kind: 'resolve', mechanic: 'morale', params: morale.params, actor: countercharger, dice: [20] }).ok,
      ).toBe(true);
      // Queen's Horse, charged before Lumley's brigade has activated, rolls its countercharge.
      expect(s.decide({ kind: 'resolve', mechanic: 'move', params: charge, actor: countercharger, dice: [3] }).ok).toBe(
        true,
      );
      const move = s.state.moves.find((m) => m.unit === countercharger);
      expect(move).toMatchObject({ kind: 'countercharge', distance: 8, roll: null, optional: true });
      expect(move?.text).toContain('countercharges its charger, up to 8"');
      expect(move?.text).toContain(reminder);
      // The result's sentence carries it too.
      expect(s.logLines().some((l) => l.text.includes(reminder))).toBe(true);
      expect(s.decide({ kind: 'settle-move', move: move!.id, result: 'made' }).ok).toBe(true);
      expect(replay(club, s.save()).identical).toBe(true);
    });
  }
});
