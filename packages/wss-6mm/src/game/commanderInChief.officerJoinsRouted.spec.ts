import { ScriptedDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS, Wss6mmOptionsSchema } from '../options/options.js';
import { checkBattleDecision, legalBattleDecisions } from '../sequence/sequence.js';
import { harness } from './__fixtures__/harness.js';
// Every rally test offered is taken (ruling R21: the side's choice; game/rallyTests.spec.ts tests the choice).
import { moralePhaseTestingAll as moralePhase } from './__fixtures__/harness.js';
import { resolveBattle } from './resolve.js';
import { exampleScenario } from './Scenario.js';
import { setupBattle } from './setup.js';
import type { BattleState } from './State.js';

// Rulebook: Rallying: "Units requiring Rallying from Rout … Rally from Rout 16 or more"; modifiers "Officer Attached
// +2 (ROUT) +4 (PURSUIT) +4 (FALL BACK)". Rulings R31 and R35: an officer leaves a unit that routs and may not attach
// himself to a routed one, so the ROUT column's +2 never applies. Ruling R50 (`officerJoinsRouted`): a brigadier or
// the CinC may attach himself to a routed unit to rally it.

const JOIN = Wss6mmOptionsSchema.parse({ officerJoinsRouted: true });

// Webb's (Orkney's brigade) routed last turn (every unit near it tested then); it is turn 2.
function routedWebbs(): BattleState {
  const s = setupBattle(exampleScenario(), ScriptedDice.of([10, 5]), DEFAULT_OPTIONS);
  return {
    ...s,
    turn: 2,
    units: s.units.map((u) =>
      u.id === 'webbs' ? { ...u, order: 'routed' as const, since: 1 } : { ...u, testedRouters: ['webbs'] },
    ),
  };
}
const attaching = (): BattleState => ({
  ...routedWebbs(),
  cincPending: [],
  current: { brigade: 'orkney', pending: [], attaching: true, charging: [] },
});
const joinWebbs = { kind: 'attach', brigade: 'orkney', unit: 'webbs' } as const;

describe('an officer attaching himself to a routed unit (ruling R50, officerJoinsRouted)', () => {
  it("false (default): the brigadier may not attach himself to routed Webb's, nor the CinC ride to it", () => {
    expect(legalBattleDecisions(attaching())).not.toContainEqual(joinWebbs);
    expect(checkBattleDecision(attaching(), joinWebbs)).toBe('the brigadier cannot attach himself to webbs now');
    const cinc = { kind: 'cinc', side: 'A', unit: 'webbs' } as const;
    expect(legalBattleDecisions(routedWebbs())).not.toContainEqual(cinc);
    expect(checkBattleDecision(routedWebbs(), cinc)).toBe("the CinC cannot attach himself to Webb's (routed)");
  });

  it('true: both may; a battery is still refused', () => {
    expect(legalBattleDecisions(attaching(), JOIN)).toContainEqual(joinWebbs);
    expect(checkBattleDecision(attaching(), joinWebbs, JOIN)).toBeNull();
    expect(checkBattleDecision(routedWebbs(), { kind: 'cinc', side: 'A', unit: 'webbs' }, JOIN)).toBeNull();
    expect(checkBattleDecision(attaching(), { ...joinWebbs, unit: 'british-battery' }, JOIN)).not.toBeNull();
  });

  it('true: attached, he adds "Officer Attached +2" to its rally from rout: a 14 (FRESH 0) scores 16 and rallies', () => {
    const h = harness(attaching(), [14], JOIN);
    resolveBattle(h.ctx, joinWebbs);
    moralePhase(h.ctx);
    expect(h.text()).toContain("Webb's rallies from rout (score 16) and is DISORDERED");
    expect(h.unit('webbs').order).toBe('disordered');
    // Without him the same 14 fails (16 or more needed).
    const alone = harness(routedWebbs(), [14], JOIN);
    moralePhase(alone.ctx);
    expect(alone.text()).toContain("Webb's fails to rally from rout (score 14)");
  });
});
