import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS, Wss6mmOptionsSchema, type Wss6mmOptions } from '../options/options.js';
import type { BattleEvent } from './Event.js';
import { resolveBattle } from './resolve.js';
import { resolveCharge, resolveChargeReaction } from './resolveCharge.js';
import { exampleBattle } from './__fixtures__/exampleBattle.js';
import { harness } from './__fixtures__/harness.js';

// Ruling R58 (docs/rulings/wss-6mm.md, `afterCountercharge`). Sequence of Play: "2. Movement (1 brigade at a time,
// alternately) i. Compulsory moves (and Morale Tests) ii. Charges iii. Morale Tests iv. Other Movement"; Brigade
// activation: "Alternately each side will then attempt to activate its Brigades until all Brigades have been moved";
// Charges: "Charged Cavalry Units may either fire or countercharge (s and Pf formations only)", "No unit that is
// ROUTED, FALLING BACK or in pursuit may charge, and DISORDERED foot may not charge"; ruling R38: "a countercharge is
// a charge: in every branch the countercharger has made a full move this turn (`moved: 'moved'`)"; ruling R55:
// "compulsory moves stand in place of a unit's movement … and no other unit moves twice in a phase".

describe("ruling R58: horse that countercharged in an enemy brigade's activation get no other orders in their own (afterCountercharge)", () => {
  // The Gendarmes (Gendarmerie, B, Pf) charge Queen's Horse (Lumley's, A, S horse) across 10", in the Gendarmerie's
  // activation: charge test 10 (P 10+, Pf -2), charge move 1 -> 1 x 2 + 2 = 4"; Queen's Horse's morale 15 (STEADY);
  // countercharge move 1 -> 4". 4" + 4" < 10": each rides its whole move, Queen's Horse to y 14, the Gendarmes to
  // y 16, and both are DISORDERED (ruling R38). Lumley's brigade then activates (20 for good 5+); its brigadier, at
  // (57.5, 4), is within 12" of Queen's Horse, so it may charge (ruling R28).
  const tenInches = exampleBattle({ 'queens-horse': { x: 54.5, y: 10 }, gendarmes: { x: 54.5, y: 20 } });
  const fallShortThenActivate = (options: Wss6mmOptions) => {
    const h = harness(tenInches, [10, 1, 15, 1, 20], options);
    resolveCharge(h.ctx, 'gendarmes', 'queens-horse');
    resolveChargeReaction(h.ctx, 'countercharge');
    expect(h.unit('queens-horse')).toMatchObject({ y: 14, order: 'disordered', engaged: [], moved: 'moved' });
    resolveBattle(h.ctx, { kind: 'activate', brigade: 'lumley' });
    // Who may charge is read once the brigadier has chosen where to stand (ruling R39): he stays where he is.
    resolveBattle(h.ctx, { kind: 'attach', brigade: 'lumley', unit: null });
    return h;
  };

  it('by default (no-other-move) the countercharge was their move: not ordered, no charge at the Gendarmes 2" ahead', () => {
    const h = fallShortThenActivate(DEFAULT_OPTIONS);
    expect(h.ctx.state.current?.pending).toEqual(['wood', 'dutch-horse']); // the brigade's other units are ordered
    expect(h.ctx.state.current?.charging ?? []).not.toContain('queens-horse');
    expect(DEFAULT_OPTIONS.afterCountercharge).toBe('no-other-move');
  });

  it('with may-move they are ordered as any unit of the brigade: DISORDERED horse may charge the Gendarmes again', () => {
    const options = Wss6mmOptionsSchema.parse({ afterCountercharge: 'may-move' });
    expect(options.afterCountercharge).toBe('may-move');
    const h = fallShortThenActivate(options);
    expect(h.ctx.state.current?.pending).toContain('queens-horse');
    expect(h.ctx.state.current?.charging).toContain('queens-horse');
  });

  it('a countercharger that met the charger is not freed from melee to move again (ruling R56) by default', () => {
    // Charge move 2 -> 6", countercharge 2 -> 6": they meet midway at y 15, in melee (the Gendarmes' pistols as they
    // go in: 1, no hit). Lumley's brigade activates: by default Queen's Horse, which has moved, is not among the units
    // in melee that a friend's charge could free for the Other Movement; with may-move it is, as before.
    const inMelee = (options: Wss6mmOptions) => {
      const h = harness(tenInches, [10, 2, 15, 2, 1, 20], options);
      resolveCharge(h.ctx, 'gendarmes', 'queens-horse');
      resolveChargeReaction(h.ctx, 'countercharge');
      expect(h.unit('queens-horse')).toMatchObject({ y: 15, engaged: ['gendarmes'], moved: 'moved' });
      resolveBattle(h.ctx, { kind: 'activate', brigade: 'lumley' });
      const activation = h.events.find(
        (e): e is Extract<BattleEvent, { kind: 'activation' }> => e.kind === 'activation',
      );
      return activation?.inMelee ?? [];
    };
    expect(inMelee(DEFAULT_OPTIONS)).not.toContain('queens-horse');
    expect(inMelee(Wss6mmOptionsSchema.parse({ afterCountercharge: 'may-move' }))).toEqual(['queens-horse']);
  });

  it('a countercharger that did not ride (countercharge: in-place) has not moved: it is ordered as any unit', () => {
    // Ruling R38 `in-place`: Queen's Horse receives the charge where it stands; the charge (6" of 10") falls short.
    const h = harness(tenInches, [10, 2, 15, 20], { ...DEFAULT_OPTIONS, countercharge: 'in-place' });
    resolveCharge(h.ctx, 'gendarmes', 'queens-horse');
    resolveChargeReaction(h.ctx, 'countercharge');
    expect(h.unit('queens-horse')).toMatchObject({ y: 10, engaged: [], moved: 'none' });
    resolveBattle(h.ctx, { kind: 'activate', brigade: 'lumley' });
    expect(h.ctx.state.current?.pending).toContain('queens-horse');
  });
});
