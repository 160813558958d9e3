import { frenchArmy, imperialArmy } from '@muster/sword-and-pike';
import { BRITISH_ARMY, FRENCH_ARMY } from '@muster/wss-6mm';
import { describe, expect, it } from 'vitest';
import { ClubSession } from '../app/ClubSession.js';
import { adapterOf } from './adapters.js';

const fill = (s: ClubSession, mechanic: string, actorName: string) => {
  const actor = s.state.units.find((u) => u.name === actorName)!;
  return adapterOf(s.state.ruleset).prefill(mechanic, actor, undefined, { commanders: s.state.commanders, turn: 1 });
};

describe('army-list choices reach the forms of the other rulesets', () => {
  it('The Sword and the Pike: the Light Horse weapon and the Initial Morale Chart row of the list', () => {
    const s = ClubSession.start(
      { ruleset: 'sword-and-pike', title: 'Italy', armies: [frenchArmy, imperialArmy] },
      'list',
    );
    // Light Horse default to the first weapon of the troop type (mounted arquebus); Stradiots carry crossbows.
    expect(fill(s, 'fire', 'Stradiots').weapon).toBe('mounted-crossbow');
    expect(fill(s, 'morale', 'Bern pike')['morale-class']).toBe('swiss-foot');
    expect(fill(s, 'morale', 'Frundsberg pike')['morale-class']).toBe('landsknecht-foot');
  });

  it('6mm WSS: a battalion gun (+2) until the battalion is DISTRESSED, and platoon fire for PF foot', () => {
    const s = ClubSession.start({ ruleset: 'wss-6mm', title: 'Blenheim', armies: [BRITISH_ARMY, FRENCH_ARMY] }, 'list');
    const guards = s.state.units.find((u) => u.name === '1st Foot Guards')!;
    expect(fill(s, 'small-arms', guards.name)).toMatchObject({ 'battalion-gun': true, platoon: true });
    const withGun = s.odds('small-arms', { ...fill(s, 'small-arms', guards.name), range: 3 });
    const without = s.odds('small-arms', { ...fill(s, 'small-arms', guards.name), range: 3, 'battalion-gun': false });
    expect(withGun.means.elements).toBeGreaterThan(without.means.elements!);
    // British foot: DISTRESSED at its printed figure; the gun is then lost.
    expect(s.decide({ kind: 'set-unit', unit: guards.id, patch: { losses: 3 } }).ok).toBe(true);
    expect(adapterOf('wss-6mm').condition(s.state.units.find((u) => u.id === guards.id)!)).toBe('DISTRESSED');
    expect(fill(s, 'small-arms', guards.name)['battalion-gun']).toBe(false);
  });
});
