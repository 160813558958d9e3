import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS, type Wss6mmOptions } from '../options/options.js';
import { legalBattleDecisions } from '../sequence/sequence.js';
import { resolveBattle } from './resolve.js';
import { exampleBattle } from './__fixtures__/exampleBattle.js';
import { harness } from './__fixtures__/harness.js';

// Ruling R56 (docs/rulings/wss-6mm.md, `freedFromMelee`). Sequence of Play: "2. Movement … ii. Charges … iv. Other
// Movement"; Brigade activation: "the Brigade may move"; ruling R39: every unit that did not charge gets its other
// orders. Found by stop 47's independent referee.

describe('ruling R56: a unit of the moving brigade freed from melee by its charges takes the Other Movement', () => {
  // The Royal Scots (Orkney's, A) are in melee with Picardie (B). Orkney's brigade activates (20 for good 5+); the
  // brigadier stays unattached. The Foot Guards, 2" in front of Picardie's other half, charge it: test 18 (18+), move
  // 1 + 1 = 2". Picardie's morale: 1 + 2 (FRESH) + 2 (STEADY) = 5: FALL BACK, breaking off from the Royal Scots;
  // contacted, it routs and the Guards pursue. The Royal Scots are then a unit of the moving brigade, in no melee,
  // STEADY.
  const scene = () =>
    exampleBattle({
      'foot-guards': { x: 18.5, y: 13 },
      'royal-scots': { x: 22.5, y: 15, engaged: ['picardie-1'] },
      'picardie-1': { x: 20, y: 15, engaged: ['royal-scots'] },
    });
  /** The charge, then `hold` for every unit the engine asks: who was asked, and the log. */
  const play = (options: Wss6mmOptions) => {
    const h = harness(scene(), [20, 18, 1, 1, 3, 3, 3, 3], options);
    resolveBattle(h.ctx, { kind: 'activate', brigade: 'orkney' });
    resolveBattle(h.ctx, { kind: 'attach', brigade: 'orkney', unit: null });
    expect(h.ctx.state.current?.charging).toEqual(['foot-guards']);
    expect(h.ctx.state.current?.pending).not.toContain('royal-scots');
    resolveBattle(h.ctx, { kind: 'order', unit: 'foot-guards', order: { type: 'charge', target: 'picardie-1' } });
    expect(h.unit('picardie-1').order).toBe('routed');
    expect(h.unit('royal-scots')).toMatchObject({ engaged: [], order: 'steady', status: 'active' });
    const asked: string[] = [];
    for (let i = 0; i < 10 && h.ctx.state.current !== null; i++) {
      const d = legalBattleDecisions(h.ctx.state).find((x) => x.kind === 'order' && x.order.type === 'hold');
      if (d?.kind !== 'order') break;
      asked.push(d.unit);
      resolveBattle(h.ctx, d);
    }
    // The brigadier then rides where his player chooses (ruling R28): here where he would follow the brigade.
    if (h.ctx.state.ride) resolveBattle(h.ctx, legalBattleDecisions(h.ctx.state)[0]!);
    return { asked, text: h.text(), current: h.ctx.state.current };
  };

  it('by default (other-movement) the Royal Scots are asked for their order after the charges, last', () => {
    const { asked, text, current } = play(DEFAULT_OPTIONS);
    expect(asked).toContain('royal-scots');
    expect(asked.at(-1)).toBe('royal-scots');
    expect(text).toMatch(/Royal Scots is no longer in melee: it takes its Other Movement \(ruling R56\)/);
    expect(current).toBeNull();
  });

  it("with stays they are not asked (the brigade's list fixed when it activated)", () => {
    const { asked, text } = play({ ...DEFAULT_OPTIONS, freedFromMelee: 'stays' });
    expect(asked.length).toBeGreaterThan(0);
    expect(asked).not.toContain('royal-scots');
    expect(text).not.toMatch(/no longer in melee/);
  });

  it('a brigade with no unit in melee records none (its activation event and state carry no list)', () => {
    const h = harness(exampleBattle(), [20]);
    resolveBattle(h.ctx, { kind: 'activate', brigade: 'orkney' });
    const activation = h.events.find((e) => e.kind === 'activation');
    expect(activation).toBeDefined();
    expect(activation).not.toHaveProperty('inMelee');
    // The state keeps the field, undefined, so every `current` has one hidden class (stateShapes): none in its JSON.
    expect(h.ctx.state.current?.inMelee).toBeUndefined();
    expect(JSON.parse(JSON.stringify(h.ctx.state.current))).not.toHaveProperty('inMelee');
  });

  it('a unit still in melee after the charges is not ordered (the Foot Guards charge, Picardie holds)', () => {
    // The same charge, but Picardie's morale roll is 20: 20 + 2 + 2 = 24, STEADY; it stands, the Guards join the
    // melee and the Royal Scots are still in it: no Other Movement for them.
    const h = harness(scene(), [20, 18, 1, 20, 3, 3, 3, 3, 3, 3]);
    resolveBattle(h.ctx, { kind: 'activate', brigade: 'orkney' });
    resolveBattle(h.ctx, { kind: 'attach', brigade: 'orkney', unit: null });
    resolveBattle(h.ctx, { kind: 'order', unit: 'foot-guards', order: { type: 'charge', target: 'picardie-1' } });
    for (let i = 0; i < 10 && h.ctx.state.pendingCharge !== null; i++) {
      const d = legalBattleDecisions(h.ctx.state)[0];
      if (!d) break;
      resolveBattle(h.ctx, d);
    }
    expect(h.unit('royal-scots').engaged).toEqual(['picardie-1']);
    expect(h.ctx.state.current?.pending ?? []).not.toContain('royal-scots');
    expect(h.text()).not.toMatch(/no longer in melee/);
  });
});
