import { enumerate, Rational, ScriptedDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { swordAndPikeCombatPlugin } from '../plugins/combat.js';
import type { Weapon } from '../profiles/TroopType.js';
import type { TargetClass } from './fireTable.js';
import type { FireModifiers } from './resolveFire.js';

// Rulebook: FIRE > Firing weapon table, every row and every class, pinned through the bound combat plugin's
// `fire` (what the battle calls for every unit's fire). "Above numbers are "hits" on a D20": for a cell "1-h"
// one firer's die hits on a face of h and misses on h+1; an N/A cell rolls no die at all (ruling R19).

const fire = (
  faces: number[],
  weapon: Weapon,
  range: number,
  targetClass: TargetClass,
  extra: { firers?: number; modifiers?: FireModifiers; lightGunLongRange?: 24 | 36; skirmishTarget?: boolean } = {},
) =>
  swordAndPikeCombatPlugin.fire(ScriptedDice.of(faces), {
    weapon,
    range,
    firers: extra.firers ?? 1,
    targetClass,
    ...(extra.modifiers ? { modifiers: extra.modifiers } : {}),
    ...(extra.lightGunLongRange ? { lightGunLongRange: extra.lightGunLongRange } : {}),
    ...(extra.skirmishTarget ? { skirmishTarget: true } : {}),
  });

/** One printed row: its label, the weapon, a range inside the band (its far end), and the four cells (0 = N/A). */
interface Row {
  readonly row: string;
  readonly weapon: Weapon;
  readonly range: number;
  readonly cells: readonly [number, number, number, number];
}

// The rows as printed ("Firing weapon: Class I Class II Class III Class IV"), the range at each band's far end.
const ROWS: readonly Row[] = [
  // Arquebus - Short range - 12" or less	1-5	1-4	1-3	1
  { row: 'Arquebus - Short range - 12" or less', weapon: 'arquebus', range: 12, cells: [5, 4, 3, 1] },
  // Arquebus - Long range - to 18"	1-3	1-2	1	N/A
  { row: 'Arquebus - Long range - to 18"', weapon: 'arquebus', range: 18, cells: [3, 2, 1, 0] },
  // Mounted Arquebus - To 12"	1-3	1-2	1-2	N/A
  { row: 'Mounted Arquebus - To 12"', weapon: 'mounted-arquebus', range: 12, cells: [3, 2, 2, 0] },
  // Single Pistols - To 4"	1-5	1-4	1-3	N/A
  { row: 'Single Pistols - To 4"', weapon: 'pistol', range: 4, cells: [5, 4, 3, 0] },
  // Crossbow - to 12"	1-3	1-2	1	N/A
  { row: 'Crossbow - to 12"', weapon: 'crossbow', range: 12, cells: [3, 2, 1, 0] },
  // Mounted Cr/bow - to 8"	1-3	1-2	1	N/A
  { row: 'Mounted Cr/bow - to 8"', weapon: 'mounted-crossbow', range: 8, cells: [3, 2, 1, 0] },
  // Heavy Cannon - Short Range - to 18"	1-4	1-3	1-3	1-2
  { row: 'Heavy Cannon - Short Range - to 18"', weapon: 'heavy-cannon', range: 18, cells: [4, 3, 3, 2] },
  // Heavy Cannon - Long Range - to 48"	1-3	1-2	1-2	1
  { row: 'Heavy Cannon - Long Range - to 48"', weapon: 'heavy-cannon', range: 48, cells: [3, 2, 2, 1] },
  // Light Cannon - Short Range - to 12"	1-4	1-3	1-2	1
  { row: 'Light Cannon - Short Range - to 12"', weapon: 'light-cannon', range: 12, cells: [4, 3, 2, 1] },
  // Light Cannon - Long Range - to 24"	1-3	1-2	1	N/A
  { row: 'Light Cannon - Long Range - to 24"', weapon: 'light-cannon', range: 24, cells: [3, 2, 1, 0] },
  // RIFLEMEN: "Range double that of an arquebus" (ruling R16: the arquebus rows at 24" and 36").
  {
    row: 'RIFLEMEN "Range double that of an arquebus": Arquebus - Short range, to 24"',
    weapon: 'rifle',
    range: 24,
    cells: [5, 4, 3, 1],
  },
  {
    row: 'RIFLEMEN "Range double that of an arquebus": Arquebus - Long range, to 36"',
    weapon: 'rifle',
    range: 36,
    cells: [3, 2, 1, 0],
  },
];

const CLASSES = ['I', 'II', 'III', 'IV'] as const;
const guns = (w: Weapon) => w === 'heavy-cannon' || w === 'light-cannon';

/** Every cell of every row, as a case. */
const cells = ROWS.flatMap((r) =>
  r.cells.map((hitsOn, i) => ({
    ...r,
    targetClass: (i + 1) as TargetClass,
    cls: CLASSES[i]!,
    hitsOn,
    printed: hitsOn === 0 ? 'N/A' : hitsOn === 1 ? '1' : `1-${hitsOn}`,
  })),
);
const hitCells = cells.filter((c) => c.hitsOn > 0);
const naCells = cells.filter((c) => c.hitsOn === 0);

describe('Firing weapon table: every cell (Rulebook: FIRE)', () => {
  it.each(hitCells)('$row, Class $cls "$printed": a die of $hitsOn hits', (c) => {
    // Guns roll 3 dice per gunner: one gunner, the other two dice miss with a 20.
    const faces = guns(c.weapon) ? [c.hitsOn, 20, 20] : [c.hitsOn];
    const r = fire(faces, c.weapon, c.range, c.targetClass);
    expect(r.hitsOn).toBe(c.hitsOn);
    expect(r.hits).toBe(1);
    expect(r.casualties).toBe(1);
  });

  it.each(hitCells)('$row, Class $cls "$printed": a die of $hitsOn + 1 misses', (c) => {
    const faces = guns(c.weapon) ? [c.hitsOn + 1, 20, 20] : [c.hitsOn + 1];
    expect(fire(faces, c.weapon, c.range, c.targetClass).hits).toBe(0);
  });

  it.each(hitCells)('$row, Class $cls "$printed": one firer hits with exactly $hitsOn/20 a D20', (c) => {
    // "Above numbers are "hits" on a D20": exact odds, so the die's size is pinned too.
    const dist = enumerate((dice) => ({
      hits: swordAndPikeCombatPlugin.fire(dice, {
        weapon: c.weapon,
        range: c.range,
        firers: 1,
        targetClass: c.targetClass,
      }).hits,
    }));
    expect(dist.mean('hits').equals(Rational.of(guns(c.weapon) ? 3 * c.hitsOn : c.hitsOn, 20))).toBe(true);
  });

  it.each(naCells)('$row, Class $cls "N/A": no die is rolled, no hit (ruling R19)', (c) => {
    // An empty script: rolling any die would throw.
    const r = fire([], c.weapon, c.range, c.targetClass, { firers: 5 });
    expect(r).toEqual({ dice: 0, hitsOn: 0, hits: 0, casualties: 0, hitsCarried: 0 });
    // "-2 ... first time that the unit has fired" does not make N/A hit either.
    expect(fire([], c.weapon, c.range, c.targetClass, { firers: 5, modifiers: { firstFire: true } }).hits).toBe(0);
  });
});

// Each band reaches its printed range and no further; the next band (or nothing) starts just past it.
const BANDS: readonly {
  row: string;
  weapon: Weapon;
  last: number;
  next: 'long' | 'out';
  nextHitsOn: number;
  lightGunLongRange?: 24 | 36;
}[] = [
  // Arquebus - Short range - 12" or less; Arquebus - Long range - to 18" (Class I: 1-5, then 1-3)
  { row: 'Arquebus - Short range - 12" or less', weapon: 'arquebus', last: 12, next: 'long', nextHitsOn: 3 },
  { row: 'Arquebus - Long range - to 18"', weapon: 'arquebus', last: 18, next: 'out', nextHitsOn: 0 },
  { row: 'Mounted Arquebus - To 12"', weapon: 'mounted-arquebus', last: 12, next: 'out', nextHitsOn: 0 },
  { row: 'Single Pistols - To 4"', weapon: 'pistol', last: 4, next: 'out', nextHitsOn: 0 },
  { row: 'Crossbow - to 12"', weapon: 'crossbow', last: 12, next: 'out', nextHitsOn: 0 },
  { row: 'Mounted Cr/bow - to 8"', weapon: 'mounted-crossbow', last: 8, next: 'out', nextHitsOn: 0 },
  // Heavy Cannon - Short Range - to 18" (1-4), Long Range - to 48" (1-3)
  { row: 'Heavy Cannon - Short Range - to 18"', weapon: 'heavy-cannon', last: 18, next: 'long', nextHitsOn: 3 },
  { row: 'Heavy Cannon - Long Range - to 48"', weapon: 'heavy-cannon', last: 48, next: 'out', nextHitsOn: 0 },
  // Light Cannon - Short Range - to 12" (1-4), Long Range - to 24" (1-3)
  { row: 'Light Cannon - Short Range - to 12"', weapon: 'light-cannon', last: 12, next: 'long', nextHitsOn: 3 },
  { row: 'Light Cannon - Long Range - to 24"', weapon: 'light-cannon', last: 24, next: 'out', nextHitsOn: 0 },
  // Ruling R9 option: Weapon Ranges "Light gun: Long 36"".
  {
    row: 'Weapon Ranges "Light gun: Long 36"" (ruling R9 option)',
    weapon: 'light-cannon',
    last: 36,
    next: 'out',
    nextHitsOn: 0,
    lightGunLongRange: 36,
  },
  // Riflemen (ruling R16): double the arquebus, 24" short, 36" long.
  {
    row: 'RIFLEMEN "Range double that of an arquebus": short to 24"',
    weapon: 'rifle',
    last: 24,
    next: 'long',
    nextHitsOn: 3,
  },
  {
    row: 'RIFLEMEN "Range double that of an arquebus": long to 36"',
    weapon: 'rifle',
    last: 36,
    next: 'out',
    nextHitsOn: 0,
  },
];

describe('Firing weapon table: range bands (Rulebook: FIRE > Firing weapon, Weapon Ranges)', () => {
  it.each(BANDS)('$row: at $last" Class I is read on this row; 1" further it is $next', (b) => {
    const option = b.lightGunLongRange ? { lightGunLongRange: b.lightGunLongRange } : {};
    const at = fire(guns(b.weapon) ? [20, 20, 20] : [20], b.weapon, b.last, 1, option);
    const row = ROWS.find((r) => r.weapon === b.weapon && r.range === b.last);
    expect(at.hitsOn).toBe(row ? row.cells[0] : 3); // the R9 option's 36" band is the 24" row's numbers
    const beyond = fire(b.next === 'out' ? [] : guns(b.weapon) ? [20, 20, 20] : [20], b.weapon, b.last + 1, 1, option);
    expect(beyond.hitsOn).toBe(b.nextHitsOn);
    if (b.next === 'out') expect(beyond.dice).toBe(0);
  });
});

describe('Dice per firer (Rulebook: FIRE)', () => {
  const rows: readonly { row: string; weapon: Weapon; firers: number; dice: number }[] = [
    // Roll one D20 per man for Arquebus, Pistol, Crossbow,
    { row: 'Roll one D20 per man for Arquebus', weapon: 'arquebus', firers: 5, dice: 5 },
    { row: 'Roll one D20 per man for Pistol', weapon: 'pistol', firers: 3, dice: 3 },
    { row: 'Roll one D20 per man for Crossbow', weapon: 'crossbow', firers: 5, dice: 5 },
    // Roll 3 dice per gunner for heavy gun (crew of 4)
    { row: 'Roll 3 dice per gunner for heavy gun (crew of 4)', weapon: 'heavy-cannon', firers: 4, dice: 12 },
    // Roll 3 dice per gunner for Light gun (crew of 2)
    { row: 'Roll 3 dice per gunner for Light gun (crew of 2)', weapon: 'light-cannon', firers: 2, dice: 6 },
  ];
  it.each(rows)('$row: $firers firers roll $dice D20', ({ weapon, firers, dice }) => {
    // Every die a 1: each one hits, so hits count the dice.
    const r = fire(
      Array.from({ length: dice }, () => 1),
      weapon,
      4,
      1,
      { firers },
    );
    expect(r.dice).toBe(dice);
    expect(r.hits).toBe(dice);
    // One face fewer than the dice: the script runs out.
    expect(() =>
      fire(
        Array.from({ length: dice - 1 }, () => 1),
        weapon,
        4,
        1,
        { firers },
      ),
    ).toThrow(/no more dice/);
  });
});

describe('Modifiers to above dice rolls (Rulebook: FIRE; DISORDERED UNITS; ruling R18)', () => {
  // On "Arquebus - Short range - 12" or less", Class II "1-4".
  it.each([
    // -2 to each die result if this is the first time that the unit has fired in the game
    {
      row: '-2 to each die result if this is the first time that the unit has fired',
      modifiers: { firstFire: true },
      hitsOn: 6,
    },
    // +1 to each die result if firing unit "Shaken"
    { row: '+1 to each die result if firing unit "Shaken"', modifiers: { shaken: true }, hitsOn: 3 },
    // +2 to each die result if weather is "light rain"
    { row: '+2 to each die result if weather is "light rain"', modifiers: { rain: true }, hitsOn: 2 },
    // DISORDERED UNITS: Shoot at -1 (+1 to each die, ruling R18)
    { row: 'Disordered units "Shoot at -1"', modifiers: { disordered: true }, hitsOn: 3 },
    { row: 'first fire -2 and light rain +2 together', modifiers: { firstFire: true, rain: true }, hitsOn: 4 },
  ] as const)('$row: Arquebus short on Class II "1-4" hits on 1-$hitsOn', ({ modifiers, hitsOn }) => {
    const hit = fire([hitsOn], 'arquebus', 10, 2, { modifiers });
    expect(hit.hitsOn).toBe(hitsOn);
    expect(hit.hits).toBe(1);
    expect(fire([hitsOn + 1], 'arquebus', 10, 2, { modifiers }).hits).toBe(0);
  });

  it('shaken +1 and light rain +2 on "Arquebus - Short range" Class IV "1": no face can hit', () => {
    const r = fire([1], 'arquebus', 10, 4, { modifiers: { shaken: true, rain: true } });
    expect(r.hitsOn).toBe(0);
    expect(r.hits).toBe(0);
  });
});

describe('Skirmishers, artillerists, drovers: "takes 2 hits to mark one figure" (Rulebook: FIRE)', () => {
  it.each([
    { hits: 1, casualties: 0 },
    { hits: 2, casualties: 1 },
    { hits: 3, casualties: 1 },
    { hits: 4, casualties: 2 },
  ])('$hits hits mark $casualties figures', ({ hits, casualties }) => {
    const faces = [...Array.from({ length: hits }, () => 1), ...Array.from({ length: 4 - hits }, () => 20)];
    const r = fire(faces, 'arquebus', 10, 2, { firers: 4, skirmishTarget: true });
    expect(r.hits).toBe(hits);
    expect(r.casualties).toBe(casualties);
  });
});
