import { describe, expect, it } from 'vitest';
import { sampleDeck } from '../cards/sampleDeck.js';
import type { Ability } from './Decision.js';
import { cardName, describeDecision, describeEvent } from './describe.js';
import { cells, instructionState, maneuverState } from './__fixtures__/states.js';

const grounds = maneuverState;
const instruction = instructionState;

// The narrative names the Rulebook's own terms (/work/shared/rules/tacmento.txt): the troop types of "Troop cards"
// (Pikemen, Arquebusiers, Cavalry, Captain, Artillery, Drummers and Fifers), "Squadron maneuver", "Flanking
// maneuver", Prisoners, the Reserve, Command and Motivate, "Maestre de Campo", End of the Round and its scoring.
// Sample deck: Pikemen 1-5, Arquebusiers 6-10, Cavalry 11-13, Captain 14, Artillery 15-17, Drummers 18.

describe('card names (Rulebook: Troop cards)', () => {
  it('each troop type by its name and number; a number the deck does not hold as "card n"', () => {
    expect([1, 6, 11, 14, 15, 18].map((n) => cardName(sampleDeck.troops, n))).toEqual([
      'Pikemen 1',
      'Arquebusiers 6',
      'Cavalry 11',
      'Captain 14',
      'Artillery 15',
      'Drummers and Fifers 18',
    ]);
    expect(cardName(sampleDeck.troops, 40)).toBe('card 40');
  });
});

describe('describeDecision', () => {
  it('a draft pick: "Put this card face down in any of the 6 starting Squadron positions"', () => {
    expect(describeDecision({ kind: 'draft', card: 3, row: 2, col: 1 }, grounds(), 'B')).toBe(
      'B keeps a card face down at row 3 column 2',
    );
  });

  it('a Squadron maneuver names the troop where it stands, or "a troop" off the Grounds', () => {
    expect(describeDecision({ kind: 'squadron', row: 2, col: 1, direction: 'north' }, grounds(), 'A')).toBe(
      'A: squadron maneuver, Arquebusiers 8 from row 3 column 2 pushes north',
    );
    expect(describeDecision({ kind: 'squadron', row: 3, col: 0, direction: 'east' }, grounds({ grid: [] }), 'A')).toBe(
      'A: squadron maneuver, a troop from row 4 column 1 pushes east',
    );
  });

  it('a Flanking maneuver: the card from the Reserve, a row when pushing east or west, else a column', () => {
    const state = grounds();
    expect(describeDecision({ kind: 'flanking', card: 13, direction: 'east', line: 1 }, state, 'A')).toBe(
      'A: flanking maneuver, Cavalry 13 from the Reserve pushes east along row 2',
    );
    expect(describeDecision({ kind: 'flanking', card: 13, direction: 'west', line: 0 }, state, 'A')).toMatch(
      /along row 1$/,
    );
    expect(describeDecision({ kind: 'flanking', card: 13, direction: 'north', line: 2 }, state, 'A')).toMatch(
      /along column 3$/,
    );
    expect(describeDecision({ kind: 'flanking', card: 13, direction: 'south', line: 0 }, state, 'A')).toMatch(
      /along column 1$/,
    );
  });

  it('the special abilities: "Command" with its axis, "Motivate"', () => {
    const state = instruction();
    expect(
      describeDecision(
        { kind: 'squadron', row: 0, col: 1, direction: 'north', ability: { kind: 'command', axis: 'vertical' } },
        state,
        'solo',
      ),
    ).toBe('solo: squadron maneuver, Captain 14 from row 1 column 2 pushes north, then Command (vertical exchange)');
    expect(
      describeDecision(
        { kind: 'flanking', card: 8, direction: 'south', line: 1, ability: { kind: 'motivate' } },
        state,
        'solo',
      ),
    ).toBe('solo: flanking maneuver, Arquebusiers 8 from the Reserve pushes south along column 2, then Motivate');
  });

  it('both abilities of one Campaign turn (ruling R25, each-moved): each named, in the order they act', () => {
    // Ruling R25: "the decision names `ability`, then `secondAbility` (the other kind)".
    const state = instruction();
    const squadron = { kind: 'squadron', row: 0, col: 1, direction: 'north' } as const;
    expect(
      describeDecision(
        { ...squadron, ability: { kind: 'motivate' }, secondAbility: { kind: 'command', axis: 'vertical' } },
        state,
        'solo',
      ),
    ).toBe(
      'solo: squadron maneuver, Captain 14 from row 1 column 2 pushes north, then Motivate, then Command (vertical exchange)',
    );
    expect(
      describeDecision(
        { ...squadron, ability: { kind: 'command', axis: 'horizontal' }, secondAbility: undefined },
        state,
        'solo',
      ),
    ).toBe('solo: squadron maneuver, Captain 14 from row 1 column 2 pushes north, then Command (horizontal exchange)');
  });

  it('a maneuver whose ability field is present but empty is described without an ability', () => {
    // A decision built in code may carry `ability: undefined`; it has no special ability (Rulebook: Special abilities).
    const decision = {
      kind: 'squadron',
      row: 2,
      col: 1,
      direction: 'north',
      ability: undefined,
    } as unknown as Parameters<typeof describeDecision>[0];
    expect(describeDecision(decision, grounds(), 'A')).toBe(
      'A: squadron maneuver, Arquebusiers 8 from row 3 column 2 pushes north',
    );
  });

  it('a skipped turn', () => {
    expect(describeDecision({ kind: 'pass' }, grounds(), 'B')).toBe('B skips the turn');
  });
});

describe('describeEvent in the Maneuver', () => {
  it('the deal, and a deal again after a tie ("repeat the Maneuver from the very beginning")', () => {
    const state = grounds();
    expect(describeEvent({ kind: 'dealt', match: 0, decks: { A: [], B: [] } }, state)).toBe(
      'The 18 troop cards are shuffled into two decks of 9',
    );
    expect(describeEvent({ kind: 'dealt', match: 1, decks: { A: [], B: [] } }, state)).toBe(
      'Tie: the Maneuver is repeated from the very beginning (Maneuver 2)',
    );
  });

  it('the draft and the Squadrons flipped: every cell as owner:troop, row by row', () => {
    expect(describeEvent({ kind: 'drafted', side: 'B', card: 4, row: 0, col: 0 }, grounds())).toBe(
      'B places a card face down in the Squadron',
    );
    const state = grounds({
      phase: 'draft',
      grid: [],
      placed: {
        A: [
          { card: 14, row: 2, col: 0 },
          { card: 40, row: 3, col: 0 },
        ],
        B: [{ card: 18, row: 0, col: 0 }],
      },
    });
    expect(describeEvent({ kind: 'squadrons-revealed' }, state)).toBe(
      'Both Contenders flip their Squadrons; the last 3 cards in hand are the Reserves. The Grounds, north to south: row 1 B:Drum18 | row 2  | row 3 A:Capt14 | row 4 A:card40',
    );
  });

  it('a maneuver: the troop expelled "becomes a Prisoner" or "will return to your hidden Reserve"', () => {
    const state = grounds();
    const squadron = { kind: 'squadron', row: 2, col: 0, direction: 'north' } as const;
    expect(describeEvent({ kind: 'maneuvered', side: 'A', maneuver: squadron, expelled: null, to: null }, state)).toBe(
      'A: squadron maneuver north',
    );
    const flanking = { kind: 'flanking', card: 16, direction: 'south', line: 0 } as const;
    expect(
      describeEvent(
        { kind: 'maneuvered', side: 'B', maneuver: flanking, expelled: { card: 10, owner: 'A' }, to: 'prisoner' },
        state,
      ),
    ).toBe("B: flanking maneuver with Artillery 16 south; Arquebusiers 10 (A's) is taken Prisoner");
    expect(
      describeEvent(
        { kind: 'maneuvered', side: 'B', maneuver: flanking, expelled: { card: 1, owner: 'B' }, to: 'reserve' },
        state,
      ),
    ).toBe("B: flanking maneuver with Artillery 16 south; Pikemen 1 (B's) returns to the Reserve");
  });

  it('a skipped turn, the catch-up, the rounds, the loss, the tie and the end', () => {
    const state = grounds();
    expect(describeEvent({ kind: 'passed', side: 'A' }, state)).toBe('A skips the turn');
    expect(describeEvent({ kind: 'catch-up-started', captor: 'B' }, state)).toBe(
      'B has 3 Prisoners: the rival has at most 2 turns to take 3',
    );
    expect(
      describeEvent(
        {
          kind: 'round-ended',
          round: 2,
          prisoners: { A: 4, B: 6 },
          infiltration: { A: 3, B: 1 },
          why: 'both Contenders have 3 Prisoners',
        },
        state,
      ),
    ).toBe(
      'Round 2 ends (both Contenders have 3 Prisoners): A scores 7 (prisoners 4, infiltration 3), B scores 7 (prisoners 6, infiltration 1)',
    );
    expect(describeEvent({ kind: 'round-started', round: 2, first: 'B' }, state)).toBe(
      'Round 2: Prisoners join the Reserves; B plays first',
    );
    expect(describeEvent({ kind: 'maneuver-lost', loser: 'A' }, state)).toBe(
      'A failed to take 3 Prisoners in 2 turns and loses the Maneuver',
    );
    expect(describeEvent({ kind: 'tied', totals: { A: 9, B: 9 } }, state)).toBe('Combat Value tied at 9');
    expect(describeEvent({ kind: 'game-ended', winner: 'B', victory: 'v', totals: { A: 8, B: 11 } }, state)).toBe(
      'B is proclaimed Maestre de Campo, 11 to 8',
    );
    expect(describeEvent({ kind: 'game-ended', winner: 'A', victory: 'v', totals: { A: 12, B: 5 } }, state)).toBe(
      'A is proclaimed Maestre de Campo, 12 to 5',
    );
    expect(
      describeEvent(
        { kind: 'game-ended', winner: null, victory: 'draw (tied after 4 Maneuvers)', totals: { A: 5, B: 5 } },
        state,
      ),
    ).toBe('The Maneuver ends in a draw (draw (tied after 4 Maneuvers))');
  });
});

describe('describeEvent in an Instruction', () => {
  it('a maneuver with its ability, the Tercio it started from on the 1st turn, the Tercio and Reserve after it', () => {
    const maneuver = { kind: 'squadron', row: 0, col: 1, direction: 'north', ability: { kind: 'motivate' } } as const;
    const line = describeEvent({ kind: 'maneuvered', side: 'A', maneuver, expelled: null, to: null }, instruction());
    expect(line).toBe(
      'squadron maneuver north with Motivate; the Tercio started from: Pike2 Capt14 Pike3 | Arq6 Drum18 Arq7 | Cav11 Cav13 Art15 | Art16 Art17 Pike4; Tercio now: Pike2 Cav13 Pike3 | Arq6 Art17 Arq7 | Cav11 Capt14 Art15 | Art16 Drum18 Pike4; Reserve: Arq8 Arq9 Arq10',
    );
    const command = { ...maneuver, ability: { kind: 'command', axis: 'horizontal' } } as const;
    expect(
      describeEvent(
        { kind: 'maneuvered', side: 'A', maneuver: command, expelled: null, to: null },
        instruction({ turn: 1 }),
      ),
    ).toMatch(/^squadron maneuver north with Command; Tercio now: /);
  });

  it('a maneuver with both abilities (ruling R25, each-moved): "with Command and Motivate", in their order', () => {
    // Ruling R25: each special card that moved "may act once, in either order"; the line names both.
    const state = instruction({ turn: 1 });
    const across: Ability = { kind: 'command', axis: 'horizontal' };
    const upDown: Ability = { kind: 'command', axis: 'vertical' };
    const motivate: Ability = { kind: 'motivate' };
    const maneuver = (first: 'command' | 'motivate', second: 'command' | 'motivate' | null) => ({
      kind: 'squadron' as const,
      row: 0,
      col: 1,
      direction: 'north' as const,
      ability: first === 'command' ? across : motivate,
      ...(second === null ? {} : { secondAbility: second === 'command' ? upDown : motivate }),
    });
    const line = (first: 'command' | 'motivate', second: 'command' | 'motivate' | null) =>
      describeEvent(
        { kind: 'maneuvered', side: 'A', maneuver: maneuver(first, second), expelled: null, to: null },
        state,
      );
    expect(line('command', 'motivate')).toMatch(/^squadron maneuver north with Command and Motivate; Tercio now: /);
    expect(line('motivate', 'command')).toMatch(/^squadron maneuver north with Motivate and Command; Tercio now: /);
    expect(line('motivate', null)).toMatch(/^squadron maneuver north with Motivate; Tercio now: /);
  });

  it('a flanking maneuver after the 1st turn; an empty Reserve and an unknown card named plainly', () => {
    const flanking = { kind: 'flanking', card: 10, direction: 'east', line: 0 } as const;
    const state = instruction({ turn: 3, reserve: [10], grid: cells([[40, 14, 3]]) });
    expect(describeEvent({ kind: 'maneuvered', side: 'A', maneuver: flanking, expelled: null, to: null }, state)).toBe(
      'flanking maneuver with Arquebusiers 10 east; Tercio now: Arq10 card40 Capt14; Reserve: Pike3',
    );
    const empty = instruction({ turn: 2, reserve: [] });
    expect(describeEvent({ kind: 'passed', side: 'A' }, empty)).toBe(
      'the turn is spent; Tercio now: Pike2 Capt14 Pike3 | Arq6 Drum18 Arq7 | Cav11 Cav13 Art15 | Art16 Art17 Pike4; Reserve: empty',
    );
  });

  it('the end: complete with its score and victory, or forfeited', () => {
    const state = instruction();
    expect(
      describeEvent({ kind: 'instruction-ended', completed: true, turn: 4, score: 9, victory: 'Major Victory' }, state),
    ).toBe('Instruction complete on turn 4: 9 points, Major Victory');
    expect(
      describeEvent({ kind: 'instruction-ended', completed: false, turn: 12, score: 0, victory: 'forfeited' }, state),
    ).toBe('Instruction forfeited: the Objectives are not complete after 12 turns');
  });
});
