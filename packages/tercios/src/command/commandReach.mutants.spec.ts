import { describe, expect, it } from 'vitest';
import { LIGHT_ARTILLERY, MUSKETEERS, TERCIO } from '../mechanics/__fixtures__/units.js';
import { canInteract, commanderMove, commandRadius, isUnderCommand } from './commandReach.js';

const plain = { traits: [] };

// Rulebook: Command > Activating a Commander: "A commander's movement is 6 inches"; Common Traits: "Presence: extends
// the command radius to 9 inches. Impetus: extends movement to 9 inches." Command Actions: "within the command radius
// of 6 inches from its base".
describe('command radius and commander move', () => {
  it('6" each without the traits; Impetus does not extend the radius, nor Presence the move', () => {
    expect([commandRadius(plain), commanderMove(plain)]).toEqual([6, 6]);
    expect([commandRadius({ traits: ['impetus'] }), commanderMove({ traits: ['impetus'] })]).toEqual([6, 9]);
    expect([commandRadius({ traits: ['presence'] }), commanderMove({ traits: ['presence'] })]).toEqual([9, 6]);
  });
});

// Rulebook: Command: "While the C-C may interact with all the troops of the army, the other commanders may do so only
// with the units of their own regiment." The Army > Allies: "the Commander-in-Chief cannot interact with them."
// Kingdoms: "Diplomat: a commander with this trait may interact with allied units." Artillery: "Artillery units are
// never affected by a friendly or enemy command action." Ruling "Allies": an allied regiment's own commander still
// commands it.
describe('canInteract', () => {
  const cic = { traits: [], commanderInChief: true };
  const mestre = { traits: [] };

  it("an allied regiment's own commander commands it; not a unit of another allied regiment", () => {
    expect(canInteract(mestre, TERCIO, { sameRegiment: true, allied: true })).toBe(true);
    expect(canInteract(mestre, TERCIO, { sameRegiment: false, allied: true })).toBe(false);
  });

  it('the C-C cannot interact with allies, even counted as their regiment; with Diplomat it can', () => {
    expect(canInteract(cic, TERCIO, { sameRegiment: true, allied: true })).toBe(false);
    expect(canInteract({ ...cic, traits: ['diplomat'] }, TERCIO, { sameRegiment: true, allied: true })).toBe(true);
  });

  // The Army > Allies: "All the basic rules then apply, with the one exception that the Commander-in-Chief cannot
  // interact with them." Common Traits: "Reputation: may interact with any unit in the army, even those of another
  // regiment." The C-C is the one exception: a Reputation that is not the C-C's reaches the allies.
  it('Reputation reaches an allied unit of another regiment; the C-C with Reputation does not (the one exception)', () => {
    expect(canInteract({ traits: ['reputation'] }, TERCIO, { sameRegiment: false, allied: true })).toBe(true);
    expect(canInteract({ ...cic, traits: ['reputation'] }, TERCIO, { sameRegiment: false, allied: true })).toBe(false);
  });

  // Diplomat: "a commander with this trait may interact with allied units": any commander, not only the C-C; the
  // trait names allied units only, so another regiment that is not allied stays out of reach.
  it('a Diplomat that is not the C-C reaches allied units of another regiment, not a non-allied one', () => {
    expect(canInteract({ traits: ['diplomat'] }, TERCIO, { sameRegiment: false, allied: true })).toBe(true);
    expect(canInteract({ traits: ['diplomat'] }, TERCIO, { sameRegiment: false, allied: false })).toBe(false);
    expect(canInteract({ ...cic, traits: ['diplomat'] }, TERCIO, { sameRegiment: false, allied: true })).toBe(true);
  });

  it('Diplomat and Reputation never reach artillery by a command action, allied or not', () => {
    const relation = { sameRegiment: false, allied: true };
    expect(canInteract({ traits: ['diplomat'] }, LIGHT_ARTILLERY, relation)).toBe(false);
    expect(canInteract({ traits: ['reputation'] }, LIGHT_ARTILLERY, relation)).toBe(false);
    expect(canInteract({ traits: ['diplomat'] }, LIGHT_ARTILLERY, relation, 'command')).toBe(true);
  });

  it('a commander interacts with its own regiment (not allied)', () => {
    expect(canInteract(mestre, TERCIO, { sameRegiment: true })).toBe(true);
    expect(canInteract(mestre, TERCIO, { sameRegiment: true, allied: false })).toBe(true);
  });

  it('artillery: never by a command action, its own regiment\'s commander included; its command ("command") is asked', () => {
    expect(canInteract(mestre, LIGHT_ARTILLERY, { sameRegiment: true })).toBe(false);
    expect(canInteract(mestre, LIGHT_ARTILLERY, { sameRegiment: true }, 'command-action')).toBe(false);
    expect(canInteract(mestre, LIGHT_ARTILLERY, { sameRegiment: true }, 'command')).toBe(true);
    expect(canInteract(mestre, LIGHT_ARTILLERY, { sameRegiment: false }, 'command')).toBe(false);
    expect(canInteract(mestre, TERCIO, { sameRegiment: true }, 'command')).toBe(true);
  });
});

// Rulebook: Order Cards > Testing Orders (a unit is under command within a commander's radius, in sight); Attached
// Commander; Artillery > Integral Command: "these units are always considered to be within the command radius of an
// officer. The additional units provided with the artillery (companies) also benefit from this if they are 6 inches
// from the artillery or less."
describe('isUnderCommand', () => {
  const near = (distance: number, inSight = true) => ({ distance, inSight, commander: plain });

  it('a unit with a commander attached is under command with no other commander near', () => {
    expect(isUnderCommand({ ...MUSKETEERS, commander: { rank: 1, virtues: [], traits: [] } }, null)).toBe(true);
  });

  it('in radius and in sight: 6" is within the 6" radius, 6.5" is not', () => {
    expect(isUnderCommand(MUSKETEERS, near(6))).toBe(true);
    expect(isUnderCommand(MUSKETEERS, near(6.5))).toBe(false);
    expect(isUnderCommand(MUSKETEERS, near(0, false))).toBe(false);
  });

  it('no commander near and none attached: out of command', () => {
    expect(isUnderCommand(TERCIO, null)).toBe(false);
  });

  it('a battery\'s company 6" or less from its artillery is in command; at 6.5" it is not; a battalion never by it', () => {
    expect(isUnderCommand(MUSKETEERS, null, 6)).toBe(true);
    expect(isUnderCommand(MUSKETEERS, null, 6.5)).toBe(false);
    expect(isUnderCommand(MUSKETEERS, near(10), 6.5)).toBe(false);
    expect(isUnderCommand(TERCIO, null, 2)).toBe(false);
  });
});
