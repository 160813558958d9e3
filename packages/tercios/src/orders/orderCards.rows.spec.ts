import { describe, expect, it } from 'vitest';
import { MUSKETEERS, TERCIO } from '../mechanics/__fixtures__/units.js';
import { TerciosOptionsSchema } from '../options/options.js';
import type { Modifier } from '../values/Modifier.js';
import { ORDER_CARDS } from './OrderCard.js';
import { reactionPlans } from './reactions.js';

const steps = (mods: readonly Modifier[]) =>
  mods.map((m) => `${m.value}${(m.steps ?? 0) > 0 ? '+'.repeat(m.steps ?? 0) : '-'.repeat(-(m.steps ?? 0))}`);

// Rulebook: Order Cards: "Ready!: ... two actions of its choice: move, reorganise ..., reorient, or shoot. It may
// not carry out the same action twice. If it shoots, ... (Shoot-)"; "Assault!: ... Mvt+ ... and in combat
// (Melee+)"; "Run!: ... (Mvt++). It may neither shoot nor charge"; "Fire!: the unit stays in place and delivers a
// volley at full effectiveness"; "Resist!: ... removes one Dm". The Order Card Reference sheet repeats them.
describe('Order cards: actions and modifiers', () => {
  it.each([
    {
      row: 'Ready!: two different actions; Shoot-',
      id: 'ready',
      count: 2,
      distinct: true,
      mods: ['shoot-'],
      has: ['move', 'reorganise', 'reorient', 'shoot'],
    },
    {
      row: 'Assault!: charge; Mvt+, Melee+',
      id: 'assault',
      count: 1,
      distinct: true,
      mods: ['speed+', 'melee+'],
      has: ['charge'],
    },
    { row: 'Run!: movement (++) only', id: 'run', count: 1, distinct: true, mods: ['speed++'], has: ['move'] },
    { row: 'Fire!: shooting only, full effectiveness', id: 'fire', count: 1, distinct: true, mods: [], has: ['shoot'] },
    { row: 'Resist!: remove 1 Dm', id: 'resist', count: 1, distinct: true, mods: [], has: ['recover-wear'] },
  ] as const)('"$row"', ({ id, count, distinct, mods, has }) => {
    const card = ORDER_CARDS[id];
    expect(card.actionCount).toBe(count);
    expect(card.distinctActions).toBe(distinct);
    expect(steps(card.modifiers)).toEqual(mods);
    for (const a of has) expect(card.actions).toContain(a);
    if (id !== 'ready') expect(card.actions).toEqual(has);
  });
});

// Rulebook: Reactions: "Ready!: the unit may reorient OR shoot. The shot is subject to a penalty (-)"; "Assault!:
// ... an interception charge ... against an enemy's assault (charge), it is a counter-charge ... both benefit from
// the bonus linked to the Assault! order"; "Run!: ... evading ... (Mvt++)"; "Resist!: The Courage test in a combat
// that follows a charge benefits from a bonus (+)"; "Fire!: ... light weapon fire, which benefits from a bonus (+)".
// A Musketeer Company (muskets) reacting to an enemy Tercio.
describe('Reactions by order', () => {
  it.each([
    {
      row: 'Ready!, enemy come close: reorient, or shoot with Shoot-',
      order: 'ready',
      trigger: 'approach',
      plans: ['reorient', 'shoot shoot-'],
    },
    {
      row: 'Assault!, enemy come close: interception charge (Mvt+, Melee+)',
      order: 'assault',
      trigger: 'approach',
      plans: ['interception speed+ melee+'],
    },
    {
      row: 'Assault!, against a charge: counter-charge (Mvt+, Melee+)',
      order: 'assault',
      trigger: 'charge',
      plans: ['counter-charge speed+ melee+'],
    },
    { row: 'Run!: evasion (Mvt++)', order: 'run', trigger: 'charge', plans: ['evasion speed++'] },
    { row: 'Resist!, against a charge: Courage+', order: 'resist', trigger: 'charge', plans: ['resist courage+'] },
    { row: 'Resist!, enemy come close: nothing to resist', order: 'resist', trigger: 'approach', plans: [] },
    { row: 'Fire!: volley, light weapons Shoot+', order: 'fire', trigger: 'approach', plans: ['volley shoot+'] },
  ] as const)('"$row"', ({ order, trigger, plans }) => {
    const got = reactionPlans({ unit: MUSKETEERS, order, trigger, enemy: TERCIO }).map((p) =>
      [p.kind, ...steps(p.modifiers)].join(' '),
    );
    expect(got).toEqual(plans);
  });

  // Order Card Reference: "Resist!: ... Reaction: Courage ++." against Reactions > Resist! "a bonus (+)": ruling
  // "Resist! reaction" (docs/rulings/tercios.md), option resistReactionCourage.
  it('Order Card Reference "Resist! Reaction: Courage ++": the double-bonus reading', () => {
    const options = TerciosOptionsSchema.parse({ resistReactionCourage: 'double-bonus' });
    const got = reactionPlans({ unit: MUSKETEERS, order: 'resist', trigger: 'charge', enemy: TERCIO }, options).map(
      (p) => steps(p.modifiers),
    );
    expect(got).toEqual([['courage++']]);
  });
});
