import { ScriptedDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { TERCIO } from './__fixtures__/units.js';
import { resolveMelee } from './__fixtures__/asWritten.js';
import { TerciosOptionsSchema } from '../options/options.js';
import type { DirtyWarState, MeleeProgress } from './resolveMelee.js';

// Combat > "Dirty war!": "If a combat between two units that include pikemen ends in a tie, one of the two players may
// declare "Dirty war!" in order to immediately carry out another combat round." Ruling "Dirty war!": under
// dirtyWar.policy `ask` the combat stops after the tied round (`dirtyWarOffered`) and the battle asks the players;
// `resume` carries it on with their answer, the Dm and Disorder of the rounds fought kept.

const options = (policy: 'ask' | 'always', roundValues: 'current-state' | 'initial-values' = 'current-state') =>
  TerciosOptionsSchema.parse({ dirtyWar: { policy, roundValues } });

/**
 * Tercio against Tercio. Round 1: each hits once and saves nothing (1 Dm each, both in Disorder): a tie. Round 2 (no
 * charge bonus): the attacker misses, the defender hits once and the attacker saves nothing: the defender wins.
 */
const script = () =>
  ScriptedDice.of([
    4, 1, 1, 1, 1, 1, /* no 5+ */ 1, 1, 1, 1, /* defender hits */ 4, 1, 1, 1, /* no 5+ */ 1, 1, 1, 1, /* round 2 */ 1,
    1, 1, 1, /* defender */ 4, 1, 1, 1, /* attacker's saves */ 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
  ]);

describe('resolveMelee: a combat stopped at the Dirty war! question and resumed', () => {
  it('policy ask: the tied round is fought, then the combat stops with what the next round starts from', () => {
    const r = resolveMelee(script(), { attacker: TERCIO, defender: TERCIO, options: options('ask') });
    const progress: MeleeProgress = {
      rounds: 1,
      dirtyWarRounds: 0,
      attacker: { wear: 1, disordered: true },
      defender: { wear: 1, disordered: true },
      commanderKilled: { attacker: false, defender: false },
    };
    expect(r).toMatchObject({
      winner: 'tie',
      movements: [],
      dirtyWarRounds: 0,
      dirtyWarOffered: progress,
      attackerWear: 1,
      defenderWear: 1,
      attackerDisordered: true,
      defenderDisordered: true,
    });
    expect(r.rounds).toHaveLength(1);
    // A callback answering 'ask' stops it whatever the policy; one answering true or false does not.
    const asked = resolveMelee(script(), {
      attacker: TERCIO,
      defender: TERCIO,
      options: options('always'),
      declareDirtyWar: () => 'ask',
    });
    expect(asked.dirtyWarOffered).toEqual(progress);
    expect(
      resolveMelee(script(), {
        attacker: TERCIO,
        defender: TERCIO,
        options: options('ask'),
        declareDirtyWar: () => false,
      }).dirtyWarOffered,
    ).toBeUndefined();
  });

  for (const roundValues of ['current-state', 'initial-values'] as const)
    it(`declared (${roundValues}): the next round on the same dice is the round policy always fights`, () => {
      const always = resolveMelee(script(), {
        attacker: TERCIO,
        defender: TERCIO,
        options: options('always', roundValues),
      });
      const dice = script();
      const stopped = resolveMelee(dice, { attacker: TERCIO, defender: TERCIO, options: options('ask', roundValues) });
      const resumed = resolveMelee(dice, {
        attacker: TERCIO,
        defender: TERCIO,
        options: options('ask', roundValues),
        resume: { progress: stopped.dirtyWarOffered!, dirtyWar: true },
      });
      expect(always).toMatchObject({ winner: 'defender', dirtyWarRounds: 1, attackerWear: 2 });
      expect(resumed.dirtyWarOffered).toBeUndefined();
      expect([...stopped.rounds, ...resumed.rounds]).toEqual(always.rounds);
      expect({ ...resumed, rounds: [] }).toEqual({ ...always, rounds: [] });
      // The resumed round is a Dirty war! round: no charge bonus (4 dice, not 6); Disorder counts or not by option.
      expect(resumed.rounds[0]).toMatchObject({ dirtyWar: true, attacker: { meleeDice: 4 } });
      expect(resumed.rounds[0]!.defender.resistance.dice).toBe(roundValues === 'current-state' ? 2 : 4);
    });

  it('declined: no round more, the tie stands and the attacker disengages; the Dm of the rounds fought stay', () => {
    const dice = script();
    const stopped = resolveMelee(dice, { attacker: TERCIO, defender: TERCIO, options: options('ask') });
    const states: DirtyWarState[] = [];
    const declined = resolveMelee(dice, {
      attacker: TERCIO,
      defender: TERCIO,
      options: options('ask'),
      declareDirtyWar: (s) => (states.push(s), true),
      resume: { progress: stopped.dirtyWarOffered!, dirtyWar: false },
    });
    expect(states).toEqual([]);
    expect(declined).toMatchObject({
      winner: 'tie',
      rounds: [],
      dirtyWarRounds: 0,
      attackerWear: 1,
      defenderWear: 1,
      attackerDisordered: true,
      defenderDisordered: true,
      movements: [{ unit: 'attacker', kind: 'disengage', distance: 3, wearIfBlocked: 1 }],
      commanderKilled: { attacker: false, defender: false },
    });
    expect(declined.dirtyWarOffered).toBeUndefined();
  });

  it('resumed, the declaration sees the rounds fought before as well, and a commander killed before stays killed', () => {
    const rounds: number[] = [];
    const r = resolveMelee(ScriptedDice.of(Array<number>(16).fill(1)), {
      attacker: TERCIO,
      defender: TERCIO,
      declareDirtyWar: (s) => (rounds.push(s.round), 'ask'),
      resume: {
        progress: {
          rounds: 3,
          dirtyWarRounds: 2,
          attacker: { wear: 2, disordered: false },
          defender: { wear: 1, disordered: true },
          commanderKilled: { attacker: true, defender: false },
        },
        dirtyWar: true,
      },
    });
    expect(rounds).toEqual([4]);
    expect(r.dirtyWarOffered).toEqual({
      rounds: 4,
      dirtyWarRounds: 3,
      attacker: { wear: 2, disordered: false },
      defender: { wear: 1, disordered: true },
      commanderKilled: { attacker: true, defender: false },
    });
    expect(r.commanderKilled).toEqual({ attacker: true, defender: false });
  });
});
