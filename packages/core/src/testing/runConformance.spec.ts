import { ContainerModule } from 'inversify';
import { describe, expect, it } from 'vitest';
import type { GameRules } from '../plugins/GameRules.js';
import type { SequencePlugin } from '../plugins/SequencePlugin.js';
import { DicePluginToken, GameRulesToken, SequencePluginToken } from '../plugins/tokens.js';
import { seededDicePlugin } from '../plugins/seededDicePlugin.js';
import type { Ruleset } from '../ruleset/Ruleset.js';
import { raceRules, raceRuleset, raceSequence, type RaceDecision, type RaceEvent, type RaceState } from './raceRuleset.js';
import { runConformance } from './runConformance.js';

/** The race ruleset with one part swapped for a broken one. */
function broken(patch: { sequence?: Partial<SequencePlugin<RaceState, RaceDecision>>; rules?: Partial<GameRules<RaceState, RaceDecision, RaceEvent>>; ruleset?: Partial<Ruleset> }): Ruleset {
  const module = new ContainerModule(({ bind }) => {
    bind(SequencePluginToken).toConstantValue({ ...raceSequence, ...patch.sequence } as SequencePlugin);
    bind(GameRulesToken).toConstantValue({ ...raceRules, ...patch.rules } as GameRules);
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
    const never = broken({ sequence: { isOver: () => false, activePlayer: (s: RaceState) => s.turn }, ruleset: { maxDecisions: 50 } });
    const report = runConformance(never, { games: 2, seed: 'kit' });
    expect(report.violations.map((v) => v.check)).toContain('ends');
  });

  it('catches NaN in the state and a broken ruleset invariant', () => {
    const nan = broken({
      rules: { reduce: (s: RaceState, e: RaceEvent) => ({ ...s, turn: s.turn === 'A' ? 'B' : 'A', turns: s.turns + 1, pos: e.kind === 'moved' ? { ...s.pos, [e.side]: Number.NaN } : s.pos }) },
    });
    const report = runConformance(nan, { games: 2, seed: 'kit' });
    expect(report.violations.map((v) => v.check)).toContain('finite-numbers');
    const negative = broken({
      rules: { reduce: (s: RaceState, e: RaceEvent) => ({ ...s, turn: s.turn === 'A' ? 'B' : 'A', turns: s.turns + 1, pos: e.kind === 'moved' ? { ...s.pos, [e.side]: s.pos[e.side] + e.by } : { ...s.pos, [e.side]: -1 } }) },
    });
    expect(runConformance(negative, { games: 4, seed: 'kit' }).violations.map((v) => v.check)).toContain('ruleset-invariant');
  });

  it('catches a reducer that rolls dice (the log no longer replays) and an empty legal list', () => {
    let hidden = 0;
    const impure = broken({ rules: { describeEvent: () => String(hidden++) , reduce: (s: RaceState, e: RaceEvent) => ({ ...s, turn: s.turn === 'A' ? 'B' : 'A', turns: s.turns + 1 + (hidden++ % 2), pos: e.kind === 'moved' ? { ...s.pos, [e.side]: s.pos[e.side] + e.by } : s.pos }) } });
    expect(runConformance(impure, { games: 3, seed: 'kit' }).violations.map((v) => v.check)).toContain('replay');
    const liar = broken({ sequence: { legalDecisions: () => [{ kind: 'advance' }, { kind: 'fly' } as unknown as RaceDecision], checkDecision: (_s, d) => ((d.kind as string) === 'fly' ? 'no flying' : null) } });
    expect(runConformance(liar, { games: 1, seed: 'kit' }).violations.map((v) => v.check)).toContain('legal-decisions-accepted');
    const stuck = broken({ sequence: { legalDecisions: () => [] } });
    expect(runConformance(stuck, { games: 1, seed: 'kit' }).violations.map((v) => v.check)).toContain('has-legal-decision');
  });

  it('enumerates every mechanic example and reports one that crashes', () => {
    const withMechanics: Ruleset = {
      ...raceRuleset,
      mechanics: [
        { id: 'ok', description: 'a d6', params: [], outcomes: ['x'], examples: [{}], run: (dice) => ({ x: dice.d(6, 'x') }) },
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
    expect(report.violations).toEqual([expect.objectContaining({ check: 'no-crash', message: expect.stringContaining('crashes') })]);
  });
});
