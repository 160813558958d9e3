import { describe, expect, it } from 'vitest';
import { sampleDeck } from '../cards/sampleDeck.js';
import type { TroopCard } from '../cards/TroopCard.js';
import type { Cell, Grid } from '../grounds/Grid.js';
import { squadronManeuver } from '../grounds/push.js';
import type { ManeuverDecision } from './Decision.js';
import { playManeuver, possibleAbilities, specialCards, useAbility } from './playManeuver.js';

// Sample deck: Pikemen 1-5, Arquebusiers 6-10, Cavalries 11-13, Captain 14 (Command), Artilleries 15-17,
// Drummers and Fifers 18 (Motivate).
const troops = sampleDeck.troops;
/** The same deck with the Captain and the Drummers printed without their abilities. */
const plain: TroopCard[] = troops.map((t) => ({ ...t, ability: null }));
const grid = (rows: number[][]): Grid =>
  rows.map((r) => r.map((n): Cell => ({ card: Math.abs(n), owner: n < 0 ? 'B' : 'A' })));
const numbers = (g: Grid) => g.map((r) => r.map((c) => (c.owner === 'B' ? -c.card : c.card)));
const tercio = grid([
  [2, 14, 3],
  [6, 18, 7],
  [11, 13, 15],
  [16, 17, 4],
]);

describe('Special abilities (Rulebook: "Command (Captain)", "Motivate (Drummers and Fifers)")', () => {
  it('the Captain commands and the Drummers and Fifers motivate', () => {
    expect(specialCards(troops)).toEqual({ captain: 14, drummers: 18 });
    expect(specialCards(plain)).toEqual({ captain: null, drummers: null });
  });

  it('"Each time you move the Captain (either by choosing him or moving him with another troop)": moved by another troop', () => {
    // The Drummers (row 1, column 1) pushed south: they enter at the north edge and the Captain shifts south.
    const push = squadronManeuver(tercio, { row: 1, col: 1 }, 'south');
    expect(push.moved).toEqual([18, 14]);
    expect(numbers(push.grid)[1]).toEqual([6, 14, 7]);
    // The Captain now stands at row 1, column 1: his west (6) and east (7) neighbours change places …
    expect(numbers(useAbility(push, troops, { kind: 'command', axis: 'horizontal' })!)[1]).toEqual([7, 14, 6]);
    // … or the troop north of him (the Drummers) and the troop south of him (Cavalry 13).
    const vertical = useAbility(push, troops, { kind: 'command', axis: 'vertical' })!;
    expect(numbers(vertical).map((r) => r[1])).toEqual([13, 14, 18, 17]);
  });

  it('a Captain or Drummers that did not move this turn give no ability', () => {
    // Arquebusiers 6 pushed west along row 1: 7 and the Drummers shift west, the Captain does not move.
    const push = squadronManeuver(tercio, { row: 1, col: 0 }, 'west');
    expect(numbers(push.grid)[1]).toEqual([18, 7, 6]);
    expect(useAbility(push, troops, { kind: 'command', axis: 'vertical' })).toBeNull();
    expect(useAbility(push, troops, { kind: 'command', axis: 'horizontal' })).toBeNull();
    // Motivate: the same push again, the Drummers expelled at the west end filling the slot at the east end.
    expect(numbers(useAbility(push, troops, { kind: 'motivate' })!)[1]).toEqual([7, 6, 18]);
    expect(possibleAbilities(push, troops)).toEqual([{ kind: 'motivate' }]);
    // Artillery 15 pushed south down column 2: neither special card moves.
    const other = squadronManeuver(tercio, { row: 2, col: 2 }, 'south');
    expect(other.moved).toEqual([15, 3, 7]);
    expect(useAbility(other, troops, { kind: 'motivate' })).toBeNull();
    expect(possibleAbilities(other, troops)).toEqual([]);
  });

  it('a deck without a Captain or Drummers has no ability to use', () => {
    const push = squadronManeuver(tercio, { row: 1, col: 1 }, 'south');
    expect(possibleAbilities(push, troops)).toEqual([
      { kind: 'command', axis: 'vertical' },
      { kind: 'command', axis: 'horizontal' },
      { kind: 'motivate' },
    ]);
    expect(useAbility(push, plain, { kind: 'command', axis: 'horizontal' })).toBeNull();
    expect(useAbility(push, plain, { kind: 'motivate' })).toBeNull();
    expect(possibleAbilities(push, plain)).toEqual([]);
  });

  it('Command needs a troop on each side of the Captain on its axis', () => {
    // The Captain pushed north stays in column 1, now at the south edge (row 3): nothing south of him.
    const push = squadronManeuver(tercio, { row: 0, col: 1 }, 'north');
    expect(possibleAbilities(push, troops)).toEqual([{ kind: 'command', axis: 'horizontal' }, { kind: 'motivate' }]);
    expect(useAbility(push, troops, { kind: 'command', axis: 'vertical' })).toBeNull();
  });
});

describe('playing a manoeuvre and its ability (Rulebook: "Special abilities are extra actions that you can perform at the end of a turn")', () => {
  it('a squadron manoeuvre: the card chosen is the troop taken, the grid is the push then the ability', () => {
    const move: ManeuverDecision = {
      kind: 'squadron',
      row: 1,
      col: 1,
      direction: 'south',
      ability: { kind: 'command', axis: 'horizontal' },
    };
    const played = playManeuver(tercio, troops, 'A', move)!;
    expect(played.chosen).toBe(18);
    expect(numbers(played.push.grid)[1]).toEqual([6, 14, 7]);
    expect(numbers(played.grid)[1]).toEqual([7, 14, 6]);
  });

  it('without an ability the grid at the end of the turn is the push', () => {
    const played = playManeuver(tercio, troops, 'A', { kind: 'squadron', row: 3, col: 2, direction: 'north' })!;
    expect(played.chosen).toBe(4);
    expect(played.grid).toEqual(played.push.grid);
  });

  it("a flanking manoeuvre brings the Reserve card in as the side's own troop and chooses it", () => {
    const played = playManeuver(tercio, troops, 'B', { kind: 'flanking', card: 9, direction: 'south', line: 2 })!;
    expect(played.chosen).toBe(9);
    expect(numbers(played.grid).map((r) => r[2])).toEqual([-9, 3, 7, 15]);
    expect(played.push.expelled).toEqual({ card: 4, owner: 'A' });
  });

  it('an ability that cannot be used makes the manoeuvre unplayable', () => {
    const move: ManeuverDecision = {
      kind: 'squadron',
      row: 2,
      col: 2,
      direction: 'south',
      ability: { kind: 'motivate' },
    };
    expect(playManeuver(tercio, troops, 'A', move)).toBeNull();
  });
});

describe('the manoeuvre played last is handed over once (the reducer replays the decision the resolver just played)', () => {
  const move: ManeuverDecision = { kind: 'flanking', card: 9, direction: 'east', line: 1 };

  it('the very same grid, troops, side and decision get the first result, once', () => {
    const first = playManeuver(tercio, troops, 'A', move);
    expect(playManeuver(tercio, troops, 'A', move)).toBe(first);
    const third = playManeuver(tercio, troops, 'A', move);
    expect(third).not.toBe(first);
    expect(third).toEqual(first);
  });

  it('any other grid, troops, side or decision is played afresh', () => {
    const first = playManeuver(tercio, troops, 'A', move)!;
    // A decision object no call has seen: it cannot take a result kept by an earlier test, so it keeps its own.
    const fresh: ManeuverDecision = { ...move };
    playManeuver(tercio, troops, 'A', fresh);
    const other = grid([
      [2, 14, 3],
      [7, 18, 6],
      [11, 13, 15],
      [16, 17, 4],
    ]);
    expect(numbers(playManeuver(other, troops, 'A', fresh)!.grid)[1]).toEqual([9, 7, 18]);

    playManeuver(tercio, troops, 'A', move);
    expect(playManeuver(tercio, troops, 'B', move)!.grid[1]![0]).toEqual({ card: 9, owner: 'B' });

    playManeuver(tercio, troops, 'A', move);
    const withMotivate: ManeuverDecision = { ...move, ability: { kind: 'motivate' } };
    expect(numbers(playManeuver(tercio, troops, 'A', withMotivate)!.grid)[1]).toEqual([18, 9, 6]);

    const motivated = { ...move, ability: { kind: 'motivate' } } as const;
    playManeuver(tercio, troops, 'A', motivated);
    expect(playManeuver(tercio, plain, 'A', motivated)).toBeNull();
    expect(first.grid[1]!.map((c) => c.card)).toEqual([9, 6, 18]);
  });
});
