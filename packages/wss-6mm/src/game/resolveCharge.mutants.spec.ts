import { ScriptedDice, type RecordedDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS, Wss6mmOptionsSchema, type Wss6mmOptions } from '../options/options.js';
import type { BattleContext } from './BattleContext.js';
import { chargeBonusOf, chargeReactions, firerOf, resolveCharge, resolveChargeReaction } from './resolveCharge.js';
import { exampleScenario } from './Scenario.js';
import { setupBattle } from './setup.js';
import type { BattleState, BattleUnit } from './State.js';
import { exampleBattle } from './__fixtures__/exampleBattle.js';
import { harness } from './__fixtures__/harness.js';

// Rulebook (/work/shared/rules/wss-6mm.txt), Charges: "To see if a unit charges roll 1d20 … Charged units should take a
// morale test. Charged Infantry Units, which pass their morale test may attempt to either fire or form Square. They
// should roll 1d20, if they roll less than or equal twice distance charged by the attacker they have succeeded, failure
// results in no fire and a disordered square. Charged Cavalry Units may either fire or countercharge (s and Pf
// formations only). Units may elect to Fall Back, their condition is changed to FALL BACK and if contacted they will
// Rout." Melee > Pre Melee: "If a receiving unit elects to fire … and hits are inflicted the chargers must take a
// Resolve Test. Combat will occur only if the Resolve test is passed." The Combat: "Charging units P vs Foot +2, S vs
// Foot +3, S vs Pf +2, S vs Pc +3, Horse vs Stationary Horse +2"; "Units may join an existing melee but may not count
// any charging bonuses"; "Units hits in the flank or rear are automatically disordered and may not fire." Disorder:
// "Units are disordered by … charging and failing to make contact, … crossing disordering terrain". Movement: "Charge
// Bonus +1 foot, +2 horse"; "Movement 1d6 foot, 1d6 x 2 horse".

function battle(changes: Record<string, Partial<BattleUnit>> = {}, terrain: BattleState['table']['terrain'] = []) {
  const s = setupBattle(exampleScenario(), ScriptedDice.of([10, 5]), DEFAULT_OPTIONS);
  return {
    ...s,
    cincPending: [],
    table: { ...s.table, terrain: [...s.table.terrain, ...terrain] },
    units: s.units.map((u) => (changes[u.id] ? { ...u, ...changes[u.id] } : u)),
  };
}
const unit = (s: BattleState, id: string) => s.units.find((u) => u.id === id)!;

/** The harness with every plugin roll recorded. */
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
  return { ...h, ctx, calls, rolls: (kind: string) => calls.filter((c) => c.roll === kind) };
}

describe('the charging bonus (The Combat: Charging units)', () => {
  const s = battle();
  const foot = unit(s, 'picardie-1');
  const sHorse = unit(s, 'queens-horse');
  const pHorse = unit(s, 'gendarmes');
  it('foot have none; S vs Foot, P vs Foot', () => {
    expect(chargeBonusOf(unit(s, 'foot-guards'), foot)).toBe('none');
    expect(chargeBonusOf(sHorse, foot)).toBe('s-vs-foot');
    expect(chargeBonusOf(pHorse, unit(s, 'foot-guards'))).toBe('p-vs-foot');
    expect(chargeBonusOf(sHorse, unit(s, 'french-battery'))).toBe('s-vs-foot');
  });
  it('S vs Pf, S vs Pc; none for S against S horse, nor for P against horse', () => {
    expect(chargeBonusOf(sHorse, pHorse)).toBe('s-vs-pf');
    expect(chargeBonusOf(sHorse, { ...pHorse, formation: 'pc' })).toBe('s-vs-pc');
    expect(chargeBonusOf(sHorse, unit(s, 'wood'))).toBe('none');
    expect(chargeBonusOf(pHorse, sHorse)).toBe('none');
    expect(chargeBonusOf(pHorse, { ...sHorse, formation: 'pf' })).toBe('none');
    expect(chargeBonusOf(pHorse, { ...sHorse, formation: 'pc' })).toBe('none');
  });
  it('a unit as a pre-melee firer: its arm, tactics, formation and whether DISORDERED', () => {
    expect(firerOf({ ...pHorse, order: 'disordered' })).toEqual({
      arm: 'horse',
      tactics: 'P',
      formation: 'pf',
      disordered: true,
    });
    expect(firerOf(foot)).toEqual({ arm: 'foot', tactics: 'RF', formation: 'line', disordered: false });
  });
});

describe('the reactions open to a charged unit (Charges; ruling R40)', () => {
  const s = battle({ 'queens-horse': { x: 20, y: 10 }, 'picardie-1': { x: 20, y: 16 }, gendarmes: { x: 20, y: 16 } });
  const qh = unit(s, 'queens-horse');
  it('foot: fire or form square, whoever charges (not a square again); stand; fall back', () => {
    expect(chargeReactions(unit(s, 'picardie-1'), qh)).toEqual(['fire', 'square', 'stand', 'fall-back']);
    expect(chargeReactions({ ...unit(s, 'picardie-1'), formation: 'square' }, qh)).toEqual([
      'fire',
      'stand',
      'fall-back',
    ]);
    const fg = { ...unit(s, 'foot-guards'), x: 20, y: 10 };
    expect(chargeReactions(unit(s, 'picardie-1'), fg)).toEqual(['fire', 'square', 'stand', 'fall-back']);
  });
  it('Pf horse: countercharge or fire; Pc: fire (countercharge with pcCountercharge); S: countercharge', () => {
    const gendarmes = unit(s, 'gendarmes');
    expect(chargeReactions(gendarmes, qh)).toEqual(['countercharge', 'fire', 'stand', 'fall-back']);
    expect(chargeReactions({ ...gendarmes, formation: 'pc' }, qh)).toEqual(['fire', 'stand', 'fall-back']);
    expect(chargeReactions({ ...gendarmes, formation: 'pc' }, qh, { pcCountercharge: true })).toEqual([
      'countercharge',
      'fire',
      'stand',
      'fall-back',
    ]);
    expect(
      chargeReactions(
        { ...qh, x: 20, y: 16, facing: -Math.PI / 2, side: 'B' },
        { ...gendarmes, x: 20, y: 10, facing: Math.PI / 2 },
      ),
    ).toEqual(['countercharge', 'stand', 'fall-back']);
  });
  it('"DISORGANISED" horse neither fire nor countercharge; a battery only stands or falls back', () => {
    expect(chargeReactions({ ...unit(s, 'gendarmes'), order: 'disordered' }, qh)).toEqual(['stand', 'fall-back']);
    expect(chargeReactions({ ...unit(s, 'french-battery'), x: 20, y: 16 }, qh)).toEqual(['stand', 'fall-back']);
  });
  it('charged in the flank or rear: "may not fire" — foot may form square (ruling R34), stand or fall back', () => {
    const picardie = unit(s, 'picardie-1');
    const fromRear = { ...qh, x: 20, y: 17, facing: -Math.PI / 2 };
    expect(chargeReactions(picardie, fromRear)).toEqual(['square', 'stand', 'fall-back']);
    expect(chargeReactions(picardie, fromRear, { pcCountercharge: false, flankChargedSquare: false })).toEqual([
      'stand',
      'fall-back',
    ]);
    // Options without the field read the ruling's default (the square open).
    expect(chargeReactions(picardie, fromRear, { pcCountercharge: false })).toEqual(['square', 'stand', 'fall-back']);
  });
});

// The Foot Guards (British PF1, 4 elements, battalion gun) 2" from Picardie (RF, 10 elements).
const close = { 'foot-guards': { x: 20, y: 14 }, 'picardie-1': { x: 20, y: 16 } };
// Queen's Horse (S) 6" from Picardie.
const horse = { 'queens-horse': { x: 20, y: 10 }, 'picardie-1': { x: 20, y: 16 } };
/** Queen's Horse charge Picardie 6" away: test 6, move 2 -> 6", Picardie's morale 15 (STEADY); then `faces`. */
function horseChargesPicardie(
  faces: number[],
  changes: Record<string, Partial<BattleUnit>> = {},
  options: Wss6mmOptions = DEFAULT_OPTIONS,
) {
  const h = recorded(battle({ ...horse, ...changes }), [6, 2, 15, ...faces], options);
  resolveCharge(h.ctx, 'queens-horse', 'picardie-1');
  return h;
}

describe("the charge test and the charged unit's morale test (Charges)", () => {
  it('"Foot require 18+": 17 fails — the charger failed to charge and stays where it stood, not moved (it may fire at "Firer failed to charge this move -2")', () => {
    const h = recorded(battle(close), [17]);
    resolveCharge(h.ctx, 'foot-guards', 'picardie-1');
    expect(h.calls).toEqual([
      {
        roll: 'chargeTest',
        who: '1st Foot Guards',
        input: { arm: 'foot', casualty: 'fresh', disordered: false, officerAttached: false, pfFormation: false },
      },
    ]);
    expect(h.unit('foot-guards')).toMatchObject({ failedCharge: true, moved: 'none', y: 14 });
    expect(h.ctx.state.pendingCharge).toBeNull();
    expect(h.text()).toBe('1st Foot Guards fails to charge Picardie (rolled 17, needed 18+)');
  });

  it("the charger's condition, order, officer and Pf formation go to the test", () => {
    const s = battle({
      gendarmes: { x: 20, y: 22, facing: -Math.PI / 2, order: 'disordered', lost: 1 },
      'picardie-1': { x: 20, y: 16 },
    });
    const state = {
      ...s,
      brigades: s.brigades.map((b) => (b.id === 'gendarmerie' ? { ...b, attached: 'gendarmes' } : b)),
    };
    const h = recorded(state, [1]);
    resolveCharge(h.ctx, 'gendarmes', 'picardie-1');
    expect(h.calls[0]!.input).toMatchObject({
      arm: 'p-horse',
      disordered: true,
      officerAttached: true,
      pfFormation: true,
    });
    const pc = recorded(battle({ gendarmes: { formation: 'pc' } }), [1]);
    resolveCharge(pc.ctx, 'gendarmes', 'picardie-1');
    expect(pc.calls[0]!.input).toMatchObject({
      arm: 'p-horse',
      pfFormation: false,
      disordered: false,
      officerAttached: false,
    });
  });

  it('passing, the charge move is rolled and declared; the charged unit tests and, STEADY, chooses its reaction', () => {
    // 18 charges; move 1 + 1 = 2"; Picardie's morale 15: STEADY.
    const h = recorded(battle(close), [18, 1, 15]);
    resolveCharge(h.ctx, 'foot-guards', 'picardie-1');
    expect(h.ctx.state.pendingCharge).toEqual({ charger: 'foot-guards', target: 'picardie-1', gap: 2, move: 2 });
    expect(h.events.find((e) => e.kind === 'charge-declared')!.text).toBe(
      '1st Foot Guards will charge 2" at Picardie, 2" away',
    );
    expect(h.rolls('moraleTest')).toEqual([
      {
        roll: 'moraleTest',
        who: 'Picardie',
        input: expect.objectContaining({ melee: 'none', attackedFlankOrRear: false }) as unknown,
      },
    ]);
    expect(h.unit('foot-guards').engaged).toEqual([]);
    expect(h.text()).toMatch(/^1st Foot Guards charges Picardie \(rolled 18, needed 18\+\)/);
  });

  it('a DISORDERED result stands and reacts by default (ruling R22); with chargedUnitStandsOn steady the charge goes in', () => {
    // Picardie's morale 5 + 4 = 9: DISORDERED.
    const stands = recorded(battle(close), [18, 1, 5]);
    resolveCharge(stands.ctx, 'foot-guards', 'picardie-1');
    expect(stands.ctx.state.pendingCharge).not.toBeNull();
    const options = Wss6mmOptionsSchema.parse({ chargedUnitStandsOn: 'steady' });
    const goesIn = recorded(battle(close), [18, 1, 5], options);
    resolveCharge(goesIn.ctx, 'foot-guards', 'picardie-1');
    expect(goesIn.ctx.state.pendingCharge).toBeNull();
    expect(goesIn.unit('foot-guards').engaged).toEqual(['picardie-1']);
    expect(goesIn.unit('picardie-1')).toMatchObject({ engaged: ['foot-guards'], order: 'disordered' });
  });

  it('failing (FALL BACK), no reaction: the charge goes in, the unit falling back routs and is pursued', () => {
    // Picardie's morale 1 + 4 = 5: FALL BACK.
    const h = recorded(battle(close), [18, 1, 1]);
    resolveCharge(h.ctx, 'foot-guards', 'picardie-1');
    expect(h.ctx.state.pendingCharge).toBeNull();
    expect(h.unit('picardie-1')).toMatchObject({ order: 'routed', engaged: [] });
    expect(h.unit('foot-guards')).toMatchObject({
      pursuing: 'picardie-1',
      since: 1,
      order: 'steady',
      moved: 'moved',
      y: 16,
    });
    expect(h.events.at(-1)!.text).toBe('Picardie routs before 1st Foot Guards');
  });

  it('a horse charger pursuing is DISORDERED', () => {
    // Queen's Horse (S 6+): 6 charges; move 2 x 2 + 2 = 6"; Picardie's morale 1: FALL BACK.
    const h = recorded(battle(horse), [6, 2, 1]);
    resolveCharge(h.ctx, 'queens-horse', 'picardie-1');
    expect(h.unit('queens-horse')).toMatchObject({ pursuing: 'picardie-1', order: 'disordered', y: 16 });
  });

  it('"Charged units should take a morale test": one already falling back takes it and has no reaction; a battery takes none (R20)', () => {
    const back = recorded(
      battle({ ...close, 'picardie-1': { ...close['picardie-1'], order: 'falling-back' } }),
      [18, 1, 15],
    );
    resolveCharge(back.ctx, 'foot-guards', 'picardie-1');
    expect(back.rolls('moraleTest')).toHaveLength(1);
    expect(back.ctx.state.pendingCharge).toBeNull();
    expect(back.unit('picardie-1').order).toBe('routed');
    const guns = recorded(battle({ 'queens-horse': { x: 22.5, y: 24 }, 'french-battery': { x: 22.5, y: 30 } }), [6, 2]);
    resolveCharge(guns.ctx, 'queens-horse', 'french-battery');
    expect(guns.rolls('moraleTest')).toEqual([]);
    expect(guns.unit('queens-horse')).toMatchObject({
      engaged: ['french-battery'],
      charge: { bonus: 's-vs-foot', vsStationaryHorse: false },
    });
  });

  it('joining an existing melee: the charged unit tests its morale but has no reaction; "may not count any charging bonuses"', () => {
    const s = battle({
      ...close,
      'picardie-1': { ...close['picardie-1'], engaged: ['royal-scots'] },
      'royal-scots': { engaged: ['picardie-1'] },
    });
    const h = recorded(s, [18, 1, 15]);
    resolveCharge(h.ctx, 'foot-guards', 'picardie-1');
    expect(h.rolls('moraleTest')).toHaveLength(1);
    expect(h.ctx.state.pendingCharge).toBeNull();
    expect(h.unit('foot-guards')).toMatchObject({ engaged: ['picardie-1'], charge: null });
    expect(h.unit('picardie-1').engaged).toEqual(['royal-scots', 'foot-guards']);
    expect(h.text()).toMatch(/1st Foot Guards charges home into Picardie \(joining the melee\)/);
  });

  it('charged in the flank: the morale test counts "Attacked in flank/rear" and contact disorders the target', () => {
    // The Foot Guards facing west, 2" off Picardie's east flank.
    const s = battle({ 'foot-guards': { x: 24.5, y: 16.4, facing: Math.PI }, 'picardie-1': { x: 20, y: 16 } });
    const h = recorded(s, [18, 1, 15]);
    resolveCharge(h.ctx, 'foot-guards', 'picardie-1');
    expect(h.rolls('moraleTest')[0]!.input).toMatchObject({ attackedFlankOrRear: true });
    resolveChargeReaction(h.ctx, 'stand');
    expect(h.unit('picardie-1')).toMatchObject({ order: 'disordered', engaged: ['foot-guards'] });
    expect(h.text()).toMatch(/Picardie is DISORDERED \(hit in the flank\)/);
  });
});

describe('the reactions (Charges; Pre Melee)', () => {
  /** Queen's Horse charge Picardie 6" away: test 6, move 2 -> 6", Picardie's morale 15 (STEADY). */
  const charged = (faces: number[], changes: Record<string, Partial<BattleUnit>> = {}, options = DEFAULT_OPTIONS) => {
    const h = recorded(battle({ ...horse, ...changes }), [6, 2, 15, ...faces], options);
    resolveCharge(h.ctx, 'queens-horse', 'picardie-1');
    return h;
  };

  it('no charge pending: nothing happens', () => {
    const h = recorded(battle(), []);
    resolveChargeReaction(h.ctx, 'stand');
    expect(h.events).toEqual([]);
  });

  it('stand: contact; charge bonus S vs Foot; foot are not stationary horse', () => {
    const h = charged([]);
    resolveChargeReaction(h.ctx, 'stand');
    expect(h.unit('queens-horse')).toMatchObject({
      y: 16,
      moved: 'moved',
      engaged: ['picardie-1'],
      charge: { bonus: 's-vs-foot', vsStationaryHorse: false },
    });
    expect(h.unit('picardie-1')).toMatchObject({ engaged: ['queens-horse'], order: 'steady' });
    expect(h.ctx.state.pendingCharge).toBeNull();
    expect(h.events.at(-1)!.text).toBe("Queen's Horse and Picardie are in melee");
  });

  it('fall back: "their condition is changed to FALL BACK and if contacted they will Rout"', () => {
    const h = charged([]);
    resolveChargeReaction(h.ctx, 'fall-back');
    expect(h.unit('picardie-1')).toMatchObject({ order: 'routed', since: 1 });
    expect(h.text()).toMatch(/Picardie elects to FALL BACK/);
    expect(h.unit('queens-horse').pursuing).toBe('picardie-1');
  });

  it('square: 1d20 at or below twice the distance charged forms it, and a formed square stops horse (squareStopsHorse)', () => {
    // 12 <= 2 x 6: formed. Queen's Horse stop 1" short, DISORDERED.
    const h = charged([12]);
    resolveChargeReaction(h.ctx, 'square');
    expect(h.rolls('chargeReactionTest')[0]!.input).toEqual({ distanceCharged: 6, attempt: 'square' });
    expect(h.unit('picardie-1')).toMatchObject({ formation: 'square', order: 'steady', changing: null });
    expect(h.unit('queens-horse')).toMatchObject({ y: 15, order: 'disordered', engaged: [], moved: 'moved' });
    expect(h.text()).toMatch(/Picardie forms square \(rolled 12, needed 12 or less\)/);
    expect(h.text()).toMatch(/fails to make contact with Picardie \(a formed square\): DISORDERED/);
    const off = charged([12], {}, Wss6mmOptionsSchema.parse({ squareStopsHorse: false }));
    resolveChargeReaction(off.ctx, 'square');
    expect(off.unit('queens-horse').engaged).toEqual(['picardie-1']);
  });

  it('"failure results in … a disordered square": it does not stop the horse', () => {
    const h = charged([13]);
    resolveChargeReaction(h.ctx, 'square');
    expect(h.unit('picardie-1')).toMatchObject({ formation: 'square', order: 'disordered' });
    expect(h.unit('queens-horse').engaged).toEqual(['picardie-1']);
    expect(h.text()).toMatch(/Picardie forms a DISORDERED square \(rolled 13, needed 12 or less\)/);
  });

  it('fire: foot roll to fire in time; hits make the charger take a Resolve test, and failing it the charge halts', () => {
    // Attempt 12 (in time); Picardie's 5 front elements fire: 18 hits two; the drovers… no: Queen's Horse lose 2 of 4,
    // then its Resolve test 10 - 2 (hit difference) … fails.
    const h = charged([12, 18, 5]);
    resolveChargeReaction(h.ctx, 'fire');
    expect(h.rolls('smallArmsFire')[0]!.input).toEqual({
      weapon: 'musket',
      elements: 5,
      range: 0,
      platoon: false,
      battalionGun: false,
      targetColumn: false,
      firerDisordered: false,
      failedToCharge: false,
      targetFortified: 'none',
    });
    expect(h.unit('picardie-1').firedAtCharger).toBe(true);
    const resolve = h.rolls('resolveTest');
    expect(resolve).toHaveLength(1);
    expect(resolve[0]!.input).toMatchObject({
      hitDifference: -2,
      hitOnFlankOrRear: false,
      disordered: false,
      officerAttached: false,
    });
    expect(h.unit('queens-horse')).toMatchObject({ engaged: [], moved: 'moved', y: 10 });
    expect(h.events.at(-1)!.text).toBe("Queen's Horse's charge is halted by fire");
  });

  it('fire with hits, the charger passing its Resolve test: the charge goes home', () => {
    const h = charged([12, 18, 20]);
    resolveChargeReaction(h.ctx, 'fire');
    expect(h.unit('queens-horse').engaged).toEqual(['picardie-1']);
    // In time (12, at twice the distance): no word of firing too late.
    expect(h.text()).not.toMatch(/in time/);
  });

  it('fire without hits: no Resolve test', () => {
    const h = charged([12, 1]);
    resolveChargeReaction(h.ctx, 'fire');
    expect(h.rolls('resolveTest')).toEqual([]);
    expect(h.unit('queens-horse').engaged).toEqual(['picardie-1']);
  });

  it('fire too late (above twice the distance): no fire, and the charge goes in', () => {
    const h = charged([13]);
    resolveChargeReaction(h.ctx, 'fire');
    expect(h.rolls('smallArmsFire')).toEqual([]);
    expect(h.unit('picardie-1').firedAtCharger).toBe(false);
    expect(h.text()).toMatch(/Picardie cannot fire in time \(rolled 13, needed 12 or less\)/);
    expect(h.unit('queens-horse').engaged).toEqual(['picardie-1']);
  });

  it('platoon fire and a battalion gun count for the firer: the Foot Guards (PF1) fire at horse charging them', () => {
    const s = battle({ 'foot-guards': { x: 20, y: 10 }, anjou: { x: 20, y: 16, formation: 'pc' } });
    // Anjou (P, 10+) in Pc: 10 charges, move 3 -> 8" (6" gap); morale 15; attempt 12; the Foot Guards' fire 1 (a miss);
    // Anjou's own pistols as it goes in, 1.
    const h = recorded(s, [10, 3, 15, 12, 1, 1]);
    resolveCharge(h.ctx, 'anjou', 'foot-guards');
    resolveChargeReaction(h.ctx, 'fire');
    expect(h.rolls('smallArmsFire')[0]!.input).toMatchObject({
      weapon: 'musket',
      elements: 4,
      platoon: true,
      battalionGun: true,
    });
  });

  it('horse fire "when charged" with no roll (ruling R18); with horseReactionRoll a failed roll only stands', () => {
    const pf = { 'queens-horse': { x: 60, y: 10 }, gendarmes: { x: 60, y: 16 } };
    // Queen's Horse charge the Gendarmes (Pf): 6, move 2 -> 6", the Gendarmes' morale 15; pistols 1 (miss).
    const h = recorded(battle(pf), [6, 2, 15, 1]);
    resolveCharge(h.ctx, 'queens-horse', 'gendarmes');
    resolveChargeReaction(h.ctx, 'fire');
    expect(h.rolls('chargeReactionTest')).toEqual([]);
    expect(h.rolls('smallArmsFire')[0]!.input).toMatchObject({ weapon: 'pistol', elements: 4, platoon: false });
    const options = Wss6mmOptionsSchema.parse({ horseReactionRoll: true });
    const rolled = recorded(battle(pf), [6, 2, 15, 13], options);
    resolveCharge(rolled.ctx, 'queens-horse', 'gendarmes');
    resolveChargeReaction(rolled.ctx, 'fire');
    expect(rolled.rolls('chargeReactionTest')[0]!.input).toEqual({ distanceCharged: 6, attempt: 'fire' });
    expect(rolled.rolls('smallArmsFire')).toEqual([]);
    expect(rolled.text()).toMatch(/Gendarmes de la Garde fails to fire in time \(rolled 13, needed 12 or less\)/);
    expect(rolled.unit('queens-horse').charge).toEqual({ bonus: 's-vs-pf', vsStationaryHorse: true });
    // In time (12): the countercharge move 1 -> 4" and the Gendarmes' pistols as they go, 1.
    const inTime = recorded(battle(pf), [6, 2, 15, 12, 1, 1], options);
    resolveCharge(inTime.ctx, 'queens-horse', 'gendarmes');
    resolveChargeReaction(inTime.ctx, 'countercharge');
    expect(inTime.unit('gendarmes').charge).not.toBeNull();
  });

  it('countercharge in place: the countercharger gets its own charge bonus; the charger meets no stationary horse', () => {
    const pf = { 'queens-horse': { x: 60, y: 10 }, gendarmes: { x: 60, y: 16 } };
    const options = Wss6mmOptionsSchema.parse({ countercharge: 'in-place' });
    // The Gendarmes (Pf) fire as they countercharge: pistols 1, a miss.
    const h = recorded(battle(pf), [6, 2, 15, 1], options);
    resolveCharge(h.ctx, 'queens-horse', 'gendarmes');
    resolveChargeReaction(h.ctx, 'countercharge');
    expect(h.unit('gendarmes')).toMatchObject({ y: 16, charge: { bonus: 'none', vsStationaryHorse: false } });
    expect(h.unit('queens-horse')).toMatchObject({
      charge: { bonus: 's-vs-pf', vsStationaryHorse: false },
      engaged: ['gendarmes'],
    });
    expect(h.text()).toMatch(/Gendarmes de la Garde countercharges$/m);
    expect(h.rolls('resolveTest')).toEqual([]);
  });

  it('an S countercharger does not fire', () => {
    const s = battle({
      gendarmes: { x: 60, y: 10, facing: Math.PI / 2, side: 'B' },
      'queens-horse': { x: 60, y: 16, facing: -Math.PI / 2 },
    });
    const options = Wss6mmOptionsSchema.parse({ countercharge: 'in-place' });
    const h = recorded(s, [10, 2, 15, 1], options);
    resolveCharge(h.ctx, 'gendarmes', 'queens-horse');
    resolveChargeReaction(h.ctx, 'countercharge');
    expect(h.rolls('smallArmsFire').map((c) => c.who)).toEqual(['Gendarmes de la Garde']); // its own Pf fire charging
    expect(h.unit('queens-horse').charge).toEqual({ bonus: 's-vs-pf', vsStationaryHorse: false });
  });

  it('a charger destroyed by the fire: its charge is over', () => {
    // Queen's Horse with one element left (DISTRESSED: S 6+ and 4, 10 charges): Picardie's 18 kills it.
    const h = recorded(
      battle({ ...horse, 'queens-horse': { ...horse['queens-horse'], lost: 3 } }),
      [10, 2, 15, 12, 18],
    );
    resolveCharge(h.ctx, 'queens-horse', 'picardie-1');
    resolveChargeReaction(h.ctx, 'fire');
    expect(h.unit('queens-horse').status).toBe('destroyed');
    expect(h.rolls('resolveTest')).toEqual([]);
    expect(h.events.at(-1)!.text).toBe("Queen's Horse's charge is over");
    expect(h.ctx.state.pendingCharge).toBeNull();
  });
});

describe('falling short and closing (Disorder: "charging and failing to make contact")', () => {
  it('a charge move short of the gap: the charger rides it and stops, DISORDERED', () => {
    // Queen's Horse 10" from Picardie (clear of every other unit): move 1 -> 4".
    const h = recorded(battle({ 'queens-horse': { x: 66, y: 6 }, 'picardie-1': { x: 66, y: 16 } }), [6, 1, 15]);
    resolveCharge(h.ctx, 'queens-horse', 'picardie-1');
    resolveChargeReaction(h.ctx, 'stand');
    expect(h.unit('queens-horse')).toMatchObject({ y: 10, order: 'disordered', moved: 'moved', engaged: [] });
    expect(h.events.at(-1)!.text).toBe("Queen's Horse's charge falls short");
    expect(h.text()).toMatch(/Queen's Horse charges 4" and fails to make contact with Picardie: DISORDERED/);
  });

  it('a charger already DISORDERED falling short stays DISORDERED', () => {
    const h = recorded(
      battle({ 'queens-horse': { x: 66, y: 6, order: 'disordered' }, 'picardie-1': { x: 66, y: 16 } }),
      [10, 1, 15], // DISORDERED horse: +4, S needs 10
    );
    resolveCharge(h.ctx, 'queens-horse', 'picardie-1');
    resolveChargeReaction(h.ctx, 'stand');
    expect(h.unit('queens-horse').order).toBe('disordered');
  });

  it('exactly the gap reaches: contact', () => {
    // 6" gap, move 2 -> 6".
    const h = recorded(battle(horse), [6, 2, 15]);
    resolveCharge(h.ctx, 'queens-horse', 'picardie-1');
    resolveChargeReaction(h.ctx, 'stand');
    expect(h.unit('queens-horse').engaged).toEqual(['picardie-1']);
  });

  it('"crossing disordering terrain": a charge through the marsh disorders the charger', () => {
    // The marsh covers x 4-12, y 14-22. The Foot Guards at (8, 12) charge Picardie at (8, 15) across it.
    const h = recorded(battle({ 'foot-guards': { x: 8, y: 12 }, 'picardie-1': { x: 8, y: 15 } }), [18, 2, 15]);
    resolveCharge(h.ctx, 'foot-guards', 'picardie-1');
    resolveChargeReaction(h.ctx, 'stand');
    expect(h.unit('foot-guards')).toMatchObject({ order: 'disordered', engaged: ['picardie-1'] });
    expect(h.text()).toMatch(/1st Foot Guards is DISORDERED crossing difficult ground/);
  });

  it('Pf horse charging fire as they go in ("Pf & Pc Horse may fire when charging"), with no Resolve test', () => {
    // The Gendarmes (Pf, P 10+ -2 Pf) charge the Foot Guards 6" away: 8 charges, move 2 -> 6", morale 15, stand;
    // pistols 12 (4 elements: one).
    const s = battle({ gendarmes: { x: 20, y: 16, facing: -Math.PI / 2 }, 'foot-guards': { x: 20, y: 10 } });
    const h = recorded(s, [8, 2, 15, 12, 15]);
    resolveCharge(h.ctx, 'gendarmes', 'foot-guards');
    resolveChargeReaction(h.ctx, 'stand');
    expect(h.rolls('smallArmsFire')[0]).toMatchObject({
      who: 'Gendarmes de la Garde',
      input: { weapon: 'pistol', elements: 4, platoon: false, battalionGun: false },
    });
    expect(h.unit('foot-guards').lost).toBe(1);
    expect(h.rolls('resolveTest')).toEqual([]);
    expect(h.unit('gendarmes').charge).toEqual({ bonus: 'p-vs-foot', vsStationaryHorse: false });
  });

  it('S horse charging do not fire; a Pf unit joining a melee "may not fire"', () => {
    const s = battle({
      gendarmes: { x: 20, y: 16, facing: -Math.PI / 2 },
      'foot-guards': { x: 20, y: 10, engaged: ['navarre'] },
      navarre: { engaged: ['foot-guards'] },
    });
    const h = recorded(s, [8, 2, 15]);
    resolveCharge(h.ctx, 'gendarmes', 'foot-guards');
    expect(h.rolls('smallArmsFire')).toEqual([]);
    expect(h.unit('gendarmes').engaged).toEqual(['foot-guards']);
  });

  it('charging stationary horse: "Horse vs Stationary Horse"', () => {
    const h = recorded(battle({ 'queens-horse': { x: 60, y: 10 }, gendarmes: { x: 60, y: 16 } }), [6, 2, 15]);
    resolveCharge(h.ctx, 'queens-horse', 'gendarmes');
    resolveChargeReaction(h.ctx, 'stand');
    expect(h.unit('queens-horse').charge).toEqual({ bonus: 's-vs-pf', vsStationaryHorse: true });
  });

  it('the target gone before contact: nothing left to charge', () => {
    const h = recorded(battle(horse), [6, 2, 15]);
    resolveCharge(h.ctx, 'queens-horse', 'picardie-1');
    h.ctx.emit({ kind: 'unit', unit: 'picardie-1', set: { status: 'destroyed' }, text: 'gone' });
    resolveChargeReaction(h.ctx, 'stand');
    expect(h.unit('queens-horse')).toMatchObject({ moved: 'moved', engaged: [], y: 10 });
    expect(h.text()).toMatch(/Queen's Horse finds nothing left to charge/);
    expect(h.events.at(-1)!.text).toBe("Queen's Horse's charge is over");
  });
});

describe('what the charge and the pre-melee fire record (Charges; Pre Melee)', () => {
  const charged = (faces: number[], changes: Record<string, Partial<BattleUnit>> = {}) => {
    const h = recorded(battle({ ...horse, ...changes }), [6, 2, 15, ...faces]);
    resolveCharge(h.ctx, 'queens-horse', 'picardie-1');
    return h;
  };

  it("the charge move is the charger's own roll; the charged unit's morale test says who charged it", () => {
    const h = charged([]);
    // The rolls: the charge test (1d20), the charge move (1d6, horse 1d6 x 3), the morale test.
    const move = (h.ctx.dice as RecordedDice).takeRolls()[1]!;
    expect(move).toMatchObject({ sides: 6, result: 2 });
    expect(move.purpose).toMatch(/^Queen's Horse charge/);
    expect(h.text()).toMatch(/Picardie takes a morale test \(charged by Queen's Horse\)/);
  });

  it("foot that fire at the charge: the fire is theirs, and so are the charger's losses", () => {
    // Attempt 12 (in time); Picardie's fire 18: two elements.
    const h = charged([12, 18, 5]);
    resolveChargeReaction(h.ctx, 'fire');
    expect(h.text()).toMatch(/Picardie fires at the charge\n/);
    expect(h.text()).toMatch(/Queen's Horse loses 2 elements \(Picardie's fire\)/);
  });

  it('"DISORDERED units … -2" to fire: a DISORDERED unit that stands fires DISORDERED (ruling R22)', () => {
    const h = charged([12, 1], { 'picardie-1': { x: 20, y: 16, order: 'disordered' } });
    resolveChargeReaction(h.ctx, 'fire');
    expect(h.rolls('smallArmsFire')[0]!.input).toMatchObject({ firerDisordered: true });
  });

  it('horse fire with every element, 4 at most ("consider ALL elements"): Pf horse with 3 left fire 3', () => {
    const pf = { 'queens-horse': { x: 60, y: 10 }, gendarmes: { x: 60, y: 16, lost: 1 } };
    const h = recorded(battle(pf), [6, 2, 15, 1]);
    resolveCharge(h.ctx, 'queens-horse', 'gendarmes');
    resolveChargeReaction(h.ctx, 'fire');
    expect(h.rolls('smallArmsFire')[0]!.input).toMatchObject({ weapon: 'pistol', elements: 3 });
  });
});

describe('the reaction once chosen (Charges; Pre Melee; rulings R18, R38)', () => {
  const charged = horseChargesPicardie;
  /** Queen's Horse charge the Gendarmes (Pf) 6" away: test 6, move 2 -> 6", the Gendarmes' morale 15 (STEADY). */
  const pf = { 'queens-horse': { x: 60, y: 10 }, gendarmes: { x: 60, y: 16 } };
  const chargedHorse = (faces: number[], options = DEFAULT_OPTIONS) => {
    const h = recorded(battle(pf), [6, 2, 15, ...faces], options);
    resolveCharge(h.ctx, 'queens-horse', 'gendarmes');
    return h;
  };
  const rolled = Wss6mmOptionsSchema.parse({ horseReactionRoll: true });

  it('Charges: foot "may attempt to … fire … They should roll 1d20": the roll is an attempt to fire', () => {
    const h = charged([12, 1]);
    resolveChargeReaction(h.ctx, 'fire');
    expect(h.rolls('chargeReactionTest')).toEqual([
      { roll: 'chargeReactionTest', who: 'Picardie', input: { distanceCharged: 6, attempt: 'fire' } },
    ]);
  });

  it("ruling R18 is for horse: with horseReactionRoll, foot that fire roll the foot's 1d20 once, not twice", () => {
    // Attempt 12 (in time), fire 1 (a miss). The horse roll of R18 taken as well would need a third die.
    const h = charged([12, 1], {}, rolled);
    resolveChargeReaction(h.ctx, 'fire');
    expect(h.rolls('chargeReactionTest')).toHaveLength(1);
    expect(h.rolls('smallArmsFire')).toHaveLength(1);
    expect(h.unit('queens-horse').engaged).toEqual(['picardie-1']);
  });

  it('ruling R18 rolls only to fire or countercharge: horse that stand or "elect to Fall Back" roll nothing', () => {
    // 13 would fail the roll (above 2 x 6): a roll taken for the Fall Back would make the Gendarmes only stand.
    const back = chargedHorse([13], rolled);
    resolveChargeReaction(back.ctx, 'fall-back');
    expect(back.rolls('chargeReactionTest')).toEqual([]);
    expect(back.text()).toMatch(/Gendarmes de la Garde elects to FALL BACK/);
    expect(back.unit('gendarmes').order).toBe('routed'); // "if contacted they will Rout"
    const stand = chargedHorse([13], rolled);
    resolveChargeReaction(stand.ctx, 'stand');
    expect(stand.rolls('chargeReactionTest')).toEqual([]);
    expect(stand.text()).not.toMatch(/fails to stand in time/);
    expect(stand.unit('queens-horse').engaged).toEqual(['gendarmes']);
  });

  it('ruling R38: the countercharger rolls its own charge move (1d6 x 2 + 2), named for it, "up to" which it rides', () => {
    // Countercharge move 1 -> 4"; the Gendarmes (Pf) fire as they go: 1, a miss.
    const h = chargedHorse([1, 1]);
    resolveChargeReaction(h.ctx, 'countercharge');
    const moves = (h.ctx.dice as RecordedDice).takeRolls().filter((r) => r.sides === 6);
    expect(moves).toHaveLength(2);
    expect(moves[0]!.purpose).toMatch(/^Queen's Horse charge/);
    expect(moves[1]).toMatchObject({ result: 1 });
    expect(moves[1]!.purpose).toMatch(/^Gendarmes de la Garde countercharge/);
    expect(h.text()).toMatch(/^Gendarmes de la Garde countercharges \(up to 4"\)$/m);
    expect(h.text()).toMatch(/Gendarmes de la Garde countercharges 3" and meets Queen's Horse/);
  });

  it('Pre Melee: "the chargers must take a Resolve Test": a DISORDERED charger tests DISORDERED', () => {
    // DISORDERED S horse charge on 6 + 4: 10. Picardie's attempt 12, fire 18: two elements; the Resolve test 20.
    const h = recorded(
      battle({ ...horse, 'queens-horse': { x: 20, y: 10, order: 'disordered' } }),
      [10, 2, 15, 12, 18, 20],
    );
    resolveCharge(h.ctx, 'queens-horse', 'picardie-1');
    resolveChargeReaction(h.ctx, 'fire');
    expect(h.rolls('resolveTest')).toEqual([
      {
        roll: 'resolveTest',
        who: "Queen's Horse",
        input: expect.objectContaining({ disordered: true, hitDifference: -2 }) as unknown,
      },
    ]);
  });
});

describe('after the reaction: the Resolve test, the countercharge, falling short and contact (Pre Melee; Disorder; ruling R38)', () => {
  const charged = horseChargesPicardie;
  /** Queen's Horse (S) charge the Gendarmes (Pf) on a clear lane at x 66, the Gendarmes facing them. */
  const lane = (qhY: number, more: Record<string, Partial<BattleUnit>> = {}) =>
    battle({ 'queens-horse': { x: 66, y: qhY }, gendarmes: { x: 66, y: 16 }, ...more });
  const lines = (h: { text: () => string }) => h.text().split('\n');

  it('"Combat will occur only if the Resolve test is passed": the log of a charge halted by fire', () => {
    // Attempt 12, fire 18: two of its four elements (DISTRESSED, -4); the Resolve test 9 - 4 - 4 (hit difference 2
    // x 2, ruling R2) = 1: FALL BACK.
    const h = charged([12, 18, 9]);
    resolveChargeReaction(h.ctx, 'fire');
    expect(lines(h)).toEqual(
      expect.arrayContaining([
        "Queen's Horse takes a resolve test after fire: rolled 9, score 1: FALL BACK",
        "Queen's Horse FALLS BACK (resolve 1)",
        "Queen's Horse's charge is halted",
      ]),
    );
  });

  it('Resolve Test: "2 - 11 DISORDERED": a charger passing on DISORDERED (ruling R5, resolvePass) charges home DISORDERED', () => {
    // Attempt 12, fire 18: two elements; the Resolve test 17 - 4 - 4 = 9: DISORDERED, a pass with disordered-or-better.
    const options = Wss6mmOptionsSchema.parse({ resolvePass: 'disordered-or-better' });
    const h = charged([12, 18, 17], {}, options);
    resolveChargeReaction(h.ctx, 'fire');
    expect(h.text()).toMatch(/Queen's Horse takes a resolve test after fire: rolled 17, score 9: DISORDERED/);
    expect(h.unit('queens-horse')).toMatchObject({ order: 'disordered', engaged: ['picardie-1'], y: 16 });
    expect(h.text()).toMatch(/Queen's Horse is DISORDERED \(resolve 9\)/);
    // By default only Okay passes: the same roll halts the charge, DISORDERED.
    const halted = charged([12, 18, 17]);
    resolveChargeReaction(halted.ctx, 'fire');
    expect(halted.unit('queens-horse')).toMatchObject({ order: 'disordered', engaged: [], y: 10 });
  });

  it('ruling R38: both moves together short of the gap: each rides its whole move ("up to" 1/2" short) and stops, DISORDERED', () => {
    // 10.7" apart: the charge 6, move 1 -> 4"; morale 15; the countercharge move 2 -> 6"; the Gendarmes' pistols 1.
    // Wood (S horse, Queen's Horse's friend) stands 0.7" to the side of the Gendarmes' lane: not in their way.
    const h = recorded(lane(5.3, { wood: { x: 68.7, y: 13.5 } }), [6, 1, 15, 2, 1]);
    resolveCharge(h.ctx, 'queens-horse', 'gendarmes');
    resolveChargeReaction(h.ctx, 'countercharge');
    expect(h.unit('gendarmes')).toMatchObject({ y: 10, order: 'disordered', engaged: [], charge: null });
    expect(h.unit('queens-horse')).toMatchObject({ y: 9.3, order: 'disordered', engaged: [], moved: 'moved' });
    expect(lines(h)).toEqual(
      expect.arrayContaining([
        'Gendarmes de la Garde countercharges 6" and fails to make contact with Queen\'s Horse: DISORDERED',
        'Queen\'s Horse charges 4" and fails to make contact with Gendarmes de la Garde: DISORDERED',
      ]),
    );
    expect(h.events.at(-1)!.text).toBe("Queen's Horse's charge and Gendarmes de la Garde's countercharge fall short");
  });

  it('ruling R38: a countercharger that falls short has moved this turn, as one that meets or rides out of the lane', () => {
    // Disorder: "Units are disordered by … charging and failing to make contact"; ruling R38: "If both moves together
    // fall short of the gap, each rides its whole move and stops, and both are DISORDERED". A countercharge is a charge:
    // the Gendarmes rode 6", a full move ("Movement … Horse 1d6 x 2", "Charge Bonus … +2"), and `moved` records it
    // for the fire phases (R27) as for the charger. The other branches: "… cover the gap exactly meet" below and
    // "a countercharger riding out of the lane meets nobody".
    const h = recorded(lane(5.3, { wood: { x: 68.7, y: 13.5 } }), [6, 1, 15, 2, 1]);
    resolveCharge(h.ctx, 'queens-horse', 'gendarmes');
    resolveChargeReaction(h.ctx, 'countercharge');
    expect(h.unit('gendarmes')).toMatchObject({ y: 10, order: 'disordered', charge: null, moved: 'moved' });
    expect(h.unit('queens-horse')).toMatchObject({ moved: 'moved' });
  });

  it('ruling R38: moves that together cover the gap exactly meet; the countercharger has moved', () => {
    // 10" apart: 4" + 6" = 10": the Gendarmes ride 6" (the charger cannot ride half), Queen's Horse the other 4".
    const h = recorded(lane(6), [6, 1, 15, 2, 1]);
    resolveCharge(h.ctx, 'queens-horse', 'gendarmes');
    resolveChargeReaction(h.ctx, 'countercharge');
    expect(h.unit('gendarmes')).toMatchObject({ y: 10, order: 'steady', engaged: ['queens-horse'], moved: 'moved' });
    expect(h.unit('queens-horse')).toMatchObject({ y: 10, order: 'steady', engaged: ['gendarmes'] });
    expect(h.text()).toMatch(/Gendarmes de la Garde countercharges 6" and meets Queen's Horse/);
  });

  it('ruling R38 "meet midway" when 1.5" apart: the countercharger rides 0.75" up to the charger', () => {
    const h = recorded(lane(14.5), [6, 1, 15, 1, 1]);
    resolveCharge(h.ctx, 'queens-horse', 'gendarmes');
    resolveChargeReaction(h.ctx, 'countercharge');
    expect(h.text()).toMatch(/Gendarmes de la Garde countercharges 0.75" and meets Queen's Horse/);
    expect(h.unit('gendarmes')).toMatchObject({ y: 15.25, engaged: ['queens-horse'] });
  });

  it('Disorder: "charging and failing to make contact": a charge 0.7" short rides its whole move', () => {
    // Queen's Horse 4.7" from Picardie: move 1 -> 4".
    const h = recorded(battle({ 'queens-horse': { x: 66, y: 11.3 }, 'picardie-1': { x: 66, y: 16 } }), [6, 1, 15]);
    resolveCharge(h.ctx, 'queens-horse', 'picardie-1');
    resolveChargeReaction(h.ctx, 'stand');
    expect(h.unit('queens-horse')).toMatchObject({ y: 15.3, order: 'disordered', engaged: [] });
    expect(h.text()).toMatch(/Queen's Horse charges 4" and fails to make contact with Picardie: DISORDERED/);
  });

  it('ruling R13: a formed square stops horse, not foot: foot charging a square make contact', () => {
    const h = recorded(
      battle({ ...close, 'picardie-1': { ...close['picardie-1'], formation: 'square' } }),
      [18, 1, 15],
    );
    resolveCharge(h.ctx, 'foot-guards', 'picardie-1');
    resolveChargeReaction(h.ctx, 'stand');
    expect(h.unit('foot-guards')).toMatchObject({ engaged: ['picardie-1'], order: 'steady', y: 16 });
  });

  it('Disorder: "crossing disordering terrain" disorders a STEADY charger; one already DISORDERED is not disordered again', () => {
    // DISORDERED S horse charge on 10 (6 + 4) across the marsh (x 4-12, y 14-22): 3" to Picardie, move 1 -> 4".
    const s = battle({ 'queens-horse': { x: 8, y: 12, order: 'disordered' }, 'picardie-1': { x: 8, y: 15 } });
    const h = recorded(s, [10, 1, 15]);
    resolveCharge(h.ctx, 'queens-horse', 'picardie-1');
    resolveChargeReaction(h.ctx, 'stand');
    expect(h.unit('queens-horse')).toMatchObject({ order: 'disordered', engaged: ['picardie-1'] });
    expect(h.text()).not.toMatch(/crossing difficult ground/);
  });

  it('Falling Back: "if contacted they will Rout"; "the winning units will pursue": the log', () => {
    // Picardie's morale 1 + 4 = 5: FALL BACK.
    const h = recorded(battle(close), [18, 1, 1]);
    resolveCharge(h.ctx, 'foot-guards', 'picardie-1');
    expect(lines(h)).toEqual(
      expect.arrayContaining([
        '1st Foot Guards contacts Picardie',
        'Picardie ROUTS (contacted while falling back)',
        '1st Foot Guards pursues Picardie',
      ]),
    );
  });

  it('a charged unit that routs on its morale test (ruling R30) is not fought but pursued', () => {
    // Picardie DISTRESSED (lost 6 of 10): morale 1 + 2 (STEADY) - 4 (DISTRESSED) = -1: ROUTED.
    const h = recorded(battle({ ...close, 'picardie-1': { ...close['picardie-1'], lost: 6 } }), [18, 1, 1]);
    resolveCharge(h.ctx, 'foot-guards', 'picardie-1');
    expect(h.text()).toMatch(/Picardie takes a morale test \(charged by 1st Foot Guards\): rolled 1, score -1: ROUTED/);
    expect(h.unit('picardie-1')).toMatchObject({ order: 'routed', engaged: [] });
    expect(h.unit('foot-guards')).toMatchObject({ pursuing: 'picardie-1', engaged: [] });
    expect(h.events.at(-1)!.text).toBe('Picardie routs before 1st Foot Guards');
  });

  it('contact: a charger closes the whole gap to a target turned 1.5 degrees (its near corner 5.9346" ahead)', () => {
    // Picardie turned 1.5 degrees: its left end (x 17.5) is nearest; Queen's Horse (x 17-19) charge it. The gap is kept to
    // 1/1000" (5.935"), 0.0004" past that corner: contact, not a clash with the target that stops the charge a step short.
    const turned = {
      'queens-horse': { x: 18, y: 10 },
      'picardie-1': { x: 20, y: 16, facing: -Math.PI / 2 + Math.PI / 120 },
    };
    const h = recorded(battle(turned), [6, 2, 15]);
    resolveCharge(h.ctx, 'queens-horse', 'picardie-1');
    expect(h.ctx.state.pendingCharge).toMatchObject({ gap: 5.935, move: 6 });
    resolveChargeReaction(h.ctx, 'stand');
    expect(h.unit('queens-horse')).toMatchObject({ x: 18, y: 15.935, engaged: ['picardie-1'] });
  });

  it('contact: the log says who charged home and who is in melee with whom', () => {
    const h = charged([]);
    resolveChargeReaction(h.ctx, 'stand');
    expect(lines(h)).toEqual(
      expect.arrayContaining(["Queen's Horse charges home into Picardie", "Picardie is in melee with Queen's Horse"]),
    );
  });
});

describe('a charge that never reaches its target does not charge home (Disorder; Falling Back; rulings R30, R38)', () => {
  // Rulebook, Falling Back: "Units falling back will rout if contacted by the enemy."; Disorder: "Units are disordered
  // by … charging and failing to make contact." Ruling R30: "a charge that reaches a unit falling back routs it". A
  // charge is home only where the charger's base touches the target's: a unit in the lane that stops the charger short,
  // or a target out of the lane, leaves them apart, and the charger is DISORDERED.
  it('a friend in the lane stops the Foot Guards short of the French battery: no melee, the Guards DISORDERED', () => {
    // The Guards (front y 6) charge the battery 4" ahead (18 charges, move 5 -> 6"); their own battery at (11, 8.5)
    // stands across their lane and stops them at front y 7.5.
    const s = exampleBattle({ 'french-battery': { x: 15, y: 10 }, 'british-battery': { x: 11, y: 8.5 } });
    const h = harness(s, [18, 5]);
    resolveCharge(h.ctx, 'foot-guards', 'french-battery');
    expect(h.unit('foot-guards')).toMatchObject({ y: 7.5, order: 'disordered', moved: 'moved', engaged: [] });
    expect(h.unit('french-battery')).toMatchObject({ engaged: [], order: 'steady' });
    expect(h.text()).not.toMatch(/charges home|in melee/);
    expect(h.text()).toMatch(/1st Foot Guards charges 1.5" and fails to make contact with Batterie royale: DISORDERED/);
  });

  it('a unit falling back that the charge does not reach does not rout ("will rout if contacted")', () => {
    const s = exampleBattle({
      clare: { x: 15, y: 10, order: 'falling-back', since: 0 },
      'british-battery': { x: 11, y: 8.5 },
    });
    const h = harness(s, [18, 5, 20]); // Clare's morale test: 20, it stays FALLING BACK and has no reaction (R42)
    resolveCharge(h.ctx, 'foot-guards', 'clare');
    expect(h.unit('clare').order).toBe('falling-back');
    expect(h.unit('foot-guards')).toMatchObject({ y: 7.5, order: 'disordered', pursuing: null });
    expect(h.text()).not.toMatch(/contacted while falling back|pursues/);
  });

  it('a countercharger riding out of the lane meets nobody: both DISORDERED, no melee (ruling R38)', () => {
    // The Gendarmes face -45 degrees: their countercharge (move 3 -> 8") takes them 4.647" along their own front to
    // (59.286, 12.714), off Queen's Horse's lane; the horse (move 3 -> 8") ride their whole move and stop 1/2" short.
    const s = exampleBattle({ gendarmes: { x: 56, y: 16, facing: -Math.PI / 4 } });
    const h = harness(s, [10, 3, 20, 3, 1]);
    resolveCharge(h.ctx, 'queens-horse', 'gendarmes');
    resolveChargeReaction(h.ctx, 'countercharge');
    expect(h.unit('gendarmes')).toMatchObject({
      x: 59.286,
      y: 12.714,
      order: 'disordered',
      engaged: [],
      charge: null,
      moved: 'moved', // it rode: the fire phases read `moved` (who may fire)
    });
    expect(h.unit('queens-horse')).toMatchObject({ y: 14, order: 'disordered', engaged: [], moved: 'moved' });
    expect(h.text()).toMatch(
      /Gendarmes de la Garde countercharges 4.647" and fails to make contact with Queen's Horse: DISORDERED/,
    );
    expect(h.text()).not.toMatch(/meets|charges home|in melee|hit in the rear/);
    expect(h.events.at(-1)!.text).toBe("Queen's Horse's charge makes no contact with Gendarmes de la Garde");
  });

  it('a countercharger still in the lane but more than the charge move away is not reached: the horse stops 1/2" short (ruling R38)', () => {
    // The Gendarmes 11.9" ahead, turned 0.1 rad: Queen's Horse's move 1 -> 4", their countercharge 3 -> 8" (together
    // enough). They ride 7.9" along their own front to (55.289, 10.139), still in the horse's lane but more than 4"
    // from it along it: beyond the horse's 4" ("riding the rest of the gap within its own move", R38). The horse rides its
    // whole move and stops 1/2" short of them (R30: "1/2" short of any enemy"), at front y 9.5.
    const s = exampleBattle({ gendarmes: { x: 54.5, y: 18, facing: -Math.PI / 2 + 0.1 } });
    const h = harness(s, [10, 1, 20, 3, 1]);
    resolveCharge(h.ctx, 'queens-horse', 'gendarmes');
    resolveChargeReaction(h.ctx, 'countercharge');
    expect(h.unit('gendarmes')).toMatchObject({ x: 55.289, y: 10.139, order: 'disordered', engaged: [] });
    expect(h.unit('queens-horse')).toMatchObject({ y: 9.5, order: 'disordered', engaged: [], moved: 'moved' });
    expect(h.text()).not.toMatch(/meets|charges home|in melee/);
    expect(h.events.at(-1)!.text).toBe("Queen's Horse's charge makes no contact with Gendarmes de la Garde");
  });

  it('"crossing disordering terrain": a countercharge into the marsh disorders the countercharger (ruling R32)', () => {
    // The marsh covers x 4-12, y 14-22. The Gendarmes at (11.5, 23) countercharge Queen's Horse 12" away (moves 5 and
    // 5 -> 12" each): they ride 6" to y 17, in the marsh, and meet the horse there.
    const s = exampleBattle({ 'queens-horse': { x: 12.9, y: 11 }, gendarmes: { x: 11.5, y: 23 } });
    const h = harness(s, [10, 5, 20, 5, 5]);
    resolveCharge(h.ctx, 'queens-horse', 'gendarmes');
    resolveChargeReaction(h.ctx, 'countercharge');
    expect(h.unit('gendarmes')).toMatchObject({ y: 17, order: 'disordered', engaged: ['queens-horse'] });
    expect(h.text()).toMatch(/Gendarmes de la Garde is DISORDERED crossing difficult ground/);
  });

  it('"crossing disordering terrain": a countercharger that misses in the marsh is DISORDERED once, not again for it', () => {
    // The out-of-lane countercharge of above, 48" to the left: the Gendarmes ride from (8, 16), in the marsh (x 4-12,
    // y 14-22), out of Queen's Horse's lane and meet nobody. "Charging and failing to make contact" has DISORDERED
    // them; the marsh (ruling R32 disorders a STEADY unit) adds nothing.
    const s = exampleBattle({ 'queens-horse': { x: 6.5, y: 6 }, gendarmes: { x: 8, y: 16, facing: -Math.PI / 4 } });
    const h = harness(s, [10, 3, 20, 3, 1]);
    resolveCharge(h.ctx, 'queens-horse', 'gendarmes');
    resolveChargeReaction(h.ctx, 'countercharge');
    expect(h.unit('gendarmes')).toMatchObject({ x: 11.286, y: 12.714, order: 'disordered', engaged: [] });
    expect(h.text()).toMatch(/Gendarmes de la Garde countercharges 4.647" and fails to make contact/);
    expect(h.text()).not.toMatch(/crossing difficult ground/);
  });
});
