import { describe, expect, it } from 'vitest';
import type { CloseCombat } from '../mechanics/closeCombat.js';
import { combatDice, resolveMelee } from '../mechanics/closeCombat.js';
import { SwordAndPikeOptionsSchema, type SwordAndPikeOptions } from '../options/options.js';
import { defineSwordAndPikeCombat } from '../plugins/combat.js';
import { swordAndPikeMoralePlugin } from '../plugins/morale.js';
import { competentBot } from '../bot/competentBot.js';
import { ordersOf } from '../profiles/ordersOf.js';
import { checkDecision, legalDecisions, mayEvade, orderChanges } from '../sequence/legalDecisions.js';
import {
  faces,
  handBuiltTable,
  playDecisions,
  recordingContext,
  scenarioUnit,
  sleeveOf,
  unitIn,
  type ScenarioUnit,
} from './__fixtures__/playDecisions.js';
import { fight } from './closeCombat.js';
import { orderFormed, type SwordAndPikeDecision } from './Decision.js';
import { describeDecision } from './describe.js';
import type { SwordAndPikeState } from './State.js';
import { targetClassOf } from './unitRules.js';

// Rulebook (/work/shared/rules/sword-and-pike.txt), TROOP TYPES & ORGANIZATION: PIKEMEN "May be in closed or open
// order, fight normally in closed order, may fight 4 ranks deep"; GENDARMES "Move in open order, fight in closed
// order"; SWORD AND BUCKLER MEN "Move and fight in open order. Organized in a 5-man company as a sub-unit attached to a
// pike formation. May use skirmish order." ORDER: "Gendarmes may also be in closed order, riding Knee to knee." The
// text says nothing of when or how a unit changes its order: ruling R62 (docs/rulings/sword-and-pike.md), option
// `orderChange`: in the movement phase, as the unit's move, counted as half a move ('as-move', the default), or never
// ('fixed', each unit keeps the order it was deployed in). Every rule that reads the order reads the unit's current
// one: FIRE "Closed order = Pikes or other heavy foot, base-to-base" (Class I), "Open order" (Class II), "Skirmishers
// ... takes 2 hits to mark one figure"; Close Combat "Units in open order are -1 when fighting closed order troops",
// "Pikes closed order are fighting to their front. kill on a 5 or 6", "All other units fighting pikes to front -2";
// ORDER "except for pikes, only 2 ranks may fight"; F. "Pikes in Square formation - raise Morale 1 point".

const fixed: SwordAndPikeOptions = SwordAndPikeOptionsSchema.parse({ orderChange: 'fixed' });

/** Side A's pikes (closed unless given) with a sword-and-buckler sleeve; B's open-order halberdiers far off. */
function table(pike: Partial<ScenarioUnit> = {}, options?: SwordAndPikeOptions, more: ScenarioUnit[] = []) {
  return handBuiltTable(
    'order',
    [
      scenarioUnit({ id: 'pike', troop: 'pikemen', order: 'closed', x: 30, y: 10, ...pike }),
      sleeveOf({ id: 'sb', troop: 'sword-and-buckler', attachedTo: 'pike' }),
      ...more,
    ],
    [scenarioUnit({ id: 'hal', troop: 'halberdiers', x: 30, y: 40 })],
    options,
  );
}
const form = (unit: string, order: 'form-closed' | 'form-open' | 'form-skirmish'): SwordAndPikeDecision => ({
  kind: 'order',
  unit,
  order,
  target: null,
});
const endMoves: SwordAndPikeDecision = { kind: 'end-moves' };
const formsOffered = (s: SwordAndPikeState, unit: string) =>
  legalDecisions(s).filter((d) => d.kind === 'order' && d.unit === unit && orderFormed(d.order) !== null);

describe('changing order (ruling R62): the player chooses the order the text lets the troop take', () => {
  it('ordersOf: pikes closed or open, gendarmes open or closed, sword and buckler open or skirmish; one order else', () => {
    const opts = { halberdiersOrder: 'open' } as const;
    expect(ordersOf('pikemen', opts)).toEqual(['closed', 'open']);
    expect(ordersOf('gendarmes', opts)).toEqual(['open', 'closed']);
    expect(ordersOf('sword-and-buckler', opts)).toEqual(['open', 'skirmish']);
    expect(ordersOf('arquebusiers', opts)).toEqual(['open']);
    expect(ordersOf('light-horse', opts)).toEqual(['open']);
    // Ruling R12: halberdiers take the option's one order, either way.
    expect(ordersOf('halberdiers', opts)).toEqual(['open']);
    expect(ordersOf('halberdiers', { halberdiersOrder: 'closed' })).toEqual(['closed']);
  });

  it('closed pikes are offered open order (and square); open pikes closed order; never an order the troop lacks', () => {
    const s = table();
    expect(formsOffered(s, 'pike')).toEqual([form('pike', 'form-open')]);
    expect(legalDecisions(s)).toContainEqual({ kind: 'order', unit: 'pike', order: 'form-square', target: null });
    expect(checkDecision(s, form('pike', 'form-skirmish'))).toBe('not a legal decision now');
    expect(checkDecision(s, form('pike', 'form-closed'))).toBe('not a legal decision now');
    const open = table({ order: 'open' });
    expect(formsOffered(open, 'pike')).toEqual([form('pike', 'form-closed')]);
    // "Pikes in Square formation": closed-order pikes only (R27).
    expect(legalDecisions(open).some((d) => d.kind === 'order' && d.order === 'form-square')).toBe(false);
    // The halberdiers (B) have one order: none offered to them when their side moves.
    const b = playDecisions(s, faces([]), [[endMoves, 'A']]).state;
    expect(orderChanges(b, unitIn(b, 'hal'))).toEqual([]);
    expect(formsOffered(b, 'hal')).toEqual([]);
  });

  it('gendarmes may close up knee to knee, and open again', () => {
    const s = table({}, undefined, [
      scenarioUnit({ id: 'gens', troop: 'gendarmes', figures: 12, moraleClass: 'heavy-cavalry', x: 50, y: 10 }),
    ]);
    expect(formsOffered(s, 'gens')).toEqual([form('gens', 'form-closed')]);
    const r = playDecisions(s, faces([]), [[form('gens', 'form-closed'), 'A']]);
    expect(unitIn(r.state, 'gens').order).toBe('closed');
    // Ruling R3: a gendarme in closed order is a closed-order target.
    expect(targetClassOf(r.state, unitIn(r.state, 'gens')).targetClass).toBe(1);
  });

  it('the sword and buckler sleeve following its pike (R23) is offered skirmish order, and no other order', () => {
    const s = table();
    expect(legalDecisions(s).filter((d) => d.kind === 'order' && d.unit === 'sb')).toEqual([
      form('sb', 'form-skirmish'),
    ]);
    const r = playDecisions(s, faces([]), [[form('sb', 'form-skirmish'), 'A']]);
    const sb = unitIn(r.state, 'sb');
    expect(sb).toMatchObject({ order: 'skirmish', ordered: true, moved: 'half', x: 33.5, y: 10 });
    // "Skirmishers ... takes 2 hits to mark one figure"; and skirmishers may evade (R32, option evasion 'light').
    expect(targetClassOf(r.state, sb)).toEqual({ targetClass: 2, skirmish: true });
    expect(mayEvade(r.state, { ...sb, ordered: false })).toBe(true);
    expect(mayEvade(s, unitIn(s, 'sb'))).toBe(false);
    // It has taken its move: it does not follow its pike this turn, and is offered nothing more.
    expect(legalDecisions(r.state).some((d) => d.kind === 'order' && d.unit === 'sb')).toBe(false);
    const advanced = playDecisions(r.state, faces([]), [
      [{ kind: 'order', unit: 'pike', order: 'advance', target: 'hal' }, 'A'],
    ]);
    expect(unitIn(advanced.state, 'sb')).toMatchObject({ x: 33.5, y: 10 });
    // Other orders change no order: the pike is still closed, the sleeve still skirmishing.
    expect(unitIn(advanced.state, 'pike').order).toBe('closed');
    expect(unitIn(advanced.state, 'sb').order).toBe('skirmish');
    expect(unitIn(advanced.state, 'pike').y).toBeGreaterThan(10);
  });

  it('a disordered sleeve acts alone (R23): every order of its own is offered, its change of order among them', () => {
    const s = table();
    const dis = {
      ...s,
      units: s.units.map((u) => (u.id === 'sb' ? { ...u, status: 'disordered' as const } : u)),
    };
    const orders = legalDecisions(dis).filter((d) => d.kind === 'order' && d.unit === 'sb');
    expect(orders).toContainEqual(form('sb', 'form-skirmish'));
    expect(orders).toContainEqual({ kind: 'order', unit: 'sb', order: 'rally', target: null });
    expect(orders).toContainEqual({ kind: 'order', unit: 'sb', order: 'advance', target: 'hal' });
  });

  it('the change is the unit move for the turn, counted as half a move, in place and facing as it was', () => {
    const s = table();
    const r = playDecisions(s, faces([]), [[form('pike', 'form-open'), 'A']]);
    expect(r.events).toContainEqual({
      type: 'unit-ordered',
      unit: 'pike',
      order: 'form-open',
      target: null,
      x: 30,
      y: 10,
      facing: unitIn(s, 'pike').facing,
      moved: 'half',
      rear: false,
      flank: false,
    });
    expect(unitIn(r.state, 'pike')).toMatchObject({ order: 'open', ordered: true, square: false });
    expect(checkDecision(r.state, form('pike', 'form-closed'))).toBe('pike has already moved this turn');
    expect(describeDecision(form('pike', 'form-open'), s, 'A')).toBe('A: pike changes to open order');
    expect(describeDecision(form('sb', 'form-skirmish'), s, 'A')).toBe('A: sb changes to skirmish order');
    expect(describeDecision(form('sb', 'form-closed'), s, 'A')).toBe('A: sb changes to closed order');
  });

  it('a disordered unit tests to rally as it changes order, as for any move', () => {
    const s = table();
    const dis = {
      ...s,
      units: s.units.map((u) => (u.id === 'pike' ? { ...u, status: 'disordered' as const, morale: 3 } : u)),
    };
    const r = playDecisions(dis, faces([6]), [[form('pike', 'form-open'), 'A']]);
    expect(r.events.map((e) => e.type)).toEqual(['morale-tested', 'rallied-from-disorder', 'unit-ordered']);
    expect(unitIn(r.state, 'pike')).toMatchObject({ order: 'open', status: 'ready' });
  });

  it('open pikes are an open-order target, fight 2 ranks and no longer as pikes to their front', () => {
    const combats: CloseCombat[] = [];
    const combat = defineSwordAndPikeCombat({
      id: 'test/recording',
      description: 'records the close combats',
      closeCombat: (d, c) => (combats.push(c), resolveMelee(d, c)),
    });
    const fightAt = (s: SwordAndPikeState) => {
      // The halberdiers charge the pikes' front: closed on them, 1" off (the fight reads the sides, not the path).
      const placed = {
        ...s,
        units: s.units.map((u) =>
          u.id === 'hal'
            ? {
                ...u,
                y: 13,
                morale: 3,
                charge: {
                  target: 'pike',
                  rear: false,
                  flank: false,
                  closed: true,
                  halted: false,
                  travelled: 4,
                  reachedAfterFallBack: false,
                },
              }
            : { ...u, morale: 3 },
        ),
      };
      const run = recordingContext(placed, faces([]), { combat, morale: swordAndPikeMoralePlugin });
      fight(run.ctx, ['hal'], 'pike', false, []);
      return combats.at(-1)!;
    };
    const before = table({ figures: 40, frontage: 2 });
    const closedFight = fightAt(before);
    const opened = playDecisions(before, faces([]), [[form('pike', 'form-open'), 'A']]).state;
    const openFight = fightAt(opened);
    const pikeSide = (c: CloseCombat) => c.defenders[0]!;
    expect(pikeSide(closedFight)).toMatchObject({ troop: 'pikemen', order: 'closed' });
    expect(pikeSide(openFight)).toMatchObject({ troop: 'pikemen', order: 'open' });
    // ORDER: pikes fight 4 ranks deep in closed order only: 2 wide x 4 ranks = 8 stands, open 2 x 2 = 4.
    expect(pikeSide(closedFight).stands).toHaveLength(8);
    expect(pikeSide(openFight).stands).toHaveLength(4);
    // The halberdiers (open order) against closed pikes' front: -1 (open against closed) and -2 (pikes to front) a
    // stand of 5 figures, 2 dice a stand, 4 stands; against open pikes, neither: 5 a stand. Both kill on 5-6 (foot).
    const halDice = (c: CloseCombat) => combatDice(c.attackers[0]!, pikeSide(c), true);
    expect(halDice(closedFight)).toEqual({ onFive: 8, onSix: 0 });
    expect(halDice(openFight)).toEqual({ onFive: 20, onSix: 0 });
    // Fire: Class I closed order, Class II open order.
    expect(targetClassOf(before, unitIn(before, 'pike')).targetClass).toBe(1);
    expect(targetClassOf(opened, unitIn(opened, 'pike')).targetClass).toBe(2);
  });

  it("option orderChange 'fixed': no change of order is offered, to a unit or a following sleeve", () => {
    const s = table({}, fixed);
    expect(formsOffered(s, 'pike')).toEqual([]);
    expect(legalDecisions(s).some((d) => d.kind === 'order' && d.unit === 'sb')).toBe(false);
    expect(checkDecision(s, form('pike', 'form-open'))).toBe('not a legal decision now');
    expect(checkDecision(s, form('sb', 'form-skirmish'))).toMatch(/may not move now/);
  });

  it('the competent bot keeps its units in their deployed order: a change scores below ending the moves', () => {
    const s = table();
    const forms = [form('pike', 'form-open'), form('sb', 'form-skirmish')];
    const bot = competentBot();
    const pick = (legal: SwordAndPikeDecision[]) =>
      bot.decide({ state: s, player: 'A', legal, rng: { next: () => 0.5 } as never });
    expect(pick([...forms, endMoves])).toEqual(endMoves);
  });

  it('pikes in square change no order (they leave square first)', () => {
    const s = table();
    const inSquare = playDecisions(s, faces([]), [
      [{ kind: 'order', unit: 'pike', order: 'form-square', target: null }, 'A'],
    ]);
    const u = unitIn(inSquare.state, 'pike');
    expect(u.square).toBe(true);
    expect(orderChanges(inSquare.state, { ...u, ordered: false })).toEqual([]);
    expect(orderChanges(s, unitIn(s, 'pike'))).toEqual(['open']);
  });
});
