import { ScriptedDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { swordAndPikeCombatPlugin } from '../plugins/combat.js';

// Rulebook: OFFICERS — "roll a D20. If the result is "20" then an attached officer is killed in addition to other
// figures. If the result is 19, and the roll is due to fire casualties, then the officer is taken, wounded to the
// rear. If the result is 19, and the roll is due to melee casualties, then the officer is captured". Pinned
// through the bound combat plugin's `officerCasualty` (what the battle rolls for each attached officer).
describe('Officer casualty D20 (Rulebook: OFFICERS)', () => {
  it.each([
    {
      line: 'If the result is "20" then an attached officer is killed (fire)',
      roll: 20,
      cause: 'fire',
      fate: 'killed',
    },
    {
      line: 'If the result is "20" then an attached officer is killed (melee)',
      roll: 20,
      cause: 'melee',
      fate: 'killed',
    },
    {
      line: 'If the result is 19, and the roll is due to fire casualties, then the officer is taken, wounded',
      roll: 19,
      cause: 'fire',
      fate: 'wounded',
    },
    {
      line: 'If the result is 19, and the roll is due to melee casualties, then the officer is captured',
      roll: 19,
      cause: 'melee',
      fate: 'captured',
    },
    { line: 'any other result: unharmed (18)', roll: 18, cause: 'fire', fate: 'unharmed' },
    { line: 'any other result: unharmed (18, melee)', roll: 18, cause: 'melee', fate: 'unharmed' },
    { line: 'any other result: unharmed (1)', roll: 1, cause: 'melee', fate: 'unharmed' },
  ] as const)('$line: $roll → $fate', ({ roll, cause, fate }) => {
    expect(swordAndPikeCombatPlugin.officerCasualty(ScriptedDice.of([roll]), { officer: 'colonel', cause })).toBe(fate);
  });
});
