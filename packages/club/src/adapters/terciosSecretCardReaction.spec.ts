// Rulebook (Liber Militum: Tercios): Reactions: "When the enemy interacts with one of your units, you may always attempt
// a reaction with that unit if it has not yet been activated." Game Sequence > Planning: the Order cards are placed face
// down; the club lets the players keep a card secret and record it when revealed.
import { describe, expect, it } from 'vitest';
import { terciosAtActivation, unit } from '../__fixtures__/session.js';

const atActivation = (seed: string) => terciosAtActivation(seed, { title: 'Secret cards' });

describe('a unit whose Order card was kept secret may still react (Reactions)', () => {
  const tercio = 'A:tercio-2';
  const charger = 'B:musketeer-company';

  it('charged, it is offered a reaction whose form asks the card it holds', () => {
    const s = atActivation('secret');
    expect(unit(s, tercio)).toMatchObject({ order: null, activated: false });
    expect(s.decide({ kind: 'declare', trigger: 'charge', by: charger, unit: tercio }).ok).toBe(true);
    expect(s.logLines().some((l) => l.text.includes('may not react'))).toBe(false);
    const test = s.state.tests.find((t) => t.unit === tercio && t.mechanic === 'reaction')!;
    expect(test).toMatchObject({ optional: true, target: charger, text: expect.stringContaining('secret') });
    expect(test.params.order).not.toBe('none');
    // The players reveal Resist!: the Resist! reaction, on its order test.
    expect(
      s.decide({
        kind: 'resolve',
        mechanic: 'reaction',
        params: { ...test.params, order: 'resist', reaction: 'resist' },
        actor: tercio,
        target: charger,
        dice: [5, 1, 1, 1, 1],
      }).ok,
    ).toBe(true);
    expect(unit(s, tercio)).toMatchObject({ order: null, activated: true });
  });

  it('a unit already activated still may not react with its card', () => {
    const s = atActivation('secret-activated');
    expect(s.decide({ kind: 'activate', unit: tercio }).ok).toBe(true);
    expect(s.decide({ kind: 'declare', trigger: 'charge', by: charger, unit: tercio }).ok).toBe(true);
    expect(s.state.tests.some((t) => t.unit === tercio && t.mechanic === 'reaction')).toBe(false);
    expect(s.logLines().some((l) => l.text.includes('may not react'))).toBe(true);
  });
});
