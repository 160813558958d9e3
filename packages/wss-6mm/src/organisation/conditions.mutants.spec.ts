import { describe, expect, it } from 'vitest';
import { CASUALTY_NAMES, ORDER_NAMES } from './conditions.js';

// Rulebook: Organisation > Unit Condition. "Those due to casualties are: FRESH, BLOODED, DISTRESSED" and those due to
// situation: "STEADY, DISORDERED, FALLING BACK, ROUTED", printed in capitals as the rules write them.

describe('unit conditions (Rulebook: Organisation > Unit Condition)', () => {
  it('the conditions due to casualties, by their printed names', () => {
    expect(CASUALTY_NAMES).toEqual({ fresh: 'FRESH', blooded: 'BLOODED', distressed: 'DISTRESSED' });
  });

  it('the conditions due to situation, by their printed names', () => {
    expect(ORDER_NAMES).toEqual({
      steady: 'STEADY',
      disordered: 'DISORDERED',
      'falling-back': 'FALLING BACK',
      routed: 'ROUTED',
    });
  });
});
