import { ScriptedDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { competentBot, reactionRank } from '../bot/competentBot.js';
import { DEFAULT_TERCIOS_OPTIONS } from '../options/options.js';
import { checkBattleDecision, legalBattleDecisions } from '../sequence/sequence.js';
import { unitById } from '../table/tableQueries.js';
import type { BattleDecision } from './Decision.js';
import { reorientedBase } from './reorientedBase.js';
import { resolveBattle } from './resolve.js';
import { roundBase } from './setup.js';
import type { BattleState } from './State.js';
import { fixtureContext, fixtureTable, placed as at } from './__fixtures__/battleFixture.js';

// Reactions > Ready! (/work/shared/rules/tercios-liber-militum.txt): "the unit may reorient OR shoot". Movement >
// Reorientation: "a unit brings its front centre towards another centre of its base: a side centre or the rear
// centre." Which centre is the player's: `react { reaction: 'reorient', to }`, each that fits.

const sixes = () => ScriptedDice.of(Array.from({ length: 400 }, () => 6));

/**
 * A Ready! unit `r` approached by the enemy company `m`. `ahead`: r a company at (36, 26) facing east, m east of it.
 * `flank`: r a tercio at (36, 26) facing +y, m on its flank (east, +x); with `hemmed`, a friendly tercio 3.3" before
 * it, so close that r, wide and shallow, cannot turn to either side (its turned base, deep, would overlap it).
 */
function approached(where: 'ahead' | 'flank', hemmed = false): BattleState {
  const s =
    where === 'ahead'
      ? fixtureTable([at('m', 'musketeer-company', 41, 26, 180)], [at('r', 'musketeer-company', 36, 26, 0)], {
          m: 'run',
          r: 'ready',
        })
      : fixtureTable(
          [at('m', 'musketeer-company', 42, 26, 180)],
          [at('r', 'tercio', 36, 26, 90), ...(hemmed ? [at('x', 'tercio', 36, 29.3, 90)] : [])],
          { m: 'run', r: 'ready' },
        );
  return {
    ...s,
    stage: 'action',
    activeSide: 'A',
    reaction: { side: 'B', trigger: 'proximity', by: 'm', candidates: ['r'], target: null, path: null },
  };
}

const turns = (state: BattleState) =>
  legalBattleDecisions(state, DEFAULT_TERCIOS_OPTIONS).filter(
    (d): d is Extract<BattleDecision, { kind: 'react' }> => d.kind === 'react' && d.reaction === 'reorient',
  );
const turn = (to: 'left' | 'right' | 'rear'): Extract<BattleDecision, { kind: 'react' }> => ({
  kind: 'react',
  unit: 'r',
  reaction: 'reorient',
  to,
});

describe('Ready!: the reorientation of a reaction turns towards the centre the player chooses', () => {
  it('an enemy ahead: the unit may still turn, to either side or about (it is the player who may reorient)', () => {
    expect(turns(approached('ahead'))).toEqual([turn('left'), turn('right'), turn('rear')]);
  });

  it('an enemy on the flank: every direction that fits, not only the one facing it', () => {
    expect(turns(approached('flank'))).toEqual([turn('left'), turn('right'), turn('rear')]);
    // Hemmed in, the tercio cannot turn to face the mover (nor away from it): about is still offered (until 6 Dec 2026,
    // nothing was, the engine offering only the turn nearest the mover).
    expect(turns(approached('flank', true))).toEqual([turn('rear')]);
  });

  it('the check takes a centre that fits and refuses one that does not, or none', () => {
    const s = approached('flank', true);
    const check = (d: BattleDecision) => checkBattleDecision(s, d, DEFAULT_TERCIOS_OPTIONS);
    expect(check(turn('rear'))).toBeNull();
    for (const d of [turn('left'), turn('right'), { kind: 'react', unit: 'r', reaction: 'reorient' } as const])
      expect(check(d)).toBe('Tercio r reorients towards rear (to)');
  });

  it('carries out the turn chosen: the front is brought to that centre', () => {
    for (const to of ['left', 'right', 'rear'] as const) {
      const s = approached('ahead');
      const ctx = fixtureContext(s, sixes());
      const r = unitById(s, 'r')!;
      expect(checkBattleDecision(ctx.state, turn(to), DEFAULT_TERCIOS_OPTIONS)).toBeNull();
      resolveBattle(ctx, turn(to), 'B');
      const moved = ctx.events.find((e) => e.kind === 'unit-moved' && e.unit === 'r');
      expect(moved).toMatchObject({ reason: 'reaction: reorient', base: roundBase(reorientedBase(r, to)) });
    }
  });

  it('the competent bot turns to face the mover (the centre nearest it), and never away from an enemy ahead', () => {
    const bot = competentBot(DEFAULT_TERCIOS_OPTIONS);
    // Among the reorientations and no reaction (the shot aside).
    const decide = (s: BattleState) =>
      bot.decide({ state: s, player: 'B', legal: [...turns(s), { kind: 'no-reaction' }], rng: () => 0 } as never);
    const flank = approached('flank');
    // The mover is east (+x) of a tercio facing +y: the side centre nearest it becomes the front.
    const r = unitById(flank, 'r')!;
    const best = decide(flank);
    expect(best).toMatchObject({ kind: 'react', unit: 'r' });
    if (best.kind === 'react' && best.reaction === 'reorient') {
      const turned = reorientedBase(r, best.to!);
      // Turned, it faces the mover: its forward direction points east.
      expect(Math.cos(turned.facing)).toBeCloseTo(1, 3);
    } else throw new Error('no reorientation');
    expect(reactionRank(flank, turn('rear'))).toBe(0);
    const ahead = approached('ahead');
    expect(decide(ahead)).toEqual({ kind: 'no-reaction' });
    for (const to of ['left', 'right', 'rear'] as const) expect(reactionRank(ahead, turn(to))).toBe(0);
  });
});
