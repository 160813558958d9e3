import { describe, expect, it } from 'vitest';
import { ORDER_CARDS, ORDER_IDS } from './OrderCard.js';

// Killers of the mutants of OrderCard.ts (docs/mutation/tercios-orders.md): the cards as data, read whole. The
// numbers (the steps) are pinned by the number mutator's specs (docs/mutation/numbers-tercios.md); here the names,
// the actions and reactions each card allows, the sources the logs print and the card texts the club shows.
// Rulebook: The Army > Order Card Reference:
// "Fire!: shooting only. Reaction: shooting; with light weapons, a bonus (+) to the shot.
//  Ready!: two actions chosen from movement, rallying, reorientation, shooting, hitching, unhitching, dismounting and
//  remounting. Shooting has a penalty (-). Reaction: reorientation or shooting.
//  Resist!: remove 1 Dm, from the second Dm onwards. Reaction: Courage ++.
//  Assault!: movement (+), Melee (+); charge and combat. Reaction: counter-charge.
//  Run!: movement (++) only. Reaction: evasion."

describe('Order Card Reference', () => {
  it('five orders, in the order of the card sheet', () => {
    expect(ORDER_IDS).toEqual(['ready', 'assault', 'run', 'fire', 'resist']);
    expect(Object.keys(ORDER_CARDS)).toEqual(['ready', 'assault', 'run', 'fire', 'resist']);
    for (const id of ORDER_IDS) expect(ORDER_CARDS[id].id).toBe(id);
  });

  it('Ready!: two different actions of eight; Shoot- on activation and as a reaction; reorient OR shoot', () => {
    expect(ORDER_CARDS.ready).toMatchObject({
      name: 'Ready!',
      actions: ['move', 'reorganise', 'reorient', 'shoot', 'hitch', 'unhitch', 'dismount', 'remount'],
      actionCount: 2,
      distinctActions: true,
      modifiers: [{ value: 'shoot', steps: -1, source: 'Ready! order' }],
      reactions: ['reorient', 'shoot'],
      reactionModifiers: [{ value: 'shoot', steps: -1, source: 'Ready! reaction' }],
    });
    expect(ORDER_CARDS.ready.text).toMatch(/^Two different actions from move, reorganise .*\(Shoot-\)/);
    expect(ORDER_CARDS.ready.reactionText).toBe('Reorient OR shoot (Shoot-).');
  });

  it('Assault!: charge with Speed+ and Melee+; interception or counter-charge with the same bonus', () => {
    expect(ORDER_CARDS.assault).toMatchObject({
      name: 'Assault!',
      actions: ['charge'],
      actionCount: 1,
      distinctActions: true,
      modifiers: [
        { value: 'speed', steps: 1, source: 'Assault! order' },
        { value: 'melee', steps: 1, source: 'Assault! order' },
      ],
      reactions: ['interception', 'counter-charge'],
      reactionModifiers: [
        { value: 'speed', steps: 1, source: 'Assault! reaction' },
        { value: 'melee', steps: 1, source: 'Assault! reaction' },
      ],
    });
    // Order Cards > Assault!: "If no enemy is in the unit's line of sight at the moment of activation, the unit does
    // nothing."
    expect(ORDER_CARDS.assault.text).toMatch(/^Charge the enemy \(Speed\+, Melee\+\);.*the unit does nothing\.$/);
    expect(ORDER_CARDS.assault.reactionText).toMatch(/^Interception charge .*counter-charge against a charge/);
  });

  it('Run!: move with Speed++; evasion with Speed++', () => {
    expect(ORDER_CARDS.run).toMatchObject({
      name: 'Run!',
      actions: ['move'],
      actionCount: 1,
      distinctActions: true,
      modifiers: [{ value: 'speed', steps: 2, source: 'Run! order' }],
      reactions: ['evasion'],
      reactionModifiers: [{ value: 'speed', steps: 2, source: 'Run! reaction' }],
    });
    // Order Cards > Run!: "It may neither shoot nor charge."
    expect(ORDER_CARDS.run.text).toBe('Move with Speed++; no shooting, no charge.');
    expect(ORDER_CARDS.run.reactionText).toMatch(/^Evasion: turn about and move away at least its movement/);
  });

  it('Fire!: shoot only, no modifier; a volley, Shoot+ with light weapons', () => {
    expect(ORDER_CARDS.fire).toMatchObject({
      name: 'Fire!',
      actions: ['shoot'],
      actionCount: 1,
      distinctActions: true,
      modifiers: [],
      reactions: ['volley'],
      reactionModifiers: [{ value: 'shoot', steps: 1, source: 'Fire! reaction (light weapons)' }],
    });
    // Order Cards > Fire!: "the unit stays in place and delivers a volley at full effectiveness. It may not move or
    // reorient."
    expect(ORDER_CARDS.fire.text).toMatch(/^Stay in place and fire at full effect; no move, no reorientation\.$/);
    expect(ORDER_CARDS.fire.reactionText).toBe('A volley; light weapon fire gets Shoot+.');
  });

  it('Resist!: recover Dm; Courage + for the combat after a charge (ruled: resistReactionCourage)', () => {
    expect(ORDER_CARDS.resist).toMatchObject({
      name: 'Resist!',
      actions: ['recover-wear'],
      actionCount: 1,
      distinctActions: true,
      modifiers: [],
      reactions: ['resist'],
      reactionModifiers: [{ value: 'courage', steps: 1, source: 'Resist! reaction' }],
    });
    expect(ORDER_CARDS.resist.text).toMatch(/^Regroup: a passed test removes one Dm; with one Dm or none, no effect/);
    expect(ORDER_CARDS.resist.reactionText).toMatch(/^Courage \+ for the resistance test of the combat/);
  });
});
