import { createGame } from '@muster/core';
import { describe, expect, it } from 'vitest';
import type { Difficulty } from '../cards/BattleCard.js';
import type { BannerColour, ObjectiveCard } from '../cards/ObjectiveCard.js';
import { sampleDeck } from '../cards/sampleDeck.js';
import type { Direction, TroopCard } from '../cards/TroopCard.js';
import type { TacmentoDecision } from '../game/Decision.js';
import type { InstructionState } from '../game/State.js';
import { cells, maneuverState } from '../game/__fixtures__/states.js';
import { DEFAULT_OPTIONS } from '../options/options.js';
import { tacmento } from '../ruleset.js';
import {
  abilitiesAllowed,
  bannerCards,
  bannersOn,
  draftPicker,
  instructionDecisions,
  instructionTurn,
  legalDecisions,
  levelInForce,
  maneuverDecisions,
  squadronRows,
  troopOf,
} from './legalDecisions.js';

// Sample deck: Pikemen 1-5 green, Arquebusiers 6-10 red, Cavalries 11-13 and Captain 14 blue, Artilleries 15-17 and
// Drummers 18 yellow. Arrows: 1 N; 2 N S; 3 E W; 4 all; 5 E; 6 N; 7 W; 8 N E; 9 S W; 10 all; 11 E W; 12 N; 13 all;
// 14 N S; 15 S; 16 N W; 17 E; 18 all ("all" listed north, east, south, west).
const troops = sampleDeck.troops;

/** The Maneuver Grounds: B's Squadron north (upside-down, negative), A's south. */
const grounds = maneuverState;

const squadron = (row: number, col: number, direction: Direction): TacmentoDecision => ({
  kind: 'squadron',
  row,
  col,
  direction,
});
/** Every flanking decision of `card` in `directions` (rows for east/west: 4, columns for north/south: 3). */
const flanks = (card: number, directions: Direction[]): TacmentoDecision[] =>
  directions.flatMap((direction) =>
    Array.from({ length: direction === 'east' || direction === 'west' ? 4 : 3 }, (_, line) => ({
      kind: 'flanking' as const,
      card,
      direction,
      line,
    })),
  );
const ALL: Direction[] = ['north', 'east', 'south', 'west'];

describe('troop cards by number', () => {
  it('finds the card with a number, and refuses a number no card has', () => {
    expect(troopOf(troops, 14)).toMatchObject({ number: 14, troop: 'captain' });
    expect(() => troopOf(troops, 19)).toThrow('no troop card 19');
    // A list of its own, indexed within this test: nor is the hidden card (0) a card.
    const deck = [...troops];
    expect(() => troopOf(deck, 0)).toThrow('no troop card 0');
  });

  it('reads each list it is given (the first card of a number), not the list asked about before', () => {
    const other: TroopCard[] = [
      { number: 14, troop: 'pikemen', colour: 'green', arrows: ['east'], ability: null },
      { number: 14, troop: 'cavalry', colour: 'blue', arrows: ['west'], ability: null },
    ];
    expect(troopOf(troops, 14).troop).toBe('captain');
    expect(troopOf(other, 14).troop).toBe('pikemen');
    expect(troopOf(troops, 14).troop).toBe('captain');
    expect(() => troopOf(other, 1)).toThrow('no troop card 1');
  });
});

describe('Maneuver mode: the draft (Rulebook: "Put this card face down in any of the 6 starting Squadron positions")', () => {
  it("A's Squadron is the two southern rows, B's the two northern (ruling R14)", () => {
    expect(squadronRows('A')).toEqual([2, 3]);
    expect(squadronRows('B')).toEqual([0, 1]);
  });

  const at = (card: number, row: number, col: number) => ({ card, row, col });
  const draft = (A: ReturnType<typeof at>[], B: ReturnType<typeof at>[]) =>
    grounds({ phase: 'draft', grid: [], hands: { A: [1, 2], B: [3, 4] }, placed: { A, B } });

  it('A picks, then B, for each of the 6 picks (ruling R10); nobody once both have placed 6', () => {
    expect(draftPicker(draft([], []))).toBe('A');
    expect(draftPicker(draft([at(5, 2, 0)], []))).toBe('B');
    const six = (row: number) => [0, 1, 2].flatMap((col) => [at(5, row, col), at(6, row + 1, col)]);
    expect(draftPicker(draft(six(2), six(0).slice(0, 5)))).toBe('B');
    expect(draftPicker(draft(six(2), six(0)))).toBeNull();
    expect(maneuverDecisions(draft(six(2), six(0)))).toEqual([]);
  });

  it("the picker places any card of the hand on any free position of the picker's own Squadron", () => {
    const decisions = maneuverDecisions(draft([at(5, 2, 1)], [at(6, 0, 0)]));
    const expected = [1, 2].flatMap((card) =>
      [
        [2, 0],
        [2, 2],
        [3, 0],
        [3, 1],
        [3, 2],
      ].map(([row, col]) => ({ kind: 'draft', card, row, col })),
    );
    expect(decisions).toEqual(expected);
    const forB = maneuverDecisions(draft([at(5, 2, 1)], []));
    expect(forB).toHaveLength(12);
    expect(forB.filter((d) => d.kind === 'draft' && d.card === 3)).toEqual(
      [0, 1].flatMap((row) => [0, 1, 2].map((col) => ({ kind: 'draft', card: 3, row, col }))),
    );
  });

  it('the picks listed are frozen, and a pick listed again in another state is the same object', () => {
    const picks = maneuverDecisions(draft([at(5, 2, 1)], [at(6, 0, 0)]));
    expect(picks.every((d) => Object.isFrozen(d))).toBe(true);
    expect(new Set(picks).size).toBe(picks.length);
    // B has placed a second card (on a position that is not A's): A's picks are listed again, the same objects.
    const later = maneuverDecisions(draft([at(5, 2, 1), at(7, 2, 2)], [at(6, 0, 0), at(8, 0, 1)]));
    expect(later).toContain(picks.find((d) => d.kind === 'draft' && d.card === 1 && d.row === 3 && d.col === 0));
    expect(later).not.toContain(picks.find((d) => d.kind === 'draft' && d.row === 2 && d.col === 2));
  });
});

describe('Maneuver mode: the manoeuvres (Rulebook: 1st Round, Squadron maneuver, Flanking maneuver)', () => {
  it('A: own troops along their arrows (none that would come back to its place, R4), then the Reserve along its arrows (R7)', () => {
    expect(maneuverDecisions(grounds())).toEqual([
      squadron(2, 0, 'west'),
      squadron(2, 1, 'north'),
      squadron(2, 1, 'east'),
      squadron(2, 2, 'south'),
      squadron(3, 0, 'south'),
      squadron(3, 0, 'west'),
      squadron(3, 1, 'east'),
      squadron(3, 1, 'west'),
      ...flanks(13, ALL),
      ...flanks(14, ['north', 'south']),
      ...flanks(15, ['south']),
    ]);
  });

  it("B: B's upside-down troops, whose arrows turn half a circle, and B's Reserve the same way", () => {
    expect(maneuverDecisions(grounds({ turn: 'B' }))).toEqual([
      squadron(0, 1, 'north'),
      squadron(0, 2, 'east'),
      squadron(1, 0, 'south'),
      squadron(1, 0, 'west'),
      squadron(1, 0, 'north'),
      squadron(1, 1, 'west'),
      squadron(1, 2, 'south'),
      ...flanks(16, ['east', 'south']),
      ...flanks(17, ['west']),
      ...flanks(18, ALL),
    ]);
  });

  it('with stationaryManeuver (R4) a troop at the entry edge of its line may be pushed back to its own place', () => {
    const rules = { ...DEFAULT_OPTIONS, stationaryManeuver: true };
    const squadrons = maneuverDecisions(grounds({ rules })).filter((d) => d.kind === 'squadron');
    expect(squadrons).toEqual([
      squadron(2, 0, 'west'),
      squadron(2, 1, 'north'),
      squadron(2, 1, 'east'),
      squadron(2, 2, 'south'),
      squadron(2, 2, 'west'),
      squadron(3, 0, 'north'),
      squadron(3, 0, 'east'),
      squadron(3, 0, 'south'),
      squadron(3, 0, 'west'),
      squadron(3, 1, 'east'),
      squadron(3, 1, 'west'),
      squadron(3, 2, 'north'),
    ]);
  });

  it('without flankingFollowsArrows (R7) a Reserve card may enter at any exterior point', () => {
    const rules = { ...DEFAULT_OPTIONS, flankingFollowsArrows: false };
    const flanking = maneuverDecisions(grounds({ rules })).filter((d) => d.kind === 'flanking');
    expect(flanking).toEqual([...flanks(13, ALL), ...flanks(14, ALL), ...flanks(15, ALL)]);
  });

  it('every decision listed is frozen, and a move listed again in another state is the same object', () => {
    const rules = { ...DEFAULT_OPTIONS, flankingPoints: 'squadrons' as const };
    const first = maneuverDecisions(grounds({ rules }));
    // The same Grounds a turn later (B passed): the same moves, listed again.
    const again = maneuverDecisions(grounds({ rules, roundTurns: 2, passes: 1 }));
    expect(again).toHaveLength(first.length);
    expect(again.every((decision, i) => decision === first[i])).toBe(true);
    expect(first.some((d) => d.kind === 'flanking' && d.from === 'between')).toBe(true);
    for (const decision of first) {
      expect(Object.isFrozen(decision)).toBe(true);
      expect(() => {
        (decision as { kind: string }).kind = 'pass';
      }).toThrow(TypeError);
    }
    // No two moves share an object.
    expect(new Set(first).size).toBe(first.length);
    const pass = maneuverDecisions(grounds({ catchUp: { captor: 'A', turnsLeft: 2 } })).at(-1)!;
    expect(pass).toEqual({ kind: 'pass' });
    expect(Object.isFrozen(pass)).toBe(true);
  });

  it('ruling R14 `squadrons`: a Reserve card also enters between the Squadrons along a column, as its arrows allow', () => {
    const rules = { ...DEFAULT_OPTIONS, flankingPoints: 'squadrons' as const };
    const flanking = maneuverDecisions(grounds({ rules, reserve: { A: [15, 13], B: [] } })).filter(
      (d) => d.kind === 'flanking',
    );
    const between = (card: number, directions: Direction[]) =>
      flanks(card, directions).map((d) => ({ ...d, from: 'between' }));
    // 15 points south only; 13 every way: between the Squadrons, north (into B's) and south (into A's), columns 0-2.
    expect(flanking).toEqual([
      ...flanks(15, ['south']),
      ...between(15, ['south']),
      ...flanks(13, ALL),
      ...between(13, ['north', 'south']),
    ]);
  });

  it('a Reserve card held twice is offered once', () => {
    const flanking = maneuverDecisions(grounds({ reserve: { A: [15, 15], B: [] } })).filter(
      (d) => d.kind === 'flanking',
    );
    expect(flanking).toEqual(flanks(15, ['south']));
  });

  it('"can skip his turn or use a Squadron maneuver, but not a Flanking maneuver": the Contender with 3 Prisoners', () => {
    const captor = maneuverDecisions(grounds({ catchUp: { captor: 'A', turnsLeft: 2 } }));
    expect(captor.some((d) => d.kind === 'flanking')).toBe(false);
    expect(captor.filter((d) => d.kind === 'squadron')).toHaveLength(8);
    expect(captor.at(-1)).toEqual({ kind: 'pass' });
    // His rival, catching up, may flank and may not skip.
    const rival = maneuverDecisions(grounds({ catchUp: { captor: 'B', turnsLeft: 2 } }));
    expect(rival).toHaveLength(8 + 23);
    expect(rival).not.toContainEqual({ kind: 'pass' });
  });

  it('a Contender with no manoeuvre passes (R11); a game over or a Grounds not yet dealt offer nothing', () => {
    // A's only troop cannot move (12 points north from the south edge) and A's Reserve is empty.
    const stuck = grounds({
      grid: cells([
        [-1, -2, -3],
        [-4, -5, -6],
        [-7, -8, -9],
        [-10, -11, 12],
      ]),
      reserve: { A: [], B: [16] },
    });
    expect(maneuverDecisions(stuck)).toEqual([{ kind: 'pass' }]);
    expect(maneuverDecisions(grounds({ phase: 'over' }))).toEqual([]);
    expect(maneuverDecisions(grounds({ grid: [] }))).toEqual([]);
    expect(legalDecisions(stuck)).toEqual([{ kind: 'pass' }]);
  });
});

// The Tercio of instruction.spec.ts: the Captain at row 1 column 2, the Drummers below him.
const tercio = [
  [2, 14, 3],
  [6, 18, 7],
  [11, 13, 15],
  [16, 17, 4],
];
const white = (): BannerColour[] => Array.from({ length: 12 }, () => 'white');
/** An Instruction on the Tercio above with Objective 12 (and 1 and 5 for more cards), then the fields given. */
function instruction(overrides: Partial<InstructionState> = {}, objectives = [12]): InstructionState {
  const game = createGame<InstructionState, TacmentoDecision>(
    tacmento,
    { mode: 'instruction', objectives, tercio, reserve: [8, 9, 10] },
    { seed: 'legal-decisions' },
  );
  return { ...game.state, ...overrides };
}
/** Objective cards of the state with these banners, first card first. */
const withBanners = (state: InstructionState, ...banners: BannerColour[][]): ObjectiveCard[] =>
  state.objectives.map((o, i) => ({ ...o, banners: banners[i] ?? white() }));

describe('Instruction mode: turns and rounds (Rulebook: "The Instruction consists of 2 rounds of 6 turns each")', () => {
  it.each([
    [0, 6, { turn: 1, round: 1, roundStart: 1 }],
    [5, 6, { turn: 6, round: 1, roundStart: 1 }],
    [6, 6, { turn: 7, round: 2, roundStart: 7 }],
    [11, 6, { turn: 12, round: 2, roundStart: 7 }],
    // A Battle card's own round length (ruling R19).
    [4, 4, { turn: 5, round: 2, roundStart: 5 }],
  ])('after %i turns of rounds of %i', (turn, roundLength, expected) => {
    expect(instructionTurn(instruction({ turn, roundLength }))).toEqual(expected);
  });
});

describe('Level Summary (Rulebook: "Easy: Do not use banner restrictions … Extreme: Use banner restrictions from the 3 Objective cards")', () => {
  it.each([
    ['easy', 1, 0, 'easy'],
    ['normal', 1, 1, 'normal'],
    ['difficult', 3, 2, 'difficult'],
    ['extreme', 3, 3, 'extreme'],
    // Fewer Objective cards than the level's banner cards: the level in force is lower (ruling R17).
    ['difficult', 1, 1, 'normal'],
    ['extreme', 2, 2, 'difficult'],
  ] as const)('%s with %i Objective cards: %i banner cards', (difficulty: Difficulty, count, cards, level) => {
    const state = instruction({ difficulty }, [12, 1, 5].slice(0, count));
    expect(bannerCards(state)).toBe(cards);
    expect(levelInForce(state)).toBe(level);
  });

  it('"each banner represents a turn": the banners of the cards in force on that turn; past the 12th, white', () => {
    const base = instruction({ difficulty: 'difficult' }, [12, 1, 5]);
    const first = white();
    first[0] = 'green';
    first[11] = 'red';
    const second = white();
    second[0] = 'blue';
    const third = white();
    third[0] = 'yellow';
    const state = { ...base, objectives: withBanners(base, first, second, third) };
    expect(bannersOn(state, 1)).toEqual(['green', 'blue']);
    expect(bannersOn(state, 12)).toEqual(['red', 'white']);
    expect(bannersOn(state, 13)).toEqual(['white', 'white']);
    expect(bannersOn({ ...state, difficulty: 'easy' }, 1)).toEqual([]);
  });
});

describe('Special abilities allowed (Rulebook: "This ability can only be used once per round"; Gray: "for the rest of the round")', () => {
  it('once per round, unless a Battle card makes them unlimited or forbids them', () => {
    expect(abilitiesAllowed(instruction())).toBe(true);
    expect(abilitiesAllowed(instruction({ abilityUsedThisRound: true }))).toBe(false);
    expect(abilitiesAllowed(instruction({ abilities: 'unlimited', abilityUsedThisRound: true }))).toBe(true);
    expect(abilitiesAllowed(instruction({ abilities: 'none' }))).toBe(false);
  });

  it('a Gray banner forbids abilities from its turn to the end of its round, not before and not in the next round', () => {
    const base = instruction({ difficulty: 'normal' });
    const banners = white();
    banners[2] = 'gray'; // turn 3
    const state = { ...base, objectives: withBanners(base, banners) };
    expect(abilitiesAllowed({ ...state, turn: 1 })).toBe(true); // turn 2
    expect(abilitiesAllowed({ ...state, turn: 2 })).toBe(false); // turn 3
    expect(abilitiesAllowed({ ...state, turn: 5 })).toBe(false); // turn 6
    expect(abilitiesAllowed({ ...state, turn: 6 })).toBe(true); // turn 7, the 2nd round
    // On Easy no banner is in force.
    expect(abilitiesAllowed({ ...state, turn: 2, difficulty: 'easy' })).toBe(true);
  });
});

describe('Instruction mode: the decisions (Rulebook: Instruction Mode Round, Special abilities, Level III)', () => {
  it('"you may take any card from the Tercio", each move followed by the abilities it allows', () => {
    const decisions = instructionDecisions(instruction());
    // The Captain (row 0, column 1; N S) pushed north: he reaches the south edge, the Drummers move with him.
    const captain = decisions.filter((d) => d.kind === 'squadron' && d.row === 0 && d.col === 1);
    expect(captain).toEqual([
      squadron(0, 1, 'north'),
      { ...squadron(0, 1, 'north'), ability: { kind: 'command', axis: 'horizontal' } },
      { ...squadron(0, 1, 'north'), ability: { kind: 'motivate' } },
    ]);
    // A Reserve card flanked along row 1 moves the Drummers.
    expect(
      decisions.filter(
        (d) =>
          d.kind === 'flanking' && d.card === 10 && d.line === 1 && d.direction !== 'north' && d.direction !== 'south',
      ),
    ).toEqual([
      { kind: 'flanking', card: 10, direction: 'east', line: 1 },
      { kind: 'flanking', card: 10, direction: 'east', line: 1, ability: { kind: 'motivate' } },
      { kind: 'flanking', card: 10, direction: 'west', line: 1 },
      { kind: 'flanking', card: 10, direction: 'west', line: 1, ability: { kind: 'motivate' } },
    ]);
    // Arquebusiers 8 (N E) from the Reserve push north or east: "All troops are on your side" (right-side-up).
    expect(decisions.filter((d) => d.kind === 'flanking' && d.card === 8 && d.line === 2)).toEqual([
      { kind: 'flanking', card: 8, direction: 'north', line: 2 },
      { kind: 'flanking', card: 8, direction: 'east', line: 2 },
    ]);
    // Every troop of the Tercio may be taken but Arquebusiers 7 (west only), already at the east edge of its row.
    const taken = new Set(decisions.flatMap((d) => (d.kind === 'squadron' ? [tercio[d.row]![d.col]!] : [])));
    expect([...taken].sort((a, b) => a - b)).toEqual([2, 3, 4, 6, 11, 13, 14, 15, 16, 17, 18]);
    expect(decisions.at(-1)).toEqual({ kind: 'pass' });
    expect(legalDecisions(instruction())).toEqual(decisions);
  });

  it('"either by choosing him": the Captain taken from the Reserve in a flanking manoeuvre may command (ruling R15)', () => {
    // The Captain in the Reserve, Arquebusiers 8 in his place in the Tercio.
    const state = instruction({
      grid: cells(tercio.map((r) => r.map((n) => (n === 14 ? 8 : n)))),
      reserve: [14, 9, 10],
    });
    // The Captain (N S) enters column 1 at the south or the north edge: a troop west and east of him, none beyond
    // the edge; the Drummers move with the column.
    const flanked = instructionDecisions(state).filter((d) => d.kind === 'flanking' && d.card === 14 && d.line === 1);
    const command = { kind: 'command', axis: 'horizontal' } as const;
    expect(flanked).toEqual(
      (['north', 'south'] as const).flatMap((direction) => [
        { kind: 'flanking', card: 14, direction, line: 1 },
        { kind: 'flanking', card: 14, direction, line: 1, ability: command },
        { kind: 'flanking', card: 14, direction, line: 1, ability: { kind: 'motivate' } },
      ]),
    );
  });

  it('no abilities once one has been used this round', () => {
    const decisions = instructionDecisions(instruction({ abilityUsedThisRound: true }));
    expect(decisions.some((d) => 'ability' in d)).toBe(false);
    expect(decisions.filter((d) => d.kind === 'squadron' && d.row === 0 && d.col === 1)).toEqual([
      squadron(0, 1, 'north'),
    ]);
  });

  it('"You cannot take cards from the Reserve 2 turns in a row", unless a Battle card allows it; none from an empty Reserve', () => {
    const flanking = (state: InstructionState) => instructionDecisions(state).filter((d) => d.kind === 'flanking');
    expect(flanking(instruction())).not.toEqual([]);
    expect(flanking(instruction({ tookReserveLastTurn: true }))).toEqual([]);
    expect(flanking(instruction({ tookReserveLastTurn: true, reserveTwiceInARow: true }))).not.toEqual([]);
    expect(flanking(instruction({ reserve: [] }))).toEqual([]);
    expect(flanking(instruction({ reserve: [] }))).toEqual([]);
  });

  it('"You cannot choose <colour> troop cards this turn": neither from the Tercio nor from the Reserve', () => {
    const base = instruction({ difficulty: 'normal' });
    const banners = white();
    banners[0] = 'red';
    const decisions = instructionDecisions({ ...base, objectives: withBanners(base, banners) });
    const colour = (card: number) => troops.find((t) => t.number === card)!.colour;
    const chosen = decisions.flatMap((d) =>
      d.kind === 'squadron' ? [tercio[d.row]![d.col]!] : d.kind === 'flanking' ? [d.card] : [],
    );
    expect(chosen.length).toBeGreaterThan(0);
    expect(chosen.filter((card) => colour(card) === 'red')).toEqual([]);
    expect(new Set(chosen.map(colour))).toEqual(new Set(['green', 'blue', 'yellow']));
  });

  it('"You can spend the turn" (R8); without it, a pass only when nothing else is possible; none once the Instruction is over', () => {
    const noPass = { ...DEFAULT_OPTIONS, instructionPass: false };
    expect(instructionDecisions(instruction({ rules: noPass }))).not.toContainEqual({ kind: 'pass' });
    // One troop that cannot move (1 points north, from the south edge) and no Reserve.
    const stuck = instruction({ rules: noPass, grid: cells([[1]]), reserve: [] });
    expect(instructionDecisions(stuck)).toEqual([{ kind: 'pass' }]);
    const over = instruction({ outcome: { winner: 'solo', victory: 'Glorious', points: { solo: 10 } } });
    expect(instructionDecisions(over)).toEqual([]);
  });
});
