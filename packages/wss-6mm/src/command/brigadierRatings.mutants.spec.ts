import { describe, expect, it } from 'vitest';
import { ACTIVATION_ROLL, BRIGADIER_RATINGS, COMMAND_RADIUS } from './brigadierRatings.js';

// Rulebook: Command and Control. "Brigadiers are ranked as: Activation Roll a. Excellent 3, b. Good 5, c. Average 7,
// d. Weak 9, e. Poor 11." "All units must remain within 12" of their Brigadier."

describe('brigadier ratings (Rulebook: Command and Control)', () => {
  it('the five ratings in the printed order, a. Excellent to e. Poor', () => {
    expect(BRIGADIER_RATINGS).toEqual(['excellent', 'good', 'average', 'weak', 'poor']);
  });

  it("each rating's activation roll, row by row", () => {
    expect(ACTIVATION_ROLL).toEqual({ excellent: 3, good: 5, average: 7, weak: 9, poor: 11 });
  });

  it('"within 12" of their Brigadier"', () => {
    expect(COMMAND_RADIUS).toBe(12);
  });
});
