import { createGame, MusterError } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { wss6mm } from '../ruleset.js';
import type { BattleDecision } from './Decision.js';
import type { BattleEvent } from './Event.js';
import type { BattleState } from './State.js';
import { deployArmy, type ArmyDeployment } from './deployment.js';
import { tableInvariants } from './invariants.js';
import { exampleScenario, Wss6mmScenarioSchema } from './Scenario.js';

/** Army A placed 3" further forward than the line of ruling R15 (front edges at y = 9). */
function forward(): ArmyDeployment {
  const s = exampleScenario();
  const { units } = deployArmy(s.armies[0], 'A', s.table);
  return { units: Object.fromEntries(units.map((u) => [u.id, { x: u.x, y: u.y + 3 }])) };
}

function issues(deployment: unknown): { path: string; message: string }[] {
  const r = Wss6mmScenarioSchema.safeParse({ ...exampleScenario(), deployment });
  return r.success ? [] : r.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
}

describe('scenario deployments (ruling R15; Rulebook: Command and Control, Formations)', () => {
  it('places an army where the scenario says, facing and formation as given; the other army deploys in line', () => {
    const a = forward();
    a.units['queens-horse'] = { x: 54.5, y: 9, facing: 90, formation: 'column' };
    a.cinc = { x: 36, y: 1 };
    const game = createGame<BattleState, BattleDecision, BattleEvent>(
      wss6mm,
      { ...exampleScenario(), deployment: { A: a } },
      { seed: 'placed' },
    );
    const s = game.state;
    expect(s.units.find((u) => u.id === 'foot-guards')).toMatchObject({ x: 12.5, y: 9 });
    expect(s.units.find((u) => u.id === 'queens-horse')).toMatchObject({ y: 9, formation: 'column' });
    expect(s.units.filter((u) => u.side === 'B').every((u) => u.y === 30)).toBe(true);
    expect(s.brigades.find((b) => b.id === 'orkney')).toMatchObject({ x: 22.4, y: 7 }); // 2" behind the middle of his five units
    expect(s.cincs?.A).toMatchObject({ x: 36, y: 1 });
    expect(tableInvariants(s)).toEqual([]);
  });

  it('refuses a deployment that breaks the rules, naming the field', () => {
    const outOfZone = forward();
    outOfZone.units['foot-guards'] = { x: 12.5, y: 14 };
    expect(issues({ A: outOfZone })).toEqual([
      {
        path: 'deployment.A.units.foot-guards',
        message: '1st Foot Guards is outside A\'s deployment zone (within 12" of its own edge)',
      },
    ]);
    expect(issues({ zoneDepth: 15, A: outOfZone })).toEqual([]);

    const overlap = forward();
    overlap.units['royal-scots'] = { x: 13, y: 9 };
    expect(issues({ A: overlap }).map((i) => i.path)).toEqual([
      'deployment.A.units.foot-guards',
      'deployment.A.units.royal-scots',
    ]);

    const badFormation = forward();
    badFormation.units.webbs = { x: 27.5, y: 9, formation: 'pf' };
    expect(issues({ A: badFormation })).toEqual([
      { path: 'deployment.A.units.webbs.formation', message: "Webb's cannot be in pf (allowed: line, column, square)" },
    ]);

    const missing = forward();
    delete missing.units.webbs;
    missing.units.nobody = { x: 1, y: 1 };
    expect(issues({ A: missing }).map((i) => i.message)).toEqual([
      'no unit "nobody" in this army',
      "Webb's (webbs) is not placed: a placed army places every unit",
    ]);

    const farBrigadier = forward();
    farBrigadier.brigadiers = { orkney: { x: 40, y: 2 } };
    expect(issues({ A: farBrigadier })[0]).toEqual({
      path: 'deployment.A.brigadiers.orkney',
      message: '1st Foot Guards is 28.4" from Brigadier Earl of Orkney: units must be within 12"',
    });

    expect(issues({ zoneDepth: 20, A: forward() })).toEqual([
      { path: 'deployment.zoneDepth', message: 'zones 20" deep overlap on a table 36" deep' },
    ]);
  });

  it('hostile placements (inherited property names) are reported, never crash', () => {
    const hostile = JSON.parse(
      '{"A": {"units": {"__proto__": {"x": 1, "y": 1}, "constructor": {"x": 2, "y": 2}}, "brigadiers": {"toString": {"x": 1, "y": 1}}}}',
    ) as unknown;
    const found = issues(hostile);
    expect(found.length).toBeGreaterThan(0);
    expect(
      found.some((i) => i.message === '1st Foot Guards (foot-guards) is not placed: a placed army places every unit'),
    ).toBe(true);
  });

  it('a scenario file with a bad deployment is refused by the game with the file and field path', () => {
    const bad = forward();
    bad.units['foot-guards'] = { x: -5, y: 9 };
    try {
      createGame(
        wss6mm,
        { ...exampleScenario(), deployment: { A: bad } },
        { seed: 'bad', scenarioFile: 'battle.json' },
      );
      expect.unreachable();
    } catch (e) {
      expect(MusterError.is(e)).toBe(true);
      expect((e as MusterError).toUserLine()).toMatch(/battle\.json: deployment\.A\.units\.foot-guards/);
    }
  });
});
