import { MusterError, ScriptedDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { DEFAULT_TERCIOS_OPTIONS, TerciosOptionsSchema } from '../options/options.js';
import { getProfile } from '../profiles/getProfile.js';
import { lineOfFire } from '../table/lineOfFire.js';
import { unitById } from '../table/tableQueries.js';
import { legalBattleDecisions } from '../sequence/sequence.js';
import { ReadyActionSchema, type BattleState, type CommanderState } from './State.js';
import { checkCommand } from './commanderActivation.js';
import { fixtureContext, fixtureState, unitOf } from './__fixtures__/battleFixture.js';
import { resolveBattle } from './resolve.js';
import { plannedMove } from './plannedMove.js';

// Gaps of the text played on the table by a ruling (docs/rulings/tercios.md): Expert, Mortar, dismounted dragoons.

describe('Expert (Kingdoms: "the common Inspiring trait on a whole brigade")', () => {
  function battle(): BattleState {
    const s = fixtureState({
      A: [
        {
          unit: { ...unitOf('t1', 'tercio'), rules: [...unitOf('t1', 'tercio').rules, 'brigade'] },
          at: { x: 31, y: 20, facing: 90 },
        },
        {
          unit: { ...unitOf('t2', 'tercio'), rules: [...unitOf('t2', 'tercio').rules, 'brigade'] },
          at: { x: 36, y: 20, facing: 90 },
        },
        { unit: unitOf('mus', 'musketeer-company'), at: { x: 41, y: 20, facing: 90 } },
        { unit: unitOf('far', 'musketeer-company'), at: { x: 60, y: 20, facing: 90 } },
      ],
      B: [{ unit: unitOf('ter', 'tercio'), at: { x: 36, y: 40, facing: -90 } }],
    });
    const expert: CommanderState = {
      id: 'c1',
      side: 'A',
      name: 'Maestro',
      rank: 2,
      commanderInChief: false,
      regiment: 'RA',
      traits: ['expert'],
      virtues: ['dexterity'],
      position: { x: 36, y: 16 },
      attachedTo: null,
      exhausted: false,
      joinedThisTurn: false,
      removed: false,
    };
    return { ...s, commanders: [expert] };
  }
  const decision = {
    kind: 'command',
    commander: 'c1',
    to: null,
    action: { kind: 'expert', unit: 't1', virtue: 'dexterity' },
  } as const;
  const inspired = (s: BattleState) =>
    s.units
      .filter((u) => u.inspiredBy === 'dexterity')
      .map((u) => u.id)
      .sort();

  it('by default the named unit and the units of its regiment in radius and sight take the virtue', () => {
    const state = battle();
    expect(checkCommand(state, 'c1', null, decision.action)).toBeNull();
    expect(
      legalBattleDecisions(state, DEFAULT_TERCIOS_OPTIONS).some(
        (d) => d.kind === 'command' && d.action.kind === 'expert',
      ),
    ).toBe(true);
    const ctx = fixtureContext(state, ScriptedDice.of([5, 6]));
    resolveBattle(ctx, decision, 'A');
    expect(inspired(ctx.state)).toEqual(['mus', 't1', 't2']);
  });

  it('option battle.expertBrigade: brigade-rule limits it to the units with the Brigade rule', () => {
    const ctx = fixtureContext(
      battle(),
      ScriptedDice.of([5, 6]),
      TerciosOptionsSchema.parse({ battle: { expertBrigade: 'brigade-rule' } }),
    );
    resolveBattle(ctx, decision, 'A');
    expect(inspired(ctx.state)).toEqual(['t1', 't2']);
  });

  it('Cold Blood (option within-6) may cancel it from beside any unit of the brigade, not only the one named', () => {
    const cold: CommanderState = {
      id: 'cb',
      side: 'B',
      name: 'Frío',
      rank: 2,
      commanderInChief: true,
      regiment: null,
      traits: ['cold-blood'],
      virtues: [],
      position: { x: 45, y: 24 },
      attachedTo: null,
      exhausted: false,
      joinedThisTurn: false,
      removed: false,
    };
    const state = { ...battle(), commanders: [...battle().commanders, cold] };
    const text = fixtureContext(state, ScriptedDice.of([5, 6]));
    resolveBattle(text, decision, 'A');
    expect(text.state.coldBlood ?? null).toBeNull();
    const wide = fixtureContext(
      state,
      ScriptedDice.of([5, 6]),
      TerciosOptionsSchema.parse({ battle: { coldBlood: 'within-6' } }),
    );
    resolveBattle(wide, decision, 'A');
    expect(wide.state.coldBlood).toMatchObject({ side: 'B', candidates: ['cb'] });
  });

  it('a failed test inspires nobody; a commander without the trait or the virtue is refused', () => {
    const ctx = fixtureContext(battle(), ScriptedDice.of([4, 1]));
    resolveBattle(ctx, decision, 'A');
    expect(inspired(ctx.state)).toEqual([]);
    const plain = { ...battle(), commanders: battle().commanders.map((c) => ({ ...c, traits: [] })) };
    expect(checkCommand(plain, 'c1', null, decision.action)).toMatch(/Expert/);
    expect(checkCommand(battle(), 'c1', null, { ...decision.action, virtue: 'zeal' })).toMatch(/no zeal virtue/);
  });
});

describe('Mortar (Shooting > Selecting the Target: the other exception to shooting over units)', () => {
  it('a gun with the Mortar option fires over a unit in the way, friend or foe; without it the line is blocked', () => {
    const spec = (rules: string[], between: 'A' | 'B') => {
      const gun = { ...unitOf('gun', 'light-artillery'), rules: [...unitOf('gun', 'light-artillery').rules, ...rules] };
      const wall = { unit: unitOf('wall', 'tercio'), at: { x: 36, y: 15, facing: 90 } };
      return fixtureState({
        A: [{ unit: gun, at: { x: 36, y: 10, facing: 90 } }, ...(between === 'A' ? [wall] : [])],
        B: [
          { unit: unitOf('ter', 'tercio'), at: { x: 36, y: 22, facing: -90 } },
          ...(between === 'B' ? [{ ...wall, unit: unitOf('wall', 'musketeer-company') }] : []),
        ],
      });
    };
    for (const side of ['A', 'B'] as const) {
      const mortar = spec(['mortar'], side);
      expect(
        lineOfFire(mortar, unitById(mortar, 'gun')!, unitById(mortar, 'ter')!, DEFAULT_TERCIOS_OPTIONS).visible,
      ).toBe(true);
      const plain = spec([], side);
      expect(lineOfFire(plain, unitById(plain, 'gun')!, unitById(plain, 'ter')!, DEFAULT_TERCIOS_OPTIONS).visible).toBe(
        false,
      );
    }
  });
});

describe('Dragoons, dismounted (the card is cut off after its Mvt)', () => {
  it('is refused by name, pointing to the mounted card; the table offers no dismount action', () => {
    let error: unknown;
    try {
      getProfile('dragoons-dismounted');
    } catch (e) {
      error = e;
    }
    expect(MusterError.is(error)).toBe(true);
    expect((error as Error).message).toMatch(/dragoons-dismounted/);
    expect((error as Error).message).toMatch(/dragoons-mounted/);
    expect(ReadyActionSchema.options).not.toContain('dismount');
  });
});

describe('Buildings: one unit per building (the text is singular)', () => {
  it('a company moves into an empty large building with Ready!, but not into one already occupied', () => {
    const state = fixtureState({
      A: [
        { unit: unitOf('mus', 'musketeer-company'), at: { x: 33, y: 20, facing: 90 } },
        { unit: unitOf('occ', 'musketeer-company'), at: { x: 50, y: 20, facing: 90 } },
      ],
      B: [{ unit: unitOf('ter', 'tercio'), at: { x: 33, y: 44, facing: -90 } }],
      terrain: [
        {
          id: 'house',
          type: 'large-building',
          points: [
            { x: 30, y: 22 },
            { x: 36, y: 22 },
            { x: 36, y: 28 },
            { x: 30, y: 28 },
          ],
        },
      ],
    });
    const mus = unitById(state, 'mus')!;
    const empty = plannedMove(state, mus, { x: 33, y: 25 }, 'ready', DEFAULT_TERCIOS_OPTIONS);
    expect(empty).toMatchObject({ ok: true, inBuilding: 'house' });
    const occupied: BattleState = {
      ...state,
      units: state.units.map((u) =>
        u.id === 'occ' ? { ...u, inBuilding: 'house', base: { ...u.base, centre: { x: 33, y: 25 } } } : u,
      ),
    };
    expect(
      plannedMove(occupied, unitById(occupied, 'mus')!, { x: 33, y: 23 }, 'ready', DEFAULT_TERCIOS_OPTIONS),
    ).toMatchObject({ ok: false, reason: 'house is already occupied' });
  });
});
