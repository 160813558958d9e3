import { MusterError, type Dice } from '@muster/core';
import type { SwordAndPikeOptions } from '../options/options.js';
import { troopProfile } from '../profiles/troopProfiles.js';
import { baseOf, deployFacing, onTheTable, unitsOverlap } from '../table/unitGeometry.js';
import type { OfficerState, Side, SwordAndPikeState, UnitState } from './State.js';
import { firstTurnRoll } from './resolve.js';
import type { SwordAndPikeScenario } from './Scenario.js';

/**
 * The first state of a battle: units deployed as the scenario says, every unit Fresh with its morale not
 * yet rolled, and the first turn's Commander-in-Chief 2D6 rolled. References are checked: a bad scenario is
 * a MusterError naming the field.
 */
export function setupBattle(
  scenario: SwordAndPikeScenario,
  dice: Dice,
  options: SwordAndPikeOptions,
): SwordAndPikeState {
  const ids = new Set<string>();
  const units: UnitState[] = [];
  const officers: OfficerState[] = [];
  for (const side of ['A', 'B'] as const satisfies readonly Side[]) {
    scenario.sides[side].units.forEach((s, i) => {
      const path = `sides.${side}.units[${i}]`;
      if (ids.has(s.id))
        throw new MusterError('bad-input', `unit id "${s.id}" is used twice`, {
          path: `${path}.id`,
          expected: 'a unique id',
        });
      ids.add(s.id);
      const p = troopProfile(s.troop);
      if (!p.orders.includes(s.order))
        throw new MusterError('bad-input', `${p.name} may not be in ${s.order} order`, {
          path: `${path}.order`,
          expected: p.orders.join(' or '),
        });
      if (s.weapon !== null && !p.weapons.includes(s.weapon))
        throw new MusterError('bad-input', `${p.name} do not carry ${s.weapon}`, {
          path: `${path}.weapon`,
          expected: p.weapons.join(', ') || 'null',
        });
      const order = s.troop === 'halberdiers' ? options.halberdiersOrder : s.order;
      const moraleClass =
        s.troop === 'reiters' && options.reitersMoraleClass === 'heavy-cavalry' ? 'heavy-cavalry' : s.moraleClass;
      units.push({
        id: s.id,
        name: s.name,
        side,
        brigade: s.brigade,
        troop: s.troop,
        weapon: s.weapon,
        moraleClass,
        startFigures: s.figures,
        figures: s.figures,
        order,
        square: false,
        frontage: s.frontage,
        attachedTo: s.attachedTo,
        x: s.x,
        y: s.y,
        facing: deployFacing(side),
        morale: null,
        moraleShift: 0,
        spentMarked: false,
        status: 'ready',
        removal: null,
        routedTurn: null,
        hasFired: false,
        firedThisTurn: false,
        loadedOnTurn: 1,
        ordered: false,
        moved: 'none',
        fellBack: false,
        halted: false,
        charge: null,
        carriedHits: 0,
      });
    });
  }
  units.forEach((a) => {
    if (a.attachedTo === null) return;
    const index = scenario.sides[a.side].units.findIndex((x) => x.id === a.id);
    const host = units.find((h) => h.id === a.attachedTo && h.side === a.side);
    if (host?.troop !== 'pikemen' || host.brigade !== a.brigade || !troopProfile(a.troop).subUnitOfPike) {
      throw new MusterError('bad-input', `${a.name} cannot be attached to "${a.attachedTo}"`, {
        path: `sides.${a.side}.units[${index}].attachedTo`,
        expected: 'a pike unit of the same side and brigade, for a sub-unit type',
      });
    }
  });
  units.forEach((a, i) => {
    const path = `sides.${a.side}.units[${scenario.sides[a.side].units.findIndex((x) => x.id === a.id)}]`;
    if (!onTheTable(baseOf(a), scenario.table))
      throw new MusterError('bad-input', `${a.name} is deployed off the table`, {
        path,
        expected: `a base inside ${scenario.table.width}" x ${scenario.table.height}"`,
      });
    for (const b of units.slice(i + 1)) {
      if (unitsOverlap(baseOf(a), baseOf(b)))
        throw new MusterError('bad-input', `${a.name} overlaps ${b.name}`, { path, expected: 'units deployed apart' });
    }
  });
  for (const side of ['A', 'B'] as const) {
    scenario.sides[side].officers.forEach((o, i) => {
      const path = `sides.${side}.officers[${i}]`;
      if (ids.has(o.id))
        throw new MusterError('bad-input', `id "${o.id}" is used twice`, {
          path: `${path}.id`,
          expected: 'a unique id',
        });
      ids.add(o.id);
      const host = units.find((u) => u.id === o.attachedTo && u.side === side);
      if (!host)
        throw new MusterError('bad-input', `no unit "${o.attachedTo}" of side ${side} for ${o.name}`, {
          path: `${path}.attachedTo`,
          expected: `a unit id of side ${side}`,
        });
      if (o.brigade !== null && !units.some((u) => u.side === side && u.brigade === o.brigade)) {
        throw new MusterError('bad-input', `no brigade "${o.brigade}" on side ${side}`, {
          path: `${path}.brigade`,
          expected: 'a brigade of his side, or null for the Commander-in-Chief',
        });
      }
      officers.push({
        id: o.id,
        name: o.name,
        quality: o.quality,
        side,
        brigade: o.brigade,
        attachedTo: o.attachedTo,
        status: 'ok',
      });
    });
  }
  const roll = firstTurnRoll(dice);
  return {
    options,
    name: scenario.name,
    table: { ...scenario.table },
    weather: scenario.weather,
    // Field by field in the schema's order: one class of terrain whatever object the scenario was built from.
    terrain: scenario.terrain.map((t) => ({
      kind: t.kind,
      name: t.name,
      x: t.x,
      y: t.y,
      width: t.width,
      height: t.height,
    })),
    sideNames: { A: scenario.sides.A.name, B: scenario.sides.B.name },
    turn: 1,
    step: 'movement',
    initiative: roll,
    brigadesMoved: { A: [], B: [] },
    movesEnded: [],
    fireDeclared: [],
    chargeOrder: [],
    pendingEvasion: null,
    winners: [],
    pendingVolley: null,
    units,
    officers,
    result: null,
  };
}
