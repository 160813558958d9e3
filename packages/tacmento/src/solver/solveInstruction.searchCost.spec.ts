import { MusterError } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { dealtSetup } from './__fixtures__/dealt.js';
import type { RuleOverrides } from '../cards/BattleCard.js';
import { engineAfter } from '../game/__fixtures__/states.js';
import { objectivesComplete } from '../game/resolve.js';
import { TacmentoOptionsSchema, type TacmentoOptions } from '../options/options.js';
import { solveInstruction, stateFromSetup } from './solveInstruction.js';

/** The most slots the transposition table grows to (2^22). */
const TABLE_MOST = 4_194_304;

// The positions a search examines are part of its answer (`explored`, printed as "n positions searched") and the
// measure of its speed: the bench races two commits on "the same answer, the same line of moves and the same
// positions examined". These rows pin them on dealt sample-deck setups (the bench's seeds, `solver-bench/<level>/<i>`)
// under every rule override and ruling that changes the search: rounds of 1, 2 and 3 turns (when a Command comes
// back), abilities unlimited or none, the Reserve twice in a row forbidden, no passing (ruling R21's shortcut off),
// the Campaign's abilities per turn (R25), banners (extreme: no shortcut), and a turn limit the answer exceeds.
// Recorded at the commit that added them; a change to the lower bound, the order of children or the transposition
// table moves them, and must then be raced (`node bench/tacmento-solver-against.mjs`) and the rows updated with it.
// `small` is the same search from a transposition table of 8 slots, which grows eleven times to reach the default size (more
// when stored failures pass half of it): it evicts more (so may examine a few more positions) and never changes an answer.

type Row = readonly [
  level: 'basic' | 'I' | 'II',
  difficulty: 'easy' | 'extreme',
  seed: number,
  rules: RuleOverrides,
  options: Partial<TacmentoOptions>,
  answer: number | 'impossible',
  explored: number,
  small: number,
];

const rows: readonly Row[] = [
  ['basic', 'easy', 23, {}, {}, 4, 4017, 4021],
  ['basic', 'easy', 23, { turnLimit: 3 }, {}, 'impossible', 974, 976],
  ['I', 'easy', 6, {}, { instructionPass: false }, 4, 5414, 5416],
  ['I', 'easy', 6, { roundLength: 2 }, {}, 4, 6829, 6834],
  ['I', 'easy', 6, { abilities: 'none' }, {}, 4, 469, 469],
  ['II', 'easy', 18, {}, {}, 4, 8351, 8354],
  ['II', 'easy', 18, { abilities: 'unlimited' }, { campaignAbilitiesPerTurn: 'each-moved' }, 4, 5777, 5784],
  ['II', 'easy', 18, { roundLength: 1 }, { instructionPass: false }, 4, 8298, 8300],
  ['II', 'extreme', 5, {}, {}, 4, 1338, 1338],
  ['II', 'extreme', 5, { reserveTwiceInARow: false }, { instructionPass: false }, 4, 1273, 1273],
  ['II', 'extreme', 5, { turnLimit: 3 }, { instructionPass: false }, 'impossible', 591, 591],
  ['II', 'extreme', 18, { roundLength: 3 }, {}, 4, 4845, 4848],
  ['II', 'extreme', 18, { abilities: 'unlimited' }, {}, 4, 5814, 5818],
  ['I', 'extreme', 28, {}, {}, 5, 8416, 8430],
  ['I', 'extreme', 28, { roundLength: 2 }, { instructionPass: false }, 5, 18174, 18182],
  ['II', 'extreme', 27, {}, {}, 5, 17037, 17049],
  ['II', 'extreme', 27, { abilities: 'unlimited' }, { instructionPass: false }, 5, 36171, 36177],
  ['II', 'extreme', 24, { roundLength: 1 }, {}, 4, 5422, 5425],
  ['II', 'easy', 5, { abilities: 'unlimited' }, { campaignAbilitiesPerTurn: 'each-moved' }, 4, 2834, 2841],
  ['II', 'easy', 1, {}, {}, 5, 29668, 29671],
  // A cut of a row-0 push on the lines of the push before it (`line <= 0` for `line < 0`) examines one position fewer.
  ['II', 'easy', 10, {}, {}, 5, 35768, 35777],
];

/** The setup the engine deals for the bench's seed, as a game would, at `difficulty` (banners) with `rules`. */
const dealt = (level: Row[0], difficulty: Row[1], seed: number, rules: RuleOverrides) =>
  dealtSetup(`solver-bench/${level}/${seed}`, level, { difficulty, ...rules });

describe('the positions the search examines (dealt setups, every rule that changes the search)', () => {
  it.each(rows)('%s %s %i %j %j: %s, %i positions (%i from a table of 8 slots)', (...row) => {
    const [level, difficulty, seed, rules, options, answer, explored, small] = row;
    const setup = dealt(level, difficulty, seed, rules);
    const result = solveInstruction(setup, { options });
    const fromSmall = solveInstruction(setup, { options, tableSlots: 8 });
    expect({ answer: result.status === 'solved' ? result.turns : result.status, explored: result.explored }).toEqual({
      answer,
      explored,
    });
    expect({
      answer: fromSmall.status === 'solved' ? fromSmall.turns : fromSmall.status,
      explored: fromSmall.explored,
    }).toEqual({
      answer,
      explored: small,
    });
    // Each line found completes the Objectives in the engine on its last turn, and not before.
    for (const found of [result, fromSmall]) {
      if (found.status !== 'solved') continue;
      let state = stateFromSetup(setup, TacmentoOptionsSchema.parse(options));
      found.moves.forEach((move, turn) => {
        expect(objectivesComplete(state), `complete before turn ${turn + 1}`).toBe(false);
        state = engineAfter(state, move);
      });
      expect(objectivesComplete(state)).toBe(true);
    }
  });
});

describe('the transposition table`s first size (`tableSlots`)', () => {
  it('is a power of two from 8 to the most the table grows to; anything else is bad input naming the option', () => {
    const setup = dealt('II', 'extreme', 5, {});
    for (const bad of [0, 4, 7, 12, 2 ** 23, 2 ** 30, 1.5, Number.NaN]) {
      let thrown: unknown;
      try {
        solveInstruction(setup, { tableSlots: bad });
      } catch (error) {
        thrown = error;
      }
      expect(MusterError.is(thrown), String(bad)).toBe(true);
      expect(thrown).toMatchObject({
        code: 'bad-input',
        message: `tableSlots must be a power of two from 8 to ${TABLE_MOST}, not ${bad}`,
        context: { path: 'tableSlots', expected: `a power of two from 8 to ${TABLE_MOST}` },
      });
    }
    for (const good of [8, 16, 1024, TABLE_MOST])
      expect(solveInstruction(setup, { tableSlots: good })).toMatchObject({ status: 'solved', turns: 4 });
  });
});
