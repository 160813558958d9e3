import { ScriptedDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS, Wss6mmOptionsSchema, type Wss6mmOptions } from '../options/options.js';
import type { BattleContext } from './BattleContext.js';
import { hitInFlankOrRear, meleeElements } from './meleePhase.js';
// Pc units fire at the first enemy they met (ruling R63: their side's choice; game/pcMeleePistols.spec.ts tests it).
import { exampleScenario } from './Scenario.js';
import { setupBattle } from './setup.js';
import type { BattleState, BattleUnit } from './State.js';
import { attackArc, depth } from './table.js';
import { harness, meleePhaseFiringFirst as meleePhase } from './__fixtures__/harness.js';
import { HORSE_IN_MELEE_WITH_PICARDIE } from './__fixtures__/exampleBattle.js';

// Rulebook (/work/shared/rules/wss-6mm.txt), Melee > The Combat: "For each unit in combat roll … Only the front rank
// elements of units may fight. One overlap on each flank may be included in the count of fighting elements. Units hit in
// the flank or rear cannot count overlaps. In combat involving multiple units. Roll for each unit separately, but apply
// the cumulative hits when determining who should test first and the casualty difference." Post Melee: "After a round of
// melee all units taking an element loss should be take a Morale Test. The losing units, i.e. that took the most hits
// should also take a Resolve test. If this loser passes this test … then all other units in the melee should take
// Resolve tests. If a unit routs or falls back the winning units will pursue … A Horse unit pursuing is always
// disordered." Disorder: "Units are disordered by losing in melee".

/** The example battle (A has the initiative, both CinCs' decisions made), some units changed. */
function battle(changes: Record<string, Partial<BattleUnit>> = {}, terrain: BattleState['table']['terrain'] = []) {
  const s = setupBattle(exampleScenario(), ScriptedDice.of([10, 5]), DEFAULT_OPTIONS);
  return {
    ...s,
    cincPending: [],
    table: { ...s.table, terrain: [...s.table.terrain, ...terrain] },
    units: s.units.map((u) => (changes[u.id] ? { ...u, ...changes[u.id] } : u)),
  };
}

/** The harness with every plugin roll recorded: which roll, for whom, on what situation. */
function recorded(state: BattleState, faces: number[], options: Wss6mmOptions = DEFAULT_OPTIONS) {
  const h = harness(state, faces, options);
  const calls: { roll: string; who: string; input: unknown }[] = [];
  const spy = <T extends object>(plugin: T): T =>
    new Proxy(plugin, {
      get(target, key, receiver) {
        const value: unknown = Reflect.get(target, key, receiver);
        if (typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          calls.push({ roll: String(key), who: String(args[3]), input: args[1] });
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      },
    });
  const ctx: BattleContext = {
    get state() {
      return h.ctx.state;
    },
    dice: h.ctx.dice,
    emit: h.ctx.emit,
    options,
    combat: spy(h.ctx.combat),
    morale: spy(h.ctx.morale),
  };
  const rolls = (kind: string) => calls.filter((c) => c.roll === kind);
  return { ...h, ctx, calls, rolls };
}

const plainSide = {
  arm: 'foot',
  charge: 'none',
  vsStationaryHorse: false,
  attackingFlank: false,
  attackingRear: false,
  opponentFallingBack: false,
  disordered: false,
  casualty: 'fresh',
  attackingFieldFortifications: false,
} as const;

// The 1st Foot Guards (British PF1, 4 elements, 4" wide) and Picardie (French RF, 10 elements in two ranks, 5" wide)
// front to front, a melee already begun (no charge this turn).
const frontal = {
  'foot-guards': { x: 20, y: 16, engaged: ['picardie-1'] },
  'picardie-1': { x: 20, y: 16, engaged: ['foot-guards'] },
};

describe('The Combat: fighting elements ("front rank elements … one overlap on each flank")', () => {
  it('centred, Picardie (5") has half an element spare each side: no overlap, 4 fight; the Foot Guards 4', () => {
    const s = battle(frontal);
    expect(
      meleeElements(
        s,
        s.units.find((u) => u.id === 'picardie-1')!,
      ),
    ).toBe(4);
    expect(
      meleeElements(
        s,
        s.units.find((u) => u.id === 'foot-guards')!,
      ),
    ).toBe(4);
  });

  it('Picardie 1" to one side: a whole element beyond one flank counts as an overlap (5), on either side', () => {
    for (const x of [21, 19]) {
      const s = battle({ ...frontal, 'picardie-1': { ...frontal['picardie-1'], x } });
      expect(
        meleeElements(
          s,
          s.units.find((u) => u.id === 'picardie-1')!,
        ),
      ).toBe(5);
      expect(
        meleeElements(
          s,
          s.units.find((u) => u.id === 'foot-guards')!,
        ),
      ).toBe(4);
    }
  });

  it('an overlap on each flank: Picardie (5") against a 3" front centred counts 3 + 1 + 1', () => {
    const s = battle({ ...frontal, 'foot-guards': { ...frontal['foot-guards'], lost: 1 } });
    expect(
      meleeElements(
        s,
        s.units.find((u) => u.id === 'picardie-1')!,
      ),
    ).toBe(5);
    expect(
      meleeElements(
        s,
        s.units.find((u) => u.id === 'foot-guards')!,
      ),
    ).toBe(3);
  });

  it('"Units hit in the flank or rear cannot count overlaps"', () => {
    // The Foot Guards against Picardie's rear, Picardie 1" to one side (an overlap it would count from the front).
    const s = battle({
      'foot-guards': {
        x: 20,
        y: 16.1 + depth(battle().units.find((u) => u.id === 'picardie-1')!),
        facing: -Math.PI / 2,
      },
      'picardie-1': { x: 21, y: 16, engaged: ['foot-guards'] },
    });
    const fg = s.units.find((u) => u.id === 'foot-guards')!;
    const picardie = s.units.find((u) => u.id === 'picardie-1')!;
    const state = { ...s, units: s.units.map((u) => (u.id === 'foot-guards' ? { ...u, engaged: ['picardie-1'] } : u)) };
    expect(attackArc(fg, picardie)).toBe('rear');
    expect(hitInFlankOrRear(state, picardie)).toBe(true);
    expect(meleeElements(state, picardie)).toBe(4);
    expect(hitInFlankOrRear(state, fg)).toBe(false);
  });

  it('no enemy left standing: no fighting elements, and a gone enemy hits nobody in the flank', () => {
    const s = battle({ ...frontal, 'foot-guards': { ...frontal['foot-guards'], status: 'destroyed' } });
    const picardie = s.units.find((u) => u.id === 'picardie-1')!;
    expect(meleeElements(s, picardie)).toBe(0);
    expect(hitInFlankOrRear(s, picardie)).toBe(false);
  });
});

describe('a round of melee: rolls, the loser, Morale and Resolve tests (Post Melee)', () => {
  it('each unit rolls; the side that took more hits loses: its loser tests, is DISORDERED, and passing, the winners test', () => {
    // The Foot Guards roll 10 (4 foot elements: 10 for one hit), Picardie 9 (none): Picardie loses one element, tests
    // Morale as the loser, then Resolve at hit difference -1 (15 - 1 = 14, okay), and the Foot Guards at +1.
    const h = recorded(battle(frontal), [10, 9, 15, 15, 15]);
    meleePhase(h.ctx);
    expect(h.calls).toEqual([
      { roll: 'meleeRoll', who: '1st Foot Guards', input: { ...plainSide, elements: 4 } },
      { roll: 'meleeRoll', who: 'Picardie', input: { ...plainSide, elements: 4 } },
      {
        roll: 'moraleTest',
        who: 'Picardie',
        input: expect.objectContaining({ melee: 'lost', attackedFlankOrRear: false }) as unknown,
      },
      { roll: 'resolveTest', who: 'Picardie', input: expect.objectContaining({ hitDifference: -1 }) as unknown },
      { roll: 'resolveTest', who: '1st Foot Guards', input: expect.objectContaining({ hitDifference: 1 }) as unknown },
    ]);
    expect(h.rolls('resolveTest')[0]!.input).toEqual({
      disordered: false,
      casualty: 'fresh',
      hitDifference: -1,
      hitOnFlankOrRear: false,
      officerAttached: false,
    });
    expect(h.unit('picardie-1')).toMatchObject({ lost: 1, order: 'disordered', pendingMorale: 0 });
    expect(h.unit('foot-guards')).toMatchObject({ lost: 0, order: 'steady', engaged: ['picardie-1'] });
    expect(h.events[0]).toEqual({ kind: 'phase', phase: 'melee', text: 'Turn 1: melee' });
    expect(h.text()).toBe(
      [
        'Turn 1: melee',
        '1st Foot Guards fights with 4 element(s): rolled 10, score 10: 1 hit(s) on Picardie',
        'Picardie fights with 4 element(s): rolled 9, score 9: 0 hit(s) on 1st Foot Guards',
        'Picardie loses 1 element (melee with 1st Foot Guards)',
        'Picardie takes a morale test (lost elements in melee): rolled 15, score 17: STEADY',
        'Picardie has tested for its losses',
        'Picardie takes a resolve test (hit difference -1): rolled 15, score 13: OKAY',
        'Picardie is DISORDERED (lost the melee)',
        '1st Foot Guards takes a resolve test (hit difference 1): rolled 15, score 17: OKAY',
      ].join('\n'),
    );
  });

  it('the winner that lost elements tests Morale as "winning in melee"; B winning: A is the loser', () => {
    // Picardie rolls 20 (two hits), the Foot Guards 10 (one): both lose elements; A took more. The Foot Guards (now
    // DISTRESSED) pass their Resolve test on 20, so Picardie tests too.
    const h = recorded(battle(frontal), [10, 20, 15, 15, 20, 15]);
    meleePhase(h.ctx);
    const morale = h.rolls('moraleTest');
    expect(morale.map((c) => [c.who, (c.input as { melee: string }).melee])).toEqual([
      ['1st Foot Guards', 'lost'],
      ['Picardie', 'won'],
    ]);
    const resolve = h.rolls('resolveTest');
    expect(resolve.map((c) => [c.who, (c.input as { hitDifference: number }).hitDifference])).toEqual([
      ['1st Foot Guards', -1],
      ['Picardie', 1],
    ]);
    expect(h.unit('foot-guards')).toMatchObject({ lost: 2, order: 'disordered' });
    expect(h.unit('picardie-1')).toMatchObject({ lost: 1, order: 'steady', pendingMorale: 0 });
  });

  it('a loser that fails its Resolve test: nobody else tests ("If this loser passes this test")', () => {
    // Picardie's resolve 5 - 1 = 4: DISORDERED, not passed.
    const h = recorded(battle(frontal), [10, 9, 15, 5]);
    meleePhase(h.ctx);
    expect(h.rolls('resolveTest').map((c) => c.who)).toEqual(['Picardie']);
    expect(h.unit('picardie-1').order).toBe('disordered');
    expect(h.text()).toMatch(/Picardie is DISORDERED \(resolve 3\)/);
    expect(h.unit('foot-guards').order).toBe('steady');
  });

  it('a loser that falls back breaks off; the winner, no longer in contact, pursues it (foot: not disordered)', () => {
    // Picardie's resolve 1 - 1 = 0: FALL BACK.
    const h = recorded(battle(frontal), [10, 9, 15, 1]);
    meleePhase(h.ctx);
    expect(h.unit('picardie-1')).toMatchObject({ order: 'falling-back', engaged: [] });
    expect(h.unit('foot-guards')).toMatchObject({ pursuing: 'picardie-1', since: 1, order: 'steady', engaged: [] });
    expect(h.text()).toMatch(/Picardie takes a resolve test \(hit difference -1\): rolled 1, score -1: FALL BACK\n/);
    expect(h.text()).toMatch(/1st Foot Guards pursues Picardie$/m);
  });

  it('"A Horse unit pursuing is always disordered"', () => {
    // Queen's Horse (S, 2 by 2: 2 elements in front) against Picardie: 8 for one hit with 2 horse elements.
    const horse = {
      'queens-horse': { x: 20, y: 16, engaged: ['picardie-1'] },
      'picardie-1': { x: 20, y: 16, engaged: ['queens-horse'] },
    };
    const h = recorded(battle(horse), [8, 9, 15, 1]);
    meleePhase(h.ctx);
    expect(h.rolls('meleeRoll')[0]!.input).toEqual({ ...plainSide, arm: 'horse', elements: 2 });
    expect(h.unit('queens-horse')).toMatchObject({ pursuing: 'picardie-1', order: 'disordered' });
    expect(h.text()).toMatch(/Queen's Horse pursues Picardie \(DISORDERED\)/);
  });

  it('a unit routed by its Morale test takes no Resolve test and is not DISORDERED after; the winner pursues it', () => {
    // Picardie's morale 1 + 2 + 2 - 2 = 3: FALL BACK (no Resolve test for a unit falling back).
    const h = recorded(battle(frontal), [10, 9, 1]);
    meleePhase(h.ctx);
    expect(h.rolls('resolveTest')).toEqual([]);
    expect(h.unit('picardie-1')).toMatchObject({ order: 'falling-back', engaged: [] });
    expect(h.unit('foot-guards').pursuing).toBe('picardie-1');
  });

  it('equal hits: no loser; meleeTie all-test (ruling R12) tests every unit, no-test none, nobody DISORDERED', () => {
    const tie = recorded(battle(frontal), [10, 10, 15, 15, 15, 15]);
    meleePhase(tie.ctx);
    expect(tie.rolls('moraleTest').map((c) => (c.input as { melee: string }).melee)).toEqual(['none', 'none']);
    expect(tie.rolls('resolveTest').map((c) => [c.who, (c.input as { hitDifference: number }).hitDifference])).toEqual([
      ['1st Foot Guards', 0],
      ['Picardie', 0],
    ]);
    expect(tie.unit('picardie-1').order).toBe('steady');
    const options = Wss6mmOptionsSchema.parse({ meleeTie: 'no-test' });
    const none = recorded(battle(frontal), [10, 10, 15, 15], options);
    meleePhase(none.ctx);
    expect(none.rolls('resolveTest')).toEqual([]);
    expect(none.unit('foot-guards').order).toBe('steady');
  });

  it('no hits at all: nobody loses an element, nobody takes a Morale test', () => {
    const h = recorded(battle(frontal), [1, 1, 15, 15]);
    meleePhase(h.ctx);
    expect(h.rolls('moraleTest')).toEqual([]);
    expect(h.text()).toMatch(/Picardie fights with 4 element\(s\): rolled 1, score 1: 0 hit\(s\) on 1st Foot Guards/);
  });

  it('every melee is its own: hits in one do not make a loser in another', () => {
    // Foot Guards v Picardie, Queen's Horse v the Gendarmes: only the Foot Guards hit.
    const two = {
      ...frontal,
      'queens-horse': { x: 60, y: 16, engaged: ['gendarmes'] },
      gendarmes: { x: 60, y: 16, engaged: ['queens-horse'] },
    };
    const h = recorded(battle(two), [10, 1, 15, 15, 15, 1, 1, 15, 15]);
    meleePhase(h.ctx);
    expect(h.rolls('meleeRoll').map((c) => c.who)).toEqual([
      '1st Foot Guards',
      'Picardie',
      "Queen's Horse",
      'Gendarmes de la Garde',
    ]);
    // Picardie lost; in the horse melee nobody took a hit: a tie, all-test.
    expect(h.rolls('resolveTest').map((c) => c.who)).toEqual([
      'Picardie',
      '1st Foot Guards',
      "Queen's Horse",
      'Gendarmes de la Garde',
    ]);
    expect(h.unit('gendarmes').order).toBe('steady');
  });
});

describe("the melee roll's situation (The Combat modifiers)", () => {
  it('a charger this turn counts its charge bonus; its enemy does not (Charging units: S vs Foot)', () => {
    const h = recorded(battle(HORSE_IN_MELEE_WITH_PICARDIE), [1, 1, 15, 15]);
    meleePhase(h.ctx);
    expect(h.rolls('meleeRoll').map((c) => c.input)).toEqual([
      { ...plainSide, arm: 'horse', elements: 2, charge: 's-vs-foot' },
      // Picardie (5") against 2": 2 in contact and an overlap on each flank.
      { ...plainSide, elements: 4 },
    ]);
  });

  it('"Horse vs Stationary Horse" is the charge\'s own flag', () => {
    const h = recorded(
      battle({
        'queens-horse': { x: 60, y: 16, engaged: ['gendarmes'], charge: { bonus: 's-vs-pf', vsStationaryHorse: true } },
        gendarmes: { x: 60, y: 16, engaged: ['queens-horse'] },
      }),
      [1, 1, 15, 15],
    );
    meleePhase(h.ctx);
    expect(h.rolls('meleeRoll')[0]!.input).toMatchObject({ charge: 's-vs-pf', vsStationaryHorse: true });
  });

  it('Attacking Rear +4 for the attacker; "hit in the flank or rear" for the attacked unit\'s tests', () => {
    const d = depth(battle().units.find((u) => u.id === 'picardie-1')!);
    const h = recorded(
      battle({
        'foot-guards': { x: 20, y: 16.1 + d, facing: -Math.PI / 2, engaged: ['picardie-1'] },
        'picardie-1': { x: 20, y: 16, engaged: ['foot-guards'] },
      }),
      [10, 1, 15, 15, 15],
    );
    meleePhase(h.ctx);
    expect(h.rolls('meleeRoll')[0]!.input).toMatchObject({ attackingRear: true, attackingFlank: false });
    expect(h.rolls('meleeRoll')[1]!.input).toMatchObject({ attackingRear: false, attackingFlank: false });
    expect(h.rolls('moraleTest')[0]!.input).toMatchObject({ melee: 'lost', attackedFlankOrRear: true });
    expect(h.rolls('resolveTest')[0]!.input).toMatchObject({ hitOnFlankOrRear: true });
  });

  it('Attacking Flank +2', () => {
    // The Foot Guards facing west against Picardie's east flank.
    const h = recorded(
      battle({
        'foot-guards': { x: 23, y: 16.5, facing: Math.PI, engaged: ['picardie-1'] },
        'picardie-1': { x: 20, y: 16, engaged: ['foot-guards'] },
      }),
      [1, 1, 15, 15],
    );
    meleePhase(h.ctx);
    expect(h.rolls('meleeRoll')[0]!.input).toMatchObject({ attackingFlank: true, attackingRear: false });
  });

  it("Opponent falling back +3; DISORDERED -2; BLOODED (the unit's losses) for the roll", () => {
    const h = recorded(
      battle({
        'foot-guards': { ...frontal['foot-guards'], order: 'disordered', lost: 2 },
        'picardie-1': { ...frontal['picardie-1'], order: 'falling-back' },
      }),
      [1, 1, 15, 15],
    );
    meleePhase(h.ctx);
    const [fg, picardie] = h.rolls('meleeRoll').map((c) => c.input);
    expect(fg).toMatchObject({ opponentFallingBack: true, disordered: true });
    expect((fg as { casualty: string }).casualty).not.toBe('fresh');
    expect(picardie).toMatchObject({ opponentFallingBack: false, disordered: false, casualty: 'fresh' });
    // No element lost this round: no Morale test for the Foot Guards' earlier losses; their Resolve test (a tie) is
    // taken DISORDERED.
    expect(h.rolls('moraleTest')).toEqual([]);
    expect(h.rolls('resolveTest')[0]).toMatchObject({ who: '1st Foot Guards', input: { disordered: true } });
  });

  it('"Attacking Field Fortifications -4": only the unit outside attacking a unit inside', () => {
    const works = [
      {
        id: 'redoubt',
        kind: 'field-fortification' as const,
        polygon: {
          points: [
            { x: 15, y: 16.2 },
            { x: 25, y: 16.2 },
            { x: 25, y: 20 },
            { x: 15, y: 20 },
          ],
        },
      },
    ];
    const inWorks = { ...frontal, 'picardie-1': { ...frontal['picardie-1'], y: 16.5 } };
    const h = recorded(battle(inWorks, works), [1, 1, 15, 15]);
    const both = recorded(
      battle({ ...inWorks, 'foot-guards': { ...frontal['foot-guards'], y: 16.4 } }, works),
      [1, 1, 15, 15],
    );
    meleePhase(both.ctx);
    expect(
      both
        .rolls('meleeRoll')
        .map((c) => (c.input as { attackingFieldFortifications: boolean }).attackingFieldFortifications),
    ).toEqual([false, false]);
    meleePhase(h.ctx);
    expect(
      h
        .rolls('meleeRoll')
        .map((c) => (c.input as { attackingFieldFortifications: boolean }).attackingFieldFortifications),
    ).toEqual([true, false]);
  });
});

describe('several units in one melee ("apply the cumulative hits")', () => {
  // Picardie in contact with the Foot Guards (centred) and the Royal Scots (beside them, half an element of overlap).
  const three = {
    'foot-guards': { x: 20, y: 16, engaged: ['picardie-1'] },
    'royal-scots': { x: 24.5, y: 16, engaged: ['picardie-1'] },
    // The Royal Scots first in Picardie's list: its hits still go to the Foot Guards, whom it overlaps most.
    'picardie-1': { x: 20, y: 16, engaged: ['royal-scots', 'foot-guards'] },
  };
  it("a unit's hits go to the enemy it overlaps most; cumulative hits decide the loser", () => {
    // Foot Guards 10 (one hit), Royal Scots 1, Picardie 20: Picardie's 2 hits on the Foot Guards (most overlap).
    const h = recorded(battle(three), [10, 20, 1, 15, 15, 15, 15, 15, 15, 15]);
    meleePhase(h.ctx);
    expect(h.text()).toMatch(
      /Picardie fights with \d element\(s\): rolled 20, score 20: 2 hit\(s\) on 1st Foot Guards/,
    );
    expect(h.unit('foot-guards').lost).toBe(2);
    expect(h.unit('royal-scots').lost).toBe(0);
    // A took 2, B 1: both A units are losers and take Resolve tests, at hit difference 1 - 2 = -1.
    expect(
      h
        .rolls('resolveTest')
        .slice(0, 2)
        .map((c) => [c.who, (c.input as { hitDifference: number }).hitDifference]),
    ).toEqual([
      ['1st Foot Guards', -1],
      ['Royal Scots', -1],
    ]);
    expect(h.unit('royal-scots').order).toBe('disordered');
  });

  it('"If this loser passes": one passing loser is enough for the winners to test', () => {
    // The Foot Guards' resolve 1 (fails), the Royal Scots' 15 (passes): Picardie tests too.
    const h = recorded(battle(three), [10, 20, 1, 15, 15, 1, 15, 15]);
    meleePhase(h.ctx);
    expect(h.rolls('resolveTest').map((c) => c.who)).toEqual(['1st Foot Guards', 'Royal Scots', 'Picardie']);
  });
});

describe('batteries in melee (ruling R20)', () => {
  // Queen's Horse against the French battery (2 guns, deployed, 2" wide).
  const guns = {
    'queens-horse': { x: 22.5, y: 16, engaged: ['french-battery'] },
    'french-battery': { x: 22.5, y: 16, engaged: ['queens-horse'] },
  };
  it('an element lost is a gun (four hits); a battery takes neither Morale nor Resolve tests; the horse pursue none', () => {
    // Queen's Horse 8 (2 horse elements: one element, a gun, 4 hits; the drovers roll for each hit: 15, they stay),
    // the battery 1.
    const h = recorded(battle(guns), [8, 1, 15, 15, 15, 15]);
    meleePhase(h.ctx);
    expect(h.unit('french-battery')).toMatchObject({ lost: 4, status: 'active' });
    expect(h.rolls('moraleTest')).toEqual([]);
    expect(h.rolls('resolveTest').map((c) => c.who)).toEqual([]);
    expect(h.unit('french-battery').order).toBe('disordered');
    expect(h.rolls('meleeRoll')[1]!.input).toMatchObject({ arm: 'foot' });
  });

  it('a battery silenced leaves the melee: its enemy is no longer engaged', () => {
    // One gun left (1"): Queen's Horse fight with 1 element, 12 for a hit.
    const h = recorded(
      battle({ ...guns, 'french-battery': { ...guns['french-battery'], lost: 4 } }),
      [12, 1, 15, 15, 15, 15],
    );
    meleePhase(h.ctx);
    expect(h.unit('french-battery').status).toBe('destroyed');
    expect(h.unit('queens-horse').engaged).toEqual([]);
    expect(h.unit('queens-horse').pursuing).toBeNull();
  });
});

describe('Small Arms Fire: "Pc Horse may fire in second or subsequent rounds of melee provided they are not DISORGANISED"', () => {
  // The Gendarmes (P horse) in Pc against Queen's Horse, no charge this turn: a later round.
  const later = (gendarmes: Partial<BattleUnit> = {}, queens: Partial<BattleUnit> = {}) =>
    battle({
      'queens-horse': { x: 60, y: 16, engaged: ['gendarmes'], ...queens },
      gendarmes: { x: 60, y: 16, formation: 'pc', engaged: ['queens-horse'], ...gendarmes },
    });
  it('pistols with every element ("consider ALL elements", 4 at most): three left fire three', () => {
    const h = recorded(later({ lost: 1 }), [1, 1, 1, 15, 15, 15, 15]);
    meleePhase(h.ctx);
    expect(h.calls[0]).toEqual({
      roll: 'smallArmsFire',
      who: 'Gendarmes de la Garde',
      input: {
        weapon: 'pistol',
        elements: 3,
        range: 0,
        platoon: false,
        battalionGun: false,
        targetColumn: false,
        firerDisordered: false,
        failedToCharge: false,
        targetFortified: 'none',
      },
    });
  });

  it('pistol hits count as hits of the melee (they decide the loser)', () => {
    // Pistols 12 (4 elements: one element), the melee rolls miss: Queen's Horse took one hit and loses.
    const h = recorded(later(), [12, 1, 1, 15, 15, 15]);
    meleePhase(h.ctx);
    expect(h.unit('queens-horse')).toMatchObject({ lost: 1, order: 'disordered' });
    expect(h.text()).toMatch(/Queen's Horse loses 1 element \(Gendarmes de la Garde's pistols\)/);
    expect(h.text()).toMatch(
      /Gendarmes de la Garde fires pistols in the melee at Queen's Horse: rolled 12, score 12: 1 element/,
    );
    expect(h.rolls('resolveTest')[0]).toMatchObject({ who: "Queen's Horse", input: { hitDifference: -1 } });
  });

  it('a miss adds nothing: no hits, a tie', () => {
    const h = recorded(later(), [11, 1, 1, 15, 15]);
    meleePhase(h.ctx);
    expect(h.unit('queens-horse').lost).toBe(0);
    expect(h.rolls('resolveTest').map((c) => (c.input as { hitDifference: number }).hitDifference)).toEqual([0, 0]);
  });

  it('not DISORDERED Pc only: disordered, in Pf, or foot, nobody fires pistols', () => {
    for (const gendarmes of [{ order: 'disordered' as const }, { formation: 'pf' as const }]) {
      const h = recorded(later(gendarmes), [1, 1, 15, 15]);
      meleePhase(h.ctx);
      expect(h.rolls('smallArmsFire')).toEqual([]);
    }
    const foot = recorded(
      battle({
        'picardie-1': { x: 60, y: 16, formation: 'column', engaged: ['queens-horse'] },
        'queens-horse': { x: 60, y: 16, engaged: ['picardie-1'] },
      }),
      [1, 1, 15, 15],
    );
    meleePhase(foot.ctx);
    expect(foot.rolls('smallArmsFire')).toEqual([]);
  });

  it('the first round, begun by its own charge this turn, is not a "second or subsequent" round', () => {
    const h = recorded(later({ charge: { bonus: 'none', vsStationaryHorse: false } }), [1, 1, 15, 15]);
    meleePhase(h.ctx);
    expect(h.rolls('smallArmsFire')).toEqual([]);
  });

  it("Target in field fortifications: the target's works count against the pistols", () => {
    const works = [
      {
        id: 'redoubt',
        kind: 'field-fortification' as const,
        polygon: {
          points: [
            { x: 55, y: 10 },
            { x: 65, y: 10 },
            { x: 65, y: 15.9 },
            { x: 55, y: 15.9 },
          ],
        },
      },
    ];
    const s = later({}, { y: 15.8 });
    const h = recorded({ ...s, table: { ...s.table, terrain: [...s.table.terrain, ...works] } }, [1, 1, 1, 15, 15]);
    meleePhase(h.ctx);
    expect(h.calls[0]!.input).toMatchObject({ targetFortified: 'field' });
  });

  // Ruling R41 (docs/rulings/wss-6mm.md, `pcTargetInColumn`): Small Arms Fire "Target in column +2"; Formations: "Pc,
  // Caracole formation, a column 1 element wide". Here Queen's Horse are played as P horse in Pc, both sides in Pc;
  // Queen's Horse DISORDERED so only the Gendarmes fire. Pistols 11: 4 pistol elements need 12.
  it('ruling R41: by default a Pc target in melee is not in column (11 misses); with pcTargetInColumn it is (13 hits)', () => {
    const pcFoe = {
      tactics: 'P' as const,
      type: 'other-horse',
      formation: 'pc' as const,
      order: 'disordered' as const,
    };
    const plain = recorded(later({}, pcFoe), [11, 1, 1, 15, 15]);
    meleePhase(plain.ctx);
    expect(plain.calls[0]!.input).toMatchObject({ targetColumn: false });
    expect(plain.text()).toMatch(/fires pistols in the melee at Queen's Horse: rolled 11, score 11: 0 element/);
    expect(plain.unit('queens-horse').lost).toBe(0);
    const options = Wss6mmOptionsSchema.parse({ pcTargetInColumn: true });
    const column = recorded(later({}, pcFoe), [11, 1, 1, 15, 15, 15, 15], options);
    meleePhase(column.ctx);
    expect(column.calls[0]!.input).toMatchObject({ targetColumn: true });
    expect(column.text()).toMatch(/fires pistols in the melee at Queen's Horse: rolled 11, score 13: 1 element/);
    expect(column.unit('queens-horse').lost).toBe(1);
  });
});

describe('the edges of a round', () => {
  it('a unit in contact fights with at least one element, whatever the overlap', () => {
    // Engaged, but the Foot Guards stand 10" to the side of Picardie's front: no lateral overlap at all.
    const s = battle({
      'foot-guards': { x: 30, y: 16, engaged: ['picardie-1'] },
      'picardie-1': { x: 20, y: 16, engaged: ['foot-guards'] },
    });
    expect(
      meleeElements(
        s,
        s.units.find((u) => u.id === 'foot-guards')!,
      ),
    ).toBe(2); // one in contact (never none), and Picardie lies wholly beyond one flank: an overlap there
  });

  it('a gone enemy in the rear no longer hits anybody in the rear', () => {
    const d = depth(battle().units.find((u) => u.id === 'picardie-1')!);
    const s = battle({
      'foot-guards': { x: 20, y: 16.1 + d, facing: -Math.PI / 2, engaged: ['picardie-1'], status: 'destroyed' },
      'picardie-1': { x: 20, y: 16, engaged: ['foot-guards'] },
    });
    expect(
      hitInFlankOrRear(
        s,
        s.units.find((u) => u.id === 'picardie-1')!,
      ),
    ).toBe(false);
  });

  it('two against two: each unit is in the one melee once and rolls once', () => {
    // The Foot Guards and the Royal Scots both in contact with Picardie and Navarre.
    const s = battle({
      'foot-guards': { x: 20, y: 16, engaged: ['picardie-1', 'navarre'] },
      'royal-scots': { x: 24, y: 16, engaged: ['picardie-1', 'navarre'] },
      'picardie-1': { x: 20, y: 16, engaged: ['foot-guards', 'royal-scots'] },
      navarre: { x: 24, y: 16, engaged: ['foot-guards', 'royal-scots'] },
    });
    const h = recorded(s, [1, 1, 1, 1, 15, 15, 15, 15]);
    meleePhase(h.ctx);
    expect(
      h
        .rolls('meleeRoll')
        .map((c) => c.who)
        .sort(),
    ).toEqual(['1st Foot Guards', 'Navarre', 'Picardie', 'Royal Scots']);
  });

  it('"Opponent falling back", "Attacking Rear", "Attacking Field Fortifications": any one enemy so placed counts', () => {
    // Picardie in contact with the Royal Scots (facing it, steady, in the open) and the Foot Guards (their rear to
    // Picardie's front, falling back, behind works).
    const works = [
      {
        id: 'redoubt',
        kind: 'field-fortification' as const,
        polygon: {
          points: [
            { x: 30, y: 10 },
            { x: 40, y: 10 },
            { x: 40, y: 20 },
            { x: 30, y: 20 },
          ],
        },
      },
    ];
    const d = depth(battle().units.find((u) => u.id === 'foot-guards')!);
    const s = battle(
      {
        'royal-scots': { x: 20, y: 16, engaged: ['picardie-1'] },
        'foot-guards': { x: 20, y: 16.1 + d, order: 'falling-back', engaged: ['picardie-1'] },
        'picardie-1': { x: 20, y: 16, engaged: ['royal-scots', 'foot-guards'] },
      },
      works,
    );
    const moved = { ...s, units: s.units.map((u) => (u.id === 'foot-guards' ? { ...u, x: 35 } : u)) };
    const rear = recorded(s, [1, 1, 1, 15, 15, 15]);
    meleePhase(rear.ctx);
    expect(rear.rolls('meleeRoll').find((c) => c.who === 'Picardie')!.input).toMatchObject({
      opponentFallingBack: true,
      attackingRear: true,
    });
    const fort = recorded(moved, [1, 1, 1, 15, 15, 15]);
    meleePhase(fort.ctx);
    expect(fort.rolls('meleeRoll').find((c) => c.who === 'Picardie')!.input).toMatchObject({
      attackingFieldFortifications: true,
    });
  });

  it('a unit destroyed in the round takes no tests and is not DISORDERED; its enemy, alone, does not pursue it', () => {
    // Picardie with one element left loses it to the Foot Guards' 20: destroyed, out of the melee.
    const h = recorded(battle({ ...frontal, 'picardie-1': { ...frontal['picardie-1'], lost: 9 } }), [20, 1]);
    meleePhase(h.ctx);
    expect(h.unit('picardie-1')).toMatchObject({ status: 'destroyed', engaged: [] });
    expect(h.rolls('moraleTest')).toEqual([]);
    expect(h.rolls('resolveTest')).toEqual([]);
    expect(h.text()).not.toMatch(/Picardie is DISORDERED/);
    expect(h.unit('foot-guards')).toMatchObject({ engaged: [], pursuing: null });
  });

  it('a winner still in contact with another enemy does not pursue; a winning battery never pursues', () => {
    // Picardie falls back from the Foot Guards (resolve 1) but the Royal Scots… are the winners too; Navarre stays
    // in contact with the Royal Scots.
    const s = battle({
      'foot-guards': { x: 20, y: 16, engaged: ['picardie-1'] },
      'royal-scots': { x: 25, y: 16, engaged: ['picardie-1', 'navarre'] },
      'picardie-1': { x: 20, y: 16, engaged: ['foot-guards', 'royal-scots'] },
      navarre: { x: 25, y: 16, engaged: ['royal-scots'] },
    });
    // Rolls: the Foot Guards 10 (a hit on Picardie), the others 1; Picardie's morale 15; the losers' Resolve tests:
    // Picardie 1 (FALL BACK), Navarre 15 (passes); so the winners test, 15 each.
    const h = recorded(s, [10, 1, 1, 1, 15, 1, 15, 15, 15]);
    meleePhase(h.ctx);
    expect(h.unit('picardie-1').order).toBe('falling-back');
    expect(h.unit('foot-guards').pursuing).toBe('picardie-1');
    expect(h.unit('royal-scots')).toMatchObject({ pursuing: null, engaged: ['navarre'] });
    // The French battery beats Queen's Horse, which fall back: the battery stays.
    const guns = recorded(
      battle({
        'queens-horse': { x: 22.5, y: 16, engaged: ['french-battery'] },
        'french-battery': { x: 22.5, y: 16, engaged: ['queens-horse'] },
      }),
      [1, 20, 15, 1],
    );
    meleePhase(guns.ctx);
    expect(['falling-back', 'routed']).toContain(guns.unit('queens-horse').order);
    expect(guns.unit('french-battery').pursuing).toBeNull();
  });
});

describe('the second round of killers', () => {
  it('"front rank elements … one overlap on each flank": two enemies, each 2", with a gap between them, give no overlap', () => {
    // Picardie (5") against the Foot Guards (2 elements left: 2") and Queen's Horse (2"), one at each end of its front
    // with 1" between them: 4 in contact, no enemy beyond either flank, so no overlap: 4 fight.
    const s = battle({
      'foot-guards': { x: 18.5, y: 16, lost: 2, engaged: ['picardie-1'] },
      'queens-horse': { x: 21.5, y: 16, engaged: ['picardie-1'] },
      'picardie-1': { x: 20, y: 16, engaged: ['foot-guards', 'queens-horse'] },
    });
    expect(
      meleeElements(
        s,
        s.units.find((u) => u.id === 'picardie-1')!,
      ),
    ).toBe(4);
  });

  it('"Units hit in the flank or rear": only an enemy in contact counts, not a unit that stands behind out of the melee', () => {
    // Picardie in front-to-front contact with the Royal Scots; the Foot Guards stand in its rear, not engaged.
    const d = depth(battle().units.find((u) => u.id === 'picardie-1')!);
    const s = battle({
      'foot-guards': { x: 20, y: 16.1 + d, facing: -Math.PI / 2 },
      'royal-scots': { x: 20, y: 16, engaged: ['picardie-1'] },
      'picardie-1': { x: 20, y: 16, engaged: ['royal-scots'] },
    });
    const picardie = s.units.find((u) => u.id === 'picardie-1')!;
    expect(
      attackArc(
        s.units.find((u) => u.id === 'foot-guards')!,
        picardie,
      ),
    ).toBe('rear');
    expect(hitInFlankOrRear(s, picardie)).toBe(false);
  });

  it("pistols: the first round is begun by any enemy's charge this turn, even if only one of two charged", () => {
    // The Gendarmes in Pc against Queen's Horse (charged this turn) and Wood's (in the melee before).
    const s = battle({
      'queens-horse': { x: 60, y: 16, engaged: ['gendarmes'], charge: { bonus: 'none', vsStationaryHorse: false } },
      wood: { x: 62, y: 16, engaged: ['gendarmes'] },
      gendarmes: { x: 60, y: 16, formation: 'pc', engaged: ['queens-horse', 'wood'] },
    });
    const h = recorded(s, [1, 1, 1, 1, 15, 15, 15, 15]);
    meleePhase(h.ctx);
    expect(h.rolls('smallArmsFire')).toEqual([]);
  });

  it('"Attacking Flank": one enemy attacked in the flank is enough, the other met front to front', () => {
    // Picardie's front centre (20, 16) lies beside the Foot Guards' north flank (they face east); the Royal Scots
    // meet Picardie front to front.
    const s = battle({
      'foot-guards': { x: 20.2, y: 13.5, facing: 0, engaged: ['picardie-1'] },
      'royal-scots': { x: 20, y: 16, engaged: ['picardie-1'] },
      'picardie-1': { x: 20, y: 16, engaged: ['royal-scots', 'foot-guards'] },
    });
    const unit = (id: string) => s.units.find((u) => u.id === id)!;
    expect(attackArc(unit('picardie-1'), unit('foot-guards'))).toBe('flank');
    expect(attackArc(unit('picardie-1'), unit('royal-scots'))).toBe('front');
    const h = recorded(s, [1, 1, 1, 15, 15, 15]);
    meleePhase(h.ctx);
    expect(h.rolls('meleeRoll').find((c) => c.who === 'Picardie')!.input).toMatchObject({ attackingFlank: true });
  });

  // Post Melee: "If a unit routs or falls back the winning units will pursue". Only a winner still on the table, out of
  // contact and not itself routing or falling back pursues, and it pursues an enemy that routs or falls back.
  it('a tie where both sides flee (one falls back, one routs): neither pursues the other', () => {
    // One hit each. The Foot Guards' morale 1 - 2 + 2 + 2 - 2 = 1: FALL BACK; Picardie (DISORDERED, DISTRESSED)
    // 1 - 2 - 4 = -5: ROUTED.
    const h = recorded(
      battle({ ...frontal, 'picardie-1': { ...frontal['picardie-1'], order: 'disordered', lost: 6 } }),
      [10, 20, 1, 1],
    );
    meleePhase(h.ctx);
    expect(h.unit('foot-guards')).toMatchObject({ order: 'falling-back', engaged: [], pursuing: null });
    expect(h.unit('picardie-1')).toMatchObject({ order: 'routed', engaged: [], pursuing: null });
    expect(h.text()).not.toMatch(/pursues/);
  });

  it('a winner pursues the enemy that falls back, not a friend of its own that routs', () => {
    // The Foot Guards (DISORDERED, one element lost) and the Royal Scots against Picardie: A 1 hit, B 2; the Foot
    // Guards, DISTRESSED, rout on their morale test; Picardie falls back on its own.
    const s = battle({
      'foot-guards': { ...frontal['foot-guards'], lost: 1, order: 'disordered' },
      'royal-scots': { x: 24, y: 16, engaged: ['picardie-1'] },
      'picardie-1': { x: 20, y: 16, engaged: ['foot-guards', 'royal-scots'] },
    });
    const h = recorded(s, [20, 10, 20, 1, 1]);
    meleePhase(h.ctx);
    expect(h.unit('foot-guards').order).toBe('routed');
    expect(h.unit('picardie-1').order).toBe('falling-back');
    expect(h.unit('royal-scots').pursuing).toBe('picardie-1');
  });

  it('a winner pursues the enemy that falls back, not another enemy that stands in the melee', () => {
    // The Foot Guards in contact with Picardie and Navarre, the Royal Scots with Picardie only. The Royal Scots' 10 is
    // the one hit; Picardie falls back on its morale test (1); Navarre passes its Resolve test and stays in contact.
    const s = battle({
      'foot-guards': { x: 22.5, y: 16, engaged: ['picardie-1', 'navarre'] },
      'royal-scots': { x: 18, y: 16, engaged: ['picardie-1'] },
      'picardie-1': { x: 20, y: 16, engaged: ['foot-guards', 'royal-scots'] },
      navarre: { x: 25, y: 16, engaged: ['foot-guards'] },
    });
    const h = recorded(s, [1, 1, 1, 10, 1, 15, 15, 15]);
    meleePhase(h.ctx);
    expect(h.rolls('meleeRoll').map((c) => c.who)).toEqual(['1st Foot Guards', 'Navarre', 'Picardie', 'Royal Scots']);
    expect(h.unit('navarre')).toMatchObject({ order: 'disordered', engaged: ['foot-guards'] });
    expect(h.unit('royal-scots').pursuing).toBe('picardie-1');
    expect(h.unit('foot-guards').pursuing).toBeNull();
  });

  it('a loser that routs is pursued', () => {
    // Picardie (DISORDERED, DISTRESSED) loses an element and routs on its morale test (1: score -7); the Foot Guards
    // pursue it.
    const h = recorded(
      battle({ ...frontal, 'picardie-1': { ...frontal['picardie-1'], order: 'disordered', lost: 6 } }),
      [10, 1, 1],
    );
    meleePhase(h.ctx);
    expect(h.unit('picardie-1')).toMatchObject({ order: 'routed', engaged: [] });
    expect(h.unit('foot-guards')).toMatchObject({ pursuing: 'picardie-1', engaged: [] });
  });

  it('an enemy destroyed in the round is not pursued, even one that was falling back', () => {
    const h = recorded(
      battle({ ...frontal, 'picardie-1': { ...frontal['picardie-1'], order: 'falling-back', lost: 9 } }),
      [20, 1],
    );
    meleePhase(h.ctx);
    expect(h.unit('picardie-1')).toMatchObject({ status: 'destroyed', order: 'falling-back' });
    expect(h.unit('foot-guards')).toMatchObject({ engaged: [], pursuing: null });
  });

  it('a unit destroyed in the round does not pursue; its friend still on the table does (meleePursuers any-unit)', () => {
    // The Foot Guards (one element left) lose it to Picardie; the Royal Scots hit Picardie, which falls back (morale 1).
    // One hit each side: equal hits, no winner, so by default (ruling R53, `winners`) nobody pursues; with `any-unit`
    // the Royal Scots, free and unbroken, do.
    const s = battle({
      'foot-guards': { ...frontal['foot-guards'], lost: 3 },
      'royal-scots': { x: 24.5, y: 16, engaged: ['picardie-1'] },
      'picardie-1': { x: 20, y: 16, engaged: ['foot-guards', 'royal-scots'] },
    });
    const h = recorded(s, [20, 20, 20, 1, 15], { ...DEFAULT_OPTIONS, meleePursuers: 'any-unit' });
    meleePhase(h.ctx);
    expect(h.unit('foot-guards')).toMatchObject({ status: 'destroyed', engaged: [], pursuing: null });
    expect(h.unit('picardie-1').order).toBe('falling-back');
    expect(h.unit('royal-scots').pursuing).toBe('picardie-1');
    const byDefault = recorded(s, [20, 20, 20, 1, 15]);
    meleePhase(byDefault.ctx);
    expect(byDefault.text()).toMatch(/Picardie FALLS BACK/);
    expect(byDefault.unit('royal-scots').pursuing).toBeNull();
  });
});

describe('stop 48: the survivors of the first complete run', () => {
  it('Casualties: "Whenever a unit loses one or more elements it should take a Morale test": a test owed for an earlier loss stays owed after the melee\'s test', () => {
    // Picardie lost an element to fire this turn (its test owed for phase 6) and loses another in the melee: it tests
    // for the melee loss (15 + 2 FRESH + 2 STEADY - 2 losing = 17: STEADY) and still owes the first test, so the
    // melee leaves `pendingMorale` at the one test owed before it (ruling R59: one test for each phase's losses).
    const s = battle({
      ...frontal,
      'picardie-1': { ...frontal['picardie-1'], lost: 1, pendingMorale: 1 },
    });
    const h = recorded(s, [10, 9, 15, 15, 15]);
    meleePhase(h.ctx);
    expect(h.rolls('moraleTest').map((c) => c.who)).toEqual(['Picardie']);
    expect(h.unit('picardie-1')).toMatchObject({ lost: 2, order: 'disordered', pendingMorale: 1 });
    expect(h.text()).toBe(
      [
        'Turn 1: melee',
        '1st Foot Guards fights with 4 element(s): rolled 10, score 10: 1 hit(s) on Picardie',
        'Picardie fights with 4 element(s): rolled 9, score 9: 0 hit(s) on 1st Foot Guards',
        'Picardie loses 1 element (melee with 1st Foot Guards)',
        'Picardie takes a morale test (lost elements in melee): rolled 15, score 17: STEADY',
        'Picardie has tested for its losses (1 still owed for earlier losses)',
        'Picardie takes a resolve test (hit difference -1): rolled 15, score 13: OKAY',
        'Picardie is DISORDERED (lost the melee)',
        '1st Foot Guards takes a resolve test (hit difference 1): rolled 15, score 17: OKAY',
      ].join('\n'),
    );
  });

  it('ruling R53 any-unit: "every unit … not routed or falling back pursues": a tie where one falls back and one routs, neither pursues', () => {
    // R53 (`any-unit`): "every unit of the melee still on the table, free and not routed or falling back pursues an
    // enemy of it that broke off". One hit each (the Foot Guards 10; Picardie, DISORDERED with 2 in front, 20). The
    // Foot Guards' morale 1: FALL BACK; Picardie's (DISORDERED, DISTRESSED) 1: ROUTED. Both broke off and are free, so
    // only their own order keeps each from pursuing the other.
    const s = battle({ ...frontal, 'picardie-1': { ...frontal['picardie-1'], order: 'disordered', lost: 6 } });
    const h = recorded(s, [10, 20, 1, 1], { ...DEFAULT_OPTIONS, meleePursuers: 'any-unit' });
    meleePhase(h.ctx);
    expect(h.rolls('resolveTest')).toEqual([]);
    expect(h.unit('foot-guards')).toMatchObject({ order: 'falling-back', engaged: [], pursuing: null, lost: 1 });
    expect(h.unit('picardie-1')).toMatchObject({ order: 'routed', engaged: [], pursuing: null, lost: 7 });
    expect(h.text()).toBe(
      [
        'Turn 1: melee',
        '1st Foot Guards fights with 4 element(s): rolled 10, score 10: 1 hit(s) on Picardie',
        'Picardie fights with 2 element(s): rolled 20, score 14: 1 hit(s) on 1st Foot Guards',
        'Picardie loses 1 element (melee with 1st Foot Guards)',
        '1st Foot Guards loses 1 element (melee with Picardie)',
        '1st Foot Guards takes a morale test (lost elements in melee): rolled 1, score 1: FALL BACK',
        'Picardie is no longer in contact with 1st Foot Guards',
        '1st Foot Guards breaks contact',
        '1st Foot Guards FALLS BACK (morale test 1)',
        '1st Foot Guards has tested for its losses',
        'Picardie takes a morale test (lost elements in melee): rolled 1, score -5: ROUTED',
        'Picardie ROUTS (morale test -5)',
        'Picardie has tested for its losses',
      ].join('\n'),
    );
  });
});
