import { describe, expect, it } from 'vitest';
import { afterInstructionDecision } from '../game/resolve.js';
import { instructionState } from '../game/__fixtures__/states.js';
import { DEFAULT_OPTIONS } from '../options/options.js';
import { legalDecisions } from './legalDecisions.js';

// Special abilities > Command: "Each time you move the Captain (either by choosing him or moving him with another
// troop), you can exchange the troop above ... for the troop below ..., or the troop to the left ... for the troop to
// the right". Ruling R4, `stationaryManeuver: true`: a squadron manoeuvre that brings the troop back to its own place
// (it stands at the entry edge of its line) counts as a manoeuvre. The Captain so chosen has been moved "by choosing
// him", so his Command follows; before, only a card that changed place could act (a doubt of the referee of 7 Dec
// 2026). Under the default (`false`) such a manoeuvre is not offered at all.

// The fixture's Tercio: [2, 14, 3] / [6, 18, 7] / [11, 13, 15] / [16, 17, 4]; the Captain (14) at row 0, column 1, the
// north edge: pushed south along column 1 he comes back to his own place.
const stationary = { kind: 'squadron', row: 0, col: 1, direction: 'south' } as const;

describe('ruling R4 and Command: the Captain chosen for a manoeuvre that leaves him in place', () => {
  it('with stationaryManeuver the Captain chosen may Command across: 2 and 3 exchange either side of him', () => {
    const state = instructionState({ rules: { ...DEFAULT_OPTIONS, stationaryManeuver: true } });
    const withCommand = { ...stationary, ability: { kind: 'command', axis: 'horizontal' } } as const;
    expect(legalDecisions(state)).toContainEqual(withCommand);
    // Nothing above him: no Command up and down.
    expect(legalDecisions(state)).not.toContainEqual({ ...stationary, ability: { kind: 'command', axis: 'vertical' } });
    const after = afterInstructionDecision(state, withCommand);
    expect(after.grid[0]!.map((c) => c.card)).toEqual([3, 14, 2]);
    expect(after.grid.slice(1)).toEqual(state.grid.slice(1));
  });

  it('by default the manoeuvre is not offered, with or without the ability', () => {
    const offered = legalDecisions(instructionState()).filter(
      (d) => d.kind === 'squadron' && d.row === 0 && d.col === 1 && d.direction === 'south',
    );
    expect(offered).toEqual([]);
  });
});
