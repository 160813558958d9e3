import { describe, expect, it } from 'vitest';
import { form, ok, resolveForm, startSession, toStep, unit } from '../__fixtures__/session.js';
import type { ClubSession } from '../app/ClubSession.js';
import { wss6mmAdapter } from './wss6mmAdapter.js';

// 6mm WSS, ruling R25 (docs/rulings/wss-6mm.md): "Fire is simultaneous: each shot is rolled as it is chosen and all
// the hits are taken when every unit has fired." The battle (game/firePhases.ts) takes a phase's hits when its fire
// is over, so a unit hit early in the phase still fires with every element (gun) it had. The club records each shot's
// losses as the players enter it: a unit that fires after being hit must still be counted whole. Fire before a melee
// is not simultaneous: "Casualties lost due to pre combat fire should be removed immediately" (Pre Melee).
const [holstein, picardie] = ['A:holstein', 'B:picardie-1'];
const [britishGuns, frenchGuns] = ['A:british-battery', 'B:french-battery'];

const start = (): ClubSession => startSession('wss-6mm', 'referee', { maxTurns: 2 });

describe('6mm WSS Small Arms Fire is simultaneous (ruling R25)', () => {
  it('Picardie, hit by Holstein-Beck first, fires its front rank of 5; after its own shot its form counts 4', () => {
    const s = start();
    toStep(s, 3);
    // Holstein-Beck: 4 front-rank elements, row 12 / 21; a 20 at 3" (+2 close) is 22: two elements.
    expect(resolveForm(s, 'small-arms', holstein, picardie, [20], { range: 3 })).toEqual(ok);
    expect(unit(s, picardie).losses).toBe(2);
    // Picardie had 10 elements in two ranks when the fire began: 5 fire, not 4 of the 8 left.
    expect(form(s, 'small-arms', picardie).elements).toBe(5);
    expect(resolveForm(s, 'small-arms', picardie, holstein, [1], { range: 3 })).toEqual(ok);
    expect(form(s, 'small-arms', picardie).elements).toBe(4);
  });

  it('in the next step the losses stand: Picardie fights the melee with its front rank of 4', () => {
    const s = start();
    toStep(s, 3);
    expect(resolveForm(s, 'small-arms', holstein, picardie, [20], { range: 3 })).toEqual(ok);
    toStep(s, 4);
    expect(form(s, 'melee', picardie).elements).toBe(4);
  });
});

describe('6mm WSS Artillery Fire is simultaneous (ruling R25)', () => {
  it('the Batterie royale, losing a gun to the British guns first, still fires both', () => {
    const s = start();
    expect(s.decide({ kind: 'set-unit', unit: frenchGuns, patch: { losses: 3 } })).toEqual(ok);
    toStep(s, 2);
    expect(form(s, 'artillery', frenchGuns).guns).toBe(2);
    // Three British guns at 20" (row 10 / 19), at a battery (-2): a 13 is 11, one hit: the fourth, a gun lost.
    expect(resolveForm(s, 'artillery', britishGuns, frenchGuns, [13], { range: 20 })).toEqual(ok);
    expect(unit(s, frenchGuns).losses).toBe(4);
    expect(form(s, 'artillery', frenchGuns).guns).toBe(2);
    expect(resolveForm(s, 'artillery', frenchGuns, britishGuns, [1], { range: 20 })).toEqual(ok);
    expect(form(s, 'artillery', frenchGuns).guns).toBe(1);
  });
});

describe('6mm WSS Pre Melee fire is not simultaneous', () => {
  it('"Casualties lost due to pre combat fire should be removed immediately": in the Movement step the loss counts at once', () => {
    const s = start();
    const hit = { ...unit(s, picardie), losses: 2 };
    const shot = { mechanic: 'small-arms', actor: holstein, target: picardie, outcome: { elements: 2 } };
    const at = (step: number) =>
      wss6mmAdapter.prefill('small-arms', hit, undefined, {
        commanders: s.state.commanders,
        turn: 1,
        step,
        stepResolutions: [shot],
      }).elements;
    expect(at(1)).toBe(4); // 2. Movement: the fire before a melee
    expect(at(3)).toBe(5); // 4. Small Arms Fire
  });
});
