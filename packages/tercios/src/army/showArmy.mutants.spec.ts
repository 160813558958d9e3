import { describe, expect, it } from 'vitest';
import type { ArmyFile } from './ArmyFile.js';
import { showArmy } from './showArmy.js';
import { validateArmy } from './validateArmy.js';

const LIBER: ArmyFile = {
  format: 'muster-army',
  formatVersion: 1,
  ruleset: 'tercios',
  edition: 'liber-militum',
  name: 'Test army',
  faction: 'spanish-empire',
  base: 'cavalry',
  battleSize: 'small',
  commanderInChief: {
    name: 'General',
    rank: 3,
    virtues: ['loyalty', 'drill'],
    traits: ['coordinator', 'energetic'],
  },
  regiments: [
    {
      type: 'cavalry-regiment',
      name: 'Horse',
      commander: { rank: 1 },
      units: [
        { unit: 'arquebusiers-on-horseback', name: 'First Company' },
        { unit: 'no-such-unit', options: ['viejo', 'modern'] },
      ],
    },
    { type: 'infantry-regiment', units: [{ unit: 'tercio', options: ['viejo'] }] },
  ],
  elite: { unit: 'tercio', extraDiscipline: 1 },
};

const BREVIS: ArmyFile = {
  format: 'muster-army',
  formatVersion: 1,
  ruleset: 'tercios',
  edition: 'brevis',
  name: 'Brevis army',
  faction: 'no-such-faction',
  commanderInChief: { rank: 2 },
  regiments: [
    { type: 'infantry-regiment', regimentPoints: 2, units: [{ unit: 'tercio' }] },
    { type: 'artillery-battery', units: [{ unit: 'light-artillery' }] },
  ],
  elite: { unit: 'no-such-unit' },
};

const KINGDOMS: ArmyFile = {
  format: 'muster-army',
  formatVersion: 1,
  ruleset: 'tercios',
  edition: 'liber-militum',
  name: 'Kingdoms army',
  faction: 'poland-lithuania',
  regiments: [{ type: 'infantry-regiment', units: [{ unit: 'combat-company' }] }],
};

/** The violation lines as validateArmy reports them: "  - path: message (rule)". */
const violationLines = (army: ArmyFile) =>
  validateArmy(army).violations.map((v) => `  - ${v.path}: ${v.message} (${v.rule})`);

// The list a player reads: the rulebook's names for the army base (The Army: "Cavalry Army Base") and the
// regiments (Liber Militum: "Cavalry regiment"; Brevis Editio: "Foot Regiment", "Artillery Battery"), the
// commanders' ranks with their points (Command: "Rank / Virtues / Traits / Points": rank 3 50, rank 1 10), each
// unit's card "Mvt Melee Shoot Disc Courage Stamina" and defences, and the Elite unit's extra Discipline.
describe('showArmy, line by line', () => {
  it('Liber Militum: header, Commander-in-Chief, regiments with commanders and units, an unknown card, the Elite', () => {
    const lines = showArmy(LIBER).split('\n');
    expect(lines.slice(0, 17)).toEqual([
      'Test army — Spanish Empire (Liber Militum, Cavalry Army Base)',
      'small battle, 470 / 500 points — 6 violation(s)',
      'Commander-in-Chief: General, rank 3 (50 pts); virtues: loyalty, drill; traits: coordinator, energetic',
      '',
      '[1] Cavalry regiment "Horse" — 75 pts',
      '    Commander: unnamed, rank 1 (10 pts)',
      '    - First Company 65 pts',
      '        Mvt 8 Melee 3 Shoot 3 Disc 3 Courage 3 Stamina 3 | Def 4/3/3/3 | arquebus | caracole',
      '    - no-such-unit [viejo, modern]: unknown unit',
      '',
      '[2] Infantry regiment — 185 pts',
      '    - Tercio [viejo] 185 pts',
      '        Mvt 4 Melee 5 Shoot 3/2 Disc 5 Courage 5 Stamina 5 | Def 4/5/4/3 | pikes, arquebus-musket | dense',
      '',
      'Elite: Tercio 160 pts, +1 Discipline',
      '        Mvt 4 Melee 4 Shoot 3/2 Disc 6 Courage 4 Stamina 5 | Def 4/5/4/3 | pikes, arquebus-musket | dense, elite',
      '',
    ]);
    expect(lines.slice(17)).toEqual(['Violations:', ...violationLines(LIBER)]);
    expect(violationLines(LIBER)).toHaveLength(6);
  });

  it('without violations printed, the list ends with the Elite', () => {
    const lines = showArmy(LIBER, { violations: false }).split('\n');
    expect(lines).toHaveLength(16);
    expect(lines.at(-1)).toBe(
      '        Mvt 4 Melee 4 Shoot 3/2 Disc 6 Courage 4 Stamina 5 | Def 4/5/4/3 | pikes, arquebus-musket | dense, elite',
    );
  });

  it('Brevis Editio: regiment points, no commander points, an unknown faction by its id, an unknown Elite card', () => {
    const lines = showArmy(BREVIS).split('\n');
    expect(lines.slice(0, 14)).toEqual([
      'Brevis army — no-such-faction (Brevis Editio)',
      '2 / 7 regiment points — 3 violation(s)',
      'Commander-in-Chief: unnamed, rank 2',
      '',
      '[1] Foot Regiment — 2 regiment points',
      '    - Tercio 140 pts',
      '        Mvt 4 Melee 4 Shoot 3/2 Disc 5 Courage 4 Stamina 5 | Def 4/5/4/3 | pikes, arquebus-musket | dense',
      '',
      '[2] Artillery Battery — ? regiment points',
      '    - Light Artillery 60 pts',
      '        Mvt 2/6 Melee 2 Shoot 1 Disc 3 Courage 2 Stamina 1 | Def 3/3/5/5 | light-gun',
      '',
      'Elite: no-such-unit: unknown unit',
      '',
    ]);
    expect(lines.slice(14)).toEqual(['Violations:', ...violationLines(BREVIS)]);
  });

  it('a Kingdoms side: its army type, no battle size, a card without weapons or rules, community data marked', () => {
    const lines = showArmy(KINGDOMS).split('\n');
    expect(lines.slice(0, 6)).toEqual([
      'Kingdoms army — Polish-Lithuanian Commonwealth (Liber Militum, Polish-Lithuanian army (Kingdoms, community file))',
      '50 points — 6 violation(s)',
      '',
      '[1] Infantry regiment — 50 pts',
      '    - Combat Company 50 pts',
      '        Mvt 5 Melee 3 Shoot 0 Disc 3 Courage 3 Stamina 3 | Def 4/4/4/4 | no weapons [community data]',
    ]);
  });

  it('an Elite without extra Discipline: its card and the 15 points of the Elite, nothing more', () => {
    // The Army > Elite: "+15 points, +5 per additional point of Discipline": a Tercio (140) as the Elite is 155.
    const lines = showArmy({ ...LIBER, elite: { unit: 'tercio' } }).split('\n');
    expect(lines[14]).toBe('Elite: Tercio 155 pts');
  });

  it('a valid list says so and prints no violations', () => {
    const { elite: _elite, ...withoutElite } = BREVIS;
    const valid: ArmyFile = { ...withoutElite, faction: 'spanish-empire', regiments: [BREVIS.regiments[0]!] };
    const lines = showArmy(valid).split('\n');
    expect(lines[1]).toBe('2 / 7 regiment points — valid');
    expect(lines).not.toContain('Violations:');
  });
});
