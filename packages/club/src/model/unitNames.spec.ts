import { SPANISH_EMPIRE_1000, SWEDISH_EMPIRE_1000 } from '@muster/tercios';
import { BRITISH_ARMY, FRENCH_ARMY } from '@muster/wss-6mm';
import { describe, expect, it } from 'vitest';
import { ClubSession } from '../app/ClubSession.js';

describe('units told apart', () => {
  it.each([
    ['tercios', [SPANISH_EMPIRE_1000, SWEDISH_EMPIRE_1000]],
    ['wss-6mm', [BRITISH_ARMY, FRENCH_ARMY]],
  ] as const)('%s: every unit of a game has its own name, numbered where the list repeats one', (ruleset, armies) => {
    const s = ClubSession.start({ ruleset, title: 'names', armies }, 'names');
    const names = s.state.units.map((u) => u.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('numbers repeated names in list order ("Tercio 1", "Tercio 2") and renames only to a free name', () => {
    const s = ClubSession.start(
      { ruleset: 'tercios', title: 'names', armies: [SPANISH_EMPIRE_1000, SWEDISH_EMPIRE_1000] },
      'n',
    );
    const repeated = s.state.units.filter((u) => /\s1$/.test(u.name));
    expect(repeated.length).toBeGreaterThan(0);
    const base = repeated[0]!.name.replace(/ 1$/, '');
    expect(s.state.units.filter((u) => u.name.startsWith(`${base} `)).map((u) => u.name)[1]).toBe(`${base} 2`);
    const [a, b] = s.state.units;
    expect(s.decide({ kind: 'set-unit', unit: a!.id, patch: { name: b!.name } }).ok).toBe(false);
    expect(s.decide({ kind: 'set-unit', unit: a!.id, patch: { name: 'El Viejo' } }).ok).toBe(true);
    expect(s.state.units[0]!.name).toBe('El Viejo');
  });
});
