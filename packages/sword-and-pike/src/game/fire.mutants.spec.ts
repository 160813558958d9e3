import { describe, expect, it } from 'vitest';
import { SwordAndPikeOptionsSchema } from '../options/options.js';
import {
  handBuiltTable,
  recordingContext,
  scenarioUnit,
  scriptedWithPurposes,
  type ScenarioUnit,
} from './__fixtures__/playDecisions.js';
import type { SwordAndPikeEvent } from './Event.js';
import { fireOnce, pistolsAtClosing, resolveFireStep } from './fire.js';
import type { OfficerState, SwordAndPikeState, UnitState } from './State.js';

// Rulebook (/work/shared/rules/sword-and-pike.txt): SEQUENCE OF ACTIONS 3-5 ("Fire all ... Test morale for units
// which took fire casualties"), FIRE (the Firing weapon table, Reiters' D4 ranks, pistols at the closing), MORALE
// ("a. At the end of each firing phase that a unit takes casualties"), E. Morale Altered Permanently ("If a unit
// routs another by fire - raise Morale 1 point"), OFFICERS (a D20 when the unit suffers casualties), NOTES on routed
// units. Rulings (docs/rulings/sword-and-pike.md): R10 (which casualties trigger a test), R46 (odd hits on
// skirmishers), R50 (moving units), R51 (a routed unit fired upon).

/** A battle context over a state; the events, in full and in compact form, and the dice's purposes. */
function contextOf(initial: SwordAndPikeState, script: number[]) {
  const { dice, purposes } = scriptedWithPurposes(script);
  const { ctx, events, state } = recordingContext(initial, dice);
  const brief = () =>
    events.map((e) =>
      e.type === 'morale-tested'
        ? `${e.unit} ${e.reason}: ${e.score} ${e.result}`
        : e.type === 'fired'
          ? `fired ${e.unit} at ${e.target}: ${e.casualties}`
          : e.type === 'officer-casualty'
            ? `officer-casualty ${e.officer} ${e.fate}`
            : e.type === 'morale-altered'
              ? `morale-altered ${e.unit} ${e.by}`
              : 'unit' in e
                ? `${e.type} ${e.unit}`
                : e.type,
    );
  return { ctx, events, purposes, brief, state };
}

/** The fire step over declarations on a hand-built table, the units changed as given. */
function fireStep(
  a: ScenarioUnit[],
  b: ScenarioUnit[],
  declared: [string, string | null][],
  script: number[],
  change: Record<string, Partial<UnitState>> = {},
  options: Record<string, unknown> = {},
  officers: OfficerState[] = [],
) {
  const s0 = handBuiltTable('fire', a, b, SwordAndPikeOptionsSchema.parse(options));
  const s: SwordAndPikeState = {
    ...s0,
    officers,
    fireDeclared: declared.map(([unit, target]) => ({ unit, target })),
    units: s0.units.map((x) => ({ ...x, ...change[x.id] })),
  };
  const c = contextOf(s, script);
  resolveFireStep(c.ctx);
  return c;
}

/** The volleys of a step. */
const fired = (r: { events: SwordAndPikeEvent[] }) =>
  r.events.filter((e): e is Extract<SwordAndPikeEvent, { type: 'fired' }> => e.type === 'fired');

/** Five arquebusiers, one stand: five D20s. Every unit has fired before (no first-fire -2) unless told. */
const shot = (id: string, x: number, y: number, o: Partial<ScenarioUnit> = {}) =>
  scenarioUnit({ id, troop: 'arquebusiers', weapon: 'arquebus', figures: 5, frontage: 1, x, y, ...o });
const target = (o: Partial<ScenarioUnit> = {}) => scenarioUnit({ id: 't', troop: 'arquebusiers', x: 30, y: 17, ...o });
const ready = (morale = 3): Partial<UnitState> => ({ hasFired: true, morale });
const allReady = (ids: string[], extra: Record<string, Partial<UnitState>> = {}) =>
  Object.fromEntries(ids.map((id) => [id, { ...ready(), ...extra[id] }]));
const officer = (o: Partial<OfficerState> & Pick<OfficerState, 'id' | 'attachedTo'>): OfficerState => ({
  name: o.id,
  quality: 'ordinary',
  side: 'B',
  brigade: 'b1',
  status: 'ok',
  ...o,
});

describe('SEQUENCE 3-5: one volley, and the test for its casualties', () => {
  it('five D20s on the Firing weapon table ("Arquebus - Short range - 12" or less", Class II: 1-4): two hits, two casualties', () => {
    const r = fireStep([shot('f', 30, 10)], [target()], [['f', 't']], [1, 4, 5, 20, 20], allReady(['f', 't']));
    expect(r.events[0]).toEqual({
      type: 'fired',
      unit: 'f',
      target: 't',
      weapon: 'arquebus',
      range: 5.5,
      targetClass: 2,
      firers: 5,
      dice: 5,
      hitsOn: 4,
      hits: 2,
      casualties: 2,
    });
    expect(r.purposes[0]).toBe('f firing at t (class II, 5.5"), hits on 1-4');
    // "Test morale for units which took fire casualties": 3 + morale 3 = 6, carry on.
    expect(r.brief()).toEqual(['fired f at t: 2', 't fire casualties: 6 carry-on']);
    expect(r.state().units.find((x) => x.id === 't')?.figures).toBe(18);
  });

  it('a unit that fired and hit nothing: no test', () => {
    const r = fireStep([shot('f', 30, 10)], [target()], [['f', 't']], [20, 20, 20, 20, 20], allReady(['f', 't']));
    expect(r.brief()).toEqual(['fired f at t: 0']);
  });

  it('a declaration of no target fires nothing', () => {
    const r = fireStep([shot('f', 30, 10)], [target()], [['f', null]], [], allReady(['f', 't']));
    expect(r.events).toEqual([]);
  });

  it('two units firing at one target: their casualties together make one test, after both volleys', () => {
    const r = fireStep(
      [shot('f', 30, 10), shot('g', 33, 10)],
      [target()],
      [
        ['f', 't'],
        ['g', 't'],
      ],
      [1, 20, 20, 20, 20, 1, 20, 20, 20, 20],
      allReady(['f', 'g', 't']),
    );
    expect(r.brief()).toEqual(['fired f at t: 1', 'fired g at t: 1', 't fire casualties: 6 carry-on']);
  });

  it('units fire at once: each volley is worked out on the state at the start of the step (the firer at full strength)', () => {
    // t (5 figures) and f fire at each other; f's volley kills 3 of t first, and t still rolls five D20s.
    const r = fireStep(
      [shot('f', 30, 10)],
      [shot('t', 30, 17)],
      [
        ['f', 't'],
        ['t', 'f'],
      ],
      [1, 1, 1, 20, 20, 20, 20, 20, 20, 20],
      allReady(['f', 't']),
    );
    expect(fired(r).map((e) => e.dice)).toEqual([5, 5]);
  });

  it('casualties are capped at the figures the target has left; a target with none left is destroyed, and does not test', () => {
    const r = fireStep(
      [shot('f', 30, 10), shot('g', 33, 10)],
      [target({ figures: 2 })],
      [
        ['f', 't'],
        ['g', 't'],
      ],
      [1, 1, 1, 20, 20, 1, 1, 20, 20, 20],
      allReady(['f', 'g', 't']),
    );
    expect(fired(r).map((e) => [e.hits, e.casualties])).toEqual([
      [3, 2],
      [2, 0],
    ]);
    expect(r.brief().slice(2)).toEqual(['removed t']);
    expect(r.state().units.find((x) => x.id === 't')).toMatchObject({ status: 'removed', removal: 'destroyed' });
  });

  // D. Morale Results: "5 - Moving unit halts (considered standing). Standing unit Falls Back." Ruling R50
  // (`movedUnitTests`, default 'moving'): a unit that moved this turn tests as moving.
  it("the test reads the target's situation: a unit that moved halts on a 5, one standing falls back", () => {
    const moved = fireStep([shot('f', 30, 10)], [target()], [['f', 't']], [1, 20, 20, 20, 20, 2], {
      ...allReady(['f', 't']),
      t: { ...ready(), moved: 'full' },
    });
    expect(moved.brief().slice(1)).toEqual(['t fire casualties: 5 halt']);
    const standing = fireStep(
      [shot('f', 30, 10)],
      [target()],
      [['f', 't']],
      [1, 20, 20, 20, 20, 2],
      { ...allReady(['f', 't']), t: { ...ready(), moved: 'full' } },
      { movedUnitTests: 'standing' },
    );
    expect(standing.brief().slice(1)).toEqual(['t fire casualties: 5 fall-back', 'fell-back t']);
  });

  // Ruling R10 option 'stand-lost': "All units test morale when they lose a stand of troops".
  it("ruling R10 'stand-lost': no test until a company's worth of figures is gone", () => {
    const opts = { fireMoraleTrigger: 'stand-lost' };
    // 20 figures in companies of 5; 2 already lost. Two more (16 left): still the first stand, no test.
    const two = fireStep(
      [shot('f', 30, 10)],
      [target()],
      [['f', 't']],
      [1, 1, 20, 20, 20],
      {
        ...allReady(['f', 't']),
        t: { ...ready(), figures: 18 },
      },
      opts,
    );
    expect(two.brief()).toEqual(['fired f at t: 2']);
    // Three more (15 left): a stand is gone, it tests.
    const three = fireStep(
      [shot('f', 30, 10)],
      [target()],
      [['f', 't']],
      [1, 1, 1, 20, 20],
      {
        ...allReady(['f', 't']),
        t: { ...ready(), figures: 18 },
      },
      opts,
    );
    expect(three.brief()).toEqual(['fired f at t: 3', 't fire casualties: 6 carry-on']);
    // A stand lost before and two more figures: the second stand is not yet gone.
    const later = fireStep(
      [shot('f', 30, 10)],
      [target()],
      [['f', 't']],
      [1, 1, 20, 20, 20],
      {
        ...allReady(['f', 't']),
        t: { ...ready(), figures: 14 },
      },
      opts,
    );
    expect(later.brief()).toEqual(['fired f at t: 2']);
    // The default 'any-casualty': one figure is enough.
    const one = fireStep([shot('f', 30, 10)], [target()], [['f', 't']], [1, 20, 20, 20, 20], allReady(['f', 't']));
    expect(one.brief()).toEqual(['fired f at t: 1', 't fire casualties: 6 carry-on']);
  });
});

describe('"If a unit routs another by fire - raise Morale 1 point" (E. Morale Altered Permanently)', () => {
  it('the target routs: every unit that fired at it gains a point, once', () => {
    // The test: 1 + 3 = 4, standing: "Standing or Falling Back units rout". The rout's D4: 1.
    const r = fireStep(
      [shot('f', 30, 10), shot('g', 33, 10)],
      [target()],
      [
        ['f', 't'],
        ['g', 't'],
      ],
      [1, 20, 20, 20, 20, 20, 20, 20, 20, 20, 1, 1],
      allReady(['f', 'g', 't']),
    );
    expect(r.brief()).toEqual([
      'fired f at t: 1',
      'fired g at t: 0',
      't fire casualties: 4 rout',
      'routed t',
      'morale-altered f 1',
      'morale-altered g 1',
    ]);
  });

  it('the alteration is logged with its cause', () => {
    const r = fireStep([shot('f', 30, 10)], [target()], [['f', 't']], [1, 20, 20, 20, 20, 1, 1], allReady(['f', 't']));
    expect(r.events.at(-1)).toEqual({ type: 'morale-altered', unit: 'f', by: 1, reason: 'routed an enemy by fire' });
  });

  it('a firer destroyed in the same step by the unit it routed gains nothing', () => {
    // f (1 figure) and t fire at each other: t kills f, f's hit routs t (4: rout).
    const r = fireStep(
      [shot('f', 30, 10, { figures: 1 })],
      [shot('t', 30, 17)],
      [
        ['t', 'f'],
        ['f', 't'],
      ],
      [1, 20, 20, 20, 20, 1, 1, 1],
      allReady(['f', 't']),
    );
    expect(r.brief()).toEqual([
      'fired t at f: 1',
      'fired f at t: 1',
      'removed f',
      't fire casualties: 4 rout',
      'routed t',
    ]);
  });

  it('a target that falls back (not routed) gives no point', () => {
    const r = fireStep([shot('f', 30, 10)], [target()], [['f', 't']], [1, 20, 20, 20, 20, 2], allReady(['f', 't']));
    expect(r.brief()).toEqual(['fired f at t: 1', 't fire casualties: 5 fall-back', 'fell-back t']);
  });
});

// NOTES on routed units: "Routed units which are fired upon and take casualties must test morale. Failure means that
// they rout again with all implications. Pass means they remain in place, routed" (ruling R51: pass/fail, 6 or more).
describe('a routed unit fired upon (ruling R51)', () => {
  const routedT = (morale: number): Partial<UnitState> => ({ ...ready(morale), status: 'routed', routedTurn: 0 });
  it('fails: it routs again, and its firer gains a point', () => {
    const r = fireStep([shot('f', 30, 10)], [target()], [['f', 't']], [1, 20, 20, 20, 20, 2, 1], {
      f: ready(),
      t: routedT(3),
    });
    expect(r.brief()).toEqual([
      'fired f at t: 1',
      't routed unit under fire: 5 failed',
      'routed t',
      'morale-altered f 1',
    ]);
  });

  it('passes: it stays routed where it is; no point', () => {
    const r = fireStep([shot('f', 30, 10)], [target()], [['f', 't']], [1, 20, 20, 20, 20, 3], {
      f: ready(),
      t: routedT(3),
    });
    expect(r.brief()).toEqual(['fired f at t: 1', 't routed unit under fire: 6 passed']);
  });
});

// FIRE: "Reiters attacked by other cavalry with the sword or lance must test to see how many ranks can fire before
// the close combat begins. Roll a D4 and the result is the number of ranks which may fire." "They may fire up to 4
// ranks deep."
describe('Reiters charged by cavalry: a D4 of ranks fire', () => {
  /** Reiters 2 stands wide (6 figures a rank), 12 figures; Gendarmes 2" off, charging them unless told. */
  const rei = scenarioUnit({ id: 'rei', troop: 'reiters', weapon: 'pistol', figures: 12, x: 30, y: 10 });
  const gens = (o: Partial<ScenarioUnit> = {}) =>
    scenarioUnit({ id: 'gens', troop: 'gendarmes', figures: 12, moraleClass: 'heavy-cavalry', x: 30, y: 16, ...o });
  const charge = {
    target: 'rei',
    rear: false,
    flank: false,
    closed: false,
    halted: false,
    travelled: 4,
    reachedAfterFallBack: false,
  };
  const volley = (b: ScenarioUnit[], change: Record<string, Partial<UnitState>>, firer = rei) =>
    fireStep([firer], b, [[firer.id, 'gens']], [1], { [firer.id]: ready(), gens: { ...ready(), charge }, ...change });
  const firedBy = (r: ReturnType<typeof volley>) => r.events.flatMap((e) => (e.type === 'fired' ? [e.firers] : []));

  it('charged by Gendarmes: the D4 (1) lets one rank of six fire', () => {
    const r = volley([gens()], {});
    expect(r.purposes[0]).toBe('rei charged by cavalry: D4 ranks may fire');
    expect(firedBy(r)).toEqual([6]);
  });

  it('a charger that halted, or charges another unit, or is on foot, is not "attacked by cavalry": all four ranks', () => {
    expect(firedBy(volley([gens()], { gens: { ...ready(), charge: { ...charge, halted: true } } }))).toEqual([12]);
    expect(firedBy(volley([gens()], { gens: { ...ready(), charge: { ...charge, target: 'other' } } }))).toEqual([12]);
    const halberds = scenarioUnit({ id: 'gens', troop: 'halberdiers', x: 30, y: 16 });
    expect(firedBy(volley([halberds], {}))).toEqual([12]);
  });

  it('a cavalry charger no longer on the table does not count', () => {
    // The gendarmes that charged are gone; the Reiters fire at another unit.
    const other = scenarioUnit({ id: 'other', troop: 'gendarmes', figures: 12, x: 36, y: 16 });
    const r = fireStep([rei], [gens(), other], [['rei', 'other']], [1], {
      rei: ready(),
      gens: { ...ready(), charge, status: 'removed' },
      other: ready(),
    });
    expect(firedBy(r)).toEqual([12]);
  });

  it('Light Horse charged by cavalry roll no D4', () => {
    const lh = scenarioUnit({ id: 'lh', troop: 'light-horse', weapon: 'mounted-arquebus', figures: 12, x: 30, y: 10 });
    const r = volley([gens()], { gens: { ...ready(), charge: { ...charge, target: 'lh' } } }, lh);
    expect(r.purposes.some((p) => p.includes('D4'))).toBe(false);
  });
});

// Ruling R46: "an odd hit on skirmishers or artillerists stays on the unit ('carried') ... never kept under 'dropped'".
// FIRE: "Skirmishers, artillerists, drovers etc. ... takes 2 hits to mark one figure."
describe('ruling R46: odd hits on a skirmish target', () => {
  const skirmishers = target({ troop: 'sword-and-buckler', order: 'skirmish' });
  it("'carried': the odd hit waits on the target, and makes a figure with the next", () => {
    const r = fireStep([shot('f', 30, 10)], [skirmishers], [['f', 't']], [1, 20, 20, 20, 20], {
      ...allReady(['f', 't']),
      t: { ...ready(), carriedHits: 1 },
    });
    expect(r.events[0]).toMatchObject({ hits: 1, casualties: 1, hitsCarried: 0 });
    const odd = fireStep([shot('f', 30, 10)], [skirmishers], [['f', 't']], [1, 20, 20, 20, 20], allReady(['f', 't']));
    expect(odd.events[0]).toMatchObject({ hits: 1, casualties: 0, hitsCarried: 1 });
    expect(odd.state().units.find((x) => x.id === 't')?.carriedHits).toBe(1);
  });

  it("'dropped': a carried hit is ignored, and an odd hit is not kept", () => {
    const opts = { skirmishOddHits: 'dropped' };
    const r = fireStep(
      [shot('f', 30, 10)],
      [skirmishers],
      [['f', 't']],
      [1, 20, 20, 20, 20],
      { ...allReady(['f', 't']), t: { ...ready(), carriedHits: 1 } },
      opts,
    );
    expect(r.events[0]).toMatchObject({ hits: 1, casualties: 0, hitsCarried: 0 });
    expect(r.state().units.find((x) => x.id === 't')?.carriedHits).toBe(0);
  });

  it("the carried hit read is the one on the target now: a first volley's odd hit counts for the second", () => {
    const r = fireStep(
      [shot('f', 30, 10), shot('g', 33, 10)],
      [skirmishers],
      [
        ['f', 't'],
        ['g', 't'],
      ],
      [1, 20, 20, 20, 20, 1, 20, 20, 20, 20],
      allReady(['f', 'g', 't']),
    );
    expect(fired(r).map((e) => e.casualties)).toEqual([0, 1]);
  });
});

// OFFICERS: "may become casualties if the unit to which they are attached sufferes fire or melee casualties. If this
// happens roll a D20. If the result is "20" then an attached officer is killed ... If the result is 19, and the roll
// is due to fire casualties, then the officer is taken, wounded to the rear." Trigger d: "When a units' Staff Officer
// is killed or captured within 12" and in view".
describe('officers with a unit under fire', () => {
  it("a D20 for the officer of a unit that took casualties (20: killed); his brigade's units then test", () => {
    const r = fireStep(
      [shot('f', 30, 10)],
      [target(), scenarioUnit({ id: 'near', troop: 'arquebusiers', x: 36, y: 20 })],
      [['f', 't']],
      [1, 20, 20, 20, 20, 20],
      allReady(['f', 't', 'near']),
      {},
      [officer({ id: 'col', attachedTo: 't' })],
    );
    expect(r.purposes[1]).toBe('col with t: officer casualty D20 (fire)');
    expect(r.brief()).toEqual([
      'fired f at t: 1',
      'officer-casualty col killed',
      't fire casualties: 6 carry-on',
      't staff officer col lost: 6 carry-on',
      'near staff officer col lost: 6 carry-on',
    ]);
  });

  it('19 by fire: wounded to the rear, no test for the loss; no casualties, no D20', () => {
    const wounded = fireStep(
      [shot('f', 30, 10)],
      [target()],
      [['f', 't']],
      [1, 20, 20, 20, 20, 19],
      allReady(['f', 't']),
      {},
      [officer({ id: 'col', attachedTo: 't' })],
    );
    expect(wounded.brief()).toEqual([
      'fired f at t: 1',
      'officer-casualty col wounded',
      't fire casualties: 6 carry-on',
    ]);
    const missed = fireStep(
      [shot('f', 30, 10)],
      [target()],
      [['f', 't']],
      [20, 20, 20, 20, 20],
      allReady(['f', 't']),
      {},
      [officer({ id: 'col', attachedTo: 't' })],
    );
    expect(missed.purposes).toHaveLength(1);
  });
});

describe('fireOnce', () => {
  it('a unit no longer on the table is not fired at: no dice, no casualties', () => {
    const s0 = handBuiltTable('fire', [shot('f', 30, 10)], [target()]);
    const s = { ...s0, units: s0.units.map((x) => (x.id === 't' ? { ...x, status: 'removed' as const } : x)) };
    const c = contextOf(s, []);
    expect(fireOnce(c.ctx, s, 'f', 't')).toBe(0);
    expect(c.events).toEqual([]);
    expect(c.purposes).toEqual([]);
  });

  it('a unit without a fire weapon fires nothing', () => {
    const s = handBuiltTable('fire', [shot('f', 30, 10, { weapon: null })], [target()]);
    const c = contextOf(s, []);
    expect(fireOnce(c.ctx, s, 'f', 't')).toBe(0);
    expect(c.events).toEqual([]);
  });

  it('returns the casualties it caused', () => {
    const s = handBuiltTable('fire', [shot('f', 30, 10)], [target()]);
    expect(fireOnce(contextOf(s, [1, 1, 1, 20, 20]).ctx, s, 'f', 't')).toBe(3);
  });
});

// FIRE: "The front rank of cavalry armed with pistols who are charging with swords may fire one pistol if it closes
// with the enemy" (one rank, at the 1" the charge halts at: Close Combat A).
describe('pistols at the closing', () => {
  const rei = scenarioUnit({ id: 'rei', troop: 'reiters', weapon: 'pistol', figures: 12, x: 30, y: 10 });
  const closing = (
    b: ScenarioUnit,
    script: number[],
    officers: OfficerState[] = [],
    change: Record<string, Partial<UnitState>> = {},
  ) => {
    const s0 = handBuiltTable('pistols', [rei], [b]);
    const s = { ...s0, officers, units: s0.units.map((x) => ({ ...x, ...ready(), ...change[x.id] })) };
    const c = contextOf(s, script);
    pistolsAtClosing(c.ctx, 'rei', b.id);
    return c;
  };

  it('one rank (six pistols) at 1", whatever the distance on the table', () => {
    const r = closing(target({ y: 30 }), [1, 20, 20, 20, 20, 20]);
    expect(r.events[0]).toMatchObject({ type: 'fired', unit: 'rei', firers: 6, dice: 6, range: 1, hits: 1 });
  });

  it('a target with no figures left is destroyed', () => {
    const r = closing(target({ figures: 1 }), [1, 20, 20, 20, 20, 20]);
    expect(r.brief()).toEqual(['fired rei at t: 1', 'removed t']);
  });

  it("the target's officer rolls a D20 when it takes casualties; killed, his units test", () => {
    const r = closing(target(), [1, 20, 20, 20, 20, 20, 20], [officer({ id: 'col', attachedTo: 't' })]);
    expect(r.brief()).toEqual([
      'fired rei at t: 1',
      'officer-casualty col killed',
      't staff officer col lost: 6 carry-on',
    ]);
  });

  it('the pistols are fire: on a 19 the officer is "taken, wounded to the rear", not captured', () => {
    const r = closing(target(), [1, 20, 20, 20, 20, 20, 19], [officer({ id: 'col', attachedTo: 't' })]);
    expect(r.brief()).toEqual(['fired rei at t: 1', 'officer-casualty col wounded']);
  });

  it('no casualties: no D20 for the officer', () => {
    const r = closing(target(), [20, 20, 20, 20, 20, 20], [officer({ id: 'col', attachedTo: 't' })]);
    expect(r.brief()).toEqual(['fired rei at t: 0']);
    expect(r.purposes).toHaveLength(1);
  });

  it('a target wiped out takes its officer\'s D20 first ("killed in addition to other figures")', () => {
    const r = closing(target({ figures: 1 }), [1, 20, 20, 20, 20, 20, 20], [officer({ id: 'col', attachedTo: 't' })]);
    expect(r.brief()).toEqual(['fired rei at t: 1', 'officer-casualty col killed', 'removed t']);
  });
});
