import { ContainerModule } from 'inversify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { GameRules } from '../plugins/GameRules.js';
import type { SequencePlugin } from '../plugins/SequencePlugin.js';
import { DicePluginToken, GameRulesToken, SequencePluginToken } from '../plugins/tokens.js';
import { seededDicePlugin } from '../plugins/seededDicePlugin.js';
import type { Ruleset } from '../ruleset/Ruleset.js';
import {
  raceRules,
  raceRuleset,
  raceSequence,
  type RaceDecision,
  type RaceEvent,
  type RaceState,
} from './raceRuleset.js';
import { runConformance } from './runConformance.js';

/** The race ruleset with one part swapped for a broken one. */
function broken(patch: {
  sequence?: Partial<SequencePlugin<RaceState, RaceDecision>>;
  rules?: Partial<GameRules<RaceState, RaceDecision, RaceEvent>>;
  ruleset?: Partial<Ruleset>;
}): Ruleset {
  const module = new ContainerModule(({ bind }) => {
    bind(SequencePluginToken).toConstantValue({ ...raceSequence, ...patch.sequence });
    bind(GameRulesToken).toConstantValue({ ...raceRules, ...patch.rules });
    bind(DicePluginToken).toConstantValue(seededDicePlugin);
  });
  return { ...raceRuleset, module, ...patch.ruleset };
}

describe('runConformance', () => {
  it('passes a correct ruleset and measures what it checked', () => {
    const report = runConformance(raceRuleset, { games: 20, seed: 'kit' });
    expect(report.violations).toEqual([]);
    expect(report.gamesEnded).toBe(20);
    expect(report.replaysChecked).toBe(20);
    expect(report.snapshotsChecked).toBeGreaterThan(0);
    expect(report.decisions).toBeGreaterThan(20);
  });

  it('catches a game that never ends', () => {
    const never = broken({
      sequence: { isOver: () => false, activePlayer: (s: RaceState) => s.turn },
      ruleset: { maxDecisions: 50 },
    });
    const report = runConformance(never, { games: 2, seed: 'kit' });
    expect(report.violations.map((v) => v.check)).toContain('ends');
  });

  it('catches NaN in the state and a broken ruleset invariant', () => {
    const nan = broken({
      rules: {
        reduce: (s: RaceState, e: RaceEvent) => ({
          ...s,
          turn: s.turn === 'A' ? 'B' : 'A',
          turns: s.turns + 1,
          pos: e.kind === 'moved' ? { ...s.pos, [e.side]: Number.NaN } : s.pos,
        }),
      },
    });
    const report = runConformance(nan, { games: 2, seed: 'kit' });
    expect(report.violations.map((v) => v.check)).toContain('finite-numbers');
    const paths = (r: typeof report) => r.violations.filter((v) => v.check === 'finite-numbers').map((v) => v.message);
    expect(paths(report)).toContain('state.pos.A = NaN');
    // Inside an array too, named by its index.
    const inArray = broken({
      rules: {
        reduce: (s: RaceState) => ({
          ...s,
          turn: s.turn === 'A' ? 'B' : 'A',
          turns: s.turns + 1,
          trail: [0, Number.POSITIVE_INFINITY],
        }),
      },
    });
    expect(paths(runConformance(inArray, { games: 1, seed: 'kit' }))).toContain('state.trail[1] = Infinity');
    const negative = broken({
      rules: {
        reduce: (s: RaceState, e: RaceEvent) => ({
          ...s,
          turn: s.turn === 'A' ? 'B' : 'A',
          turns: s.turns + 1,
          pos: e.kind === 'moved' ? { ...s.pos, [e.side]: s.pos[e.side] + e.by } : { ...s.pos, [e.side]: -1 },
        }),
      },
    });
    expect(runConformance(negative, { games: 4, seed: 'kit' }).violations.map((v) => v.check)).toContain(
      'ruleset-invariant',
    );
  });

  it('catches a reducer that rolls dice (the log no longer replays) and an empty legal list', () => {
    let hidden = 0;
    const impure = broken({
      rules: {
        describeEvent: () => String(hidden++),
        reduce: (s: RaceState, e: RaceEvent) => ({
          ...s,
          turn: s.turn === 'A' ? 'B' : 'A',
          turns: s.turns + 1 + (hidden++ % 2),
          pos: e.kind === 'moved' ? { ...s.pos, [e.side]: s.pos[e.side] + e.by } : s.pos,
        }),
      },
    });
    expect(runConformance(impure, { games: 3, seed: 'kit' }).violations.map((v) => v.check)).toContain('replay');
    const liar = broken({
      sequence: {
        legalDecisions: () => [{ kind: 'advance' }, { kind: 'fly' } as unknown as RaceDecision],
        checkDecision: (_s, d) => ((d.kind as string) === 'fly' ? 'no flying' : null),
      },
    });
    expect(runConformance(liar, { games: 1, seed: 'kit' }).violations.map((v) => v.check)).toContain(
      'legal-decisions-accepted',
    );
    const stuck = broken({ sequence: { legalDecisions: () => [] } });
    expect(runConformance(stuck, { games: 1, seed: 'kit' }).violations.map((v) => v.check)).toContain(
      'has-legal-decision',
    );
  });

  it('enumerates every mechanic example and reports one that crashes', () => {
    const withMechanics: Ruleset = {
      ...raceRuleset,
      mechanics: [
        {
          id: 'ok',
          description: 'a d6',
          params: [],
          outcomes: ['x'],
          examples: [{}],
          run: (dice) => ({ x: dice.d(6, 'x') }),
        },
        {
          id: 'crashes',
          description: 'throws on a six',
          params: [],
          outcomes: ['x'],
          examples: [{}],
          run: (dice) => {
            if (dice.d(6, 'x') === 6) throw new TypeError('six');
            return { x: 1 };
          },
        },
      ],
    };
    const report = runConformance(withMechanics, { games: 1, seed: 'kit' });
    expect(report.distributionsChecked).toBe(1);
    expect(report.violations).toEqual([
      expect.objectContaining({ check: 'no-crash', message: expect.stringContaining('crashes') }),
    ]);
  });
});

describe('runConformance: resumed games play on, illegal decisions are refused (issue 22)', () => {
  it('passes the race ruleset, playing resumed games on and offering illegal decisions', () => {
    const report = runConformance(raceRuleset, { games: 8, seed: 'kit', snapshotEvery: 2 });
    expect(report.violations).toEqual([]);
    expect(report.playedOn).toBeGreaterThan(0);
    expect(report.illegalOffered).toBeGreaterThan(0);
    expect(report.illegalChecksOff).toEqual([]);
  });

  it('catches a ruleset that keeps state outside `state` (each game container counts its own moves)', () => {
    // A house rule whose memory lives in the rules object: a resumed game starts counting again.
    const module = new ContainerModule(({ bind }) => {
      bind(SequencePluginToken).toConstantValue(raceSequence);
      bind(GameRulesToken)
        .toDynamicValue(() => {
          let moves = 0;
          return {
            ...raceRules,
            reduce: (s: RaceState, e: RaceEvent) => {
              const next = raceRules.reduce(s, e);
              return ++moves % 4 === 0 ? { ...next, pos: { ...next.pos, [e.side]: next.pos[e.side] + 1 } } : next;
            },
          };
        })
        .inSingletonScope();
      bind(DicePluginToken).toConstantValue(seededDicePlugin);
    });
    const hidden: Ruleset = { ...raceRuleset, module };
    const report = runConformance(hidden, { games: 4, seed: 'kit', snapshotEvery: 3 });
    expect(report.violations.map((v) => v.check)).toContain('resume-plays-on');
  });

  it('catches a checkDecision that accepts a mutated decision, one of the other player, and one after the end', () => {
    // Decisions name their side; the schema takes any string and checkDecision checks nothing.
    interface SidedDecision {
      kind: string;
      side: string;
    }
    const loose: Ruleset = {
      ...broken({
        sequence: {
          legalDecisions: (s: RaceState) =>
            [
              { kind: 'advance', side: s.turn },
              { kind: 'rest', side: s.turn },
            ] as unknown as RaceDecision[],
          checkDecision: () => null,
        },
      }),
      schemas: { ...raceRuleset.schemas, decision: z.object({ kind: z.string(), side: z.string() }) },
      bots: { random: raceRuleset.bots.random! }, // the competent bot's decision names no side
    };
    const checks = runConformance(loose, { games: 2, seed: 'kit' }).violations.map((v) => v.check);
    expect(checks).toContain('mutated-decision-refused');
    expect(checks).toContain('wrong-player-refused');
    expect(checks).toContain('after-the-end-refused');
    const sided = (s: RaceState, d: SidedDecision) =>
      over(s)
        ? 'the game is over'
        : d.side !== s.turn
          ? 'not your turn'
          : ['advance', 'rest'].includes(d.kind)
            ? null
            : 'no such decision';
    const strict: Ruleset = {
      ...loose,
      ...broken({
        sequence: {
          legalDecisions: (s: RaceState) =>
            [
              { kind: 'advance', side: s.turn },
              { kind: 'rest', side: s.turn },
            ] as unknown as RaceDecision[],
          checkDecision: sided as never,
        },
      }),
      schemas: loose.schemas,
      bots: loose.bots,
    };
    expect(runConformance(strict, { games: 2, seed: 'kit' }).violations).toEqual([]);
    // Each check can be turned off, and the report says so.
    const off = runConformance(loose, {
      games: 2,
      seed: 'kit',
      illegalDecisions: { mutated: false, wrongPlayer: false, afterTheEnd: false },
    });
    expect(off.violations).toEqual([]);
    expect(off.illegalChecksOff).toEqual(['mutated', 'wrongPlayer', 'afterTheEnd']);
  });
});

const over = (s: RaceState) => s.pos.A >= 10 || s.pos.B >= 10;
