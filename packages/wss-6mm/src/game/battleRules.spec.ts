import { ScriptedDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS, Wss6mmOptionsSchema } from '../options/options.js';
import type { BattleState, BattleUnit } from './State.js';
import { compulsoryMoves } from './compulsoryMoves.js';
import { isBroken } from './endOfTurn.js';
import { legalOrders } from '../sequence/legalOrders.js';
import { meleePhase } from './meleePhase.js';
// Every rally test offered is taken (ruling R21: the side's choice; game/rallyTests.spec.ts tests the choice).
import { moralePhaseTestingAll as moralePhase } from './__fixtures__/harness.js';
import { resolveBattle } from './resolve.js';
import { chargeReactions, resolveCharge, resolveChargeReaction } from './resolveCharge.js';
import { setupBattle } from './setup.js';
import { exampleScenario } from './Scenario.js';
import { harness } from './__fixtures__/harness.js';

/** The example battle, A with the initiative and both CinCs' phase 1 decisions made, with some units moved or changed. */
function battle(changes: Record<string, Partial<BattleUnit>> = {}): BattleState {
  const s = setupBattle(exampleScenario(), ScriptedDice.of([10, 5]), DEFAULT_OPTIONS);
  return { ...s, cincPending: [], units: s.units.map((u) => (changes[u.id] ? { ...u, ...changes[u.id] } : u)) };
}

// Queen's Horse (S horse, A) 6" in front of Picardie (French foot in line, B).
const horseFacingFoot = { 'queens-horse': { x: 20, y: 10 }, 'picardie-1': { x: 20, y: 16 } };

describe('charges on the table (Rulebook: Charges; Melee > Pre Melee)', () => {
  it('charged foot that pass morale form square against horse: a formed square halts the horse (ruling R13)', () => {
    // charge test 10 (6+), move 2 -> 6", Picardie's morale 15 (STEADY), square attempt 5 (<= 12)
    const h = harness(battle(horseFacingFoot), [10, 2, 15, 5]);
    resolveCharge(h.ctx, 'queens-horse', 'picardie-1');
    expect(h.ctx.state.pendingCharge).toEqual({ charger: 'queens-horse', target: 'picardie-1', gap: 6, move: 6 });
    resolveChargeReaction(h.ctx, 'square');
    expect(h.ctx.state.pendingCharge).toBeNull();
    expect(h.unit('picardie-1').formation).toBe('square');
    expect(h.unit('picardie-1').order).toBe('steady');
    expect(h.unit('queens-horse')).toMatchObject({ order: 'disordered', engaged: [], y: 15 });
  });

  it('a failed square attempt leaves a DISORDERED square that the horse contacts, with the S vs Foot bonus', () => {
    const h = harness(battle(horseFacingFoot), [10, 2, 15, 20]);
    resolveCharge(h.ctx, 'queens-horse', 'picardie-1');
    resolveChargeReaction(h.ctx, 'square');
    expect(h.unit('picardie-1')).toMatchObject({ formation: 'square', order: 'disordered', engaged: ['queens-horse'] });
    expect(h.unit('queens-horse')).toMatchObject({
      engaged: ['picardie-1'],
      y: 16,
      charge: { bonus: 's-vs-foot', vsStationaryHorse: false },
    });
  });

  it('with squareStopsHorse off, a formed square is contacted', () => {
    const h = harness(battle(horseFacingFoot), [10, 2, 15, 5], Wss6mmOptionsSchema.parse({ squareStopsHorse: false }));
    resolveCharge(h.ctx, 'queens-horse', 'picardie-1');
    resolveChargeReaction(h.ctx, 'square');
    expect(h.unit('queens-horse').engaged).toEqual(['picardie-1']);
  });

  it('a charge that falls short disorders the charger; a failed charge test marks it for the -2 fire modifier', () => {
    const short = harness(battle(horseFacingFoot), [10, 1, 15, 5]); // 1 -> 4" < 6"
    resolveCharge(short.ctx, 'queens-horse', 'picardie-1');
    resolveChargeReaction(short.ctx, 'square');
    expect(short.unit('queens-horse')).toMatchObject({ order: 'disordered', engaged: [], y: 14 });
    const fail = harness(battle(horseFacingFoot), [5]);
    resolveCharge(fail.ctx, 'queens-horse', 'picardie-1');
    expect(fail.unit('queens-horse')).toMatchObject({ failedCharge: true, order: 'steady', y: 10 });
  });

  it('pre-melee fire that hits makes the charger take a Resolve test; combat only if it passes', () => {
    // Foot Guards (British PF1) 2" from Picardie: charge test 18 (18+), move 1+1 = 2", Picardie's morale 15,
    // fire attempt 3 (<= 4), fire 16 + 2 (close) = 18: 2 elements. Foot Guards now DISTRESSED (R6), their
    // battalion gun lost. Resolve 10 - 4 (distressed) - 4 (2 hits x 2, R2) = 2: DISORDERED (R3), not passed.
    const h = harness(
      battle({ 'foot-guards': { x: 20, y: 14 }, 'picardie-1': { x: 20, y: 16 } }),
      [18, 1, 15, 3, 16, 10],
    );
    resolveCharge(h.ctx, 'foot-guards', 'picardie-1');
    resolveChargeReaction(h.ctx, 'fire');
    expect(h.unit('foot-guards')).toMatchObject({ lost: 2, battalionGunLost: true, order: 'disordered', engaged: [] });
    expect(h.text()).toMatch(/resolve test after fire: rolled 10, score 2: DISORDERED/);
  });

  it('a unit may elect to Fall Back; contacted, it routs and the charger pursues', () => {
    const h = harness(battle(horseFacingFoot), [10, 2, 15]);
    resolveCharge(h.ctx, 'queens-horse', 'picardie-1');
    resolveChargeReaction(h.ctx, 'fall-back');
    expect(h.unit('picardie-1').order).toBe('routed');
    expect(h.unit('queens-horse')).toMatchObject({ pursuing: 'picardie-1', order: 'disordered', engaged: [] });
  });

  it('a charged unit that fails its morale test gets no reaction: the charge goes in', () => {
    const h = harness(battle(horseFacingFoot), [10, 2, 1]); // morale 1 + 4 = 5: FALL BACK, then contacted: ROUTS
    resolveCharge(h.ctx, 'queens-horse', 'picardie-1');
    expect(h.ctx.state.pendingCharge).toBeNull();
    expect(h.unit('picardie-1').order).toBe('routed');
  });

  it('ruling R22 option: with chargedUnitStandsOn steady, a DISORDERED result gives no reaction', () => {
    // morale 5 + 4 = 9: DISORDERED. Default: stands and reacts; option steady: the charge goes in at once.
    const stands = harness(battle(horseFacingFoot), [10, 2, 5]);
    resolveCharge(stands.ctx, 'queens-horse', 'picardie-1');
    expect(stands.ctx.state.pendingCharge).not.toBeNull();
    const strict = harness(
      battle(horseFacingFoot),
      [10, 2, 5],
      Wss6mmOptionsSchema.parse({ chargedUnitStandsOn: 'steady' }),
    );
    resolveCharge(strict.ctx, 'queens-horse', 'picardie-1');
    expect(strict.ctx.state.pendingCharge).toBeNull();
    expect(strict.unit('queens-horse').engaged).toEqual(['picardie-1']);
  });

  it('ruling R18 option: with horseReactionRoll, a countercharge needs 1d20 at or below twice the distance', () => {
    // Gendarmes (P, Pf) charged by Queen's Horse from 6": countercharge attempt 13 > 12 fails: they only stand.
    const setup = { 'queens-horse': { x: 20, y: 10 }, gendarmes: { x: 20, y: 16 } };
    const h = harness(battle(setup), [10, 2, 15, 13], Wss6mmOptionsSchema.parse({ horseReactionRoll: true }));
    resolveCharge(h.ctx, 'queens-horse', 'gendarmes');
    resolveChargeReaction(h.ctx, 'countercharge');
    expect(h.text()).toMatch(/fails to countercharge in time/);
    expect(h.unit('gendarmes').charge).toBeNull();
    expect(h.unit('queens-horse').charge).toEqual({ bonus: 's-vs-pf', vsStationaryHorse: true });
  });

  it('ruling R19 option: normal moves stop the chosen distance short of the enemy', async () => {
    const { executeOrder } = await import('./executeOrder.js');
    const near = { 'foot-guards': { x: 20, y: 12 }, 'picardie-1': { x: 20, y: 16 } };
    const h = harness(battle(near), [6]);
    executeOrder(h.ctx, 'foot-guards', { type: 'advance' });
    expect(h.unit('foot-guards').y).toBe(15);
    const g = harness(battle(near), [6], Wss6mmOptionsSchema.parse({ normalMoveEnemyGap: 0 }));
    executeOrder(g.ctx, 'foot-guards', { type: 'advance' });
    expect(g.unit('foot-guards').y).toBe(16);
  });

  it('the reactions open to each arm', () => {
    const s = battle();
    const get = (id: string) => s.units.find((u) => u.id === id)!;
    expect(chargeReactions(get('picardie-1'), get('queens-horse'))).toEqual(['fire', 'square', 'stand', 'fall-back']);
    // "Charged Infantry Units … may attempt to either fire or form Square", whoever charges them.
    expect(chargeReactions(get('picardie-1'), get('foot-guards'))).toEqual(['fire', 'square', 'stand', 'fall-back']);
    expect(chargeReactions(get('queens-horse'), get('gendarmes'))).toEqual(['countercharge', 'stand', 'fall-back']);
    expect(chargeReactions(get('gendarmes'), get('queens-horse'))).toEqual([
      'countercharge',
      'fire',
      'stand',
      'fall-back',
    ]);
    expect(chargeReactions({ ...get('gendarmes'), formation: 'pc' }, get('queens-horse'))).toEqual([
      'fire',
      'stand',
      'fall-back',
    ]);
    expect(chargeReactions({ ...get('gendarmes'), order: 'disordered' }, get('queens-horse'))).toEqual([
      'stand',
      'fall-back',
    ]);
  });

  it('foot may not charge horse, nor DISORDERED foot charge at all', () => {
    const s = battle({ 'foot-guards': { x: 20, y: 14 }, gendarmes: { x: 20, y: 17 } });
    const guards = s.units.find((u) => u.id === 'foot-guards')!;
    expect(legalOrders(s, guards).some((o) => o.type === 'charge')).toBe(false);
    const t = battle({ 'foot-guards': { x: 20, y: 14, order: 'disordered' }, 'picardie-1': { x: 20, y: 16 } });
    expect(
      legalOrders(
        t,
        t.units.find((u) => u.id === 'foot-guards')!,
      ).some((o) => o.type === 'charge'),
    ).toBe(false);
    const u = battle({ 'foot-guards': { x: 20, y: 14 }, 'picardie-1': { x: 20, y: 16 } });
    expect(
      legalOrders(
        u,
        u.units.find((x) => x.id === 'foot-guards')!,
      ),
    ).toContainEqual({ type: 'charge', target: 'picardie-1' });
  });
});

describe('melee on the table (Rulebook: Melee > The Combat; Post Melee)', () => {
  const engaged = {
    'queens-horse': {
      x: 20,
      y: 16,
      engaged: ['picardie-1'],
      charge: { bonus: 's-vs-foot' as const, vsStationaryHorse: false },
    },
    'picardie-1': { x: 20, y: 16, engaged: ['queens-horse'] },
  };
  it('front rank plus overlaps; the loser tests Resolve and is DISORDERED', () => {
    // Horse: 2 elements, 15 + 3 = 18: 2 hits. Picardie: 2 in contact + 2 overlaps = 4 elements, 5: no hit.
    // Picardie's morale (lost, fresh, steady): 10 + 2 = 12 STEADY; resolve 10 - 4 = 6: DISORDERED.
    const h = harness(battle(engaged), [15, 5, 10, 10]);
    meleePhase(h.ctx);
    expect(h.text()).toMatch(/Picardie fights with 4 element\(s\)/);
    expect(h.unit('picardie-1')).toMatchObject({ lost: 2, order: 'disordered', engaged: ['queens-horse'] });
    expect(h.unit('queens-horse')).toMatchObject({ lost: 0, order: 'steady' });
  });
  it('a loser that routs breaks contact and the winning horse pursue, DISORDERED', () => {
    const h = harness(battle(engaged), [15, 5, 10, 1]); // resolve 1 - 4 = -3: ROUTED
    meleePhase(h.ctx);
    expect(h.unit('picardie-1')).toMatchObject({ order: 'routed', engaged: [] });
    expect(h.unit('queens-horse')).toMatchObject({ pursuing: 'picardie-1', order: 'disordered', engaged: [] });
  });
  it('ruling R1: with the printed 1d10 the horse needs a 10 for two hits', () => {
    const h = harness(battle(engaged), [9, 5, 10, 10], Wss6mmOptionsSchema.parse({ meleeDie: 10 }));
    meleePhase(h.ctx);
    expect(h.unit('picardie-1').lost).toBe(1);
  });
});

describe('compulsory moves, rallying, command and the end (Rulebook: Compulsory Moves; Rallying; Command and Control; ruling R16)', () => {
  it('a router flees at rout speed and leaves the table past its own edge', () => {
    const h = harness(battle({ 'picardie-1': { x: 20, y: 33, order: 'routed', since: 1 } }), [3]);
    compulsoryMoves(h.ctx, 'picardie');
    expect(h.unit('picardie-1').status).toBe('left-table');
  });
  it('a unit falling back makes a normal move to the rear, facing the enemy', () => {
    const h = harness(battle({ 'picardie-1': { x: 20, y: 20, order: 'falling-back', since: 1 } }), [4]);
    compulsoryMoves(h.ctx, 'picardie');
    expect(h.unit('picardie-1').y).toBe(24);
  });
  it('routed units rally on 16+ (a turn later) and are DISORDERED', () => {
    const s = { ...battle({ 'picardie-1': { x: 20, y: 20, order: 'routed', since: 1 } }), turn: 2 };
    const h = harness(s, [16]);
    moralePhase(h.ctx);
    expect(h.unit('picardie-1').order).toBe('disordered');
    const early = harness({ ...s, turn: 1 }, []);
    moralePhase(early.ctx);
    expect(early.unit('picardie-1').order).toBe('routed');
  });
  it('units near a new router take one morale test for it, and only once', () => {
    const s = battle({ 'picardie-1': { x: 20, y: 26, order: 'routed', since: 1 } });
    const h = harness(s, [15, 15, 15, 15]);
    moralePhase(h.ctx); // Navarre stands beside Picardie
    expect(h.unit('navarre').testedRouters).toEqual(['picardie-1']);
    expect(h.text()).toMatch(/Navarre takes a morale test \(routers within 6"\): rolled 15, score 15/); // FRESH +2, STEADY +2, one friend routing -4
    const again = harness(h.ctx.state, []);
    moralePhase(again.ctx); // no dice: nobody tests twice for the same router
    expect(again.events.filter((e) => e.kind === 'note')).toEqual([]);
  });
  it('a failed activation moves nothing and passes the turn to the other side', () => {
    const h = harness(battle(), [4, 1, 1, 1]);
    resolveBattle(h.ctx, { kind: 'activate', brigade: 'orkney' });
    expect(h.ctx.state.current).toBeNull();
    // Its brigadier still rides where his player chooses (ruling R28); then B's turn comes.
    expect(h.ctx.state.activeSide).toBe('A');
    resolveBattle(h.ctx, { kind: 'ride', brigade: 'orkney', x: 22, y: 4 });
    expect(h.ctx.state.activeSide).toBe('B');
    expect(h.ctx.state.brigades.find((b) => b.id === 'orkney')!.activation).toBe('done');
  });
  it('out of command (over 12" from the brigadier) a unit may only close the gap', () => {
    const s = battle({ 'foot-guards': { y: 20 } });
    const orders = legalOrders(
      s,
      s.units.find((u) => u.id === 'foot-guards')!,
    ).map((o) => o.type);
    expect(orders).toContain('retire');
    expect(orders).not.toContain('advance');
    expect(orders).not.toContain('charge');
  });
  it('an army is broken when half its units are routed or gone (ruling R16)', () => {
    const s = battle({
      'picardie-1': { order: 'routed' },
      navarre: { status: 'destroyed' },
      clare: { order: 'routed' },
      dillon: { status: 'left-table' },
      lee: { order: 'routed' },
    });
    expect(isBroken(s, 'B', 0.5)).toBe(false); // 5 of 11
    expect(
      isBroken(
        { ...s, units: s.units.map((u) => (u.id === 'leib' ? { ...u, order: 'routed' as const } : u)) },
        'B',
        0.5,
      ),
    ).toBe(true);
  });
});

describe('artillery and caracole on the table (Rulebook: Formations; Casualties; Small Arms Fire)', () => {
  it('a deployed battery may limber (2 moves) unless its drovers have deserted; limbered it moves at 1d6', () => {
    const s = battle();
    const gun = s.units.find((u) => u.id === 'british-battery')!;
    expect(legalOrders(s, gun)).toContainEqual({ type: 'form', formation: 'limbered' });
    expect(legalOrders(s, { ...gun, droversDeserted: true })).toEqual([{ type: 'hold' }]);
    const limbered = { ...gun, formation: 'limbered' as const };
    expect(legalOrders(s, limbered)).toContainEqual({ type: 'advance' });
    expect(legalOrders(s, limbered)).toContainEqual({ type: 'form', formation: 'deployed' });
  });
  it('four hits remove a gun, and each hit rolls for the drovers (4 or less deserts)', async () => {
    const { inflict } = await import('./casualties.js');
    const h = harness(battle(), [12, 3, 15, 15]);
    inflict(h.ctx, 'british-battery', 2, 'test');
    expect(h.unit('british-battery')).toMatchObject({ lost: 2, droversDeserted: true, status: 'active' });
    inflict(h.ctx, 'british-battery', 2, 'test'); // drovers already gone: no more rolls
    expect(h.text()).toMatch(/2 guns left/);
  });
  it('Pc horse fire pistols at 2" outside melee; Pf horse do not', async () => {
    const { mayFireSmallArms } = await import('./firePhases.js');
    const s = battle();
    const g = s.units.find((u) => u.id === 'gendarmes')!;
    expect(mayFireSmallArms({ ...g, formation: 'pc' })).toBe(true);
    expect(mayFireSmallArms(g)).toBe(false);
    expect(mayFireSmallArms({ ...g, formation: 'pc', order: 'disordered' })).toBe(false);
  });
});

describe('officers attached (Rulebook: Charges; Resolve Test; Rallying; Morale Tests: "Officer Attached")', () => {
  const withOfficer = (s: BattleState, brigade: string, unit: string): BattleState => ({
    ...s,
    brigades: s.brigades.map((b) => (b.id === brigade ? { ...b, attached: unit } : b)),
  });
  it('horse with the brigadier attached charge on -6: any roll of 1 or more', () => {
    const h = harness(withOfficer(battle(horseFacingFoot), 'lumley', 'queens-horse'), [1, 2, 15]);
    resolveCharge(h.ctx, 'queens-horse', 'picardie-1');
    expect(h.text()).toMatch(/Queen's Horse charges Picardie \(rolled 1, needed 0\+\)/);
  });
  it('a unit with its brigadier attached adds 2 to its morale test; the brigadier leaves a unit that routs', async () => {
    const s = withOfficer(battle({ 'picardie-1': { x: 20, y: 26, order: 'routed', since: 1 } }), 'picardie', 'navarre');
    const h = harness(s, [15, 15, 15, 15]);
    moralePhase(h.ctx);
    expect(h.text()).toMatch(/Navarre takes a morale test \(routers within 6"\): rolled 15, score 17/);
    const { worsenOrder } = await import('./BattleContext.js');
    const r = harness(withOfficer(battle(), 'picardie', 'navarre'), []);
    worsenOrder(r.ctx, 'navarre', 'routed', 'test');
    expect(r.ctx.state.brigades.find((b) => b.id === 'picardie')!.attached).toBeNull();
  });
  it('an activated brigade first chooses where its brigadier stands', async () => {
    const { legalBattleDecisions, checkBattleDecision } = await import('../sequence/sequence.js');
    const h = harness(battle(), [15]);
    resolveBattle(h.ctx, { kind: 'activate', brigade: 'orkney' });
    const legal = legalBattleDecisions(h.ctx.state);
    expect(legal[0]).toEqual({ kind: 'attach', brigade: 'orkney', unit: null });
    expect(legal.map((d) => (d.kind === 'attach' ? d.unit : '?'))).toEqual([
      null,
      'foot-guards',
      'royal-scots',
      'royal-irish',
      'webbs',
    ]);
    expect(checkBattleDecision(h.ctx.state, { kind: 'order', unit: 'foot-guards', order: { type: 'hold' } })).toMatch(
      /attach/,
    );
    resolveBattle(h.ctx, { kind: 'attach', brigade: 'orkney', unit: 'royal-scots' });
    expect(h.ctx.state.brigades.find((b) => b.id === 'orkney')).toMatchObject({
      attached: 'royal-scots',
      x: 17.5,
      y: 6,
    });
    expect(legalBattleDecisions(h.ctx.state)[0]).toMatchObject({ kind: 'order', unit: 'foot-guards' });
  });
});

describe('terrain (Rulebook: Movement (roads); Disorder; Morale Tests; Artillery and Small Arms Fire; Melee)', () => {
  const withTerrain = (s: BattleState, terrain: BattleState['table']['terrain']): BattleState => ({
    ...s,
    table: { ...s.table, terrain },
  });
  const box = (x0: number, y0: number, x1: number, y1: number) => ({
    points: [
      { x: x0, y: y0 },
      { x: x1, y: y0 },
      { x: x1, y: y1 },
      { x: x0, y: y1 },
    ],
  });
  it('a column on a road rolls two dice and keeps the best', async () => {
    const { executeOrder } = await import('./executeOrder.js');
    const s = withTerrain(battle({ 'foot-guards': { x: 20, y: 10, formation: 'column' } }), [
      { id: 'r', kind: 'road', polygon: box(19, 0, 21, 36) },
    ]);
    const h = harness(s, [2, 5]);
    executeOrder(h.ctx, 'foot-guards', { type: 'advance' });
    expect(h.unit('foot-guards').y).toBe(20); // best 5 x 2
  });
  it('crossing disordering terrain disorders', async () => {
    const { executeOrder } = await import('./executeOrder.js');
    const s = withTerrain(battle({ 'foot-guards': { x: 20, y: 10 } }), [
      { id: 'm', kind: 'disordering', polygon: box(18, 12, 22, 13) },
    ]);
    const h = harness(s, [4]);
    executeOrder(h.ctx, 'foot-guards', { type: 'advance' });
    expect(h.unit('foot-guards')).toMatchObject({ y: 14, order: 'disordered' });
  });
  it('defending an obstacle adds 2 to morale; fortifications are -2 / -5 to fire at', async () => {
    const { fortificationOf, defendingObstacle } = await import('./terrain.js');
    const s = withTerrain(battle(), [
      { id: 'h', kind: 'obstacle', polygon: box(0, 29, 72, 31) },
      { id: 'f', kind: 'field-fortification', polygon: box(0, 5, 20, 7) },
    ]);
    const get = (id: string) => s.units.find((u) => u.id === id)!;
    expect(defendingObstacle(s, get('navarre'))).toBe(true);
    expect(fortificationOf(s, get('foot-guards'))).toBe('field');
    expect(fortificationOf(s, get('webbs'))).toBe('none');
  });
});

describe('line of fire (ruling R33)', () => {
  it('no fire through another unit', async () => {
    const { clearShot } = await import('./firePhases.js');
    const s = battle();
    const gun = s.units.find((u) => u.id === 'british-battery')!;
    const blocked = battle({ 'foot-guards': { x: gun.x, y: 10 }, 'picardie-1': { x: gun.x, y: 20 } });
    const get = (st: BattleState, id: string) => st.units.find((u) => u.id === id)!;
    expect(clearShot(blocked.units, get(blocked, 'british-battery'), get(blocked, 'picardie-1'))).toBe(false);
    const open = battle({ 'picardie-1': { x: gun.x, y: 20 } });
    expect(clearShot(open.units, get(open, 'british-battery'), get(open, 'picardie-1'))).toBe(true);
  });
});

describe('Pc formation (Rulebook: Formations)', () => {
  it('needs an element-wide gap to either side', () => {
    const x = battle().units.find((u) => u.id === 'gendarmes')!.x;
    const crowded = battle({ gendarmes: { y: 28 }, bourgogne: { x: x + 2.2, y: 28 } });
    const g = crowded.units.find((u) => u.id === 'gendarmes')!;
    expect(legalOrders(crowded, g)).toContainEqual({ type: 'advance' }); // in command
    expect(legalOrders(crowded, g)).not.toContainEqual({ type: 'form', formation: 'pc' });
    const open = battle({ gendarmes: { y: 28 } });
    expect(
      legalOrders(
        open,
        open.units.find((u) => u.id === 'gendarmes')!,
      ),
    ).toContainEqual({ type: 'form', formation: 'pc' });
  });
});

describe('options for rulings R23, R24, R25, R33', () => {
  it('R23: inclineForwardShare 1 makes an incline a straight advance; 0.5 shares it', async () => {
    const { executeOrder } = await import('./executeOrder.js');
    const start = battle({ 'foot-guards': { x: 20, y: 10 } });
    const shared = harness(start, [4]);
    executeOrder(shared.ctx, 'foot-guards', { type: 'incline', dir: 'right' });
    expect(shared.unit('foot-guards')).toMatchObject({ x: 22, y: 12 });
    const straight = harness(start, [4], Wss6mmOptionsSchema.parse({ inclineForwardShare: 1 }));
    executeOrder(straight.ctx, 'foot-guards', { type: 'incline', dir: 'right' });
    expect(straight.unit('foot-guards')).toMatchObject({ x: 20, y: 14 });
  });
  it('R24: squares only re-form unless squaresMayMove', () => {
    const s = battle({ 'foot-guards': { x: 20, y: 10, formation: 'square' } });
    const g = s.units.find((u) => u.id === 'foot-guards')!;
    expect(legalOrders(s, g).map((o) => o.type)).not.toContain('advance');
    expect(legalOrders(s, g, { ...DEFAULT_OPTIONS, squaresMayMove: true }).map((o) => o.type)).toContain('advance');
  });
  it('R25: a target 4" ahead and 3" beyond the end of the front edge is in a 45 degree arc, not in a 30 degree one', async () => {
    const { inFrontArc } = await import('./table.js');
    const s = battle({ 'foot-guards': { x: 20, y: 10 }, 'picardie-1': { x: 27.5 + 0, y: 14 } });
    const get = (id: string) => s.units.find((u) => u.id === id)!;
    // Foot Guards span 18-22; Picardie spans 25-30: 3" to the side, 4" ahead.
    expect(inFrontArc(get('foot-guards'), get('picardie-1'))).toBe(true);
    expect(inFrontArc(get('foot-guards'), get('picardie-1'), 30)).toBe(false);
  });
  it('R33: with lineOfFire off, a battery fires through a friendly unit', async () => {
    const { fireTargetProblem } = await import('./firePhases.js');
    const gunX = battle().units.find((u) => u.id === 'british-battery')!.x;
    const s = battle({ 'foot-guards': { x: gunX, y: 10 }, 'picardie-1': { x: gunX, y: 20 } });
    const get = (id: string) => s.units.find((u) => u.id === id)!;
    expect(
      fireTargetProblem(s, Wss6mmOptionsSchema.parse({ lineOfFire: false }), get('british-battery'), get('picardie-1')),
    ).toBeNull();
    expect(fireTargetProblem(s, DEFAULT_OPTIONS, get('british-battery'), get('picardie-1'))).toBe(
      'the line of fire from Royal Train battery to Picardie is blocked',
    );
  });
});

describe('limbered guns wheel (Rulebook: Manoeuvre, "Units may … wheel"; ruling R34)', () => {
  it('a limbered battery may wheel, at full speed (1d6 in march column) and without disorder', async () => {
    const { executeOrder } = await import('./executeOrder.js');
    // At (32, 10), 11.7" from Orkney's brigadier: in command (out of command it would not wheel, ruling R64).
    const s = battle({ 'british-battery': { x: 32, y: 10, formation: 'limbered' } });
    const gun = s.units.find((u) => u.id === 'british-battery')!;
    expect(legalOrders(s, gun)).toContainEqual({ type: 'wheel', dir: 'right', fast: false });
    expect(legalOrders(s, { ...gun, formation: 'deployed' })).not.toContainEqual({
      type: 'wheel',
      dir: 'right',
      fast: false,
    });
    // Limbered (1" wide): a 1 on the d6 is 1" for the outside man (not halved): 1 radian on a 1" radius.
    const h = harness(s, [1]);
    executeOrder(h.ctx, 'british-battery', { type: 'wheel', dir: 'right', fast: false });
    expect(h.unit('british-battery').facing).toBeCloseTo(Math.PI / 2 - 1, 10);
    expect(h.unit('british-battery').order).toBe('steady');
  });
});

describe('bending the line along defences (Rulebook: Formations; ruling R36)', () => {
  // A hedge running obliquely across the table, from (10, 14) to (30, 24), 1.5" thick.
  const hedge = {
    id: 'hedge',
    kind: 'obstacle' as const,
    polygon: {
      points: [
        { x: 10, y: 14 },
        { x: 30, y: 24 },
        { x: 30, y: 25.5 },
        { x: 10, y: 15.5 },
      ],
    },
  };
  const lining = (changes: Record<string, Partial<BattleUnit>>): BattleState => {
    const s = battle(changes);
    // The brigadier rides up behind the hedge, keeping the Guards in command.
    return {
      ...s,
      table: { ...s.table, terrain: [hedge] },
      brigades: s.brigades.map((b) => (b.id === 'orkney' ? { ...b, y: 14 } : b)),
    };
  };
  it('foot in line defending a hedge may turn to lie along it (facing the enemy side), as a 1-move formation change', async () => {
    const { executeOrder } = await import('./executeOrder.js');
    const { mayFireSmallArms } = await import('./firePhases.js');
    const s = lining({ 'foot-guards': { x: 20, y: 19.7 } });
    const guards = s.units.find((u) => u.id === 'foot-guards')!;
    expect(legalOrders(s, guards)).toContainEqual({ type: 'match-defences' });
    expect(legalOrders(s, guards, { ...DEFAULT_OPTIONS, bendAlongDefences: false })).not.toContainEqual({
      type: 'match-defences',
    });
    const h = harness(s, []);
    executeOrder(h.ctx, 'foot-guards', { type: 'match-defences' });
    // Square to the hedge's line (20, 10), towards B's edge: the normal (-1, 2).
    expect(h.unit('foot-guards').facing).toBeCloseTo(Math.atan2(2, -1), 10);
    expect(h.unit('foot-guards')).toMatchObject({ x: 20, y: 19.7, moved: 'moved' });
    expect(mayFireSmallArms(h.unit('foot-guards'))).toBe(false);
    expect(legalOrders(h.ctx.state, h.unit('foot-guards'))).not.toContainEqual({ type: 'match-defences' });
  });
  it('units outside defences, or not foot in line, cannot', () => {
    const outside = lining({ 'foot-guards': { x: 20, y: 12 } });
    expect(
      legalOrders(
        outside,
        outside.units.find((u) => u.id === 'foot-guards')!,
      ),
    ).not.toContainEqual({ type: 'match-defences' });
    const column = lining({ 'foot-guards': { x: 20, y: 19.7, formation: 'column' } });
    expect(
      legalOrders(
        column,
        column.units.find((u) => u.id === 'foot-guards')!,
      ),
    ).not.toContainEqual({ type: 'match-defences' });
  });
});

describe('wheeling and flank attacks (Rulebook: Manoeuvre; Melee; Resolve Test; Morale Tests)', () => {
  it('foot wheel on the outside man at half speed, or at full speed and DISORDERED', async () => {
    const { executeOrder } = await import('./executeOrder.js');
    // Foot Guards (4" wide) wheel right on their right front corner (22, 10): a 6 gives 3" (half speed) of arc.
    const half = harness(battle({ 'foot-guards': { x: 20, y: 10 } }), [6]);
    executeOrder(half.ctx, 'foot-guards', { type: 'wheel', dir: 'right', fast: false });
    const g = half.unit('foot-guards');
    expect(g.facing).toBeCloseTo(Math.PI / 2 - 3 / 4, 5); // 3" of arc on a 4" radius
    expect(Math.hypot(g.x + 2 * Math.sin(g.facing) - 22, g.y - 2 * Math.cos(g.facing) - 10)).toBeLessThan(0.01); // the pivot stayed put
    expect(g.order).toBe('steady');
    const fast = harness(battle({ 'foot-guards': { x: 20, y: 10 } }), [6]);
    executeOrder(fast.ctx, 'foot-guards', { type: 'wheel', dir: 'left', fast: true });
    expect(fast.unit('foot-guards').facing).toBeCloseTo(Math.PI / 2 + 6 / 4, 5); // 6" of arc on a 4" radius (a quarter turn at most)
    expect(fast.unit('foot-guards').order).toBe('disordered');
  });
  it('a charge into the flank: no fire (square, stand or fall back), DISORDERED on contact, +2 to the attacker, no overlaps and -4 resolve for the defender', async () => {
    const { meleeElements, hitInFlankOrRear } = await import('./meleePhase.js');
    // Picardie faces east (along +x) at (20, 20); Queen's Horse, facing north, 6" below its flank.
    const s = battle({ 'picardie-1': { x: 20, y: 20, facing: 0 }, 'queens-horse': { x: 19.6, y: 11.5 } });
    const get = (id: string) => s.units.find((u) => u.id === id)!;
    expect(chargeReactions(get('picardie-1'), get('queens-horse'))).toEqual(['square', 'stand', 'fall-back']);
    const h = harness(s, [10, 2, 15]); // charge test 10, move 6", Picardie's morale 15 - 2 (flank)
    resolveCharge(h.ctx, 'queens-horse', 'picardie-1');
    expect(h.text()).toMatch(/Picardie takes a morale test \(charged by Queen's Horse\): rolled 15, score 17/); // +2 +2 -2
    resolveChargeReaction(h.ctx, 'stand');
    expect(h.unit('queens-horse').engaged).toEqual(['picardie-1']);
    expect(h.unit('picardie-1').order).toBe('disordered');
    expect(hitInFlankOrRear(h.ctx.state, h.unit('picardie-1'))).toBe(true);
    expect(meleeElements(h.ctx.state, h.unit('picardie-1'))).toBe(1); // front rank in contact only, no overlaps
  });
});
