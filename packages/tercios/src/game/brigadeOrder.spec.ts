import { ScriptedDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { DEFAULT_TERCIOS_OPTIONS, TerciosOptionsSchema, type TerciosOptions } from '../options/options.js';
import { checkBattleDecision, legalBattleDecisions } from '../sequence/sequence.js';
import { cardSharers, finishActivation } from './activation.js';
import type { BattleDecision } from './Decision.js';
import type { BattleEvent } from './Event.js';
import { resolveBattle } from './resolve.js';
import type { BattleState, UnitState } from './State.js';
import { actingOf, fixtureContext, fixtureTable as table, placed as at } from './__fixtures__/battleFixture.js';

// The Troops > Brigade (/work/shared/rules/tercios-liber-militum.txt): "Units with this rule that belong to the
// same regiment may act simultaneously. A single order may then be placed for all the units of the brigade."
// Brevis Editio: "Brigade units of one regiment can share a single Order Card and activate sequentially". The text
// says nothing of the order in which they act; ruling "Brigade: the units sharing the card act in turn"
// (docs/rulings/tercios.md), option battle.brigadeOrder: the player chooses each next one (`chosen`, the default,
// as the club companion lets the players do), or the army list's order (`list`).

const listOrder: TerciosOptions = TerciosOptionsSchema.parse({ battle: { brigadeOrder: 'list' } });

/** Three A musketeer companies sharing one Ready! card (brigade `a1`), far from a B tercio; `more` changes units. */
function brigade(more: Record<string, Partial<UnitState>> = {}): BattleState {
  const card = { brigade: 'a1' };
  const s = table(
    [
      at('a1', 'musketeer-company', 10, 10, 90),
      at('a2', 'musketeer-company', 20, 10, 90),
      at('a3', 'musketeer-company', 30, 10, 90),
    ],
    [at('b1', 'tercio', 50, 40, -90)],
    { a1: 'ready', a2: 'ready', a3: 'ready' },
    { a1: { ...card, ...more.a1 }, a2: { ...card, ...more.a2 }, a3: { ...card, ...more.a3 }, ...more },
  );
  return { ...s, stage: 'action', activeSide: 'A' };
}

const started = (events: readonly BattleEvent[]) =>
  events.flatMap((e) => (e.kind === 'activation-started' ? [[e.unit, e.brigadeQueue] as const] : []));

describe('Brigade: the units sharing the card act one after the other, in the order the player chooses', () => {
  it('after the first has acted, the side chooses which of the other two acts next; the last then follows', () => {
    const ctx = fixtureContext(brigade(), ScriptedDice.of([]));
    const decide = (d: BattleDecision) => {
      expect(checkBattleDecision(ctx.state, d, DEFAULT_TERCIOS_OPTIONS)).toBeNull();
      resolveBattle(ctx, d, 'A');
    };
    decide({ kind: 'activate', unit: 'a1' });
    expect(started(ctx.events)).toEqual([['a1', ['a2', 'a3']]]);
    decide({ kind: 'end' });
    // The choice: a2 or a3, and nothing else (no pass, no other unit, no action of the unit that has acted).
    expect(ctx.events.at(-1)).toEqual({ kind: 'brigade-next', unit: 'a1', units: ['a2', 'a3'] });
    expect(ctx.state.activeSide).toBe('A');
    expect(legalBattleDecisions(ctx.state, DEFAULT_TERCIOS_OPTIONS)).toEqual([
      { kind: 'activate', unit: 'a2' },
      { kind: 'activate', unit: 'a3' },
    ]);
    for (const refused of [
      { kind: 'end' },
      { kind: 'move', to: { x: 10, y: 12 } },
      { kind: 'activate', unit: 'a1' },
      { kind: 'activate', unit: 'b1' },
      { kind: 'activate', unit: 'a2', horde: 'a3' },
      // Naming a unit that may act next is not enough: the choice is an activation.
      { kind: 'order', unit: 'a2', order: 'ready' },
    ] satisfies BattleDecision[])
      expect(checkBattleDecision(ctx.state, refused, DEFAULT_TERCIOS_OPTIONS)).toBe(
        'one of the Brigade sharing the card acts next: activate a2, a3',
      );
    // Nothing to do but choose: the activation is not finished for the unit that has acted.
    expect(ctx.events.filter((e) => e.kind === 'activation-ended')).toEqual([]);
    // The player picks a3, out of the army list's order; a2 then follows with no choice left.
    decide({ kind: 'activate', unit: 'a3' });
    expect(started(ctx.events)).toEqual([
      ['a1', ['a2', 'a3']],
      ['a3', ['a2']],
    ]);
    expect(ctx.state.acting).toMatchObject({ unit: 'a3', order: 'ready', brigadeQueue: ['a2'] });
    expect(ctx.state.acting?.brigadeNext).toBeUndefined();
    decide({ kind: 'end' });
    expect(started(ctx.events).at(-1)).toEqual(['a2', []]);
    expect(ctx.events.filter((e) => e.kind === 'brigade-next')).toHaveLength(1);
    decide({ kind: 'end' });
    // The card is spent: play passes to B.
    expect(ctx.events.at(-1)).toEqual({ kind: 'activation-ended', unit: 'a2' });
    expect(ctx.state.activeSide).toBe('B');
  });

  it('option battle.brigadeOrder list: they act in the army list order, with no choice', () => {
    const ctx = fixtureContext(brigade(), ScriptedDice.of([]), listOrder);
    resolveBattle(ctx, { kind: 'activate', unit: 'a1' }, 'A');
    resolveBattle(ctx, { kind: 'end' }, 'A');
    expect(ctx.events.filter((e) => e.kind === 'brigade-next')).toEqual([]);
    expect(started(ctx.events)).toEqual([
      ['a1', ['a2', 'a3']],
      ['a2', ['a3']],
    ]);
  });

  it('no choice with one unit left to act: a unit gone or already activated is not offered', () => {
    for (const gone of [{ destroyed: true }, { activated: true }]) {
      const ctx = fixtureContext(brigade({ a2: gone }));
      resolveBattle(ctx, { kind: 'activate', unit: 'a1' }, 'A');
      resolveBattle(ctx, { kind: 'end' }, 'A');
      expect(ctx.events.filter((e) => e.kind === 'brigade-next')).toEqual([]);
      expect(started(ctx.events).at(-1)).toEqual(['a3', []]);
    }
  });

  it('cardSharers: only the units holding the card of the first that may act; none for a partner without one', () => {
    const s = brigade({ a3: { brigade: 'other' } });
    expect(cardSharers(s, ['a2', 'a3'], 'a2')).toEqual(['a2']);
    expect(cardSharers(brigade(), ['a2', 'a3', 'b1'], 'a2')).toEqual(['a2', 'a3']);
    // A Coordinator's or Horde partner holds no Brigade card: it follows in its place, no choice.
    expect(cardSharers(brigade({ a2: { brigade: null } }), ['a2', 'a3'], 'a2')).toEqual([]);
    expect(cardSharers(brigade({ a3: { activated: true } }), ['a2', 'a3'], 'a2')).toEqual(['a2']);
  });

  it('the queue starts with a partner without a card: it acts straight away, as before', () => {
    const s = brigade({ a2: { brigade: null } });
    const ctx = fixtureContext({
      ...s,
      units: s.units.map((u) => (u.id === 'a1' ? { ...u, activated: true, order: null } : u)),
      acting: actingOf('a1', 'ready', { brigadeQueue: ['a2', 'a3'] }),
    });
    finishActivation(ctx);
    expect(started(ctx.events)).toEqual([['a2', ['a3']]]);
  });
});
