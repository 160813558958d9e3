import { describe, expect, it } from 'vitest';
import { competentBot } from '../bot/competentBot.js';
import { checkDecision, legalDecisions, tacticalMove } from '../sequence/legalDecisions.js';
import { faces, handBuiltTable, playDecisions, scenarioUnit, unitIn } from './__fixtures__/playDecisions.js';
import type { SwordAndPikeDecision } from './Decision.js';
import { describeDecision } from './describe.js';
import type { SwordAndPikeEvent } from './Event.js';
import type { SwordAndPikeState } from './State.js';

// Rulebook (/work/shared/rules/sword-and-pike.txt), Close Combat L, the winners' "Bonus Options": "a. Hold position.
// Make non-combat tactical move of one normal move". The move's way is the player's: the battle moved the winner
// toward the nearest enemy, always. Ruling R63 (docs/rulings/sword-and-pike.md): the winner's side chooses among
// toward each enemy, straight ahead and straight back (holding is option a), and (ruling R65, `freeMovement.spec.ts`)
// any heading between, each offered where it moves the unit 0.5" or more; how far is ruling R53 (the move it has now:
// half, disordered).

type WinnerOption = Extract<SwordAndPikeDecision, { kind: 'winner-option' }>;
const move = (target: string | null, heading?: 'ahead' | 'back'): WinnerOption => ({
  kind: 'winner-option',
  unit: 'g',
  option: 'tactical-move',
  target,
  ...(heading ? { heading } : {}),
});

/** Side A's gendarmes (10" a move, facing +y) at (30, 20) won; B's pikes ahead-right, far, and off to the left. */
function won(): SwordAndPikeState {
  const s = handBuiltTable(
    'tactical',
    [scenarioUnit({ id: 'g', troop: 'gendarmes', figures: 12, moraleClass: 'heavy-cavalry', x: 30, y: 20 })],
    [
      scenarioUnit({ id: 'near', troop: 'pikemen', order: 'closed', x: 40, y: 36 }),
      scenarioUnit({ id: 'left', troop: 'pikemen', order: 'closed', x: 6, y: 24 }),
      scenarioUnit({ id: 'far', troop: 'pikemen', order: 'closed', x: 66, y: 44 }),
    ],
  );
  return { ...s, step: 'winner-options', winners: [{ unit: 'g', vacated: null }] };
}
const tacticalOffered = (s: SwordAndPikeState) =>
  legalDecisions(s).filter((d) => d.kind === 'winner-option' && d.option === 'tactical-move');
const at = (d: WinnerOption) =>
  playDecisions(won(), faces([]), [[d, 'A']]).events.find(
    (x): x is Extract<SwordAndPikeEvent, { type: 'winner-option' }> => x.type === 'winner-option',
  )!;

describe("a winner's non-combat tactical move goes the way its player chooses (ruling R63)", () => {
  it('offers toward each enemy (nearest first), straight ahead and straight back, then the headings between', () => {
    expect(tacticalOffered(won()).slice(0, 5)).toEqual([
      move('near'),
      move('left'),
      move('far'),
      move(null, 'ahead'),
      move(null, 'back'),
    ]);
  });

  it('the check refuses any other way: a friend, no unit, an enemy with a heading, a move naming nothing', () => {
    const s = won();
    for (const d of [move('g'), move('nobody'), move('near', 'back'), move(null)])
      expect(checkDecision(s, d)).toBe('not a legal decision now');
    for (const d of tacticalOffered(s)) expect(checkDecision(s, d)).toBeNull();
  });

  it('each way carries the winner one normal move (10"), keeping its facing', () => {
    const facing = unitIn(won(), 'g').facing;
    // Toward the enemy off to the left, not the nearest: (30, 20) to (6, 24) for 10".
    const left = at(move('left'));
    expect(Math.hypot(left.x - 30, left.y - 20)).toBeCloseTo(10, 2);
    expect(left.x).toBeLessThan(21);
    expect(left.y).toBeGreaterThan(21);
    expect(left.facing).toBe(facing);
    expect(at(move(null, 'ahead'))).toMatchObject({ x: 30, y: 30, facing });
    expect(at(move(null, 'back'))).toMatchObject({ x: 30, y: 10, facing });
    const near = at(move('near'));
    expect(Math.hypot(near.x - 30, near.y - 20)).toBeCloseTo(10, 2);
    expect(near.x).toBeGreaterThan(34);
  });

  it('tacticalMove: no way toward a friend, an enemy gone from the table, or for a heavy gun', () => {
    const s = won();
    const g = unitIn(s, 'g');
    expect(tacticalMove(s, g, 'g')).toBeNull();
    const friend = {
      ...s,
      units: [...s.units, { ...unitIn(s, 'near'), id: 'friend', side: 'A' as const, x: 60, y: 10 }],
    };
    expect(tacticalMove(friend, unitIn(friend, 'g'), 'friend')).toBeNull();
    expect(tacticalMove(s, g, 'near')).not.toBeNull();
    const gone = { ...s, units: s.units.map((u) => (u.id === 'near' ? { ...u, status: 'removed' as const } : u)) };
    expect(tacticalMove(gone, g, 'near')).toBeNull();
    // No heading named: straight ahead (the way a decision without one would go; none is offered).
    expect(tacticalMove(s, g, null)).toEqual({ x: 30, y: 30 });
  });

  it('straight ahead and back follow its facing, whichever way it faces (here +x)', () => {
    const s = won();
    const east = { ...s, units: s.units.map((u) => (u.id === 'g' ? { ...u, facing: 0 } : u)) };
    const g = unitIn(east, 'g');
    expect(tacticalMove(east, g, null, 'ahead')).toEqual({ x: 40, y: 20 });
    expect(tacticalMove(east, g, null, 'back')).toEqual({ x: 20, y: 20 });
  });

  it('a way that would move it less than 0.5" is not offered: the table edge behind it', () => {
    const s = won();
    const atEdge = { ...s, units: s.units.map((u) => (u.id === 'g' ? { ...u, y: 2.2 } : u)) };
    const ways = tacticalOffered(atEdge);
    expect(ways).toContainEqual(move(null, 'ahead'));
    expect(ways).not.toContainEqual(move(null, 'back'));
  });

  it('describes the way chosen', () => {
    const s = won();
    expect(describeDecision(move('left'), s, 'A')).toBe(
      'A: g, victorious, chooses to make a tactical move toward left',
    );
    expect(describeDecision(move(null, 'back'), s, 'A')).toBe(
      'A: g, victorious, chooses to make a tactical move straight back',
    );
    expect(describeDecision(move(null, 'ahead'), s, 'A')).toBe(
      'A: g, victorious, chooses to make a tactical move straight ahead',
    );
  });

  it('the competent bot holds; offered only tactical moves, it goes toward the nearest enemy', () => {
    const s = won();
    const bot = competentBot();
    const pick = (legal: SwordAndPikeDecision[]) =>
      bot.decide({ state: s, player: 'A', legal, rng: { next: () => 0.5 } as never });
    expect(pick(legalDecisions(s))).toMatchObject({ option: 'hold' });
    const ways = tacticalOffered(s);
    expect(pick([...ways].reverse())).toEqual(move('near'));
  });
});
