import { ScriptedDice, type Dice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { DEFAULT_TERCIOS_OPTIONS, TerciosOptionsSchema } from '../options/options.js';
import { checkBattleDecision, legalBattleDecisions } from '../sequence/sequence.js';
import { lineOfFire } from '../table/lineOfFire.js';
import { moveUnit } from './activation.js';
import { commanderMoveProblem } from './commanderActivation.js';
import { inCommand } from './commandOnTable.js';
import type { BattleEvent } from './Event.js';
import type { BattleState } from './State.js';
import {
  commandBattle,
  commanderOf,
  fixtureContext,
  fixtureState,
  initiativeOn,
  unitOf,
  fixtureTable as table,
  placed as at,
} from './__fixtures__/battleFixture.js';
import { resolveBattle } from './resolve.js';
import { rectangle } from '../scenery/sceneryPoints.js';

// Referee scenarios: clauses of Game Sequence, Movement and Command that no test pinned.
// Rulebook: /work/shared/rules/tercios-liber-militum.txt.

const ones = (): Dice => ScriptedDice.of(Array<number>(400).fill(1));
const kinds = (events: readonly BattleEvent[]): string[] => events.map((e) => e.kind);

describe('Game Sequence > Activation: the lone commander', () => {
  // "If there are no more troops to activate but the enemy still has some, a lone commander may be activated and the
  // turn passed to the opponent so that they activate a unit."
  const lone = (exhausted = false): BattleState => {
    const s = fixtureState({
      A: [{ unit: unitOf('ter', 'tercio'), at: { x: 36, y: 20, facing: 90 } }],
      B: [
        { unit: unitOf('e1', 'tercio'), at: { x: 24, y: 44, facing: -90 } },
        { unit: unitOf('e2', 'tercio'), at: { x: 48, y: 44, facing: -90 } },
      ],
    });
    return {
      ...s,
      activeSide: 'B',
      commanders: [commanderOf({ exhausted })],
      units: s.units.map((u) => (u.side === 'A' ? { ...u, activated: true, order: null } : { ...u, order: 'fire' })),
    };
  };

  it('after the enemy activates a unit, the side with no troop left may activate its commander, or pass', () => {
    const ctx = fixtureContext(lone());
    resolveBattle(ctx, { kind: 'activate', unit: 'e1' }, 'B');
    resolveBattle(ctx, { kind: 'end' }, 'B');
    expect(ctx.state.activeSide).toBe('A');
    const legal = legalBattleDecisions(ctx.state, DEFAULT_TERCIOS_OPTIONS);
    expect(legal).toContainEqual({ kind: 'end' });
    expect(legal.some((d) => d.kind === 'activate')).toBe(false);
    expect(checkBattleDecision(ctx.state, { kind: 'end' }, DEFAULT_TERCIOS_OPTIONS)).toBeNull();
    // Passing gives the turn back to the enemy, which activates its next unit; the turn is not over.
    resolveBattle(ctx, { kind: 'end' }, 'A');
    expect(ctx.state.activeSide).toBe('B');
    expect(ctx.state.stage).toBe('action');
    expect(kinds(ctx.events)).not.toContain('turn-ended');
    // A side that still has troops to activate may not pass.
    expect(checkBattleDecision(ctx.state, { kind: 'end' }, DEFAULT_TERCIOS_OPTIONS)).not.toBeNull();
  });

  it('an Exhausted commander "may no longer be activated until the end of the turn": the enemy goes on', () => {
    const ctx = fixtureContext(lone(true));
    resolveBattle(ctx, { kind: 'activate', unit: 'e1' }, 'B');
    resolveBattle(ctx, { kind: 'end' }, 'B');
    expect(ctx.state.activeSide).toBe('B');
  });
});

describe('Command > Attached Commander: "6 inches or less from the unit to which the commander is attached"', () => {
  // Tercio `ter` (4.72" wide) at x 36; the company `mus` beside it, its base `gap` inches from the Tercio's.
  const beside = (gap: number): BattleState =>
    commandBattle([commanderOf({ attachedTo: 'ter' })], {}, [], 36 + 2.3622 + gap + 1.5748);
  it('a unit beside the attached unit, its base 5.5" away, is under command; 6.5" away it is not', () => {
    const near = beside(5.5);
    expect(
      inCommand(
        near,
        near.units.find((u) => u.id === 'mus')!,
      ),
    ).toBe(true);
    const far = beside(6.5);
    expect(
      inCommand(
        far,
        far.units.find((u) => u.id === 'mus')!,
      ),
    ).toBe(false);
  });
});

describe('Commanders and Losses > In the wrong place: "on the path of an enemy unit and is contacted"', () => {
  // A Tercio runs 8" straight over the spot where a commander stands, and ends beyond it.
  const path = (side: 'A' | 'B'): BattleState => ({
    ...table([at('m', 'tercio', 36, 20, 90)], [at('b1', 'tercio', 60, 44, -90)], { m: 'run' }),
    commanders: [commanderOf({ side, regiment: side === 'A' ? 'RA' : 'RB', position: { x: 36, y: 24 } })],
  });
  it('an enemy commander passed over on the way tests (no success: killed), not only one under the end position', () => {
    const ctx = fixtureContext(path('B'), ones());
    expect(moveUnit(ctx, 'm', { x: 36, y: 29 }, 'run', 'Run!')).toBe(true);
    expect(ctx.events).toContainEqual({
      kind: 'commander-removed',
      commander: 'c1',
      reason: 'killed: in the wrong place',
    });
  });
  it('a friendly commander passed through on the way takes no test and is not moved; its side may have it join', () => {
    // Movement > Overlap: "interpenetration is allowed", and "the commander may choose to join the unit that it passes
    // through" (ruling "A commander passed through": where it stood is offered first).
    const ctx = fixtureContext(path('A'), ones());
    const stood = path('A').commanders[0]!.position;
    expect(moveUnit(ctx, 'm', { x: 36, y: 29 }, 'run', 'Run!')).toBe(true);
    expect(kinds(ctx.events)).toEqual(['unit-moved', 'passed-through-offered']);
    expect(ctx.state.commanders[0]!.position).toEqual(stood);
  });
});

describe('Shooting > Selecting the Target: "a gap of at least 3 inches if the line passes between such obstacles"', () => {
  // Two pieces of vision-blocking (Hidden) terrain either side of the line from a company to its target, `gap` apart.
  const between = (gap: number): BattleState => {
    const piece = (id: string, x0: number, x1: number) => ({
      id,
      type: 'small-copse' as const,
      points: rectangle(x0, 24, x1, 26),
    });
    const s = fixtureState({
      A: [{ unit: unitOf('mus', 'musketeer-company'), at: { x: 36, y: 20, facing: 90 } }],
      B: [{ unit: unitOf('e', 'musketeer-company'), at: { x: 36, y: 30, facing: -90 } }],
      terrain: [piece('w1', 30, 36 - gap / 2), piece('w2', 36 + gap / 2, 42)],
    });
    return { ...s, terrain: s.terrain.map((t) => ({ ...t, features: [...t.features, 'hidden' as const] })) };
  };
  const sees = (s: BattleState) =>
    lineOfFire(
      s,
      s.units.find((u) => u.id === 'mus')!,
      s.units.find((u) => u.id === 'e')!,
      DEFAULT_TERCIOS_OPTIONS,
    ).visible;
  it('between two Hidden pieces 2" apart there is no line of sight; 4" apart there is', () => {
    expect(sees(between(2))).toBe(false);
    expect(sees(between(4))).toBe(true);
  });
});

describe('The Troops > Artillery: "Artillery units are never affected by a friendly or enemy command action"', () => {
  it('Erudite may not name an enemy gun (in sight, not yet activated); an enemy Tercio it may', () => {
    const s0 = fixtureState({
      A: [{ unit: unitOf('ter', 'tercio'), at: { x: 36, y: 20, facing: 90 } }],
      B: [
        { unit: unitOf('gun', 'light-artillery'), at: { x: 20, y: 44, facing: -90 } },
        { unit: unitOf('enemy', 'tercio'), at: { x: 50, y: 44, facing: -90 } },
      ],
    });
    const s: BattleState = {
      ...s0,
      units: s0.units.map((u) => ({ ...u, order: 'ready' })),
      commanders: [commanderOf({ traits: ['erudite'], position: { x: 10, y: 14 } })],
    };
    const command = (unit: string) =>
      checkBattleDecision(
        s,
        { kind: 'command', commander: 'c1', to: null, action: { kind: 'erudite', unit } },
        DEFAULT_TERCIOS_OPTIONS,
      );
    expect(command('enemy')).toBeNull();
    expect(command('gun')).not.toBeNull();
    expect(
      legalBattleDecisions(s, DEFAULT_TERCIOS_OPTIONS).some(
        (d) => d.kind === 'command' && d.action.kind === 'erudite' && d.action.unit === 'gun',
      ),
    ).toBe(false);
  });
});

describe('Game Sequence: "In case of a tie, initiative goes to the side whose Commander-in-Chief has the highest rank"', () => {
  // Ruling: Initiative without a Commander-in-Chief. A's C-C (rank 5) has been killed, a rank 4 commander is left;
  // B's C-C is rank 3. Both roll a 3.
  const tie = (initiativeWithoutChief?: 'highest-commander' | 'loses-ties') =>
    initiativeOn(
      {
        commanders: [
          commanderOf({ id: 'cc', rank: 5, commanderInChief: true, removed: true }),
          commanderOf({ id: 'c4', rank: 4 }),
          commanderOf({ id: 'ccB', side: 'B', regiment: 'RB', rank: 3, commanderInChief: true }),
        ],
      },
      [3, 3],
      TerciosOptionsSchema.parse(initiativeWithoutChief ? { initiativeWithoutChief } : {}),
    );
  it('highest-commander (default): the highest-ranked commander left stands in for a dead C-C', () => {
    expect(tie()).toMatchObject({ winner: 'A', by: 'rank' });
    expect(tie('highest-commander')).toMatchObject({ winner: 'A', by: 'rank' });
  });
  it('loses-ties: a side without its C-C has no rank and loses the tie', () => {
    expect(tie('loses-ties')).toMatchObject({ winner: 'B', by: 'rank' });
  });
});

describe('Command > Activating a Commander: "never penalised by terrain, except impassable terrain, which it must go around"', () => {
  // An Impassable river across the table (y 28 to 30) with a bridge at x 35 to 37.
  const river = (): BattleState => {
    const strip = (id: string, type: 'river' | 'bridge', x0: number, x1: number, y0: number, y1: number) => ({
      id,
      type,
      points: rectangle(x0, y0, x1, y1),
    });
    const s = fixtureState({
      A: [{ unit: unitOf('ter', 'tercio'), at: { x: 10, y: 10, facing: 90 } }],
      B: [{ unit: unitOf('enemy', 'tercio'), at: { x: 60, y: 44, facing: -90 } }],
      terrain: [
        { ...strip('r', 'river', 0, 72, 28, 30), features: ['impassable' as const] },
        strip('br', 'bridge', 35, 37, 27, 31),
      ],
    });
    return s;
  };
  it('a commander crosses an Impassable river by its bridge, as troops do; not beside it', () => {
    const s = river();
    const c = commanderOf({ position: { x: 36, y: 26 } });
    expect(commanderMoveProblem(s, c, c.position, { x: 36, y: 32 }, 6)).toBeNull();
    const beside = commanderOf({ position: { x: 40, y: 26 } });
    expect(commanderMoveProblem(s, beside, beside.position, { x: 40, y: 32 }, 6)).toBe(
      'impassable terrain is in the way',
    );
  });
});

describe('Movement > Overlap: "the commander may choose to join the unit that it passes through"', () => {
  // Ruling: A commander passed through. A Tercio runs 8" and ends on its own regiment's commander. The choice is its
  // player's (`passed-through`, game/passedThrough.spec.ts); option `battle.passedCommander` is only the competent
  // bot's answer and changes nothing in the battle itself.
  const onEnd = (): BattleState => ({
    ...table([at('m', 'tercio', 36, 20, 90)], [at('b1', 'tercio', 60, 44, -90)], { m: 'run' }),
    commanders: [commanderOf({ position: { x: 36, y: 28 } })],
  });
  const run = (passedCommander?: 'placed-clear' | 'joins') => {
    const options = TerciosOptionsSchema.parse(passedCommander ? { battle: { passedCommander } } : {});
    const ctx = fixtureContext(onEnd(), ones(), options);
    expect(moveUnit(ctx, 'm', { x: 36, y: 29 }, 'run', 'Run!')).toBe(true);
    return ctx;
  };
  it('under either setting the commander is set one inch clear and its side asked: join, or where it is placed', () => {
    for (const setting of [undefined, 'placed-clear', 'joins'] as const) {
      const ctx = run(setting);
      expect(kinds(ctx.events)).toEqual(['unit-moved', 'commander-escaped', 'passed-through-offered']);
      expect(ctx.state.commanders[0]).toMatchObject({ attachedTo: null, exhausted: false });
      expect(legalBattleDecisions(ctx.state, DEFAULT_TERCIOS_OPTIONS)).toContainEqual({
        kind: 'passed-through',
        commander: 'c1',
        join: true,
      });
    }
  });
});

describe('Leaving a Troop: "Its movement is then measured from any edge of the unit, in the desired direction"', () => {
  // A lake (Impassable) 1.8" behind the Tercio's rear edge; its commander leaves it straight back across the lake.
  it('a commander leaving its unit goes round impassable terrain too ("which it must go around")', () => {
    const lake = {
      id: 'lake',
      type: 'small-lake' as const,
      points: rectangle(30, 15, 42, 17),
      features: ['impassable' as const],
    };
    const s0 = fixtureState({
      A: [{ unit: unitOf('ter', 'tercio'), at: { x: 36, y: 20, facing: 90 } }],
      B: [{ unit: unitOf('enemy', 'tercio'), at: { x: 36, y: 44, facing: -90 } }],
      terrain: [lake],
    });
    const s: BattleState = { ...s0, commanders: [commanderOf({ attachedTo: 'ter', position: { x: 36, y: 20 } })] };
    const leave = (to: { x: number; y: number }) =>
      checkBattleDecision(
        s,
        { kind: 'command', commander: 'c1', to, action: { kind: 'hold' } },
        DEFAULT_TERCIOS_OPTIONS,
      );
    expect(leave({ x: 36, y: 14 })).toBe('impassable terrain is in the way');
    expect(leave({ x: 36, y: 24 })).toBeNull();
  });
});
