import { ScriptedDice, type Dice, type DiceRequest } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { combatDice, officerCombatDice } from '../mechanics/closeCombat.js';
import type { SwordAndPikeDecision } from '../game/Decision.js';
import type { SwordAndPikeEvent } from '../game/Event.js';
import type { SwordAndPikeState } from '../game/State.js';
import { reduce } from '../game/reduce.js';
import { resolve } from '../game/resolve.js';
import { swordAndPikeCombatPlugin } from '../plugins/combat.js';
import { swordAndPikeMoralePlugin } from '../plugins/morale.js';
import type { SwordAndPikeScenario } from '../game/Scenario.js';
import { setupBattle } from '../game/setup.js';
import { isShaken, targetClassOf } from '../game/unitRules.js';
import { normalMove } from '../table/unitGeometry.js';
import { SwordAndPikeOptionsSchema, type SwordAndPikeOptions } from './options.js';

type Unit = SwordAndPikeScenario['sides']['A']['units'][number];
const unit = (u: Partial<Unit> & Pick<Unit, 'id' | 'troop' | 'x' | 'y'>): Unit => ({
  name: u.id,
  brigade: 'b1',
  figures: 20,
  order: 'open',
  weapon: null,
  moraleClass: 'other-foot',
  frontage: 2,
  attachedTo: null,
  ...u,
});
const battle = (
  a: Unit[],
  b: Unit[],
  options: Partial<Record<keyof SwordAndPikeOptions, unknown>> = {},
  terrain: SwordAndPikeScenario['terrain'] = [],
) =>
  setupBattle(
    {
      name: 't',
      table: { width: 72, height: 48 },
      weather: 'clear',
      terrain,
      sides: { A: { name: 'A', units: a, officers: [] }, B: { name: 'B', units: b, officers: [] } },
    },
    ScriptedDice.of([6, 6, 1, 1]),
    SwordAndPikeOptionsSchema.parse(options),
  );
/** Dice that record every request and show `face` (or the script first). */
function recording(script: number[] = [], face = 3): { dice: Dice; requests: DiceRequest[] } {
  const requests: DiceRequest[] = [];
  let i = 0;
  return {
    requests,
    dice: new ScriptedDice(
      (r) => (
        requests.push(r),
        Array.from({ length: r.count }, () => (i < script.length ? script[i++]! : Math.min(face, r.sides)))
      ),
    ),
  };
}
function play(state: SwordAndPikeState, dice: Dice, decisions: [SwordAndPikeDecision, 'A' | 'B'][]) {
  let s = state;
  const events: SwordAndPikeEvent[] = [];
  for (const [d, p] of decisions)
    resolve(
      {
        get state() {
          return s;
        },
        dice,
        emit: (e) => {
          events.push(e);
          s = reduce(s, e);
        },
        combat: swordAndPikeCombatPlugin,
        morale: swordAndPikeMoralePlugin,
      },
      d,
      p,
    );
  return { state: s, events };
}
const shotAtPike = (options: Partial<Record<keyof SwordAndPikeOptions, unknown>>, volley: number[]) => {
  const s = battle(
    [unit({ id: 'shot', troop: 'arquebusiers', weapon: 'arquebus', frontage: 4, x: 36, y: 10 })],
    [unit({ id: 'pike', troop: 'pikemen', order: 'closed', x: 36, y: 20 })],
    options,
  );
  const r = recording(volley);
  return {
    ...play(s, r.dice, [
      [{ kind: 'end-moves' }, 'A'],
      [{ kind: 'end-moves' }, 'B'],
      [{ kind: 'fire', unit: 'shot', target: 'pike' }, 'A'],
    ]),
    requests: r.requests,
  };
};
const oneHit = [1, ...Array<number>(19).fill(20)];

describe('each ruling option changes what it should', () => {
  it('R1 moraleDie: the check is rolled on the chosen die', () => {
    const d6 = shotAtPike({}, oneHit);
    const d8 = shotAtPike({ moraleDie: 8 }, oneHit);
    expect(d6.requests.find((r) => r.purpose.includes('morale check'))?.sides).toBe(6);
    expect(d8.requests.find((r) => r.purpose.includes('morale check'))?.sides).toBe(8);
  });

  it('R10 fireMoraleTrigger: one casualty tests under any-casualty, not under stand-lost', () => {
    expect(shotAtPike({}, oneHit).events.some((e) => e.type === 'morale-tested' && e.unit === 'pike')).toBe(true);
    expect(
      shotAtPike({ fireMoraleTrigger: 'stand-lost' }, oneHit).events.some(
        (e) => e.type === 'morale-tested' && e.unit === 'pike',
      ),
    ).toBe(false);
  });

  it('R2 movement: a normal move follows the option; heavy guns never move', () => {
    const s = battle(
      [
        unit({ id: 'p', troop: 'pikemen', x: 10, y: 8 }),
        unit({
          id: 'g',
          troop: 'heavy-gun',
          figures: 4,
          weapon: 'heavy-cannon',
          order: 'skirmish',
          moraleClass: 'gunners-auxiliaries',
          frontage: 1,
          x: 30,
          y: 8,
        }),
      ],
      [unit({ id: 'q', troop: 'pikemen', x: 60, y: 40 })],
      { movement: { foot: 8 } },
    );
    expect(normalMove(s.units[0]!, s.options)).toBe(8);
    expect(normalMove(s.units[1]!, s.options)).toBe(0);
  });

  it('R3 targetClasses: cover can be made Class IV', () => {
    const wood = [{ kind: 'woods' as const, name: 'w', x: 50, y: 30, width: 20, height: 15 }];
    const std = battle(
      [unit({ id: 'p', troop: 'pikemen', x: 10, y: 8 })],
      [unit({ id: 'q', troop: 'arquebusiers', x: 60, y: 40 })],
      {},
      wood,
    );
    const alt = battle(
      [unit({ id: 'p', troop: 'pikemen', x: 10, y: 8 })],
      [unit({ id: 'q', troop: 'arquebusiers', x: 60, y: 40 })],
      { targetClasses: { cover: 4 } },
      wood,
    );
    expect(targetClassOf(std, std.units[1]!).targetClass).toBe(3);
    expect(targetClassOf(alt, alt.units[1]!).targetClass).toBe(4);
    expect(targetClassOf(std, std.units[0]!)).toEqual({ targetClass: 2, skirmish: false }); // open pikes in the open
  });

  it('R4 closeCombatDicePerStand, R6 rounding, R11 brokenGround', () => {
    const pikes = { troop: 'pikemen' as const, stands: [5, 5], order: 'closed' as const };
    const shot = { troop: 'arquebusiers' as const, stands: [5, 5], order: 'open' as const };
    const rules = {
      dicePerStand: 3,
      exceptionalOfficerRounding: 'down',
      brokenGround: 'lose-kill-bonus',
      tie: 'defender-holds',
    } as const;
    expect(combatDice(pikes, shot, false, rules)).toEqual({ onFive: 6, onSix: 0 });
    expect(officerCombatDice('exceptional', 3, 'up')).toBe(5);
    expect(officerCombatDice('exceptional', 3, 'down')).toBe(4);
    expect(
      combatDice({ ...pikes, brokenGround: true }, shot, false, {
        ...rules,
        dicePerStand: 'per-figure',
        brokenGround: 'minus-one-die',
      }),
    ).toEqual({ onFive: 8, onSix: 0 });
  });

  it('R7 shakenMeans: a Worn unit is Shaken only under worn-or-spent', () => {
    const s = battle(
      [unit({ id: 'p', troop: 'arquebusiers', x: 10, y: 8 })],
      [unit({ id: 'q', troop: 'pikemen', x: 60, y: 40 })],
      { shakenMeans: 'worn-or-spent' },
    );
    const worn = { ...s.units[0]!, figures: 14 };
    expect(isShaken(s, worn)).toBe(true);
    expect(isShaken({ ...s, options: SwordAndPikeOptionsSchema.parse({}) }, worn)).toBe(false);
    expect(isShaken({ ...s, options: SwordAndPikeOptionsSchema.parse({}) }, { ...worn, figures: 9 })).toBe(true);
    expect(
      isShaken({ ...s, options: SwordAndPikeOptionsSchema.parse({ shakenMeans: 'never' }) }, { ...worn, figures: 9 }),
    ).toBe(false);
  });

  it('R12 halberdiersOrder and R14 reitersMoraleClass set up units accordingly', () => {
    const s = battle(
      [
        unit({ id: 'h', troop: 'halberdiers', x: 10, y: 8 }),
        unit({ id: 'r', troop: 'reiters', figures: 12, weapon: 'pistol', moraleClass: 'lighter-mounted', x: 30, y: 8 }),
      ],
      [unit({ id: 'q', troop: 'pikemen', x: 60, y: 40 })],
      { halberdiersOrder: 'closed', reitersMoraleClass: 'heavy-cavalry' },
    );
    expect(s.units[0]!.order).toBe('closed');
    expect(s.units[1]!.moraleClass).toBe('heavy-cavalry');
  });

  it('R13 routedRallyFailure: a Fresh routed unit failing to rally stays, unless always-removed', () => {
    const run = (option: 'removed-if-not-fresh' | 'always-removed') => {
      const s0 = battle(
        [unit({ id: 'p', troop: 'pikemen', x: 10, y: 8 })],
        [unit({ id: 'q', troop: 'pikemen', x: 60, y: 40 })],
        { routedRallyFailure: option },
      );
      const s = {
        ...s0,
        turn: 2,
        units: s0.units.map((u) => (u.id === 'p' ? { ...u, status: 'routed' as const, routedTurn: 1, morale: 1 } : u)),
      };
      return play(s, recording([1]).dice, [
        [{ kind: 'end-moves' }, 'A'],
        [{ kind: 'end-moves' }, 'B'],
      ]).state.units[0]!;
    };
    expect(run('removed-if-not-fresh').status).toBe('routed');
    expect(run('always-removed').removal).toBe('left-field');
  });

  it('R15 maxTurns ends the battle; R16 rifleReloadTurns sets when a rifleman fires again', () => {
    const s0 = battle(
      [unit({ id: 'p', troop: 'pikemen', x: 10, y: 8 })],
      [unit({ id: 'q', troop: 'pikemen', x: 60, y: 40 })],
      { maxTurns: 1 },
    );
    const end = play(s0, recording().dice, [
      [{ kind: 'end-moves' }, 'A'],
      [{ kind: 'end-moves' }, 'B'],
    ]);
    expect(end.state.step).toBe('over');
    expect(end.state.result).toMatchObject({ winner: null, victory: 'draw', turns: 1 });
    const r0 = battle(
      [
        unit({
          id: 'rf',
          troop: 'riflemen',
          figures: 1,
          weapon: 'rifle',
          order: 'skirmish',
          frontage: 1,
          x: 36,
          y: 10,
        }),
      ],
      [unit({ id: 'q', troop: 'pikemen', x: 36, y: 30 })],
      { rifleReloadTurns: 3 },
    );
    const fired = reduce(r0, {
      type: 'fired',
      unit: 'rf',
      target: 'q',
      weapon: 'rifle',
      range: 19,
      targetClass: 2,
      firers: 1,
      dice: 1,
      hitsOn: 6,
      hits: 0,
      casualties: 0,
    });
    expect(fired.units[0]!.loadedOnTurn).toBe(5);
  });

  it('R15 armyBreakFraction: losing one unit of two breaks an army at 0.5, not at 0.75', () => {
    const run = (fraction: number) => {
      const s0 = battle(
        [unit({ id: 'p', troop: 'pikemen', x: 10, y: 8 }), unit({ id: 'p2', troop: 'pikemen', x: 30, y: 8 })],
        [unit({ id: 'q', troop: 'pikemen', x: 60, y: 40 })],
        { armyBreakFraction: fraction },
      );
      const s = {
        ...s0,
        units: s0.units.map((u) =>
          u.id === 'p2' ? { ...u, status: 'removed' as const, removal: 'left-field' as const } : u,
        ),
      };
      return play(s, recording().dice, [
        [{ kind: 'end-moves' }, 'A'],
        [{ kind: 'end-moves' }, 'B'],
      ]).state;
    };
    expect(run(0.5).result).toMatchObject({ winner: 'B', victory: 'army-broken' });
    expect(run(0.75).result).toBeNull();
  });
});
