import { createGame } from '@muster/core';
import { describe, expect, it } from 'vitest';
import type { Difficulty } from '../cards/BattleCard.js';
import type { BannerColour } from '../cards/ObjectiveCard.js';
import { sampleDeck } from '../cards/sampleDeck.js';
import type { Colour } from '../cards/TroopCard.js';
import type { TacmentoDecision } from '../game/Decision.js';
import type { InstructionState } from '../game/State.js';
import { tacmento } from '../ruleset.js';

// Rulebook: Level III (the banner colours) and Level Summary (whose banners apply), through the legal
// decisions of an Instruction game. Objective banners are pictures (ruling R0), so this deck sets them.
// Sample deck: Pikemen 1-5 green, Arquebusiers 6-10 red, Cavalries 11-13 and Captain 14 blue,
// Artilleries 15-17 and Drummers 18 yellow. Objectives 1, 5 and 12 remove troop cards 1, 5 and 12.
const tercio = [
  [2, 14, 3],
  [6, 18, 7],
  [11, 13, 15],
  [16, 17, 4],
];
const reserve = [8, 9, 10];
const COLOUR_OF = new Map(sampleDeck.troops.map((t) => [t.number, t.colour]));
const white = (): BannerColour[] => Array.from({ length: 12 }, () => 'white');

/** An Instruction whose Objective cards (in order) carry these banners. */
function start(objectives: { number: number; banners: BannerColour[] }[], difficulty: Difficulty) {
  const deck = structuredClone(sampleDeck);
  for (const { number, banners } of objectives) deck.objectives.find((o) => o.number === number)!.banners = banners;
  return createGame<InstructionState, TacmentoDecision>(
    tacmento,
    { mode: 'instruction', deck, objectives: objectives.map((o) => o.number), tercio, reserve, difficulty },
    { seed: 'banners' },
  );
}
/** The colours of the troop cards the legal decisions choose (the troop taken from the Tercio or the Reserve). */
function choosable(game: ReturnType<typeof start>): Set<Colour> {
  const grid = game.state.grid;
  return new Set(
    game
      .legalDecisions()
      .flatMap((d) =>
        d.kind === 'squadron'
          ? [COLOUR_OF.get(grid[d.row]![d.col]!.card)!]
          : d.kind === 'flanking'
            ? [COLOUR_OF.get(d.card)!]
            : [],
      ),
  );
}
const withAbility = (game: ReturnType<typeof start>) =>
  game.legalDecisions().some((d) => 'ability' in d && d.ability !== undefined);
const ALL: Colour[] = ['green', 'red', 'blue', 'yellow'];
const pass: TacmentoDecision = { kind: 'pass' };

describe('Level III banner colours (Rulebook: "The colors signify the following restrictions for that particular turn")', () => {
  it.each([
    ['White: No restrictions.', 'white', null],
    ['Green: You cannot choose green troop cards this turn.', 'green', 'green'],
    ['Red: You cannot choose red troop cards this turn.', 'red', 'red'],
    ['Blue: You cannot choose blue troop cards this turn.', 'blue', 'blue'],
    ['Yellow: You cannot choose yellow troop cards this turn.', 'yellow', 'yellow'],
  ] as const)('"%s"', (_row, banner, forbidden) => {
    // The banner is on turn 2 ("each banner represents a turn"); turns 1 and 3 are white.
    const banners = white();
    banners[1] = banner;
    const game = start([{ number: 12, banners }], 'normal');
    expect([...choosable(game)].sort()).toEqual([...ALL].sort());
    game.decide(pass);
    expect([...choosable(game)].sort()).toEqual(ALL.filter((c) => c !== forbidden).sort());
    game.decide(pass);
    expect([...choosable(game)].sort()).toEqual([...ALL].sort());
  });

  it('"Blue" covers the Captain and "Yellow" the Drummers and Fifers (their cards are blue and yellow)', () => {
    const banners = white();
    banners[0] = 'blue';
    banners[1] = 'yellow';
    const game = start([{ number: 12, banners }], 'normal');
    const cards = () =>
      game.legalDecisions().flatMap((d) => (d.kind === 'squadron' ? [game.state.grid[d.row]![d.col]!.card] : []));
    expect(cards()).not.toContain(14);
    expect(cards()).toContain(18);
    game.decide(pass);
    expect(cards()).toContain(14);
    expect(cards()).not.toContain(18);
  });

  it('"Gray: You cannot use special abilities for the rest of the round." — rounds of 6 turns', () => {
    // Gray on turn 2: no ability on turns 2-6; the 2nd round (turns 7-12) allows them again.
    const banners = white();
    banners[1] = 'gray';
    const game = start([{ number: 12, banners }], 'normal');
    expect(withAbility(game)).toBe(true); // turn 1
    for (let turn = 2; turn <= 6; turn++) {
      game.decide(pass);
      expect(withAbility(game), `turn ${turn}`).toBe(false);
      // Gray restricts no colour.
      expect(choosable(game).size, `turn ${turn}`).toBe(4);
    }
    game.decide(pass);
    expect(withAbility(game)).toBe(true); // turn 7
  });
});

describe('Level Summary (Rulebook: "If you prefer, you can use this table to modify the difficulty level")', () => {
  // On turn 1 the 1st Objective card's banner is green, the 2nd's red, the 3rd's blue.
  const on1 = (colour: BannerColour): BannerColour[] => {
    const banners = white();
    banners[0] = colour;
    return banners;
  };
  it.each([
    ['Easy: Do not use banner restrictions.', 'easy', []],
    ['Normal: Use banner restrictions from the 1st Objective card.', 'normal', ['green']],
    ['Difficult: Use banner restrictions from the 1st and 2nd Objective card.', 'difficult', ['green', 'red']],
    ['Extreme: Use banner restrictions from the 3 Objective cards.', 'extreme', ['green', 'red', 'blue']],
  ] as const)('"%s"', (_row, difficulty, forbidden: readonly Colour[]) => {
    const game = start(
      [
        { number: 12, banners: on1('green') },
        { number: 1, banners: on1('red') },
        { number: 5, banners: on1('blue') },
      ],
      difficulty,
    );
    expect([...choosable(game)].sort()).toEqual(ALL.filter((c) => !forbidden.includes(c)).sort());
  });
});
