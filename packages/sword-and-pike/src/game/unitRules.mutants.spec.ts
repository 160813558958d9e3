import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS, SwordAndPikeOptionsSchema, type SwordAndPikeOptions } from '../options/options.js';
import type { Terrain } from '../table/Terrain.js';
import { handBuiltTable, scenarioUnit, unitIn, type ScenarioUnit } from './__fixtures__/playDecisions.js';
import type { OfficerState, SwordAndPikeState, UnitState } from './State.js';
import {
  conditionOf,
  figuresLost,
  fireInputOf,
  firePhaseOf,
  firersOf,
  fireTargets,
  isShaken,
  mayFire,
  mayFireDefensiveVolley,
  moveAllowance,
  movedTooFarToFire,
  officerWith,
  onTable,
  rangeBetween,
  removedShare,
  standLost,
  targetClassOf,
  unitById,
} from './unitRules.js';

// The unit rules the battle, the bot and the club read: conditions, officers, who fires when and at whom, ranges,
// firers, moves and the battle's tallies. Side A stands at the south edge facing north, side B facing south.
const table = (
  a: ScenarioUnit[],
  b: ScenarioUnit[],
  options: SwordAndPikeOptions = DEFAULT_OPTIONS,
  terrain: Terrain[] = [],
): SwordAndPikeState => handBuiltTable('unit rules', a, b, options, terrain);
const shot = (o: Partial<ScenarioUnit> = {}) =>
  scenarioUnit({ id: 'shot', troop: 'arquebusiers', weapon: 'arquebus', x: 30, y: 5, ...o });
const pikes = (o: Partial<ScenarioUnit> = {}) =>
  scenarioUnit({ id: 'pikes', troop: 'pikemen', order: 'closed', x: 30, y: 20, ...o });
/** The state with one unit changed (the same units array otherwise). */
const withUnit = (s: SwordAndPikeState, id: string, change: Partial<UnitState>): SwordAndPikeState => ({
  ...s,
  units: s.units.map((x) => (x.id === id ? { ...x, ...change } : x)),
});

describe('onTable and unitById', () => {
  it('a routed unit is still on the table; a removed one is not', () => {
    const s = table([shot()], [pikes()]);
    expect(onTable({ ...unitIn(s, 'shot'), status: 'routed' })).toBe(true);
    expect(onTable({ ...unitIn(s, 'shot'), status: 'removed' })).toBe(false);
  });
  it('finds a unit by id, and names an unknown id', () => {
    const s = table([shot()], [pikes()]);
    expect(unitById(s, 'pikes')).toBe(unitIn(s, 'pikes'));
    expect(() => unitById(s, 'ghost')).toThrow('no unit ghost');
  });
});

// FRESH/WORN/SPENT: "'Fresh' ... have not yet lost a stand due to casualties. 'Worn' units have lost at least one
// stand ... but no more than 50%. 'Spent' units have taken more than 50% losses." Ruling R17: a stand is a company.
describe('FRESH/WORN/SPENT and "at least 1 full stand is gone"', () => {
  const pike = () => unitIn(table([shot()], [pikes()]), 'pikes');
  it.each([
    { figures: 20, condition: 'fresh', lost: false },
    // 4 of a company of 5: no stand gone yet.
    { figures: 16, condition: 'fresh', lost: false },
    { figures: 15, condition: 'worn', lost: true },
    { figures: 10, condition: 'worn', lost: true },
    { figures: 9, condition: 'spent', lost: true },
  ] as const)('pikemen (companies of 5) at $figures of 20: $condition, a stand gone: $lost', (row) => {
    const unit = { ...pike(), figures: row.figures };
    expect(conditionOf(unit)).toBe(row.condition);
    expect(standLost(unit)).toBe(row.lost);
  });
  it('Gendarmes (companies of 3): 2 lost is no stand, 3 lost is one', () => {
    const gens = unitIn(
      table([scenarioUnit({ id: 'g', troop: 'gendarmes', figures: 12, x: 30, y: 5 })], [pikes()]),
      'g',
    );
    expect(standLost({ ...gens, figures: 10 })).toBe(false);
    expect(standLost({ ...gens, figures: 9 })).toBe(true);
  });
});

// OFFICERS: "if attached to a unit, adding thier morale and combat bonus"; ruling R5: "When two officers are with one
// unit, the better counts."
describe('the officer with a unit (ruling R5)', () => {
  const s0 = () => table([shot(), scenarioUnit({ id: 'other', troop: 'pikemen', x: 10, y: 5 })], [pikes()]);
  const officer = (id: string, quality: OfficerState['quality'], o: Partial<OfficerState> = {}): OfficerState => ({
    id,
    name: id,
    quality,
    side: 'A',
    brigade: 'b1',
    attachedTo: 'shot',
    status: 'ok',
    ...o,
  });
  const withOfficers = (officers: OfficerState[]) => {
    const s = s0();
    return officerWith({ ...s, officers }, unitIn(s, 'shot'))?.id ?? null;
  };

  it('none attached: no officer', () => {
    expect(withOfficers([officer('elsewhere', 'exceptional', { attachedTo: 'other' })])).toBeNull();
  });
  it('the better of two, whichever is listed first: Exceptional over Ordinary over Dummkopf', () => {
    expect(withOfficers([officer('o', 'ordinary'), officer('x', 'exceptional')])).toBe('x');
    expect(withOfficers([officer('x', 'exceptional'), officer('o', 'ordinary')])).toBe('x');
    expect(withOfficers([officer('d', 'dummkopf'), officer('o', 'ordinary')])).toBe('o');
    expect(withOfficers([officer('o', 'ordinary'), officer('d', 'dummkopf')])).toBe('o');
  });
  it('of two alike, the first listed keeps command', () => {
    expect(withOfficers([officer('first', 'ordinary'), officer('second', 'ordinary')])).toBe('first');
  });
  it('an officer killed, wounded or captured commands no more', () => {
    expect(withOfficers([officer('x', 'exceptional', { status: 'killed' }), officer('d', 'dummkopf')])).toBe('d');
    expect(withOfficers([officer('x', 'exceptional', { status: 'wounded' })])).toBeNull();
  });
});

// SEQUENCE OF ACTIONS 3-5: "Fire all artillery", "Fire all infantry units", "Fire all mounted units capable of fire".
describe('the fire phase of each unit (SEQUENCE OF ACTIONS 3-5)', () => {
  const phases = () =>
    table(
      [
        shot(),
        scenarioUnit({
          id: 'gun',
          troop: 'light-gun',
          weapon: 'light-cannon',
          figures: 2,
          frontage: 1,
          order: 'skirmish',
          x: 10,
          y: 5,
        }),
        scenarioUnit({ id: 'lh', troop: 'light-horse', weapon: 'mounted-arquebus', figures: 12, x: 50, y: 5 }),
      ],
      [pikes()],
    );
  it('artillery, infantry, mounted; a unit with no fire weapon has none', () => {
    const s = phases();
    expect(firePhaseOf(unitIn(s, 'gun'))).toBe('fire-artillery');
    expect(firePhaseOf(unitIn(s, 'shot'))).toBe('fire-infantry');
    expect(firePhaseOf(unitIn(s, 'lh'))).toBe('fire-mounted');
    expect(firePhaseOf(unitIn(s, 'pikes'))).toBeNull();
    expect(firePhaseOf({ ...unitIn(s, 'lh'), weapon: null })).toBeNull();
  });
});

// FIRE: "+1 to each die result if firing unit 'Shaken'"; ruling R7, option `shakenMeans`.
describe('"Shaken" (ruling R7)', () => {
  const shaken = (shakenMeans: string, figures: number) => {
    const s = table([shot()], [pikes()], SwordAndPikeOptionsSchema.parse({ shakenMeans }));
    return isShaken(s, { ...unitIn(s, 'pikes'), figures });
  };
  it("'spent' (default): Spent only", () => {
    expect(shaken('spent', 9)).toBe(true);
    expect(shaken('spent', 15)).toBe(false);
  });
  it("'worn-or-spent': any but Fresh", () => {
    expect(shaken('worn-or-spent', 15)).toBe(true);
    expect(shaken('worn-or-spent', 9)).toBe(true);
    expect(shaken('worn-or-spent', 20)).toBe(false);
  });
  it("'never': not even Spent", () => {
    expect(shaken('never', 9)).toBe(false);
  });
});

// FIRE > Target classifications; ruling R3 with every class moved (option `targetClasses`), so each category is seen
// to read its own setting.
describe('target classes read from the option (ruling R3)', () => {
  const classes = SwordAndPikeOptionsSchema.parse({
    targetClasses: { closed: 4, open: 3, skirmish: 1, cover: 2, fieldWorks: 1 },
  });
  const area = (kind: Terrain['kind']): Terrain => ({ kind, name: kind, x: 20, y: 15, width: 20, height: 10 });
  const classOf = (target: Partial<ScenarioUnit>, terrain: Terrain[] = []) => {
    const s = table([shot()], [pikes(target)], classes, terrain);
    return targetClassOf(s, unitIn(s, 'pikes'));
  };
  it.each([
    { what: 'closed order', target: {}, terrain: [], expected: { targetClass: 4, skirmish: false } },
    { what: 'open order', target: { order: 'open' }, terrain: [], expected: { targetClass: 3, skirmish: false } },
    {
      what: 'skirmishers',
      target: { troop: 'sword-and-buckler', order: 'skirmish' },
      terrain: [],
      expected: { targetClass: 1, skirmish: true },
    },
    {
      what: 'artillerists ("Skirmishers, artillerists, drovers")',
      target: { troop: 'light-gun', figures: 2, frontage: 1, order: 'skirmish' },
      terrain: [],
      expected: { targetClass: 1, skirmish: true },
    },
    {
      what: 'cover',
      target: { order: 'open' },
      terrain: [area('woods')],
      expected: { targetClass: 2, skirmish: false },
    },
    {
      what: 'skirmishers in cover (still 2 hits a figure)',
      target: { troop: 'sword-and-buckler', order: 'skirmish' },
      terrain: [area('woods')],
      expected: { targetClass: 2, skirmish: true },
    },
    {
      what: 'field works over order',
      target: { order: 'open' },
      terrain: [area('field-works')],
      expected: { targetClass: 1, skirmish: false },
    },
  ] as const)('$what', ({ target, terrain, expected }) => {
    expect(classOf(target, [...terrain])).toEqual(expected);
  });
  it('pikes in square are closed-order targets (ruling R27), even if their order reads open', () => {
    const s = table([shot()], [pikes({ order: 'open' })], classes);
    expect(targetClassOf(s, { ...unitIn(s, 'pikes'), square: true }).targetClass).toBe(4);
  });
});

describe('who may fire now (FIRE; Close Combat A)', () => {
  const fire = (change: Partial<UnitState>, step: SwordAndPikeState['step'] = 'fire-infantry', turn = 1) => {
    const s = table([shot()], [pikes()]);
    return mayFire({ ...s, turn }, { ...unitIn(s, 'shot'), ...change }, step);
  };
  it('arquebusiers in good order, standing, in the infantry phase: yes', () => {
    expect(fire({})).toBe(true);
  });
  it('not in another phase', () => {
    expect(fire({}, 'fire-mounted')).toBe(false);
    expect(fire({}, 'fire-artillery')).toBe(false);
  });
  it('not when removed, routed, unarmed or with no figures left', () => {
    expect(fire({ status: 'removed' })).toBe(false);
    expect(fire({ status: 'routed' })).toBe(false);
    expect(fire({ weapon: null })).toBe(false);
    expect(fire({ figures: 0 })).toBe(false);
  });
  it('a disordered unit still fires ("Shoot at -1")', () => {
    expect(fire({ status: 'disordered' })).toBe(true);
  });
  it('"Takes 2 turns to reload" / "one turn to reload": not before the turn it is loaded again, from that turn on', () => {
    expect(fire({ loadedOnTurn: 3 }, 'fire-infantry', 2)).toBe(false);
    expect(fire({ loadedOnTurn: 3 }, 'fire-infantry', 3)).toBe(true);
  });
  it('Close Combat A: a charger "Cannot fire"', () => {
    const charge = {
      target: 'pikes',
      rear: false,
      flank: false,
      closed: false,
      halted: false,
      travelled: 3,
      reachedAfterFallBack: false,
    };
    expect(fire({ charge })).toBe(false);
  });
  it('"they only shoot one pistol per turn": not twice a turn', () => {
    expect(fire({ firedThisTurn: true })).toBe(false);
  });
  it('"Infantry may not move more than 1/2 if they intend to fire": half yes, full no', () => {
    expect(fire({ moved: 'half' })).toBe(true);
    expect(fire({ moved: 'full' })).toBe(false);
  });
  it('mounted units fire after a full move', () => {
    const h = table(
      [scenarioUnit({ id: 'lh', troop: 'light-horse', weapon: 'mounted-arquebus', figures: 12, x: 30, y: 5 })],
      [pikes()],
    );
    expect(mayFire(h, { ...unitIn(h, 'lh'), moved: 'full' }, 'fire-mounted')).toBe(true);
  });
});

// Close Combat L: "(Defender can fire defensive volley if not already fired that turn)"; ruling R55 adds FIRE's
// "Infantry may not move more than 1/2 if they intend to fire" unless `defensiveVolley` is 'not-fired-only'.
describe("the defensive volley against a winner's new charge (Close Combat L; ruling R55)", () => {
  // The shot (A) centred at 5, 2" deep; the charging pikes (B) centred at 8, 2" deep: their bases 1" apart.
  const volley = (
    change: Partial<UnitState> = {},
    { y = 8, turn = 1, options = DEFAULT_OPTIONS }: { y?: number; turn?: number; options?: SwordAndPikeOptions } = {},
  ) => {
    const s = table([shot()], [pikes({ y })], options);
    return mayFireDefensiveVolley({ ...s, turn }, { ...unitIn(s, 'shot'), ...change }, unitIn(s, 'pikes'), 'front');
  };
  it('a loaded, armed defender that has not fired, the charger 1" off: yes', () => {
    expect(volley()).toBe(true);
  });
  it('"if not already fired that turn"', () => {
    expect(volley({ firedThisTurn: true })).toBe(false);
  });
  it('not routed, not unarmed, not unloaded (from the turn it is loaded again, yes)', () => {
    expect(volley({ status: 'routed' })).toBe(false);
    expect(volley({ status: 'disordered' })).toBe(true);
    expect(volley({ weapon: null })).toBe(false);
    expect(volley({ loadedOnTurn: 3 }, { turn: 2 })).toBe(false);
    expect(volley({ loadedOnTurn: 3 }, { turn: 3 })).toBe(true);
  });
  it('only at a charger within 1" (to 1/100 inch)', () => {
    expect(volley({}, { y: 8.01 })).toBe(true);
    expect(volley({}, { y: 8.02 })).toBe(false);
  });
  it("'fire-rules' (default): foot that made a full move may not; half a move, yes", () => {
    expect(volley({ moved: 'half' })).toBe(true);
    expect(volley({ moved: 'full' })).toBe(false);
  });
  it("'not-fired-only': a full move does not stop it", () => {
    const options = SwordAndPikeOptionsSchema.parse({ defensiveVolley: 'not-fired-only' });
    expect(volley({ moved: 'full' }, { options })).toBe(true);
    expect(volley({ moved: 'full', firedThisTurn: true }, { options })).toBe(false);
  });
  it('movedTooFarToFire: foot and guns after a full move; mounted units never ("moving or stationary")', () => {
    const s = table([shot()], [pikes()]);
    expect(movedTooFarToFire({ ...unitIn(s, 'shot'), moved: 'full' })).toBe(true);
    expect(movedTooFarToFire({ ...unitIn(s, 'shot'), moved: 'half' })).toBe(false);
    expect(movedTooFarToFire({ ...unitIn(s, 'shot'), troop: 'light-gun', moved: 'full' })).toBe(true);
    expect(movedTooFarToFire({ ...unitIn(s, 'shot'), troop: 'reiters', moved: 'full' })).toBe(false);
  });
});

describe('range and the firers', () => {
  it('the gap between the bases, to 1/100 inch', () => {
    // Arquebusiers 20 figures 2 wide: 4 stands, 2 ranks, 2" deep; pikes the same. Centres 5 and 20.1234: 13.1234".
    const s = table([shot()], [pikes({ y: 20.1234 })]);
    expect(rangeBetween(unitIn(s, 'shot'), unitIn(s, 'pikes'))).toBe(13.12);
    const t = table([shot()], [pikes({ y: 20.1266 })]);
    expect(rangeBetween(unitIn(t, 'shot'), unitIn(t, 'pikes'))).toBe(13.13);
  });

  // ARQUEBUSIERS "May shoot 2 ranks deep"; REITERS "may shoot 4 ranks deep"; Reiters' D4 "is the number of ranks
  // which may fire"; RIFLEMEN and gunners one figure a model.
  it.each([
    {
      what: 'arquebusiers 2 wide: 2 ranks x 2 stands x 5',
      troop: 'arquebusiers',
      figures: 20,
      frontage: 2,
      ranks: undefined,
      firers: 20,
    },
    {
      what: 'arquebusiers 1 wide (a column): 2 ranks x 1 stand x 5',
      troop: 'arquebusiers',
      figures: 20,
      frontage: 1,
      ranks: undefined,
      firers: 10,
    },
    {
      what: 'arquebusiers 4 wide, 12 left: no more than are left',
      troop: 'arquebusiers',
      figures: 12,
      frontage: 4,
      ranks: undefined,
      firers: 12,
    },
    {
      what: 'Reiters 1 wide: 4 ranks x 1 x 3',
      troop: 'reiters',
      figures: 12,
      frontage: 1,
      ranks: undefined,
      firers: 12,
    },
    { what: 'Reiters 1 wide, D4 = 3 ranks', troop: 'reiters', figures: 12, frontage: 1, ranks: 3, firers: 9 },
    {
      what: 'Reiters 1 wide, D4 = 4 of their 4 ranks',
      troop: 'reiters',
      figures: 12,
      frontage: 1,
      ranks: 4,
      firers: 12,
    },
    { what: 'Reiters 1 wide, D4 = 1', troop: 'reiters', figures: 12, frontage: 1, ranks: 1, firers: 3 },
    {
      what: 'light horse 1 wide: 2 ranks x 3 (not the D4 of Reiters)',
      troop: 'light-horse',
      figures: 12,
      frontage: 1,
      ranks: 4,
      firers: 6,
    },
  ] as const)('$what: $firers', ({ troop, figures, frontage, ranks, firers }) => {
    const s = table([scenarioUnit({ id: 'f', troop, figures, frontage, x: 30, y: 5 })], [pikes()]);
    expect(firersOf(unitIn(s, 'f'), ranks)).toBe(firers);
  });
});

// Ruling R2: "Disordered units move half. A unit whose centre starts in broken ground ... moves half."
describe('the move allowed (ruling R2)', () => {
  const broken: Terrain = { kind: 'broken', name: 'rough', x: 20, y: 0, width: 20, height: 10 };
  it('foot 6", disordered 3", rallied 6", in broken ground 3", both 1.5"', () => {
    const s = table([shot()], [pikes()]);
    const b = table([shot()], [pikes()], DEFAULT_OPTIONS, [broken]);
    const u = unitIn(s, 'shot');
    expect(moveAllowance(s, u)).toBe(6);
    expect(moveAllowance(s, { ...u, status: 'disordered' })).toBe(3);
    expect(moveAllowance(s, { ...u, status: 'disordered' }, true)).toBe(6);
    expect(moveAllowance(b, unitIn(b, 'shot'))).toBe(3);
    expect(moveAllowance(b, { ...unitIn(b, 'shot'), status: 'disordered' })).toBe(1.5);
  });
});

// Ruling R15: "a side whose removed units ... reach half its units has lost"; "the side that inflicted more figure
// losses wins (a removed unit counts all its figures)".
describe('the battle tallies (ruling R15)', () => {
  const tallies = () => {
    const s0 = table(
      [
        shot(),
        scenarioUnit({ id: 'a2', troop: 'pikemen', x: 10, y: 5 }),
        scenarioUnit({ id: 'a3', troop: 'pikemen', x: 50, y: 5 }),
      ],
      [pikes(), scenarioUnit({ id: 'b2', troop: 'gendarmes', figures: 12, x: 50, y: 40 })],
    );
    return withUnit(withUnit(withUnit(s0, 'a2', { status: 'removed', figures: 14 }), 'shot', { figures: 17 }), 'b2', {
      figures: 7,
    });
  };
  it('the share of a side removed', () => {
    const s = tallies();
    expect(removedShare(s, 'A')).toBeCloseTo(1 / 3, 10);
    expect(removedShare(s, 'B')).toBe(0);
    expect(removedShare(withUnit(s, 'b2', { status: 'removed' }), 'B')).toBe(0.5);
  });
  it('a side with no units has lost none of them', () => {
    const s = tallies();
    expect(removedShare({ ...s, units: s.units.filter((x) => x.side === 'A') }, 'B')).toBe(0);
  });
  it('figures lost: a removed unit counts whole, others their casualties', () => {
    const s = tallies();
    // A: the removed a2 counts 20, the shot 3; B: the Gendarmes 5.
    expect(figuresLost(s, 'A')).toBe(23);
    expect(figuresLost(s, 'B')).toBe(5);
  });
});

// FIRE > Modifiers: "-2 ... first time that the unit has fired in the game", "+1 ... if firing unit 'Shaken'", "+2 ...
// if weather is 'light rain'"; DISORDERED UNITS "Shoot at -1".
describe('the fire the table sees (fireInputOf)', () => {
  it('a unit without a fire weapon has none', () => {
    const s = table([shot()], [pikes()]);
    expect(fireInputOf(s, unitIn(s, 'pikes'), unitIn(s, 'shot'))).toBeNull();
  });
  it('first fire, in clear weather, fresh and in good order, at closed-order pikes', () => {
    const s = table([shot()], [pikes()]);
    expect(fireInputOf(s, unitIn(s, 'shot'), unitIn(s, 'pikes'))).toEqual({
      weapon: 'arquebus',
      range: 13,
      firers: 20,
      targetClass: 1,
      skirmishTarget: false,
      modifiers: { firstFire: true, shaken: false, rain: false, disordered: false },
      lightGunLongRange: 24,
    });
  });
  it('fired before, Spent, disordered, in light rain, at skirmishers, a given range and ranks', () => {
    const s0 = table(
      [scenarioUnit({ id: 'r', troop: 'reiters', weapon: 'pistol', figures: 12, frontage: 1, x: 30, y: 5 })],
      [pikes({ troop: 'sword-and-buckler', order: 'skirmish' })],
      SwordAndPikeOptionsSchema.parse({ lightGunLongRange: 36 }),
    );
    const s = { ...s0, weather: 'light-rain' as const };
    const firer = { ...unitIn(s, 'r'), hasFired: true, figures: 5, status: 'disordered' as const };
    expect(fireInputOf(s, firer, unitIn(s, 'pikes'), 1, 3.5)).toEqual({
      weapon: 'pistol',
      range: 3.5,
      firers: 3,
      targetClass: 2,
      skirmishTarget: true,
      modifiers: { firstFire: false, shaken: true, rain: true, disordered: true },
      lightGunLongRange: 36,
    });
  });
});

// Ruling R40: targets are "enemies in range, ahead of it, where the table gives a chance to hit, with a clear line of
// fire". Arquebus: "Long range - to 18"", Class IV "N/A" at long range.
describe('fire targets (ruling R40)', () => {
  const ids = (s: SwordAndPikeState, id = 'shot') => fireTargets(s, unitIn(s, id)).map((t) => t.id);
  it('an enemy 17.9" away is a target, one 18.1" away is not', () => {
    expect(ids(table([shot()], [pikes({ y: 24.9 })]))).toEqual(['pikes']);
    expect(ids(table([shot()], [pikes({ y: 25.1 })]))).toEqual([]);
  });
  it('"Long range - to 18"": an enemy exactly 18" away is a target', () => {
    expect(ids(table([shot()], [pikes({ y: 25 })]))).toEqual(['pikes']);
  });
  it('an enemy a little off to the side, still within 18" of the base, is a target', () => {
    // Centres 14" apart on a diagonal: the gap is less than 18 but the centres' distance more.
    expect(ids(table([shot()], [pikes({ x: 40, y: 20 })]))).toEqual(['pikes']);
  });
  it('never a friend, nor a unit no longer on the table', () => {
    const s = table([shot(), scenarioUnit({ id: 'friend', troop: 'pikemen', x: 10, y: 15 })], [pikes()]);
    expect(ids(s)).toEqual(['pikes']);
    const gone = withUnit(s, 'pikes', { status: 'removed' });
    expect(ids(gone)).toEqual([]);
  });
  it('not behind the firer (its front 180 degrees)', () => {
    expect(ids(table([shot({ y: 20 })], [pikes({ y: 10 })]))).toEqual([]);
  });
  it('Class IV at long range is "N/A": field works 15" away are no target, 10" away are', () => {
    const works: Terrain = { kind: 'field-works', name: 'works', x: 20, y: 15, width: 20, height: 20 };
    expect(ids(table([shot()], [pikes({ y: 22 })], DEFAULT_OPTIONS, [works]))).toEqual([]);
    expect(ids(table([shot()], [pikes({ y: 17 })], DEFAULT_OPTIONS, [works]))).toEqual(['pikes']);
  });
  it('no line of fire through another unit', () => {
    const s = table([shot(), scenarioUnit({ id: 'friend', troop: 'pikemen', frontage: 4, x: 30, y: 12 })], [pikes()]);
    expect(ids(s)).toEqual([]);
  });
  it('a unit without a fire weapon has no targets', () => {
    const s = table([shot()], [pikes()]);
    expect(fireTargets(s, unitIn(s, 'pikes'))).toEqual([]);
  });
  // States are immutable and the answer is remembered per units array: a new option or terrain, or a unit that is not
  // the state's own, is asked afresh.
  it('the answer is remembered for each unit of the state, whatever its place in the units array', () => {
    const second = shot({ id: 'second', x: 40 });
    const s = table([shot(), second], [pikes()]);
    const first = fireTargets(s, unitIn(s, 'shot'));
    expect(fireTargets(s, unitIn(s, 'second'))).toBe(fireTargets(s, unitIn(s, 'second')));
    expect(fireTargets(s, unitIn(s, 'shot'))).toBe(first);
  });
  it('asked again with other options (light gun long range 24" / 36"), the same units array', () => {
    const gun = scenarioUnit({
      id: 'gun',
      troop: 'light-gun',
      weapon: 'light-cannon',
      figures: 2,
      frontage: 1,
      order: 'skirmish',
      x: 30,
      y: 5,
    });
    const s = table([gun], [pikes({ y: 35 })]);
    expect(ids(s, 'gun')).toEqual([]);
    expect(ids({ ...s, options: SwordAndPikeOptionsSchema.parse({ lightGunLongRange: 36 }) }, 'gun')).toEqual([
      'pikes',
    ]);
  });
  it('asked again with other terrain, the same units array', () => {
    const s = table([shot()], [pikes()]);
    expect(ids(s)).toEqual(['pikes']);
    const wood: Terrain = { kind: 'woods', name: 'wood', x: 10, y: 11, width: 40, height: 3 };
    expect(ids({ ...s, terrain: [wood] })).toEqual([]);
  });
  it("a unit that is not the state's own is asked afresh, and does not spoil the state's answer", () => {
    const s = table([shot()], [pikes()]);
    const far = { ...unitIn(s, 'shot'), y: -30 };
    expect(fireTargets(s, far)).toEqual([]);
    expect(ids(s)).toEqual(['pikes']);
    expect(fireTargets(s, unitIn(s, 'shot'))).toBe(fireTargets(s, unitIn(s, 'shot')));
  });
});
