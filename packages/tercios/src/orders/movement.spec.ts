import { describe, expect, it } from 'vitest';
import { HORSE_ARQUEBUSIERS, LIGHT_ARTILLERY, MUSKETEERS, TERCIO } from '../mechanics/__fixtures__/units.js';
import { movementAllowance } from './movementAllowance.js';

describe('movementAllowance (Movement; Order Cards; Terrain)', () => {
  it('Speed 4: Ready! 4, Assault! 6, Run! 8; difficult terrain 2; Run! in difficult terrain 4 (++ and - cancel to +: 6)', () => {
    expect(movementAllowance(TERCIO, 'ready')).toBe(4);
    expect(movementAllowance(TERCIO, 'assault')).toBe(6);
    expect(movementAllowance(TERCIO, 'run')).toBe(8);
    expect(movementAllowance(TERCIO, 'ready', 'difficult')).toBe(2);
    expect(movementAllowance(TERCIO, 'run', 'difficult')).toBe(6);
    expect(movementAllowance(TERCIO, 'ready', 'impassable')).toBe(0);
  });

  it('artillery: the first Speed unhitched, the second hitched; Dedication adds 1 after', () => {
    expect(movementAllowance(LIGHT_ARTILLERY, 'ready')).toBe(2);
    expect(movementAllowance({ ...LIGHT_ARTILLERY, hitched: true }, 'ready')).toBe(6);
    expect(movementAllowance({ ...TERCIO, commander: { rank: 2, virtues: ['dedication'], traits: [] } }, 'ready')).toBe(
      5,
    );
  });
});

describe('evasionMove (Reactions > Run!)', () => {
  it('at least its movement, at most with Speed++', async () => {
    const { evasionMove } = await import('./evasionMove.js');
    expect(evasionMove(HORSE_ARQUEBUSIERS)).toEqual({ minimum: 8, maximum: 16, turnAbout: true, disorders: false });
    expect(evasionMove(TERCIO, 'difficult')).toEqual({ minimum: 4, maximum: 6, turnAbout: true, disorders: false });
  });
});

describe('changeMount (Dragoons, Order Card Reference)', () => {
  it('swaps the card and keeps Dm, Disorder and the commander', async () => {
    const { changeMount } = await import('./changeMount.js');
    const mounted = {
      ...HORSE_ARQUEBUSIERS,
      name: 'Dragoons, mounted',
      wear: 1,
      disordered: true,
      commander: { rank: 1, virtues: [], traits: [] },
    };
    const dismounted = changeMount(mounted, MUSKETEERS);
    expect(dismounted).toMatchObject({
      name: MUSKETEERS.name,
      category: 'company',
      values: MUSKETEERS.values,
      wear: 1,
      disordered: true,
    });
    expect(dismounted.commander).toEqual({ rank: 1, virtues: [], traits: [] });
  });
});
