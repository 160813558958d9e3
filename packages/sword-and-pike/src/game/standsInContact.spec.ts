import { enumerate, parseParams, Rational } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { mechanic } from '../plugins/__fixtures__/mechanic.js';
import { SwordAndPikeOptionsSchema } from '../options/options.js';
import { frontStandsOnEdge, standsFighting } from '../table/standsInContact.js';
import type { SwordAndPikeDecision } from './Decision.js';
import type { SwordAndPikeEvent } from './Event.js';
import { faces, handBuiltTable, playDecisions, scenarioUnit } from './__fixtures__/playDecisions.js';

const meleeMechanic = mechanic('melee');

// Ruling R44: on a flank or the rear only the stands in contact on that edge fight (ORDER: "only 2 ranks may fight").
const formed = (troop: 'pikemen' | 'arquebusiers' | 'gendarmes', figures: number, frontage: number) => ({
  troop,
  figures,
  frontage,
});

describe('stands fighting on a flank or the rear (ruling R44)', () => {
  it('counts the front stands that meet an edge when squared up to it', () => {
    expect(frontStandsOnEdge(2, 2, 4)).toBe(2); // a 4" front on a 4" edge
    expect(frontStandsOnEdge(2, 2, 8)).toBe(2);
    expect(frontStandsOnEdge(4, 2, 1)).toBe(2); // an 8" front centred on a 1" edge: the two middle stands
    expect(frontStandsOnEdge(3, 2, 1)).toBe(1); // a 6" front centred on a 1" edge: the middle stand only
    expect(frontStandsOnEdge(3, 2, 3)).toBe(3); // a 3" edge reaches into both outer stands
  });

  it('a defender fights with its stands on the face attacked and the ranks that may fight behind them', () => {
    const line = formed('arquebusiers', 20, 4); // 4 stands in one rank
    const column = formed('arquebusiers', 20, 1); // 4 ranks of one stand
    const pikes = formed('pikemen', 20, 2); // 2 x 2
    const gens = formed('gendarmes', 12, 2);
    expect(standsFighting(line, 'defender', 'front', gens)).toBe(4);
    expect(standsFighting(line, 'defender', 'flank', gens)).toBe(2); // 1 stand on the flank, 2 files may fight
    expect(standsFighting(column, 'defender', 'front', gens)).toBe(2); // 1 stand, 2 ranks
    expect(standsFighting(column, 'defender', 'flank', gens)).toBe(4); // 4 stands on the flank, 1 file
    expect(standsFighting(pikes, 'defender', 'flank', gens)).toBe(4); // 2 on the flank, both files (pikes fight 4 deep)
    expect(standsFighting(line, 'defender', 'rear', gens)).toBe(4); // the rear rank, as the front
    expect(standsFighting(line, 'defender', 'flank', gens, 'as-front')).toBe(4);
  });

  it('a charger fights with its front stands on the edge it attacks', () => {
    const wide = formed('gendarmes', 12, 4); // 8" front, 1 rank
    const line = formed('arquebusiers', 20, 4); // 8" x 1"
    expect(standsFighting(wide, 'attacker', 'front', line)).toBe(4);
    expect(standsFighting(wide, 'attacker', 'flank', line)).toBe(2); // the 1" flank meets 2 stands
    expect(standsFighting(wide, 'attacker', 'rear', line)).toBe(4); // the 8" rear meets them all
    expect(standsFighting(formed('gendarmes', 12, 2), 'attacker', 'flank', formed('pikemen', 20, 2))).toBe(4); // 2 on the 2" flank, 2 ranks
  });

  // Side B's arquebus line faces south: 8" x 1" at (30, 30), flanks x 26 and 34. Side A's gendarmes 8" x 2" to its east.
  const line = scenarioUnit({
    id: 'line',
    troop: 'arquebusiers',
    x: 30,
    y: 30,
    frontage: 4,
    moraleClass: 'swiss-foot',
  });
  const gens = scenarioUnit({
    id: 'gens',
    troop: 'gendarmes',
    figures: 12,
    x: 42,
    y: 31,
    frontage: 4,
    moraleClass: 'heavy-cavalry',
  });
  const turn: [SwordAndPikeDecision, 'A' | 'B'][] = [
    [{ kind: 'order', unit: 'gens', order: 'charge', target: 'line' }, 'A'],
    [{ kind: 'end-moves' }, 'A'],
    [{ kind: 'end-moves' }, 'B'],
  ];
  const combat = (options: Record<string, unknown>) => {
    const s = handBuiltTable('flank stands', [gens], [line], SwordAndPikeOptionsSchema.parse(options));
    const { events } = playDecisions(s, faces([]), turn);
    expect(events.find((e) => e.type === 'unit-ordered')).toMatchObject({ flank: true });
    return events.find((e): e is Extract<SwordAndPikeEvent, { type: 'close-combat' }> => e.type === 'close-combat')!;
  };

  it('in a battle: gendarmes on the flank of a line fight with 2 stands, the line with 2 (exact odds)', () => {
    const c = combat({});
    // Gendarmes 2 stands x (3 + 1 lance) on 5-6; arquebusiers 2 stands x (5 - 1 open against closed) on 6.
    expect(c.attackerDice).toEqual({ onFive: 8, onSix: 0 });
    expect(c.defenderDice).toEqual({ onFive: 0, onSix: 8 });
    const asFront = combat({ flankAndRearStands: 'as-front' });
    expect(asFront.attackerDice).toEqual({ onFive: 16, onSix: 0 });
    expect(asFront.defenderDice).toEqual({ onFive: 0, onSix: 16 });
    // The same fight as odds: no casualty on the line (2/3)^8, none on the gendarmes (5/6)^8.
    const odds = enumerate((dice) =>
      meleeMechanic.run(
        dice,
        parseParams(meleeMechanic.params, {
          attacker: 'gendarmes',
          'attacker-stands': '2',
          defender: 'arquebusiers',
          'defender-stands': '2',
          'first-round': true,
          flank: true,
        }),
      ),
    );
    expect(odds.probabilityOf((o) => o.defenderCasualties === 0).equals(Rational.of(256, 6561))).toBe(true);
    expect(odds.probabilityOf((o) => o.attackerCasualties === 0).equals(Rational.of(390625, 1679616))).toBe(true);
  });
});
