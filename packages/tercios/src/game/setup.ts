import { baseInside, basesOverlap, MusterError, type Base, type Dice } from '@muster/core';
import { brevisDeployment } from '../deployment/brevisDeployment.js';
import type { ScenarioUnit, Side, TerciosScenario } from './Scenario.js';
import { featuresOf, sceneryPoints } from '../scenery/sceneryPoints.js';
import { baseSize } from '../table/baseSize.js';
import type { TerciosOptions } from '../options/options.js';
import type { BattleState, CommanderState, TerrainState, UnitState } from './State.js';

/**
 * Victory points a destroyed unit gives. Brevis: "Destroyed Squadrons score 2, Horse, Companies and
 * Artillery 1", unless the scenario sets its own values. Which units are Squadrons (ruling End of the battle, "A
 * battalion without pikes", option `battle.squadronVictoryPoints`): every battalion (`every-battalion`), or only the
 * "mixed pike-and-shot formations" (`pike-and-shot`: a battalion with pikes; a Musketeer Corps scores 1).
 */
export function victoryPointsOf(
  unit: ScenarioUnit,
  scenario: Pick<TerciosScenario, 'victoryPoints'>,
  squadrons: TerciosOptions['battle']['squadronVictoryPoints'] = 'every-battalion',
): number {
  if (unit.victoryPoints !== undefined) return unit.victoryPoints;
  const squadron = unit.category === 'infantry' && (squadrons === 'every-battalion' || unit.weapons.includes('pikes'));
  return squadron ? (scenario.victoryPoints?.squadron ?? 2) : (scenario.victoryPoints?.other ?? 1);
}

/** Each edition's name in words, by the game's `edition` option. */
export const EDITION_NAME = { 'liber-militum': 'Liber Militum', 'brevis-editio': 'Brevis Editio' } as const;

/**
 * Refuses a battle whose armies were built for one edition (the scenario's `edition`, recorded by
 * `scenarioFromArmies`) under the game's other `edition` option, naming the option to pass (ruling The edition of a
 * battle from army files). A scenario without an edition plays under either.
 */
export function checkEdition(
  scenario: Pick<TerciosScenario, 'edition'>,
  options: Pick<TerciosOptions, 'edition'>,
): void {
  const built = scenario.edition;
  if (built === undefined || built === options.edition) return;
  throw new MusterError(
    'bad-input',
    `these armies were built for ${EDITION_NAME[built]}, but the game is set to ${EDITION_NAME[options.edition]}: play them with --option edition=${built}`,
    { path: 'options.edition', expected: built, received: options.edition },
  );
}

/**
 * The first state of a battle: scenery (placed by agreement, or by the scenery-points procedure), then
 * deployment (placed by the scenario, or the Brevis procedure), then turn 1's Planning phase. Under ruling Command
 * in Brevis Editio's `commanders: 'initiative-only'` no commander is placed: each side keeps its highest rank.
 * Armies built for the other edition than the game's `edition` option are refused first ({@link checkEdition}).
 */
export function setupBattle(scenario: TerciosScenario, dice: Dice, options: TerciosOptions): BattleState {
  checkEdition(scenario, options);
  const table = scenario.table;
  const figures = options.commanders === 'on-table';
  const forces = figures
    ? scenario.forces
    : { A: { ...scenario.forces.A, commanders: [] }, B: { ...scenario.forces.B, commanders: [] } };
  let terrain: TerrainState[];
  if (scenario.terrain.mode === 'placed') {
    const rolls: { cropland?: number; river?: number } = {};
    terrain = scenario.terrain.pieces.map((p) => ({
      id: p.id,
      type: p.type,
      points: p.points,
      features: p.features ?? featuresOf(p.type, dice, rolls),
    }));
  } else {
    const cartographer = (['A', 'B'] as const).filter((s) =>
      forces[s].commanders.some((c) => c.traits.includes('cartographer')),
    );
    terrain = sceneryPoints(dice, { table, cartographer });
  }
  let unitBases: Record<string, Base>;
  let commanderSpots: Record<string, { x: number; y: number }>;
  if (scenario.deployment.mode === 'placed') {
    const placed = scenario.deployment;
    unitBases = {};
    commanderSpots = {};
    for (const side of ['A', 'B'] as const) {
      for (const u of scenario.forces[side].regiments.flatMap((r) => r.units)) {
        const at = placed.units[u.id];
        const size = u.base ?? baseSize(u.category, u.rules);
        const facing =
          at?.facing !== undefined ? (at.facing * Math.PI) / 180 : side === 'A' ? Math.PI / 2 : -Math.PI / 2;
        const centre = at ?? { x: table.width / 2, y: side === 'A' ? 6 : table.height - 6 };
        unitBases[u.id] = { centre: { x: centre.x, y: centre.y }, facing, width: size.width, depth: size.depth };
      }
      for (const c of forces[side].commanders) {
        const at = placed.commanders?.[c.id];
        commanderSpots[c.id] = at
          ? { x: at.x, y: at.y }
          : { x: table.width / 2, y: side === 'A' ? 2 : table.height - 2 };
      }
    }
    // A placed unit must stand on the table and not overlap another (Movement > Overlap).
    const ids = Object.keys(unitBases);
    ids.forEach((id, i) => {
      const b = unitBases[id]!;
      if (!baseInside(b, table, 0.01))
        throw new MusterError('bad-input', `unit ${id} is placed off the table`, {
          path: `deployment.units.${id}`,
          expected: `a base inside the ${table.width}"x${table.height}" table`,
        });
      for (const other of ids.slice(i + 1)) {
        if (basesOverlap(b, unitBases[other]!, 0.01))
          throw new MusterError('bad-input', `units ${id} and ${other} overlap`, {
            path: `deployment.units.${other}`,
            expected: 'bases that do not overlap',
          });
      }
    });
  } else {
    const d = brevisDeployment(dice, table, forces, terrain);
    unitBases = { ...d.units };
    commanderSpots = { ...d.commanders };
  }
  const units: UnitState[] = [];
  const commanders: CommanderState[] = [];
  for (const side of ['A', 'B'] as const satisfies readonly Side[]) {
    const force = forces[side];
    for (const regiment of force.regiments) {
      for (const u of regiment.units) {
        // Both deployments give every unit a base: the scenario's placements (a default for any left out) or the
        // Brevis procedure (which refuses an army it cannot place).
        const base = unitBases[u.id]!;
        units.push({
          id: u.id,
          side,
          name: u.name,
          profile: u.profile,
          category: u.category,
          regiment: regiment.id,
          values: u.values,
          defence: u.defence,
          weapons: u.weapons,
          rules: u.rules,
          base: roundBase(base),
          wear: 0,
          disordered: false,
          destroyed: false,
          hitched: u.hitched ?? false,
          order: null,
          brigade: null,
          activated: false,
          resisting: false,
          inspiredBy: null,
          inBuilding: null,
          victoryPoints: victoryPointsOf(u, scenario, options.battle.squadronVictoryPoints),
        });
      }
    }
    for (const c of force.commanders) {
      commanders.push({
        id: c.id,
        side,
        name: c.name,
        rank: c.rank,
        commanderInChief: c.commanderInChief,
        regiment: c.regiment,
        traits: c.traits,
        virtues: c.virtues,
        position: commanderSpots[c.id]!, // every commander placed, as every unit
        attachedTo: null,
        exhausted: false,
        joinedThisTurn: false,
        removed: false,
      });
    }
  }
  return {
    format: 'tercios-battle',
    turn: 1,
    stage: 'planning',
    table: { width: table.width, height: table.height },
    terrain,
    units,
    commanders,
    // Absent (undefined, as JSON has it) with figures on the table; every state lists its fields in one order.
    initiativeRanks: figures ? undefined : { A: highestRank(scenario, 'A'), B: highestRank(scenario, 'B') },
    activeSide: 'A',
    initiative: null,
    commanderActivated: null,
    authoritarian: null,
    nextToActivate: null,
    erudite: null,
    coordinated: null,
    acting: null,
    reaction: null,
    coldBlood: null,
    combat: null,
    escapes: null,
    passedThrough: null,
    points: { A: 0, B: 0 },
    fixedTurns: scenario.fixedTurns ?? null,
    activations: {},
    result: null,
    selfless: null,
    resume: null,
  };
}

/** The rank of a side's highest-ranked commander, or null when it has none. */
function highestRank(scenario: TerciosScenario, side: Side): number | null {
  const ranks = scenario.forces[side].commanders.map((c) => c.rank);
  return ranks.length > 0 ? Math.max(...ranks) : null;
}

/** A point on the table as the log records it: to the thousandth of an inch. */
export function roundPoint(p: { readonly x: number; readonly y: number }): { x: number; y: number } {
  return { x: Math.round(p.x * 1000) / 1000, y: Math.round(p.y * 1000) / 1000 };
}

/** Rounds a base to 1/1000 inch so states print and compare cleanly. */
export function roundBase(b: Base): { centre: { x: number; y: number }; facing: number; width: number; depth: number } {
  return {
    centre: roundPoint(b.centre),
    facing: Math.round(b.facing * 1e6) / 1e6,
    width: b.width,
    depth: b.depth,
  };
}
