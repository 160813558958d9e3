import { describe, expect, it } from 'vitest';
import { unitById } from '../table/tableQueries.js';
import type { BattleState, CommanderState, UnitState } from './State.js';
import {
  commandDistance,
  commanderSees,
  commandOrigin,
  commandWithin,
  inCommand,
  mayCommand,
  radiusTraits,
  rulesUnit,
  traitsOf,
} from './commandOnTable.js';
import { commandBattle, commanderOf, fixtureState, unitOf } from './__fixtures__/battleFixture.js';

// Killers of the mutants of commandOnTable.ts (target tercios-commander-activation): what a commander's command
// reaches on the table. Rulebook (Liber Militum): Command ("the other commanders may do so only with the units of
// their own regiment"), Attached Commander ("The other units are considered under command if they are located 6
// inches or less from the unit to which the commander is attached"), Command Actions ("The commander must have a
// line of sight to the target unit(s), and these must be within the command radius of 6 inches from its base"),
// Order Cards > Testing Orders (under command), Artillery > Integral Command.

const commander = commanderOf;
/** Side A: a Tercio `ter` at (36, 20), a company `mus` at (46, 20); side B: a Tercio `enemy` at (36, 44). */
const battle = (
  commanders: CommanderState[],
  units: Record<string, Partial<UnitState>> = {},
  extraA: Parameters<typeof commandBattle>[2] = [],
): BattleState => commandBattle(commanders, units, extraA, 46);

const u = (s: BattleState, id: string) => unitById(s, id)!;
/** The Tercio's half depth (6 cm) and the company's half width and depth (8 x 4 cm), in inches. */
const TER_HALF_DEPTH = 6 / 2.54 / 2;
const TER_HALF_WIDTH = 12 / 2.54 / 2;
const MUS_HALF_WIDTH = 8 / 2.54 / 2;

describe('where command reaches from (Attached Commander)', () => {
  it('its own base, or the live unit it is attached to', () => {
    const free = battle([commander()]);
    expect(commandOrigin(free, free.commanders[0]!)).toEqual({ point: { x: 36, y: 14 }, unit: null });
    const attached = battle([commander({ attachedTo: 'mus', position: { x: 1, y: 1 } })]);
    expect(commandOrigin(attached, attached.commanders[0]!)).toEqual({
      point: { x: 46, y: 20 },
      unit: u(attached, 'mus'),
    });
    const gone = battle([commander({ attachedTo: 'mus', position: { x: 1, y: 1 } })], { mus: { destroyed: true } });
    expect(commandOrigin(gone, gone.commanders[0]!)).toEqual({ point: { x: 1, y: 1 }, unit: null });
    expect(traitsOf(commander({ traits: ['presence'] }))).toEqual(['presence']);
  });

  it('the distance: from its base to the unit; from the attached unit, base to base; 0 to its own unit', () => {
    const free = battle([commander()]);
    expect(commandDistance(free, free.commanders[0]!, u(free, 'ter'))).toBeCloseTo(20 - TER_HALF_DEPTH - 14, 6);
    const attached = battle([commander({ attachedTo: 'ter', position: { x: 36, y: 20 } })]);
    const c = attached.commanders[0]!;
    expect(commandDistance(attached, c, u(attached, 'ter'))).toBe(0);
    // "6 inches or less from the unit to which the commander is attached": from the Tercio's base to the company's
    // (centres 10" apart side by side, less the half widths 2.362 and 1.575).
    expect(commandDistance(attached, c, u(attached, 'mus'))).toBeCloseTo(10 - MUS_HALF_WIDTH - TER_HALF_WIDTH, 6);
  });

  it('within a distance: the same measure, compared (free and attached, own unit included)', () => {
    const free = battle([commander()]);
    const fc = free.commanders[0]!;
    const toTer = commandDistance(free, fc, u(free, 'ter'));
    expect(commandWithin(free, fc, u(free, 'ter'), toTer)).toBe(true);
    expect(commandWithin(free, fc, u(free, 'ter'), toTer - 0.01)).toBe(false);
    const attached = battle([commander({ attachedTo: 'ter', position: { x: 36, y: 20 } })]);
    const c = attached.commanders[0]!;
    const toMus = commandDistance(attached, c, u(attached, 'mus'));
    expect(commandWithin(attached, c, u(attached, 'mus'), toMus)).toBe(true);
    expect(commandWithin(attached, c, u(attached, 'mus'), toMus - 0.01)).toBe(false);
    expect(commandWithin(attached, c, u(attached, 'ter'), 0)).toBe(true);
    expect(commandWithin(attached, c, u(attached, 'ter'), -0.01)).toBe(false);
  });
});

describe('sight (Command Actions: "a line of sight to the target unit(s)")', () => {
  it("troops between block it; the unit itself and the commander's own unit do not", () => {
    const s = battle([commander({ position: { x: 36, y: 10 } })]);
    const c = s.commanders[0]!;
    expect(commanderSees(s, c, u(s, 'ter'))).toBe(true);
    expect(commanderSees(s, c, u(s, 'enemy'))).toBe(false);
    const attached = battle([commander({ attachedTo: 'ter', position: { x: 36, y: 20 } })]);
    expect(commanderSees(attached, attached.commanders[0]!, u(attached, 'enemy'))).toBe(true);
  });

  // Ruling "Commanders on the table": "sight is blocked by troops and Hidden terrain"; the 3" gap between two
  // obstacles is a rule of Shooting > Line of sight, not of command.
  it('a line between two units less than 3" apart is clear', () => {
    // The Tercio's right edge at 38.36, the company's left edge at 40.37: the line passes through a 2" gap.
    const s = commandBattle([commander({ position: { x: 39.4, y: 14 } })], {}, [], 41.94);
    expect(commanderSees(s, s.commanders[0]!, u(s, 'enemy'))).toBe(true);
  });

  it('hidden terrain blocks it', () => {
    const s = battle([commander({ position: { x: 46, y: 10 } })]);
    const copse = {
      id: 'copse',
      type: 'small-copse' as const,
      points: [
        { x: 43, y: 13 },
        { x: 49, y: 13 },
        { x: 49, y: 15 },
        { x: 43, y: 15 },
      ],
    };
    const terrain = fixtureState({
      A: [{ unit: unitOf('a', 'tercio'), at: { x: 10, y: 30, facing: 90 } }],
      B: [{ unit: unitOf('b', 'tercio'), at: { x: 60, y: 40, facing: -90 } }],
      terrain: [copse],
    }).terrain;
    expect(terrain.length).toBe(1);
    const hidden = { ...s, terrain: terrain.map((t) => ({ ...t, features: [...t.features, 'hidden' as const] })) };
    expect(commanderSees(hidden, hidden.commanders[0]!, u(hidden, 'mus'))).toBe(false);
    const open = { ...s, terrain: terrain.map((t) => ({ ...t, features: t.features.filter((f) => f !== 'hidden') })) };
    expect(commanderSees(open, open.commanders[0]!, u(open, 'mus'))).toBe(true);
  });
});

describe('who may command whom (Command)', () => {
  // "While the C-C may interact with all the troops of the army, the other commanders may do so only with the
  // units of their own regiment."
  it('its own regiment; the C-C every unit; never a removed commander or the other side', () => {
    const s = battle([commander()], { mus: { regiment: 'other' } });
    expect(mayCommand(s, commander(), u(s, 'ter'))).toBe(true);
    expect(mayCommand(s, commander(), u(s, 'mus'))).toBe(false);
    expect(mayCommand(s, commander({ commanderInChief: true }), u(s, 'mus'))).toBe(true);
    expect(mayCommand(s, commander({ removed: true }), u(s, 'ter'))).toBe(false);
    expect(mayCommand(s, commander({ commanderInChief: true }), u(s, 'enemy'))).toBe(false);
  });

  // Integral Command: artillery is "never affected by command actions", but is commanded.
  it('artillery: commanded, but no command action', () => {
    const s = battle([commander()], {}, [{ unit: unitOf('gun', 'light-artillery'), at: { x: 30, y: 20, facing: 90 } }]);
    expect(mayCommand(s, commander(), u(s, 'gun'))).toBe(true);
    expect(mayCommand(s, commander(), u(s, 'gun'), 'command-action')).toBe(false);
  });
});

describe('under command for the order test (Order Cards > Testing Orders)', () => {
  it('a commander that may command it, within its radius (6", Presence 9") and in sight', () => {
    // The company's edge is 46 - 1.575 = 44.425 from x.
    const at = (x: number, traits: string[] = []) => battle([commander({ position: { x, y: 20 }, traits })]);
    expect(inCommand(at(38.43), u(at(38.43), 'mus'))).toBe(true);
    expect(inCommand(at(38.42), u(at(38.42), 'mus'))).toBe(false);
    expect(inCommand(at(35.43, ['presence']), u(at(35.43, ['presence']), 'mus'))).toBe(false);
    const presence = battle([commander({ position: { x: 52, y: 28 }, traits: ['presence'] })]);
    expect(inCommand(presence, u(presence, 'mus'))).toBe(true);
    const plain = battle([commander({ position: { x: 52, y: 28 } })]);
    expect(inCommand(plain, u(plain, 'mus'))).toBe(false);
    const otherRegiment = battle([commander({ position: { x: 46, y: 16 } })], { mus: { regiment: 'other' } });
    expect(inCommand(otherRegiment, u(otherRegiment, 'mus'))).toBe(false);
  });

  // Attached Commander: "6 inches or less"; Command Actions: "within the command radius of 6 inches".
  it('a unit exactly 6" away is within the radius', () => {
    // A 4" x 2" base facing side B: its near edge at y 20, the commander at y 14, exactly 6" from it.
    const square = { centre: { x: 50, y: 21 }, facing: Math.PI / 2, width: 4, depth: 2 };
    const s = battle([commander({ position: { x: 50, y: 14 }, traits: ['prepared'] })], { mus: { base: square } });
    expect(commandDistance(s, s.commanders[0]!, u(s, 'mus'))).toBe(6);
    expect(inCommand(s, u(s, 'mus'))).toBe(true);
    expect(radiusTraits(s, u(s, 'mus'))).toEqual(['prepared']);
  });

  // Common Traits > Presence: "extends the command radius to 9 inches" (each commander its own radius).
  it('a commander out of its own radius is passed over for a farther one with Presence', () => {
    const square = { centre: { x: 50, y: 21 }, facing: Math.PI / 2, width: 4, depth: 2 };
    const near = commander({ position: { x: 50, y: 13 } });
    const presence = commander({ id: 'c2', position: { x: 50, y: 11.5 }, traits: ['presence'] });
    const s = battle([near, presence], { mus: { base: square } });
    expect(inCommand(s, u(s, 'mus'))).toBe(true);
    expect(inCommand(battle([near], { mus: { base: square } }), u(s, 'mus'))).toBe(false);
  });

  it('the nearest commander that sees it counts: one hidden does not spoil another in sight', () => {
    // c1 right behind the Tercio (hidden from the enemy-side company `front`); c2 farther but in sight.
    const front = { unit: unitOf('front', 'musketeer-company'), at: { x: 36, y: 26, facing: 90 } };
    const hiddenNear = commander({ position: { x: 36, y: 16 } });
    const seenFar = commander({ id: 'c2', position: { x: 40.5, y: 30.5 } });
    const s = battle([hiddenNear, seenFar], {}, [front]);
    expect(commanderSees(s, hiddenNear, u(s, 'front'))).toBe(false);
    expect(inCommand(s, u(s, 'front'))).toBe(true);
    expect(inCommand(battle([hiddenNear], {}, [front]), u(s, 'front'))).toBe(false);
    // Two in sight: either will do, the nearer taken first.
    const both = battle([commander({ id: 'c2', position: { x: 36, y: 30.5 } }), seenFar], {}, [front]);
    expect(inCommand(both, u(both, 'front'))).toBe(true);
  });

  it('a commander attached to the unit, or a unit within 6" of the unit a commander is attached to', () => {
    const own = battle([commander({ attachedTo: 'mus', position: { x: 46, y: 20 } })]);
    expect(inCommand(own, u(own, 'mus'))).toBe(true);
    // From the Tercio's base (attached) to the company's: 10 - 1.575 - 2.362 = 6.06 > 6; at x 43.94 it is 6" off.
    const far = battle([commander({ attachedTo: 'ter', position: { x: 36, y: 20 } })]);
    expect(inCommand(far, u(far, 'mus'))).toBe(false);
    const near = battle([commander({ attachedTo: 'ter', position: { x: 36, y: 20 } })], {
      mus: { base: { ...u(far, 'mus').base, centre: { x: 36 + 6 + TER_HALF_WIDTH + MUS_HALF_WIDTH, y: 20 } } },
    });
    expect(inCommand(near, u(near, 'mus'))).toBe(true);
  });

  // Integral Command: "The additional units provided with the artillery (companies) also benefit from this if they
  // are 6 inches from the artillery or less."
  it('Integral Command: the nearest live gun of its own side and regiment, for a company only', () => {
    const gunAt = (x: number) => ({ unit: unitOf('gun', 'light-artillery'), at: { x, y: 20, facing: 90 } });
    // The company's right edge at 46 + 1.575; a light gun is 1.575 wide: 6" off at x 47.575 + 6 + 0.787.
    const sixOff = 46 + MUS_HALF_WIDTH + 6 + 4 / 2.54 / 2;
    const s = battle([], {}, [gunAt(sixOff)]);
    expect(inCommand(s, u(s, 'mus'))).toBe(true);
    const beyond = battle([], {}, [gunAt(sixOff + 0.05)]);
    expect(inCommand(beyond, u(beyond, 'mus'))).toBe(false);
    // The nearest of two guns.
    const two = battle([], {}, [
      gunAt(66),
      { unit: unitOf('gun2', 'light-artillery'), at: { x: sixOff, y: 20, facing: 90 } },
    ]);
    expect(inCommand(two, u(two, 'mus'))).toBe(true);
    const twoRev = battle([], {}, [
      { unit: unitOf('gun2', 'light-artillery'), at: { x: sixOff, y: 20, facing: 90 } },
      gunAt(66),
    ]);
    expect(inCommand(twoRev, u(twoRev, 'mus'))).toBe(true);
    expect(inCommand(battle([], { gun: { destroyed: true } }, [gunAt(sixOff)]), u(s, 'mus'))).toBe(false);
    expect(inCommand(battle([], { gun: { regiment: 'other' } }, [gunAt(sixOff)]), u(s, 'mus'))).toBe(false);
    expect(inCommand(battle([], { gun: { side: 'B' } }, [gunAt(sixOff)]), u(s, 'mus'))).toBe(false);
    // A unit without Integral Command there instead.
    const company = battle([], {}, [
      { unit: unitOf('gun', 'musketeer-company'), at: { x: sixOff + 1, y: 20, facing: 90 } },
    ]);
    expect(inCommand(company, u(company, 'mus'))).toBe(false);
    // A battalion beside the gun is not a company.
    const ter = battle([], {}, [gunAt(40)]);
    expect(inCommand(ter, u(ter, 'ter'))).toBe(false);
  });
});

describe('the automatic traits in radius (Kingdoms: Imperturbable, Prepared, Wealthy)', () => {
  it('those three traits of the commanders whose radius covers the unit, and no others', () => {
    const traits = ['imperturbable', 'prepared', 'wealthy', 'bold'];
    const at = (y: number) => battle([commander({ position: { x: 36, y }, traits })]);
    const edge = 20 - TER_HALF_DEPTH;
    expect(radiusTraits(at(edge - 5.99), u(at(edge - 5.99), 'ter'))).toEqual(['imperturbable', 'prepared', 'wealthy']);
    expect(radiusTraits(at(edge - 6.01), u(at(edge - 6.01), 'ter'))).toEqual([]);
    const other = battle([commander({ traits, regiment: 'other' })]);
    expect(radiusTraits(other, u(other, 'ter'))).toEqual([]);
    const two = battle([
      commander({ traits: ['prepared'] }),
      commander({ id: 'c2', traits: ['wealthy'], position: { x: 30, y: 16 } }),
    ]);
    expect(radiusTraits(two, u(two, 'ter'))).toEqual(['prepared', 'wealthy']);
    // Out of sight still counts: the radius only.
    const behind = battle([commander({ position: { x: 36, y: 27 }, traits })], {}, [
      { unit: unitOf('wall', 'tercio'), at: { x: 36, y: 24.5, facing: 90 } },
    ]);
    expect(radiusTraits(behind, u(behind, 'ter'))).toEqual(['imperturbable', 'prepared', 'wealthy']);
  });
});

describe('the unit as the rules see it', () => {
  it('its attached commander and the traits in radius', () => {
    const s = battle([
      commander({ attachedTo: 'ter', position: { x: 36, y: 20 }, traits: ['prepared'], virtues: ['drill'] }),
    ]);
    const ru = rulesUnit(s, u(s, 'ter'));
    expect(ru.commander).toMatchObject({ name: 'Maestro', virtues: ['drill'] });
    expect(ru.inRadiusOf).toEqual(['prepared']);
    expect(rulesUnit(s, u(s, 'mus')).inRadiusOf).toBeUndefined();
  });

  // Kingdoms > Enthusiastic: "This unit gains the "Light" rule during the activation, or the "Skirmishers" rule if
  // it already has that rule."
  it('Enthusiastic: Light for its activation, or Skirmishers if it has Light; only the acting unit', () => {
    const s = battle([]);
    const acting = (unit: string, boost: string | null) => ({
      ...s,
      acting: { unit, boost } as unknown as BattleState['acting'],
    });
    expect(rulesUnit(acting('ter', 'enthusiastic'), u(s, 'ter')).rules).toEqual([...u(s, 'ter').rules, 'light']);
    expect(rulesUnit(acting('mus', 'enthusiastic'), u(s, 'ter')).rules).toEqual(u(s, 'ter').rules);
    expect(rulesUnit(acting('ter', 'determined'), u(s, 'ter')).rules).toEqual(u(s, 'ter').rules);
    const light = { ...u(s, 'ter'), rules: ['light'] };
    const withLight = { ...s, units: s.units.map((x) => (x.id === 'ter' ? light : x)) };
    expect(
      rulesUnit(
        { ...withLight, acting: { unit: 'ter', boost: 'enthusiastic' } as unknown as BattleState['acting'] },
        light,
      ).rules,
    ).toEqual(['light', 'skirmishers']);
  });

  it('remembered only while the unit, the commanders, their anchors and the Enthusiastic boost are the same', () => {
    const s = battle([commander({ traits: ['prepared'] })]);
    const ter = u(s, 'ter');
    const first = rulesUnit(s, ter);
    expect(rulesUnit(s, ter)).toBe(first);
    // Another state with the same commanders and anchors: the same answer object.
    expect(rulesUnit({ ...s }, ter)).toBe(first);
    // The commander moved out of radius: new commanders, new answer.
    const moved = { ...s, commanders: [commander({ traits: ['prepared'], position: { x: 36, y: 5 } })] };
    expect(rulesUnit(moved, ter).inRadiusOf).toBeUndefined();
    // The Enthusiastic boost of this unit.
    const boosted = { ...s, acting: { unit: 'ter', boost: 'enthusiastic' } as unknown as BattleState['acting'] };
    expect(rulesUnit(boosted, ter).rules).toContain('light');
    expect(rulesUnit(s, ter).rules).not.toContain('light');
  });

  it("an attached commander's unit moved: the same commanders, new anchors, a new answer", () => {
    // The commander attached to the Tercio; the company 5.5" from it is in its radius only while the Tercio is there.
    const c = commander({ attachedTo: 'ter', position: { x: 36, y: 20 }, traits: ['prepared'] });
    const near = battle([c]);
    const s = {
      ...near,
      units: near.units.map((x) =>
        x.id === 'mus'
          ? { ...x, base: { ...x.base, centre: { x: 36 + TER_HALF_DEPTH + 5.5 + MUS_HALF_WIDTH, y: 20 } } }
          : x,
      ),
    };
    const mus = u(s, 'mus');
    expect(rulesUnit(s, mus).inRadiusOf).toEqual(['prepared']);
    const away = {
      ...s,
      units: s.units.map((x) => (x.id === 'ter' ? { ...x, base: { ...x.base, centre: { x: 20, y: 20 } } } : x)),
    };
    expect(rulesUnit(away, mus).inRadiusOf).toBeUndefined();
    // Equal anchors in a new list: the answer kept.
    const copy = { ...s, units: [...s.units] };
    expect(rulesUnit(copy, mus)).toBe(rulesUnit(s, mus));
  });
});
