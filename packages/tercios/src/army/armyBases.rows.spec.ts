import { describe, expect, it } from 'vitest';
import type { ArmyFile, ArmyRegiment, ArmyUnit } from './ArmyFile.js';
import { ARMY_BASES, BREVIS_ARMY } from './armyBases.js';
import { validateArmy } from './validateArmy.js';

// The army base diagrams, with the printed numbers written out here (armyBases.spec.ts reads its bounds from
// the data, so it cannot catch a changed bound).
describe('Army bases (The Army > ... Army Base diagrams)', () => {
  it.each([
    {
      row: 'Standard: Infantry regiment (1-4); Cavalry regiment (0-3); Artillery battery (0-2); Battle group (0-1); Elite unit (0-1)',
      id: 'standard',
      regiments: {
        'infantry-regiment': [1, 4],
        'cavalry-regiment': [0, 3],
        'artillery-battery': [0, 2],
        'battle-group': [0, 1],
      },
      elite: 1,
    },
    {
      row: 'Battle Group: Battle group (2-6); Cavalry regiment (0-3); Artillery battery (0-1); Infantry regiment (0-2)',
      id: 'battle-group',
      regiments: {
        'battle-group': [2, 6],
        'cavalry-regiment': [0, 3],
        'artillery-battery': [0, 1],
        'infantry-regiment': [0, 2],
      },
      elite: 0,
    },
    {
      row: 'Cavalry: Cavalry regiment (2-6); Battle group (0-2); Infantry regiment (0-2); Artillery battery (0-1); Elite unit (0-1)',
      id: 'cavalry',
      regiments: {
        'cavalry-regiment': [2, 6],
        'battle-group': [0, 2],
        'infantry-regiment': [0, 2],
        'artillery-battery': [0, 1],
      },
      elite: 1,
    },
  ] as const)('"$row"', ({ id, regiments, elite }) => {
    const base = ARMY_BASES[id];
    for (const [type, [min, max]] of Object.entries(regiments))
      expect([type, base.regiments[type as keyof typeof base.regiments]]).toEqual([type, { min, max }]);
    expect(base.elite.max).toBe(elite);
  });

  // Brevis Editio: "An army takes 1-3 Foot Regiments, 0-3 Horse Regiments, 0-2 Artillery Batteries and 0-1 Battle Group."
  it('Brevis Editio: "1-3 Foot Regiments, 0-3 Horse Regiments, 0-2 Artillery Batteries and 0-1 Battle Group"', () => {
    expect(BREVIS_ARMY).toEqual({
      'infantry-regiment': { min: 1, max: 3 },
      'cavalry-regiment': { min: 0, max: 3 },
      'artillery-battery': { min: 0, max: 2 },
      'battle-group': { min: 0, max: 1 },
    });
  });
});

// Regiment diagrams: Infantry Regiment "Battalions (2-4); Companies (0-2)"; Battle Group "Companies (2-4)";
// Cavalry Regiment "Cavalry units (1-4); Companies (0-2)" (and no more companies of shooters than cavalry units).
// Each bound at the last allowed count and one beyond, through validateArmy.
const armyWith = (regiment: ArmyRegiment): ArmyFile => ({
  format: 'muster-army',
  formatVersion: 1,
  ruleset: 'tercios',
  edition: 'liber-militum',
  name: 'rows',
  faction: 'spanish-empire',
  base: 'standard',
  commanderInChief: { rank: 5 },
  regiments:
    regiment.type === 'infantry-regiment'
      ? [regiment]
      : [
          { type: 'infantry-regiment', commander: { rank: 0 }, units: [{ unit: 'tercio' }, { unit: 'tercio' }] },
          regiment,
        ],
});
const units = (id: string, n: number): ArmyUnit[] => Array.from({ length: n }, () => ({ unit: id }));
const unitViolations = (regiment: ArmyRegiment) => {
  const index = regiment.type === 'infantry-regiment' ? 0 : 1;
  return validateArmy(armyWith(regiment))
    .violations.filter((v) => v.path === `regiments[${index}].units`)
    .map((v) => v.message);
};

describe('Regiment diagrams', () => {
  it.each([
    {
      row: 'Infantry Regiment: Battalions (2-4): 2',
      type: 'infantry-regiment',
      list: [...units('tercio', 2)],
      ok: true,
    },
    {
      row: 'Infantry Regiment: Battalions (2-4): 1',
      type: 'infantry-regiment',
      list: [...units('tercio', 1)],
      ok: false,
    },
    {
      row: 'Infantry Regiment: Battalions (2-4): 4',
      type: 'infantry-regiment',
      list: [...units('tercio', 4)],
      ok: true,
    },
    {
      row: 'Infantry Regiment: Battalions (2-4): 5',
      type: 'infantry-regiment',
      list: [...units('tercio', 5)],
      ok: false,
    },
    {
      row: 'Infantry Regiment: Companies (0-2): 2',
      type: 'infantry-regiment',
      list: [...units('tercio', 2), ...units('musketeer-company', 2)],
      ok: true,
    },
    {
      row: 'Infantry Regiment: Companies (0-2): 3',
      type: 'infantry-regiment',
      list: [...units('tercio', 2), ...units('musketeer-company', 3)],
      ok: false,
    },
    {
      row: 'Battle Group: Companies (2-4): 2',
      type: 'battle-group',
      list: [...units('musketeer-company', 2)],
      ok: true,
    },
    {
      row: 'Battle Group: Companies (2-4): 1',
      type: 'battle-group',
      list: [...units('musketeer-company', 1)],
      ok: false,
    },
    {
      row: 'Battle Group: Companies (2-4): 4',
      type: 'battle-group',
      list: [...units('musketeer-company', 4)],
      ok: true,
    },
    {
      row: 'Battle Group: Companies (2-4): 5',
      type: 'battle-group',
      list: [...units('musketeer-company', 5)],
      ok: false,
    },
    {
      row: 'Cavalry Regiment: Cavalry units (1-4): 1',
      type: 'cavalry-regiment',
      list: [...units('arquebusiers-on-horseback', 1)],
      ok: true,
    },
    {
      row: 'Cavalry Regiment: Cavalry units (1-4): 4',
      type: 'cavalry-regiment',
      list: [...units('arquebusiers-on-horseback', 4)],
      ok: true,
    },
    {
      row: 'Cavalry Regiment: Cavalry units (1-4): 5',
      type: 'cavalry-regiment',
      list: [...units('arquebusiers-on-horseback', 5)],
      ok: false,
    },
    {
      row: 'Cavalry Regiment: Companies (0-2): 2 with 2 cavalry units',
      type: 'cavalry-regiment',
      list: [...units('arquebusiers-on-horseback', 2), ...units('musketeer-company', 2)],
      ok: true,
    },
    {
      row: 'Cavalry Regiment: Companies (0-2): 3 with 3 cavalry units',
      type: 'cavalry-regiment',
      list: [...units('arquebusiers-on-horseback', 3), ...units('musketeer-company', 3)],
      ok: false,
    },
    {
      row: 'Cavalry Regiment: no more companies than cavalry units: 2 for 1',
      type: 'cavalry-regiment',
      list: [...units('arquebusiers-on-horseback', 1), ...units('musketeer-company', 2)],
      ok: false,
    },
  ] as const)('"$row": $ok', ({ type, list, ok }) => {
    const messages = unitViolations({ type, commander: { rank: 0 }, units: [...list] });
    if (ok) expect(messages).toEqual([]);
    else expect(messages.length).toBeGreaterThan(0);
  });
});
