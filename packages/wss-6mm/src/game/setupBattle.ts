import { NORTH, SOUTH, type Dice } from '@muster/core';
import { isBattery, type ArmyList } from '../army/ArmyList.js';
import { initiativeRoll } from '../command/initiativeRoll.js';
import type { Wss6mmOptions } from '../options/Wss6mmOptions.js';
import { unitType } from '../organisation/unitTypes.js';
import { BattleStateSchema, type BattleBrigade, type BattleState, type BattleUnit, type Side } from './BattleState.js';
import { DEPLOYMENT, deployedFrontage, type Wss6mmScenario } from './Wss6mmScenario.js';

function deploy(army: ArmyList, side: Side, table: { width: number; depth: number }): { units: BattleUnit[]; brigades: BattleBrigade[] } {
  const y = side === 'A' ? DEPLOYMENT.fromEdge : table.depth - DEPLOYMENT.fromEdge;
  let x = (table.width - deployedFrontage(army)) / 2;
  const units: BattleUnit[] = [];
  const brigades: BattleBrigade[] = [];
  army.brigades.forEach((b, i) => {
    if (i > 0) x += DEPLOYMENT.brigadeGap;
    const start = x;
    b.units.forEach((u, j) => {
      if (j > 0) x += DEPLOYMENT.unitGap;
      const common = {
        side,
        facing: side === 'A' ? NORTH : SOUTH,
        brigade: b.id,
        y,
        lost: 0,
        changing: null,
        order: 'steady' as const,
        pursuing: null,
        since: 0,
        status: 'active' as const,
        engaged: [],
        moved: 'none' as const,
        failedCharge: false,
        charge: null,
        pendingMorale: false,
        testedRouters: [],
        battalionGunLost: false,
        droversDeserted: false,
      };
      if (isBattery(u)) {
        units.push({ ...common, id: u.id, name: u.name, arm: 'battery', type: 'field-battery', tactics: 'artillery', elements: u.guns, battalionGun: false, formation: 'deployed', x: x + u.guns / 2 });
        x += u.guns;
        return;
      }
      const t = unitType(u.type)!; // the scenario schema has validated every type
      const w = Math.ceil(u.elements / t.ranks);
      const formation = t.arm === 'foot' ? 'line' : t.tactics === 'S' ? 'two-by-two' : 'pf';
      units.push({ ...common, id: u.id, name: u.name, arm: t.arm, type: t.id, tactics: t.tactics, elements: u.elements, battalionGun: u.battalionGun === true, formation, x: x + w / 2 });
      x += w;
    });
    brigades.push({ id: b.id, name: b.name, side, brigadier: b.brigadier.name, rating: b.brigadier.rating, attached: null, x: (start + x) / 2, y: y - 2 * (side === 'A' ? 1 : -1), activation: 'pending' });
  });
  return { units, brigades };
}

/**
 * The first state: both armies deployed in line 6" from their edges (ruling R15), initiative rolled for
 * turn 1. Rulebook: Command and Control > Brigade activation.
 */
export function setupBattle(scenario: Wss6mmScenario, dice: Dice, options: Wss6mmOptions): BattleState {
  const a = deploy(scenario.armies[0], 'A', scenario.table);
  const b = deploy(scenario.armies[1], 'B', scenario.table);
  const first = initiativeRoll(dice, options.initiativeDie, ['A', 'B']).first as Side;
  // Parsed through the state schema so fields are in schema order, exactly as a resumed save has them.
  return BattleStateSchema.parse({
    name: scenario.name,
    turn: 1,
    phase: 'movement',
    table: { ...scenario.table, terrain: scenario.terrain.map((t) => structuredClone(t)) },
    armies: { A: { name: scenario.armies[0].name, commander: scenario.armies[0].commander.name }, B: { name: scenario.armies[1].name, commander: scenario.armies[1].commander.name } },
    first,
    activeSide: first,
    current: null,
    pendingCharge: null,
    fire: null,
    brigades: [...a.brigades, ...b.brigades],
    units: [...a.units, ...b.units],
    result: null,
  });
}
