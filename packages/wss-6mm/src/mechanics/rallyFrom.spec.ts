import { describe, expect, it } from 'vitest';
import { rallyFromOrder } from './rallyTest.js';

// Rallying: routed, falling back and pursuing units test to rally ("Foot may rally automatically after one move of
// pursuit": horse test, foot do not).
const unit = (over: Partial<Parameters<typeof rallyFromOrder>[0]> = {}) => ({
  routed: false,
  fallingBack: false,
  pursuing: false,
  horse: false,
  ...over,
});

describe('what a unit rallies from (Rallying)', () => {
  it('routed: from rout, falling back: from fall back, whatever else it is', () => {
    expect(rallyFromOrder(unit({ routed: true, fallingBack: true, pursuing: true, horse: true }))).toBe('rout');
    expect(rallyFromOrder(unit({ fallingBack: true, pursuing: true, horse: true }))).toBe('fall-back');
  });
  it('pursuing: horse from pursuit; foot rally automatically, with no test', () => {
    expect(rallyFromOrder(unit({ pursuing: true, horse: true }))).toBe('pursuit');
    expect(rallyFromOrder(unit({ pursuing: true }))).toBeNull();
  });
  it('a unit neither routed, falling back nor pursuing does not test', () => {
    expect(rallyFromOrder(unit({ horse: true }))).toBeNull();
  });
});
