import { ScriptedDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS, Wss6mmOptionsSchema } from '../options/options.js';
import { wss6mmCombatPlugin } from '../plugins/combat.js';
import { checkBattleDecision, legalBattleDecisions } from '../sequence/sequence.js';
import type { BattleState, BattleUnit } from './State.js';
import { inflict } from './casualties.js';
import { executeOrder } from './executeOrder.js';
import { beginFire, mayFireSmallArms } from './firePhases.js';
import { resolveBattle } from './resolve.js';
import { resolveCharge, resolveChargeReaction } from './resolveCharge.js';
import { setupBattle } from './setup.js';
import { exampleScenario } from './Scenario.js';
// Pc units fire at the first enemy they met (ruling R63: their side's choice; game/pcMeleePistols.spec.ts tests it).
import { harness, meleePhaseFiringFirst as meleePhase } from './__fixtures__/harness.js';

// Issue #21: the faults an expert reading of the rulebook found in charges, reactions and the sequence.

/** The example battle, A with the initiative and both CinCs' phase 1 decisions made, some units changed. */
function battle(changes: Record<string, Partial<BattleUnit>> = {}): BattleState {
  const s = setupBattle(exampleScenario(), ScriptedDice.of([10, 5]), DEFAULT_OPTIONS);
  return { ...s, cincPending: [], units: s.units.map((u) => (changes[u.id] ? { ...u, ...changes[u.id] } : u)) };
}

describe('Charges: "Charged Cavalry Units may either fire or countercharge" (ruling R38)', () => {
  // Gendarmes (P horse, Pf) charge Queen's Horse (S horse, 2 by 2) across a 10" gap.
  const tenInches = { 'queens-horse': { x: 20, y: 10 }, gendarmes: { x: 20, y: 20 } };
  it('the countercharger rolls its own charge move and the two meet midway: no shortfall, no disorder', () => {
    // Charge test 10 (P 10+, Pf -2), charge move 2 -> 2 x 2 + 2 = 6" (short of 10" alone); Queen's Horse's
    // morale 15 (STEADY); countercharge move 2 -> 6": 12" between them covers the 10" gap, so each rides
    // 5" and they meet at y = 15. The Gendarmes (Pf) fire as they charge home: 1, no hit.
    const h = harness(battle(tenInches), [10, 2, 15, 2, 1]);
    resolveCharge(h.ctx, 'gendarmes', 'queens-horse');
    resolveChargeReaction(h.ctx, 'countercharge');
    expect(h.unit('queens-horse')).toMatchObject({
      y: 15,
      order: 'steady',
      engaged: ['gendarmes'],
      charge: { bonus: 's-vs-pf', vsStationaryHorse: false },
    });
    expect(h.unit('gendarmes')).toMatchObject({
      y: 15,
      order: 'steady',
      engaged: ['queens-horse'],
      charge: { bonus: 'none', vsStationaryHorse: false },
    });
    expect(h.text()).toMatch(/Queen's Horse countercharges 5" and meets Gendarmes de la Garde/);
  });

  it('a countercharger that cannot ride half the gap rides its whole move, the charger the rest', () => {
    // Charge move 6 -> 14"; countercharge move 1 -> 4": Queen's Horse rides 4" (to y = 14), the Gendarmes 6".
    const h = harness(battle(tenInches), [10, 6, 15, 1, 1]);
    resolveCharge(h.ctx, 'gendarmes', 'queens-horse');
    resolveChargeReaction(h.ctx, 'countercharge');
    expect(h.unit('queens-horse')).toMatchObject({ y: 14, engaged: ['gendarmes'] });
    expect(h.unit('gendarmes')).toMatchObject({ y: 14, engaged: ['queens-horse'], order: 'steady' });
  });

  it('when both moves together fall short, both charged and failed to make contact: both DISORDERED', () => {
    // 4" + 4" < 10": each rides its whole move and stops; "charging and failing to make contact" disorders.
    const h = harness(battle(tenInches), [10, 1, 15, 1]);
    resolveCharge(h.ctx, 'gendarmes', 'queens-horse');
    resolveChargeReaction(h.ctx, 'countercharge');
    expect(h.unit('queens-horse')).toMatchObject({ y: 14, order: 'disordered', engaged: [] });
    expect(h.unit('gendarmes')).toMatchObject({ y: 16, order: 'disordered', engaged: [] });
  });

  it('countercharge: in-place keeps the countercharger where it stands (the charge must cover the whole gap)', () => {
    const h = harness(battle(tenInches), [10, 2, 15], Wss6mmOptionsSchema.parse({ countercharge: 'in-place' }));
    resolveCharge(h.ctx, 'gendarmes', 'queens-horse');
    resolveChargeReaction(h.ctx, 'countercharge');
    expect(h.unit('queens-horse')).toMatchObject({ y: 10, order: 'steady', engaged: [] });
    expect(h.unit('gendarmes')).toMatchObject({ y: 14, order: 'disordered', engaged: [] }); // 6" of 10"
  });
});

describe('Pc horse countercharging (ruling R40, pcCountercharge)', () => {
  // Queen's Horse (S) charge the Gendarmes, in Pc, across 10": charge test 10 (S 6+), move 2 -> 6"; the Gendarmes'
  // morale 15 (STEADY).
  const pc = { 'queens-horse': { x: 20, y: 10 }, gendarmes: { x: 20, y: 20, formation: 'pc' as const } };
  const react = { kind: 'react', unit: 'gendarmes', reaction: 'countercharge' } as const;
  it('Charges: "countercharge (s and Pf formations only)": by default a Pc unit may fire or stand, not countercharge', () => {
    const h = harness(battle(pc), [10, 2, 15]);
    resolveCharge(h.ctx, 'queens-horse', 'gendarmes');
    expect(checkBattleDecision(h.ctx.state, react, DEFAULT_OPTIONS)).toMatch(/countercharge is not open/);
    expect(legalBattleDecisions(h.ctx.state, DEFAULT_OPTIONS).map((d) => d.kind === 'react' && d.reaction)).toEqual([
      'fire',
      'stand',
      'fall-back',
    ]);
  });

  it('Pre Melee: "Note Pf/Pc Horse electing to fire and charge will not cause a Resolve test": with pcCountercharge a Pc unit countercharges firing, and the charger takes no Resolve test', () => {
    const options = Wss6mmOptionsSchema.parse({ pcCountercharge: true });
    // Countercharge move 2 -> 6"; pistols (4 elements, 12 for one): 20, one element; then the Morale test for it.
    const h = harness(battle(pc), [10, 2, 15, 2, 20, 15, 15, 15, 15], options);
    resolveCharge(h.ctx, 'queens-horse', 'gendarmes');
    expect(checkBattleDecision(h.ctx.state, react, options)).toBeNull();
    resolveChargeReaction(h.ctx, 'countercharge');
    expect(h.text()).toMatch(/Gendarmes de la Garde fires at Queen's Horse at point-blank range: rolled 20/);
    expect(h.text()).not.toMatch(/resolve test after fire/);
    expect(h.unit('queens-horse')).toMatchObject({ lost: 1, engaged: ['gendarmes'] });
  });
});

describe('Pre-melee fire spends the volley of the turn (ruling R37)', () => {
  // Foot Guards (British PF1) 2" from Picardie: charge test 18 (18+), move 1 + 1 = 2", Picardie's morale 15,
  // fire attempt 3 (<= 4), fire 16 + 2 (close) = 18: 2 elements; the Foot Guards' resolve 10 - 8 = 2:
  // DISORDERED, so "Combat will occur only if the Resolve test is passed": the charge halts.
  const close = { 'foot-guards': { x: 20, y: 14 }, 'picardie-1': { x: 20, y: 16 } };
  it('a foot unit that fired at a charger whose charge then halted does not fire again in the fire phase', () => {
    const h = harness(battle(close), [18, 1, 15, 3, 16, 10]);
    resolveCharge(h.ctx, 'foot-guards', 'picardie-1');
    resolveChargeReaction(h.ctx, 'fire');
    expect(h.unit('foot-guards').engaged).toEqual([]);
    expect(h.unit('picardie-1').firedAtCharger).toBe(true);
    expect(mayFireSmallArms(h.unit('picardie-1'))).toBe(false);
    beginFire(h.ctx, 'small-arms');
    expect(h.ctx.state.fire?.pending).not.toContain('picardie-1');
  });

  it('reactionFireSpendsVolley: false lets it fire again in the fire phase; a failed attempt never spends it', () => {
    const options = Wss6mmOptionsSchema.parse({ reactionFireSpendsVolley: false });
    const h = harness(battle(close), [18, 1, 15, 3, 16, 10], options);
    resolveCharge(h.ctx, 'foot-guards', 'picardie-1');
    resolveChargeReaction(h.ctx, 'fire');
    beginFire(h.ctx, 'small-arms');
    expect(h.ctx.state.fire?.pending).toContain('picardie-1');
    // "failure results in no fire": an attempt of 5 (> 4) fires nothing and spends nothing.
    const missed = harness(battle(close), [18, 1, 15, 5]);
    resolveCharge(missed.ctx, 'foot-guards', 'picardie-1');
    resolveChargeReaction(missed.ctx, 'fire');
    expect(missed.unit('picardie-1').firedAtCharger).toBe(false);
  });
});

describe('Sequence of Play: Movement "ii. Charges … iv. Other Movement" within the activated brigade', () => {
  // Lumley's horse (Queen's, Wood's, Dutch) at y = 6; Anjou's horse 10" in front of the Dutch Horse only.
  const anjouAhead = { anjou: { x: 60.5, y: 16 } };
  function activated(): ReturnType<typeof harness> {
    const h = harness(battle(anjouAhead), [10]); // Lumley (good, 5+) activates on 10
    resolveBattle(h.ctx, { kind: 'activate', brigade: 'lumley' });
    resolveBattle(h.ctx, { kind: 'attach', brigade: 'lumley', unit: null });
    return h;
  }
  it('a unit that may charge declares (or declines) its charge before any unit of the brigade moves', () => {
    const h = activated();
    const decisions = legalBattleDecisions(h.ctx.state);
    expect(decisions).toEqual([
      { kind: 'order', unit: 'dutch-horse', order: { type: 'no-charge' } },
      { kind: 'order', unit: 'dutch-horse', order: { type: 'charge', target: 'anjou' } },
    ]);
  });
  it('a player is refused other movement while a charge is still to be declared, and a charge afterwards', () => {
    const h = activated();
    const advance = { type: 'advance' } as const;
    expect(checkBattleDecision(h.ctx.state, { kind: 'order', unit: 'queens-horse', order: advance })).toBe(
      'charges are declared before other movement: queens-horse waits until dutch-horse has declared a charge or no charge',
    );
    expect(checkBattleDecision(h.ctx.state, { kind: 'order', unit: 'dutch-horse', order: advance })).toMatch(
      /must first declare a charge or no charge \(charges come before other movement\)/,
    );
    resolveBattle(h.ctx, { kind: 'order', unit: 'dutch-horse', order: { type: 'no-charge' } });
    resolveBattle(h.ctx, { kind: 'order', unit: 'queens-horse', order: { type: 'hold' } });
    resolveBattle(h.ctx, { kind: 'order', unit: 'wood', order: { type: 'hold' } });
    const charge = { type: 'charge', target: 'anjou' } as const;
    expect(checkBattleDecision(h.ctx.state, { kind: 'order', unit: 'dutch-horse', order: charge })).toMatch(
      /charges are declared before other movement/,
    );
  });
  it('after the charges, the other movement: every unit not charging, in the order the player chooses, with no charges', () => {
    const h = activated();
    resolveBattle(h.ctx, { kind: 'order', unit: 'dutch-horse', order: { type: 'no-charge' } });
    expect(h.ctx.state.current?.pending).toEqual(['queens-horse', 'wood', 'dutch-horse']);
    const next = legalBattleDecisions(h.ctx.state);
    expect([...new Set(next.map((d) => d.kind === 'order' && d.unit))]).toEqual([
      'queens-horse',
      'wood',
      'dutch-horse',
    ]);
    expect(next.some((d) => d.kind === 'order' && d.order.type === 'charge')).toBe(false);
    // The decliner moves first, out of the list's order; then the two others.
    resolveBattle(h.ctx, { kind: 'order', unit: 'dutch-horse', order: { type: 'hold' } });
    const last = legalBattleDecisions(h.ctx.state);
    expect([...new Set(last.map((d) => d.kind === 'order' && d.unit))]).toEqual(['queens-horse', 'wood']);
    expect(last).toContainEqual({ kind: 'order', unit: 'wood', order: { type: 'advance' } });
  });
  it('unitOrder: list: the other movement follows in list order; decliners move then', () => {
    const list = Wss6mmOptionsSchema.parse({ unitOrder: 'list' });
    const h = activated();
    expect(
      checkBattleDecision(h.ctx.state, { kind: 'order', unit: 'queens-horse', order: { type: 'advance' } }, list),
    ).toBe('the next unit to order is dutch-horse, not queens-horse');
    resolveBattle(h.ctx, { kind: 'order', unit: 'dutch-horse', order: { type: 'no-charge' } });
    const next = legalBattleDecisions(h.ctx.state, list);
    expect(next.every((d) => d.kind === 'order' && d.unit === 'queens-horse')).toBe(true);
    resolveBattle(h.ctx, { kind: 'order', unit: 'queens-horse', order: { type: 'hold' } });
    resolveBattle(h.ctx, { kind: 'order', unit: 'wood', order: { type: 'hold' } });
    const last = legalBattleDecisions(h.ctx.state, list);
    expect(last.every((d) => d.kind === 'order' && d.unit === 'dutch-horse')).toBe(true);
    expect(last.some((d) => d.kind === 'order' && d.order.type === 'charge')).toBe(false);
    expect(last).toContainEqual({ kind: 'order', unit: 'dutch-horse', order: { type: 'advance' } });
  });
});

describe('Disorder: "Order may be recovered by passing a Control Test" (ruling R10)', () => {
  it('the recover order rolls the Control test: STEADY recovers, anything less stays DISORDERED', () => {
    // Navarre (FRESH +2, DISORDERED: SHAKEN -2 by R7): 9 scores 9, DISORDERED; 11 scores 11, STEADY.
    const failed = harness(battle({ navarre: { order: 'disordered' } }), [9]);
    executeOrder(failed.ctx, 'navarre', { type: 'recover' });
    expect(failed.unit('navarre').order).toBe('disordered');
    expect(failed.text()).toMatch(/fails its control test \(score 9\)/);
    const passed = harness(battle({ navarre: { order: 'disordered' } }), [11]);
    executeOrder(passed.ctx, 'navarre', { type: 'recover' });
    expect(passed.unit('navarre').order).toBe('steady');
  });
});

describe('Casualties: "For each hit a deployed field Artillery battery takes roll 1d20"', () => {
  it('a limbered battery takes its hits without a roll for the drovers', () => {
    const h = harness(battle({ 'british-battery': { formation: 'limbered' } }), []); // no dice: none rolled
    inflict(h.ctx, 'british-battery', 2, 'test');
    expect(h.unit('british-battery')).toMatchObject({ lost: 2, droversDeserted: false });
  });
  it('the drovers roll is the plugin function: not deployed, it never rolls', () => {
    expect(
      wss6mmCombatPlugin.droversDesert(ScriptedDice.of([]), { hits: 3, deployed: false }, DEFAULT_OPTIONS, 'gun'),
    ).toEqual({
      deserted: false,
    });
    expect(
      wss6mmCombatPlugin.droversDesert(ScriptedDice.of([4]), { hits: 1, deployed: true }, DEFAULT_OPTIONS, 'gun'),
    ).toEqual({
      deserted: true,
    });
  });
});

describe('Small Arms Fire: "Pc Horse may fire in second or subsequent rounds of melee"', () => {
  // Queen's Horse charged the Gendarmes (in Pc) this turn: the first round of their melee.
  const firstRound = {
    'queens-horse': {
      x: 20,
      y: 16,
      engaged: ['gendarmes'],
      charge: { bonus: 's-vs-pc' as const, vsStationaryHorse: true },
    },
    gendarmes: { x: 20, y: 16, formation: 'pc' as const, engaged: ['queens-horse'] },
  };
  it('a charged Pc unit does not fire in the first round of melee', () => {
    const h = harness(battle(firstRound), [10, 10, 15, 15, 15, 15]);
    meleePhase(h.ctx);
    expect(h.text()).not.toMatch(/fires pistols in the melee/);
  });
  it('in a later round (no charge this turn) it fires', () => {
    const later = { ...firstRound, 'queens-horse': { ...firstRound['queens-horse'], charge: null } };
    const h = harness(battle(later), [1, 10, 10, 15, 15, 15, 15]);
    meleePhase(h.ctx);
    expect(h.text()).toMatch(/Gendarmes de la Garde fires pistols in the melee/);
  });
});

describe('fire before a melee at Pc horse (ruling R41, pcTargetInColumn)', () => {
  // The Gendarmes, in Pc, charge the Foot Guards 4" away: charge test 15 (P 10+), move 3; the Foot Guards' morale 15
  // (STEADY), fire attempt 3, fire 13: score 19 (4 musket elements: 12 for one element, 21 for two).
  const pcCharge = {
    'foot-guards': { x: 20, y: 10 },
    gendarmes: { x: 20, y: 14, formation: 'pc' as const, facing: -Math.PI / 2 },
  };
  it('Small Arms Fire: "Target in column +2": by default a Pc charger is not in column; with the option it is', () => {
    const fire = (options = DEFAULT_OPTIONS) => {
      const h = harness(battle(pcCharge), [15, 3, 15, 3, 13, 15, 15, 15, 15], options);
      resolveCharge(h.ctx, 'gendarmes', 'foot-guards');
      resolveChargeReaction(h.ctx, 'fire');
      return h;
    };
    const plain = fire();
    expect(plain.text()).toMatch(/fires at Gendarmes de la Garde at point-blank range: rolled 13, score 19: 1 element/);
    expect(plain.unit('gendarmes').lost).toBe(1);
    const column = fire(Wss6mmOptionsSchema.parse({ pcTargetInColumn: true }));
    expect(column.text()).toMatch(
      /fires at Gendarmes de la Garde at point-blank range: rolled 13, score 21: 2 element/,
    );
    expect(column.unit('gendarmes').lost).toBe(2);
  });
});
