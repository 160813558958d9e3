import { describe, expect, it } from 'vitest';
import { rallyFromOrder } from './rallyTest.js';

// Rallying: "Units requiring Rallying from Rout, Pursuit or Fall Back may test now". Post Melee: "Horse will continue
// pursuit until rallied, Foot may rally automatically after one move of pursuit": foot that pursue on instead (ruling
// R62) require rallying from pursuit as horse do.
const unit = (over: Partial<Parameters<typeof rallyFromOrder>[0]> = {}) => ({
  routed: false,
  fallingBack: false,
  pursuing: false,
  ...over,
});

describe('what a unit rallies from (Rallying)', () => {
  it('routed: from rout, falling back: from fall back, whatever else it is', () => {
    expect(rallyFromOrder(unit({ routed: true, fallingBack: true, pursuing: true }))).toBe('rout');
    expect(rallyFromOrder(unit({ fallingBack: true, pursuing: true }))).toBe('fall-back');
  });
  it('pursuing: from pursuit, horse and foot that pursued on alike (ruling R62)', () => {
    expect(rallyFromOrder(unit({ pursuing: true }))).toBe('pursuit');
  });
  it('a unit neither routed, falling back nor pursuing does not test', () => {
    expect(rallyFromOrder(unit())).toBeNull();
  });
});
