import { describe, expect, it } from 'vitest';
import { handBuiltTable, scenarioUnit, type ScenarioUnit } from '../game/__fixtures__/playDecisions.js';
import type { SwordAndPikeState } from '../game/State.js';
import { checkDecision, fireDecision, legalDecisions } from './legalDecisions.js';

// The fire decisions are made once per unit and target (`fireDecision`): every state of a fire step lists the same
// objects, and `checkDecision` finds the one a bot hands back among them (stop 67, a speed change: the lists and
// verdicts are those of fresh objects).

const shot = (id: string, x: number, y: number, more: Partial<ScenarioUnit> = {}) =>
  scenarioUnit({ id, troop: 'arquebusiers', weapon: 'arquebus', x, y, ...more });

const firing = (): SwordAndPikeState => ({
  ...handBuiltTable('fire', [shot('a1', 24, 20), shot('a2', 36, 20)], [shot('b1', 24, 28), shot('b2', 36, 28)]),
  step: 'fire-infantry',
});

describe('fire decisions made once per unit and target', () => {
  it('lists each unit of the side declaring, its targets in order and then holding its fire', () => {
    expect(legalDecisions(firing())).toEqual([
      { kind: 'fire', unit: 'a1', target: 'b1' },
      { kind: 'fire', unit: 'a1', target: 'b2' },
      { kind: 'fire', unit: 'a1', target: null },
      { kind: 'fire', unit: 'a2', target: 'b1' },
      { kind: 'fire', unit: 'a2', target: 'b2' },
      { kind: 'fire', unit: 'a2', target: null },
    ]);
  });

  it('lists the same objects in another state, one object per unit and target', () => {
    const first = legalDecisions(firing());
    const again = legalDecisions(firing());
    expect(again).toHaveLength(first.length);
    again.forEach((d, i) => {
      expect(d).toBe(first[i]);
    });
    expect(new Set(first).size).toBe(first.length);
    expect(fireDecision('a1', 'b2')).toBe(first[1]);
    expect(fireDecision('a2', null)).toBe(first[5]);
    expect(fireDecision('a2', null)).toEqual({ kind: 'fire', unit: 'a2', target: null });
    expect(fireDecision('x', 'y')).toEqual({ kind: 'fire', unit: 'x', target: 'y' });
    // Handed out in every state: frozen, so no caller can change the decision the next state lists.
    expect(first.every((d) => Object.isFrozen(d))).toBe(true);
    expect(() => {
      (first[0] as { target: string | null }).target = 'b1';
    }).toThrow(TypeError);
  });

  it('checkDecision accepts the listed objects and their copies, and refuses what is not listed', () => {
    const s = firing();
    for (const d of legalDecisions(s)) {
      expect(checkDecision(s, d)).toBeNull();
      expect(checkDecision(s, { ...d })).toBeNull();
    }
    // Side B declares after A: not now; and an unknown target.
    expect(checkDecision(s, fireDecision('b1', null))).toMatch(/does not declare fire now/);
    expect(checkDecision(s, { kind: 'fire', unit: 'a1', target: 'a2' })).toBe('not a legal decision now');
    // The kept object of a target out of reach is refused like any other.
    const far = { ...s, units: s.units.map((u) => (u.id === 'b2' ? { ...u, y: 70 } : u)) };
    expect(legalDecisions(far).map((d) => (d.kind === 'fire' ? d.target : '?'))).toEqual(['b1', null, 'b1', null]);
    expect(checkDecision(far, fireDecision('a1', 'b2'))).toBe('not a legal decision now');
  });
});

describe('decisions made once and handed out in every state are frozen', () => {
  it('the moves at every heading and the advances toward each enemy (ruling R65), as the fire decisions', () => {
    const moving = handBuiltTable('move', [shot('a1', 24, 20)], [shot('b1', 24, 40)]);
    const orders = legalDecisions(moving).filter(
      (d) => d.kind === 'order' && ['move', 'move-half', 'advance', 'advance-half'].includes(d.order),
    );
    expect(orders.some((d) => d.kind === 'order' && d.order === 'move')).toBe(true);
    expect(orders.some((d) => d.kind === 'order' && d.order === 'advance')).toBe(true);
    expect(orders.every((d) => Object.isFrozen(d))).toBe(true);
  });
});
