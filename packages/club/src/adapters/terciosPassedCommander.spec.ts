// Rulebook (Liber Militum: Tercios): Movement > Overlap: "If a commander or an artillery unit is passed through,
// interpenetration is allowed. [...] In the case of a commander, the commander may choose to join the unit that it
// passes through. If that is not its wish, and unlike artillery, it may be placed one inch from the unit, but on any
// side of it." The battle asks the commander's player (`passed-through`); at the club the players move the figures, so
// the Activation step says what the choice is, and a join recorded then Exhausts the commander, as any join does.
import { describe, expect, it } from 'vitest';
import { commander, terciosAtActivation } from '../__fixtures__/session.js';
import { terciosAdapter } from './terciosAdapter.js';

const hint = (options?: Record<string, unknown>) => {
  const step = terciosAdapter.steps.find((s) => s.title === 'Activation')!;
  return terciosAdapter.stepHint?.(step, options) ?? step.hint;
};

describe('Tercios at the club: a commander passed through (Movement > Overlap)', () => {
  it('the Activation step names the choice: join the unit, or be placed 1" from it on any side', () => {
    expect(hint()).toMatch(
      /A unit that passes through a friendly commander: that commander’s player chooses to join the unit \(attach it under Commanders: it is then Exhausted\) or to place it 1" from the unit, on any side\./,
    );
    expect(hint({ edition: 'brevis-editio', commanders: 'on-table' })).toMatch(/passes through a friendly commander/);
    // Brevis Editio's commanders only break initiative ties: no figure on the table to pass through.
    expect(hint({ edition: 'brevis-editio' })).not.toMatch(/passes through a friendly commander/);
  });

  it('joining the unit that passed through it, recorded in the Activation step, Exhausts the commander', () => {
    const s = terciosAtActivation('passed', { title: 'Passed through' });
    const idiaquez = 'A:regiment-1-commander';
    expect(s.decide({ kind: 'set-commander', commander: idiaquez, patch: { attachedTo: 'A:tercio' } })).toEqual({
      ok: true,
    });
    expect(commander(s, idiaquez)).toMatchObject({ attachedTo: 'A:tercio', exhausted: true });
  });
});
