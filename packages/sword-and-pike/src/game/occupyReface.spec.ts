import { describe, expect, it } from 'vitest';
import { competentBot } from '../bot/competentBot.js';
import { checkDecision, legalDecisions, occupyFacing, occupySpot } from '../sequence/legalDecisions.js';
import { faces, handBuiltTable, playDecisions, scenarioUnit, sleeveOf, unitIn } from './__fixtures__/playDecisions.js';
import type { SwordAndPikeDecision } from './Decision.js';
import { describeDecision } from './describe.js';
import type { SwordAndPikeEvent } from './Event.js';
import type { SwordAndPikeState } from './State.js';

// Rulebook (/work/shared/rules/sword-and-pike.txt), Close Combat, the winner's options: "a. Occupy vacated position
// and reform or reface." The battle offered occupying (facing as it was) and refacing where it stood (R24) as two
// options, never both: the winner that occupied could not reface. Ruling R64 (docs/rulings/sword-and-pike.md): the
// occupy option may name an enemy (one of the four nearest, not ahead of it at the vacated spot) to face there.

type WinnerOption = Extract<SwordAndPikeDecision, { kind: 'winner-option' }>;
const occupy = (target: string | null, unit = 'g'): WinnerOption => ({
  kind: 'winner-option',
  unit,
  option: 'occupy',
  target,
});

/** Side A's gendarmes (facing +y) at (30, 10) won; the loser left (30, 17); B's pikes off to the right and ahead. */
function won(): SwordAndPikeState {
  const s = handBuiltTable(
    'occupy',
    [scenarioUnit({ id: 'g', troop: 'gendarmes', figures: 12, moraleClass: 'heavy-cavalry', x: 30, y: 10 })],
    [
      scenarioUnit({ id: 'right', troop: 'pikemen', order: 'closed', x: 50, y: 17 }),
      scenarioUnit({ id: 'ahead', troop: 'pikemen', order: 'closed', x: 30, y: 40 }),
    ],
  );
  return { ...s, step: 'winner-options', winners: [{ unit: 'g', vacated: { x: 30, y: 17 } }] };
}
const occupyOffered = (s: SwordAndPikeState) =>
  legalDecisions(s).filter((d) => d.kind === 'winner-option' && d.option === 'occupy');
const placed = (s: SwordAndPikeState, d: WinnerOption) =>
  playDecisions(s, faces([]), [[d, 'A']]).events.find(
    (x): x is Extract<SwordAndPikeEvent, { type: 'winner-option' }> => x.type === 'winner-option',
  )!;

describe('"Occupy vacated position and reform or reface": the winner occupies and faces the way its player chooses (R64)', () => {
  it('offers occupying as it faces, or facing an enemy not ahead of it at the vacated spot', () => {
    const s = won();
    expect(occupyOffered(s)).toEqual([occupy(null), occupy('right')]);
    expect(checkDecision(s, occupy('ahead'))).toBe('not a legal decision now');
    expect(checkDecision(s, occupy('g'))).toBe('not a legal decision now');
    expect(checkDecision(s, occupy('right'))).toBeNull();
  });

  it('occupies the spot and pivots there to face the enemy named; naming none, it faces as it was', () => {
    const s = won();
    const faced = placed(s, occupy('right'));
    expect(faced.x).toBeCloseTo(30, 6);
    expect(faced.y).toBeCloseTo(17, 6);
    expect(Math.cos(faced.facing)).toBeCloseTo(1, 6); // facing +x, toward the pikes on the right
    expect(placed(s, occupy(null))).toMatchObject({ x: 30, y: 17, facing: unitIn(s, 'g').facing });
  });

  it('occupyFacing: null for an enemy ahead at the spot, or where the pivot would hit a unit', () => {
    const s = won();
    const g = unitIn(s, 'g');
    expect(occupyFacing(s, g, { x: 30, y: 17 }, unitIn(s, 'ahead'))).toBeNull();
    // Ahead of its front edge but well off its centre line (about 30 degrees): in front already, no reface.
    const offCentre = { ...unitIn(s, 'ahead'), x: 45 };
    expect(occupyFacing(s, g, { x: 30, y: 17 }, offCentre)).toBeNull();
    // Beside it (the right-hand pikes): a quarter turn.
    expect(occupyFacing(s, g, { x: 30, y: 17 }, unitIn(s, 'right'))?.angle).toBeCloseTo(-Math.PI / 2, 6);
    expect(occupyFacing(s, g, { x: 30, y: 17 }, unitIn(s, 'right'))).not.toBeNull();
    // A friend 0.3" beyond the spot's front edge: the spot is free, but the swing of the 4" x 4" base (its corners
    // 2.83" from the centre) would cross it.
    const crowded = handBuiltTable(
      'occupy',
      [
        scenarioUnit({ id: 'g', troop: 'gendarmes', figures: 12, moraleClass: 'heavy-cavalry', x: 30, y: 10 }),
        scenarioUnit({ id: 'f', troop: 'arquebusiers', x: 32, y: 20.3 }),
      ],
      [scenarioUnit({ id: 'right', troop: 'pikemen', order: 'closed', x: 50, y: 17 })],
    );
    expect(occupySpot(crowded, unitIn(crowded, 'g'), { x: 30, y: 17 })).toBe(true);
    expect(occupyFacing(crowded, unitIn(crowded, 'g'), { x: 30, y: 17 }, unitIn(crowded, 'right'))).toBeNull();
  });

  it('refacing at the spot costs nothing (the bonus option): offered to a winner whose normal move is 0 too', () => {
    const s = won();
    const still = { ...s, options: { ...s.options, movement: { ...s.options.movement, heavyHorse: 0 } } };
    expect(occupyOffered(still)).toEqual([occupy(null), occupy('right')]);
  });

  it('a pike block with its sleeves occupies facing as it was (the sleeves would have to swing too)', () => {
    const s = handBuiltTable(
      'occupy',
      [scenarioUnit({ id: 'pike', troop: 'pikemen', order: 'closed', x: 30, y: 10 }), sleeveOf()],
      [scenarioUnit({ id: 'right', troop: 'pikemen', order: 'closed', x: 60, y: 12 })],
    );
    const w = { ...s, step: 'winner-options' as const, winners: [{ unit: 'pike', vacated: { x: 30, y: 12 } }] };
    expect(occupyOffered(w)).toEqual([occupy(null, 'pike')]);
  });

  it('describes the occupation and the facing', () => {
    const s = won();
    expect(describeDecision(occupy('right'), s, 'A')).toBe(
      'A: g, victorious, chooses to occupy the vacated position and reface toward right',
    );
    expect(describeDecision(occupy(null), s, 'A')).toBe('A: g, victorious, chooses to occupy the vacated position');
  });

  it('the competent bot holds as before; given only the occupations, it occupies facing as it was', () => {
    const s = won();
    const bot = competentBot();
    const pick = (legal: SwordAndPikeDecision[]) =>
      bot.decide({ state: s, player: 'A', legal, rng: { next: () => 0.5 } as never });
    expect(pick(legalDecisions(s))).toMatchObject({ option: 'hold' });
    expect(pick([occupy('right'), occupy(null)])).toEqual(occupy(null));
  });
});
