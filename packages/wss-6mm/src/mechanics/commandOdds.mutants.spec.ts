import { MusterError, parseParams, ScriptedDice, type MechanicDefinition } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { BRIGADIER_RATINGS } from '../command/brigadierRatings.js';
import { activationMechanic, initiativeMechanic, moveMechanic, wss6mmMechanics } from './commandOdds.js';

// What `muster odds wss-6mm` offers besides the plugins' tests: initiative ("Each turn both CinCs will roll a dice to
// determine who goes first, (the highest goes first)", ruling R11), brigade activation ("roll 1d20, if the score is
// equal for greater than the Brigadiers activation score the Brigade may move"), Rulebook: Command and Control; and
// the movement table (Rulebook: Movement). Each mechanic's parameters, help and runs, as a player sees them.

const run = (m: MechanicDefinition, raw: Record<string, unknown>, faces: number[]) => {
  const dice = ScriptedDice.of(faces);
  const params = parseParams(m.params, raw);
  m.validate?.(params);
  const outcome = m.run(dice, params);
  return { outcome, rolls: dice.takeRolls().map((r) => `${r.purpose} [${r.count}d${r.sides}]`) };
};

describe('the command and movement mechanics', () => {
  it('are initiative, activation and move, in that order', () => {
    expect(wss6mmMechanics.map((m) => m.id)).toEqual(['initiative', 'activation', 'move']);
  });
});

describe('initiative (Rulebook: Command and Control; ruling R11)', () => {
  it('is described with its source, its die parameter tied to the initiativeDie option, and no examples', () => {
    expect(initiativeMechanic).toMatchObject({
      id: 'initiative',
      description: 'Each Commander-in-Chief rolls a die; the highest goes first (ties re-rolled)',
      source: 'Command and Control > Brigade activation',
      params: [
        {
          name: 'die',
          kind: 'integer',
          min: 2,
          max: 100,
          default: 20,
          description: 'ruling R11: sides of the initiative die (the rulebook says "a dice")',
          option: 'initiativeDie',
        },
      ],
      outcomes: ['first'],
    });
    expect(initiativeMechanic.examples).toBeUndefined();
  });
  it('"the highest goes first": side A on 5 against 3 with a d6, side B after a tie', () => {
    expect(run(initiativeMechanic, { die: 6 }, [5, 3])).toEqual({
      outcome: { first: 'A' },
      rolls: ['A CinC initiative [1d6]', 'B CinC initiative [1d6]'],
    });
    expect(run(initiativeMechanic, {}, [7, 7, 2, 11]).outcome).toEqual({ first: 'B' });
  });
});

describe('activation (Rulebook: Command and Control)', () => {
  it('is described with its source, the five ratings as its choices, and the average brigadier as example', () => {
    expect(activationMechanic).toMatchObject({
      id: 'activation',
      examples: [{ rating: 'average' }],
      description: "Brigade activation: 1d20 equal to or greater than the brigadier's activation score",
      source: 'Command and Control > Brigade activation',
      params: [{ name: 'rating', kind: 'choice', choices: BRIGADIER_RATINGS, description: 'brigadier rating' }],
      outcomes: ['activated'],
    });
    expect(BRIGADIER_RATINGS).toEqual(['excellent', 'good', 'average', 'weak', 'poor']);
  });
  it('"e. Poor 11": 11 activates, 10 does not', () => {
    expect(run(activationMechanic, { rating: 'poor' }, [11])).toEqual({
      outcome: { activated: true },
      rolls: ['brigade activation (poor, needs 11+) [1d20]'],
    });
    expect(run(activationMechanic, { rating: 'poor' }, [10]).outcome).toEqual({ activated: false });
  });
});

describe('move (Rulebook: Movement)', () => {
  it('is described with its source, who moves, how, on a road or not, and two examples', () => {
    expect(moveMechanic).toMatchObject({
      id: 'move',
      examples: [
        { arm: 'horse', mode: 'charge' },
        { arm: 'foot', mode: 'march-column', road: true },
      ],
      description: 'A move in inches from the d6 movement table',
      source: 'Movement',
      params: [
        { name: 'arm', kind: 'choice', choices: ['foot', 'horse', 'artillery', 'officer'], description: 'who moves' },
        {
          name: 'mode',
          kind: 'choice',
          choices: ['move', 'charge', 'move-and-fire', 'march-column', 'routing', 'pursuit', 'fall-back'],
          default: 'move',
          description: 'how it moves',
        },
        { name: 'road', kind: 'boolean', description: 'in march column on a road (best of 2d6)' },
      ],
      outcomes: ['inches'],
    });
  });
  it('a horse charge: the d6 doubled, plus 2; a foot move by default', () => {
    expect(run(moveMechanic, { arm: 'horse', mode: 'charge' }, [3])).toEqual({
      outcome: { inches: 8 },
      rolls: ['unit charge [1d6]'],
    });
    expect(run(moveMechanic, { arm: 'foot' }, [4]).rolls).toEqual(['unit move [1d6]']);
  });
  it('"If in March Column and on a road a unit may roll 2 d6 and use the best result": only with road', () => {
    expect(run(moveMechanic, { arm: 'foot', mode: 'march-column', road: true }, [5, 2]).rolls).toEqual([
      'unit march-column on a road (best of 2d6) [2d6]',
    ]);
    expect(run(moveMechanic, { arm: 'foot', mode: 'march-column' }, [5]).rolls).toEqual(['unit march-column [1d6]']);
  });
  it('refuses a move the table does not print (artillery has no normal move), naming the parameter', () => {
    let error: unknown;
    try {
      run(moveMechanic, { arm: 'artillery', mode: 'move' }, []);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(MusterError);
    expect(error).toMatchObject({
      code: 'bad-input',
      message: 'the movement table has no move move for artillery',
      context: { path: 'params.mode', expected: 'a move the table prints' },
    });
  });
});
