import { describe, expect, it } from 'vitest';
import { Wss6mmOptionsSchema } from '../options/options.js';
import { advanceFire, beginFire } from './firePhases.js';
import { meleePhase } from './meleePhase.js';
import { moralePhase } from './moralePhase.js';
import { exampleBattle } from './__fixtures__/exampleBattle.js';
import { harness } from './__fixtures__/harness.js';
import { resolveCharge, resolveChargeReaction } from './resolveCharge.js';
import { UnitPatchSchema } from './State.js';
import { testedText } from './casualties.js';

// Casualties: "Whenever a unit loses one or more elements it should take a Morale test." Sequence of Play: "3.
// Artillery Fire 4. Small Arms fire 5. Melee 6. Morale Tests".

describe('Casualties: "Whenever a unit loses one or more elements it should take a Morale test"', () => {
  // Picardie stands before the Royal Train battery and the Foot Guards. Artillery: Royal Train (3 guns, close +2)
  // rolls 10 -> 12: 1 element; Batterie royale rolls 1 (a miss). Small arms: Foot Guards (platoon +2, battalion gun
  // +2) roll 10 -> 14: 1 element; Picardie rolls 1 (a miss). Phase 6: morale rolls 15, 15.
  const battle = exampleBattle({
    'picardie-1': { y: 12 },
    'british-battery': { x: 20 },
    'royal-scots': { x: 66, y: 2 },
  });
  const lossesInTwoPhases = (options: object) => {
    const h = harness(battle, [10, 1, 10, 1, 15, 15], Wss6mmOptionsSchema.parse({ fireTarget: 'nearest', ...options }));
    beginFire(h.ctx, 'artillery');
    expect(advanceFire(h.ctx)).toBe(true);
    expect(h.unit('picardie-1').lost).toBe(1);
    beginFire(h.ctx, 'small-arms');
    expect(advanceFire(h.ctx)).toBe(true);
    expect(h.unit('picardie-1').lost).toBe(2);
    meleePhase(h.ctx);
    moralePhase(h.ctx);
    return { h, tests: h.events.filter((e) => e.text.startsWith('Picardie takes a morale test')).map((e) => e.text) };
  };

  it('ruling R59: Picardie loses an element to the artillery (phase 3) and another to musketry (phase 4): two losses, two tests', () => {
    const { h, tests } = lossesInTwoPhases({});
    expect(h.text()).toMatch(/Picardie tests for its losses in 2 phases/);
    expect(tests).toEqual([
      'Picardie takes a morale test (lost elements): rolled 15, score 19: STEADY',
      'Picardie takes a morale test (lost elements): rolled 15, score 19: STEADY',
    ]);
    expect(h.unit('picardie-1').pendingMorale).toBe(0);
  });

  it("ruling R59 (fireLossTests: once): one test for the whole turn's losses to fire", () => {
    const { h, tests } = lossesInTwoPhases({ fireLossTests: 'once' });
    expect(h.text()).toMatch(/Picardie tests for its losses\n/);
    expect(tests).toEqual(['Picardie takes a morale test (lost elements): rolled 15, score 19: STEADY']);
    expect(h.unit('picardie-1').pendingMorale).toBe(0);
  });

  it('ruling R59: losses to two firers in one phase are one loss, one test (fire is simultaneous)', () => {
    // Small arms only, Picardie 4" before the Foot Guards: they (platoon +2, battalion gun +2) roll 10 -> 14 and the
    // Royal Scots (the same) 10 -> 14, one element each, both at Picardie; Picardie rolls 1 (a miss). Phase 6: 15.
    const s = exampleBattle({ 'picardie-1': { y: 10 } });
    const h = harness(s, [10, 10, 1, 15], Wss6mmOptionsSchema.parse({ fireTarget: 'nearest' }));
    beginFire(h.ctx, 'small-arms');
    expect(advanceFire(h.ctx)).toBe(true);
    expect(h.text()).toMatch(/1st Foot Guards fires at Picardie .*: 1 element/);
    expect(h.text()).toMatch(/Royal Scots fires at Picardie .*: 1 element/);
    expect(h.unit('picardie-1')).toMatchObject({ lost: 2, pendingMorale: 1 });
    moralePhase(h.ctx);
    expect(h.events.filter((e) => e.text.startsWith('Picardie takes a morale test'))).toHaveLength(1);
  });

  it('ruling R59: a unit routed by its first test takes no second', () => {
    // Picardie, DISORDERED (SHAKEN -2) and DISTRESSED (-4) after 8 losses in two phases: 1 - 6 = -5, ROUTED. Navarre
    // sees it rout within 6" (20).
    const h = harness(exampleBattle({ 'picardie-1': { lost: 8, order: 'disordered', pendingMorale: 2 } }), [1, 20]);
    moralePhase(h.ctx);
    expect(h.events.filter((e) => e.text.startsWith('Picardie takes a morale test')).map((e) => e.text)).toEqual([
      'Picardie takes a morale test (lost elements): rolled 1, score -5: ROUTED',
    ]);
    expect(h.unit('picardie-1')).toMatchObject({ order: 'routed', pendingMorale: 0 });
  });

  it('ruling R59: `pendingMorale` counts the tests owed; a log written when it was a flag reads true as 1, false as 0', () => {
    expect(UnitPatchSchema.parse({ pendingMorale: 2 }).pendingMorale).toBe(2);
    expect(UnitPatchSchema.parse({ pendingMorale: true }).pendingMorale).toBe(1);
    expect(UnitPatchSchema.parse({ pendingMorale: false }).pendingMorale).toBe(0);
    expect(() => UnitPatchSchema.parse({ pendingMorale: -1 })).toThrow();
  });

  it('ruling R59: a second loss in the Movement phase owes no second test (point-blank fire)', () => {
    // The 1st Foot Guards already owe a test for an element lost earlier in this Movement phase (turn 1), which
    // `moraleOwedFor` records. They charge Picardie, 2" away: test 18, move 1 + 1 = 2"; Picardie's morale 15
    // (STEADY); Picardie fires: attempt 1, fire 10 + 2 (close range) = 12: one element; the Guards' Resolve 20: Okay.
    const close = exampleBattle({
      'foot-guards': { x: 20, y: 14, pendingMorale: 1, moraleOwedFor: { turn: 1, phase: 'movement' } },
      'picardie-1': { x: 20, y: 16 },
    });
    for (const fireLossTests of ['each-phase', 'once'] as const) {
      const h = harness(close, [18, 1, 15, 1, 10, 20], Wss6mmOptionsSchema.parse({ fireLossTests }));
      resolveCharge(h.ctx, 'foot-guards', 'picardie-1');
      resolveChargeReaction(h.ctx, 'fire');
      expect(h.text()).toMatch(
        /Picardie fires at 1st Foot Guards at point-blank range: rolled 10, score 12: 1 element/,
      );
      expect(h.unit('foot-guards').pendingMorale).toBe(1);
    }
  });

  it("ruling R59: a loss to point-blank fire in the Movement phase and one in the melee of the same turn are two phases' losses", () => {
    // The 1st Foot Guards charge Picardie, 2" away: test 18, move 1 + 1 = 2"; Picardie's morale 15 (STEADY); Picardie
    // fires: attempt 1, fire 10 + 2 (close range) = 12: one element; the Guards' Resolve 20: Okay. Melee: the Guards
    // roll 1 (no hit), Picardie 15: one hit; the Guards' morale 15 (STEADY), Resolve 15 (DISORDERED). Phase 6: 15.
    const close = exampleBattle({ 'foot-guards': { x: 20, y: 14 }, 'picardie-1': { x: 20, y: 16 } });
    const owedAfterMeleeLoss = { 'each-phase': 2, once: 1 } as const;
    for (const fireLossTests of ['each-phase', 'once'] as const) {
      const options = Wss6mmOptionsSchema.parse({ fireLossTests });
      const h = harness(close, [18, 1, 15, 1, 10, 20, 1, 15, 15, 15, 15], options);
      resolveCharge(h.ctx, 'foot-guards', 'picardie-1');
      resolveChargeReaction(h.ctx, 'fire');
      expect(h.unit('foot-guards')).toMatchObject({
        lost: 1,
        pendingMorale: 1,
        moraleOwedFor: { turn: 1, phase: 'movement' },
      });
      meleePhase(h.ctx);
      const meleeLoss = h.events.find((e) => e.text === '1st Foot Guards loses 1 element (melee with Picardie)');
      expect(meleeLoss).toMatchObject({ set: { lost: 2, pendingMorale: owedAfterMeleeLoss[fireLossTests] } });
      // The melee's test is taken in the melee; the Movement phase's stays owed for phase 6.
      expect(h.unit('foot-guards').pendingMorale).toBe(1);
      moralePhase(h.ctx);
      expect(
        h.events.filter((e) => e.text.startsWith('1st Foot Guards takes a morale test')).map((e) => e.text),
      ).toEqual([
        '1st Foot Guards takes a morale test (lost elements in melee): rolled 15, score 11: STEADY',
        '1st Foot Guards takes a morale test (lost elements): rolled 15, score 9: DISORDERED',
      ]);
      expect(h.unit('foot-guards')).toMatchObject({ pendingMorale: 0, moraleOwedFor: null });
    }
  });

  it("ruling R59 (fireLossTests: once): a melee loss's test leaves the one test owed for fire as it was, and says nothing", () => {
    // Picardie owes its one test for fire (`once` counts no more) and loses an element in the melee with the Foot
    // Guards (10 against 9: one hit); it tests for that loss (15 + 2 FRESH + 2 STEADY - 2 losing = 17: STEADY).
    const s = exampleBattle({
      'foot-guards': { x: 20, y: 16, engaged: ['picardie-1'] },
      'picardie-1': { x: 20, y: 16, engaged: ['foot-guards'], lost: 1, pendingMorale: 1 },
    });
    const h = harness(s, [10, 9, 15, 15, 15], Wss6mmOptionsSchema.parse({ fireLossTests: 'once' }));
    meleePhase(h.ctx);
    expect(h.text()).toMatch(/Picardie takes a morale test \(lost elements in melee\): rolled 15, score 17: STEADY/);
    expect(h.unit('picardie-1').pendingMorale).toBe(1);
    expect(h.text()).not.toMatch(/has tested for its losses/);
  });

  it("ruling R59 (fireLossTests: once) with R43's before-melee: the charger's test leaves the one test owed as it was", () => {
    // The 1st Foot Guards owe their one test for fire; they charge Picardie (test 18, move 2", Picardie STEADY on 15),
    // whose fire takes an element (10 + 2 = 12), Resolve 20: Okay; their test before the melee: 15, STEADY.
    const close = exampleBattle({ 'foot-guards': { x: 20, y: 14, pendingMorale: 1 }, 'picardie-1': { x: 20, y: 16 } });
    const options = Wss6mmOptionsSchema.parse({ fireLossTests: 'once', chargerFireMoraleTest: 'before-melee' });
    const h = harness(close, [18, 1, 15, 1, 10, 20, 15], options);
    resolveCharge(h.ctx, 'foot-guards', 'picardie-1');
    resolveChargeReaction(h.ctx, 'fire');
    expect(h.text()).toMatch(/1st Foot Guards takes a morale test \(lost elements to fire before the melee\)/);
    expect(h.unit('foot-guards').pendingMorale).toBe(1);
    expect(h.text()).not.toMatch(/has tested for its losses/);
  });

  it('ruling R59: the log says a test is taken, and how many are still owed for earlier losses', () => {
    expect(testedText('Picardie', 0)).toBe('Picardie has tested for its losses');
    expect(testedText('Picardie', 1)).toBe('Picardie has tested for its losses (1 still owed for earlier losses)');
    expect(testedText('Picardie', 2)).toBe('Picardie has tested for its losses (2 still owed for earlier losses)');
  });
});
