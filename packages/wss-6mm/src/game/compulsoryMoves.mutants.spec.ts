import { ScriptedDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS, Wss6mmOptionsSchema } from '../options/options.js';
import { compulsoryMovesRallying, harness } from './__fixtures__/harness.js';
import { compulsoryMoves } from './compulsoryMoves.js';
import { exampleScenario } from './Scenario.js';
import { setupBattle } from './setup.js';
import type { BattleState, BattleUnit } from './State.js';

// Rulebook: Compulsory Moves ("Units which are FALLING BACK, ROUTED or Pursuing should be moved at this point. See
// movement table. Units will attempt to flow around friends. Any units within 6" of a ROUTED unit which has not tested
// due to that ROUTED unit before should take a Morale test."); Movement ("Routing 1d6 x 2, 1d6 x 3; Pursuit 1d6 +1,
// 1d6 +2"); Falling Back ("Units falling back do so facing the enemy a normal move"); Routed ("Routing Units Flee to
// the rear at Rout Speed"); Melee > Post Melee ("Horse will continue pursuit until rallied, Foot may rally
// automatically after one move of pursuit. If a Foot unit pursues for over 3" it is disordered."); ruling R29.

function battle(changes: Record<string, Partial<BattleUnit>> = {}): BattleState {
  const s = setupBattle(exampleScenario(), ScriptedDice.of([10, 5]), DEFAULT_OPTIONS);
  return { ...s, units: s.units.map((u) => (changes[u.id] ? { ...u, ...changes[u.id] } : u)) };
}

describe('"Routing Units Flee to the rear at Rout Speed" (Rulebook: Routed; ruling R29)', () => {
  it('routing foot flee 1d6 x 2 towards their own edge: Picardie (B) rolls 2 and goes 4" further up the table', () => {
    // Navarre, beside it, then sees it rout and tests (a 20).
    const h = harness(battle({ 'picardie-1': { order: 'routed' } }), [2, 20]);
    compulsoryMoves(h.ctx, 'picardie');
    expect(h.events[0]?.text).toBe('Picardie routs 4" to the rear');
    expect(h.unit('picardie-1')).toMatchObject({ x: 12, y: 34, status: 'active' });
  });

  it('routing horse flee 1d6 x 3; side A flees down the table: the Queen\'s Horse roll 1, 3" back', () => {
    const h = harness(battle({ 'queens-horse': { order: 'routed', y: 10 } }), [1, 20, 20]);
    compulsoryMoves(h.ctx, 'lumley');
    expect(h.events[0]?.text).toBe('Queen\'s Horse routs 3" to the rear');
    expect(h.unit('queens-horse')).toMatchObject({ x: 54.5, y: 7 });
  });

  it('"Units will attempt to flow around friends": a router passes through a friend and stops on the first clear spot', () => {
    // Navarre (0.75" deep) moved behind Picardie at y 32.5-33.25: Picardie's 2" (a 1) would end at 32-32.75, on
    // Navarre; it steps on by half inches to 33.5, clear of it.
    const h = harness(battle({ 'picardie-1': { order: 'routed' }, navarre: { x: 12, y: 32.5 } }), [1, 20]);
    compulsoryMoves(h.ctx, 'picardie');
    expect(h.events[0]?.text).toBe('Picardie routs 2" to the rear');
    expect(h.unit('picardie-1').y).toBe(33.5);
  });

  it('a router whose base would cross its own edge leaves the table, placed at the edge (B: y 36; A: y 0)', () => {
    const b = harness(battle({ 'picardie-1': { order: 'routed' } }), [6]);
    compulsoryMoves(b.ctx, 'picardie');
    expect(b.events[0]?.text).toBe('Picardie routs 12" and flees the field');
    expect(b.unit('picardie-1')).toMatchObject({ status: 'left-table', y: 36 });
    const a = harness(battle({ 'royal-irish': { order: 'routed' } }), [6]);
    compulsoryMoves(a.ctx, 'orkney');
    expect(a.events[0]?.text).toBe('Royal Irish routs 12" and flees the field');
    expect(a.unit('royal-irish')).toMatchObject({ status: 'left-table', y: 0 });
  });

  it('flowing around friends stops at the edge: a router blocked all the way leaves the table', () => {
    // Picardie's 2" would end on Navarre, now lying across the rest of the table behind it (y 34-35.5 in column).
    const h = harness(
      battle({ 'picardie-1': { order: 'routed', y: 33 }, navarre: { x: 12, y: 34.5, formation: 'column' } }),
      [1],
    );
    compulsoryMoves(h.ctx, 'picardie');
    expect(h.events[0]?.text).toBe('Picardie routs 2" and flees the field');
    // It leaves from the first spot off the table (y 35.5, its base to 36.25), not flowing on to clear Navarre there.
    expect(h.unit('picardie-1')).toMatchObject({ status: 'left-table', y: 35.5 });
  });

  it('a router whose move ends partly off the table leaves from there, not flowing on around a friend at the edge', () => {
    // Picardie (y 33.5) routs 2" (a 1) to y 35.5, its base to 36.25, over its edge (36) and on Navarre (35.25-36).
    const h = harness(battle({ 'picardie-1': { order: 'routed', y: 33.5 }, navarre: { x: 12, y: 35.25 } }), [1, 20]);
    compulsoryMoves(h.ctx, 'picardie');
    expect(h.events[0]?.text).toBe('Picardie routs 2" and flees the field');
    expect(h.unit('picardie-1')).toMatchObject({ status: 'left-table', y: 35.5 });
  });
});

// Ruling R45 (routerMeetsEnemy: stops): "friends are flowed around, but an enemy in its way stops the router where it
// touches it … The table edge does not stop it: past its own edge it flees the field as before."
describe('ruling R45 with `routerMeetsEnemy: stops`: friends are still flowed around', () => {
  const stops = Wss6mmOptionsSchema.parse({ routerMeetsEnemy: 'stops' });

  it('a router with a friend in its way and no enemy passes through the friend, as by default', () => {
    // As "a router passes through a friend" above: Picardie's 2" (a 1) ends on Navarre (32.5-33.25); it flows on to 33.5.
    const h = harness(battle({ 'picardie-1': { order: 'routed' }, navarre: { x: 12, y: 32.5 } }), [1, 20], stops);
    compulsoryMoves(h.ctx, 'picardie');
    expect(h.events[0]?.text).toBe('Picardie routs 2" to the rear');
    expect(h.unit('picardie-1')).toMatchObject({ y: 33.5, status: 'active' });
  });

  it('a router with nothing in its way routs its full move to the rear (no enemy stopped it)', () => {
    const h = harness(battle({ 'picardie-1': { order: 'routed' } }), [1, 20], stops);
    compulsoryMoves(h.ctx, 'picardie');
    expect(h.events[0]?.text).toBe('Picardie routs 2" to the rear');
    expect(h.unit('picardie-1')).toMatchObject({ y: 32, status: 'active' });
  });

  it("an enemy standing at the router's own edge stops it short of the edge: it does not flee past the enemy", () => {
    // Picardie (y 33, base to 33.75) routs 2" (a 1) towards its edge (36); the 1st Foot Guards (A) stand against that
    // edge (35.625-36). Picardie stops 1.75" on (quarter-inch steps), its base 1/8" from them, still on the table.
    const h = harness(
      battle({ 'picardie-1': { order: 'routed', y: 33 }, 'foot-guards': { x: 12, y: 36 } }),
      [1, 20, 20, 20],
      stops,
    );
    compulsoryMoves(h.ctx, 'picardie');
    expect(h.events[0]?.text).toBe('Picardie routs 1.75" and is stopped by the enemy');
    expect(h.unit('picardie-1')).toMatchObject({ y: 34.75, status: 'active', order: 'routed' });
  });
});

describe('"Units falling back do so facing the enemy a normal move" (Rulebook: Falling Back)', () => {
  it('foot: 1d6, backwards, keeping their facing', () => {
    const h = harness(battle({ 'picardie-1': { order: 'falling-back' } }), [3]);
    compulsoryMoves(h.ctx, 'picardie');
    expect(h.text()).toBe('Picardie falls back 3" facing the enemy');
    expect(h.unit('picardie-1')).toMatchObject({ x: 12, y: 33, facing: -Math.PI / 2 });
  });

  it('straight back from the way the unit faces: Picardie turned 45 degrees falls back 2" straight behind it', () => {
    // Facing -3/4 pi (down the table and to the left, as the table is seen): back is (+0.707, +0.707). Navarre is
    // moved out of the way.
    const h = harness(
      battle({ 'picardie-1': { order: 'falling-back', facing: (-3 * Math.PI) / 4 }, navarre: { x: 18, y: 20 } }),
      [2],
    );
    compulsoryMoves(h.ctx, 'picardie');
    expect(h.text()).toBe('Picardie falls back 2" facing the enemy');
    expect(h.unit('picardie-1')).toMatchObject({ x: 13.414, y: 31.414, facing: (-3 * Math.PI) / 4 });
  });

  it('horse: 1d6 x 2; side A falls back down the table', () => {
    const h = harness(battle({ wood: { order: 'falling-back', y: 12 } }), [2]);
    compulsoryMoves(h.ctx, 'lumley');
    expect(h.text()).toBe('Wood\'s Horse falls back 4" facing the enemy');
    expect(h.unit('wood')).toMatchObject({ x: 57.5, y: 8 });
  });

  it('falling back may pass close by an enemy (no 1" gap kept, ruling R19 is for normal moves)', () => {
    // Picardie (x 9.5-14.5) falls back 4" past the Royal Scots, faced west with their front 1/2" from its flank
    // (x 15, y 31-35).
    const h = harness(
      battle({ 'picardie-1': { order: 'falling-back' }, 'royal-scots': { x: 15, y: 33, facing: Math.PI } }),
      [4],
    );
    compulsoryMoves(h.ctx, 'picardie');
    expect(h.text()).toBe('Picardie falls back 4" facing the enemy');
    expect(h.unit('picardie-1').y).toBe(34);
  });
});

describe('pursuit (Rulebook: Melee > Post Melee; Movement "Pursuit 1d6 +1, 1d6 +2")', () => {
  // The Royal Irish pursue Clare's, 6" ahead and 8" across: the pursuit runs straight at them.
  const irishAfterClare = (clare: Partial<BattleUnit> = {}) =>
    battle({
      'royal-irish': { x: 20, y: 14, pursuing: 'clare' },
      clare: { x: 26, y: 22, order: 'falling-back', ...clare },
    });

  it('"Foot may rally automatically after one move of pursuit": 1d6 +1 towards the enemy, then they halt', () => {
    // A 4: 5" along (6, 8)/10.
    const h = harness(irishAfterClare(), [4]);
    compulsoryMovesRallying(h.ctx, 'orkney');
    expect(h.events[0]?.text).toBe('Royal Irish pursues 5": over 3" of pursuit, DISORDERED');
    expect(h.unit('royal-irish')).toMatchObject({ x: 23, y: 18, pursuing: null, order: 'disordered' });
  });

  it('"If a Foot unit pursues for over 3" it is disordered": 3" exactly is not over 3"', () => {
    const h = harness(irishAfterClare(), [2]);
    compulsoryMovesRallying(h.ctx, 'orkney');
    expect(h.events[0]?.text).toBe('Royal Irish pursues 3"');
    // Moved with no list of units that had moved before (ruling R62's offer keeps none).
    expect(h.events[1]).toMatchObject({ kind: 'pursuit-offered', unit: 'royal-irish', moved: [] });
    // The pursuit was their move (rulings R27, R55): `moved` is what the fire phases read (foot may not fire after it).
    expect(h.unit('royal-irish')).toMatchObject({ x: 21.8, y: 16.4, pursuing: null, order: 'steady', moved: 'moved' });
  });

  /** The Royal Scots at (8, 13), pursuing Picardie (falling back at (8, 20)) into the marsh, after a pursuit roll of `roll`. */
  const scotsPursueIntoMarsh = (roll: number) => {
    const h = harness(
      battle({
        'royal-scots': { x: 8, y: 13, pursuing: 'picardie-1' },
        'picardie-1': { x: 8, y: 20, order: 'falling-back' },
      }),
      [roll],
    );
    compulsoryMovesRallying(h.ctx, 'orkney');
    return h;
  };

  it('"crossing disordering terrain": foot pursuing into the marsh are DISORDERED (Disorder; ruling R32)', () => {
    // Disorder: "Units are disordered by … crossing disordering terrain." Ruling R32: "a move whose path crosses or ends
    // in disordering terrain disorders a STEADY unit." The marsh covers x 4-12, y 14-22: the Royal Scots at (8, 13)
    // pursue Picardie 2" (a 1), to y 15 in the marsh, and halt (not over 3").
    const h = scotsPursueIntoMarsh(1);
    expect(h.unit('royal-scots')).toMatchObject({ y: 15, pursuing: null, order: 'disordered' });
    expect(h.text()).toMatch(/Royal Scots is DISORDERED crossing difficult ground/);
  });

  it('"crossing disordering terrain" disorders a STEADY unit: foot DISORDERED by pursuing over 3" into the marsh, not again', () => {
    // The Royal Scots of above pursue 4" (a 3), to y 17 in the marsh: "over 3"" has DISORDERED them; the marsh
    // (ruling R32) adds nothing.
    const h = scotsPursueIntoMarsh(3);
    expect(h.unit('royal-scots')).toMatchObject({ y: 17, pursuing: null, order: 'disordered' });
    expect(h.text()).toMatch(/Royal Scots pursues 4": over 3" of pursuit, DISORDERED/);
    expect(h.text()).not.toMatch(/crossing difficult ground/);
  });

  it('an enemy no longer on the table: the pursuit goes straight ahead', () => {
    const h = harness(irishAfterClare({ status: 'left-table' }), [1]);
    compulsoryMovesRallying(h.ctx, 'orkney');
    expect(h.events[0]?.text).toBe('Royal Irish pursues 2"');
    expect(h.unit('royal-irish')).toMatchObject({ x: 20, y: 16 });
  });

  it('"Horse will continue pursuit until rallied": 1d6 +2, and still pursuing', () => {
    const h = harness(
      battle({
        wood: { x: 20, y: 14, pursuing: 'clare', order: 'disordered' },
        clare: { x: 26, y: 22, order: 'falling-back' },
      }),
      [3],
    );
    // Horse are offered no rally after the move (ruling R62 is the foot's): the moves go on.
    expect(compulsoryMoves(h.ctx, 'lumley')).toBe(false);
    expect(h.ctx.state.pursuit).toBeNull();
    expect(h.events[0]?.text).toBe('Wood\'s Horse pursues 5"');
    expect(h.unit('wood')).toMatchObject({ x: 23, y: 18, pursuing: 'clare', order: 'disordered' });
  });

  it('with pursuitContact stops-short the pursuit stops short of the enemy it runs at (1/2" from its base)', () => {
    // Clare's 3" ahead (its front edge 3" from the Irish front): a 6 (7") takes the Irish to 1/2" short of it.
    const h = harness(
      battle({ 'royal-irish': { x: 26, y: 20, pursuing: 'clare' }, clare: { x: 26, y: 23, order: 'falling-back' } }),
      [6],
      Wss6mmOptionsSchema.parse({ pursuitContact: 'stops-short' }),
    );
    compulsoryMoves(h.ctx, 'orkney');
    expect(h.unit('royal-irish').y).toBe(22.5);
  });

  it('"Units will attempt to flow around friends": a pursuer across the table flows on past a friend it ends on', () => {
    // The Royal Irish (x 18-22) pursue Clare's, straight across the table to the east; the Royal Scots stand in the way
    // (x 24.5-28.5). A 3 (4") ends them at x 24, on the Scots: they go on by half inches to x 30.5, clear of them.
    const h = harness(
      battle({
        'royal-irish': { x: 20, y: 14, pursuing: 'clare' },
        'royal-scots': { x: 26.5, y: 14 },
        clare: { x: 40, y: 14, order: 'falling-back' },
      }),
      [3],
    );
    compulsoryMovesRallying(h.ctx, 'orkney');
    expect(h.events[0]?.text).toBe('Royal Irish pursues 10.5": over 3" of pursuit, DISORDERED');
    expect(h.unit('royal-irish')).toMatchObject({ x: 30.5, y: 14 });
  });

  it('a pursuer whose first clear spot past a friend lies within 1/2" of the enemy stops short of the friend', () => {
    // The Irish (front y 16, 0.375" deep) pursue Clare's (base from y 22.5); the Royal Scots stand just in front of
    // Clare's (21.75-22.125). A 6 (7"): 1/2" short of Clare's (y 22) the Irish are on the Scots; the first spot past them
    // (22.5) touches Clare's, so they stop touching the Scots' rear, 5.75" on (1/2" from an enemy is kept, not 1").
    const h = harness(
      battle({
        'royal-irish': { x: 20, y: 16, pursuing: 'clare' },
        'royal-scots': { x: 20, y: 22.125 },
        clare: { x: 20, y: 22.5, order: 'falling-back' },
      }),
      [6],
    );
    compulsoryMovesRallying(h.ctx, 'orkney');
    expect(h.events[0]?.text).toBe('Royal Irish pursues 5.75": over 3" of pursuit, DISORDERED');
    expect(h.unit('royal-irish')).toMatchObject({ x: 20, y: 21.75 });
  });
});

describe('whose compulsory moves (Rulebook: Sequence of Play, "Movement (1 brigade at a time)")', () => {
  it("only the moving brigade's units; units in good order and batteries do not move", () => {
    // Navarre (Picardie's brigade) and Clare's (another brigade) both routed; only Navarre moves now.
    const h = harness(battle({ navarre: { order: 'routed' }, clare: { order: 'routed' } }), [1, 20]);
    compulsoryMoves(h.ctx, 'picardie');
    expect(h.events.filter((e) => e.kind === 'unit' && 'y' in e.set).map((e) => e.text)).toEqual([
      'Navarre routs 2" to the rear',
    ]);
    expect(h.unit('clare').y).toBe(30);
    expect(h.unit('french-battery').y).toBe(30);
  });

  it("then the brigade's units near a new router take their Morale test", () => {
    // Navarre flees 2" (a 1); Picardie, 1" beside it, sees it and tests: FRESH +2, STEADY +2, a friend routing -4, a 20 scores 20. The battery does not (R20).
    const h = harness(battle({ navarre: { order: 'routed' } }), [1, 20]);
    compulsoryMoves(h.ctx, 'picardie');
    expect(h.text()).toBe(
      [
        'Navarre routs 2" to the rear',
        'Picardie sees Navarre routing within 6"',
        'Picardie takes a morale test (routers within 6"): rolled 20, score 20: STEADY',
      ].join('\n'),
    );
  });

  it('a battery makes no compulsory move (ruling R20: batteries take no morale tests, so never rout or fall back)', () => {
    // A battery marked FALLING BACK all the same stays where it is: no die is rolled.
    const h = harness(battle({ 'french-battery': { order: 'falling-back' } }), []);
    compulsoryMoves(h.ctx, 'picardie');
    expect(h.events).toEqual([]);
  });

  it('a unit no longer on the table makes no move', () => {
    const h = harness(battle({ 'picardie-1': { order: 'routed', status: 'destroyed' } }), []);
    compulsoryMoves(h.ctx, 'picardie');
    expect(h.events).toEqual([]);
  });
});
