// Rulebook (Liber Militum: Tercios): Movement > Overlap: "In the case of a commander, the commander may choose to join
// the unit that it passes through. If that is not its wish, and unlike artillery, it may be placed one inch from the
// unit, but on any side of it." Ruling "A commander passed through", When (option battle.passedThroughWhen): the choice
// is made at the passing, before the charge's combat or the reaction that follows, or (`after-decision`) once they are
// over. The Activation step says which.
import { describe, expect, it } from 'vitest';
import { terciosAdapter } from './terciosAdapter.js';

const hint = (options?: Record<string, unknown>) => {
  const step = terciosAdapter.steps.find((s) => s.title === 'Activation')!;
  return terciosAdapter.stepHint?.(step, options) ?? step.hint;
};

describe('Tercios at the club: when a commander passed through chooses (battle.passedThroughWhen)', () => {
  it('by default as soon as it is passed, before the charge’s combat', () => {
    for (const h of [hint(), hint({ battle: { passedThroughWhen: 'at-passing' } })]) {
      expect(h).toContain(
        'It chooses as soon as it is passed, before the charge’s combat or the reaction that follows.',
      );
      expect(h).not.toContain('once the move');
      expect(h).toMatch(/A unit that passes through a friendly commander/);
      expect(h).toMatch(/Resolve shooting/);
    }
  });

  it('after-decision: once the move, the combat or the reaction is over', () => {
    const h = hint({ battle: { passedThroughWhen: 'after-decision' } });
    expect(h).toContain('It chooses once the move, the charge’s combat or the reaction that follows is over.');
    expect(h).not.toContain('as soon as it is passed');
    expect(h).toMatch(/^Players alternate: activate a commander/);
    expect(h).toMatch(/Resolve shooting/);
    // Brevis Editio's commanders only break initiative ties: no figure to pass through, whatever the option.
    expect(hint({ edition: 'brevis-editio', battle: { passedThroughWhen: 'after-decision' } })).not.toMatch(
      /passes through a friendly commander/,
    );
  });
});
