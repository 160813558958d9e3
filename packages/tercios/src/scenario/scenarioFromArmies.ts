import { MusterError, parseWith } from '@muster/core';
import { ArmyFileSchema, type ArmyFile, type ArmyCommander } from '../army/ArmyFile.js';
import { armyUnits } from '../army/armyUnits.js';
import type { Force, ScenarioCommander, ScenarioRegiment, ScenarioUnit, TerciosScenario } from '../game/Scenario.js';
import { EDITION_NAME } from '../game/setup.js';

const REGIMENT_LABEL = {
  'infantry-regiment': 'Infantry regiment',
  'cavalry-regiment': 'Cavalry regiment',
  'artillery-battery': 'Artillery battery',
  'battle-group': 'Battle group',
} as const;

function commander(
  id: string,
  c: ArmyCommander,
  fallback: string,
  chief: boolean,
  regiment: string | null,
): ScenarioCommander {
  return {
    id,
    name: c.name ?? fallback,
    rank: c.rank,
    commanderInChief: chief,
    regiment,
    traits: c.traits ?? [],
    virtues: c.virtues ?? [],
  };
}

/**
 * One side's force from an army file: every unit with its effective profile (options applied), its
 * regiment and commanders. Ids are `<side><regiment>-<unit>` (e.g. `A1-2`), unique in the battle.
 */
export function forceFromArmy(army: ArmyFile, side: 'A' | 'B'): Force {
  const units = armyUnits(army);
  const regiments: ScenarioRegiment[] = [];
  const commanders: ScenarioCommander[] = [];
  army.regiments.forEach((regiment, r) => {
    const id = `${side}${r + 1}`;
    const members = units.filter((u) => u.regiment === r);
    if (members.length === 0) return;
    const scenarioUnits: ScenarioUnit[] = members.map((m, i) => ({
      id: `${id}-${i + 1}`,
      name: `${m.profile.name} ${side}${r + 1}.${i + 1}`,
      profile: m.profile.id,
      category: m.profile.category,
      values: m.profile.values,
      defence: m.profile.defence,
      weapons: [...m.profile.weapons],
      rules: [...m.profile.rules],
    }));
    regiments.push({ id, name: regiment.name ?? `${REGIMENT_LABEL[regiment.type]} ${r + 1}`, units: scenarioUnits });
    if (regiment.commander)
      commanders.push(commander(`${id}-cmd`, regiment.commander, `Mestre de camp ${side}${r + 1}`, false, id));
  });
  const elite = units.find((u) => u.regiment === null);
  if (elite) {
    const id = `${side}E`;
    regiments.push({
      id,
      name: 'Elite unit',
      units: [
        {
          id: `${id}-1`,
          name: `${elite.profile.name} ${side} (Elite)`,
          profile: elite.profile.id,
          category: elite.profile.category,
          values: elite.profile.values,
          defence: elite.profile.defence,
          weapons: [...elite.profile.weapons],
          rules: [...elite.profile.rules],
        },
      ],
    });
  }
  if (army.commanderInChief)
    commanders.unshift(commander(`${side}-cc`, army.commanderInChief, `Commander-in-Chief ${side}`, true, null));
  return { name: army.name, faction: army.faction, commanders, regiments };
}

/** The game's `edition` option that plays armies of an army file's edition. */
const GAME_EDITION = { 'liber-militum': 'liber-militum', brevis: 'brevis-editio' } as const satisfies Record<
  ArmyFile['edition'],
  NonNullable<TerciosScenario['edition']>
>;

/**
 * A battle between two army files (`muster battle tercios --armies A.json B.json`): a 72"x48" table,
 * scenery by the scenery-points procedure and the Brevis deployment, Brevis victory points. It takes no seed
 * (the Ruleset contract's second argument): the scenery and deployment are rolled at setup with the battle's dice.
 *
 * Both armies must be of one edition (a `bad-input` error at `armies[1].edition` otherwise), which the scenario
 * records as `edition`: the game's setup refuses to start when the game's `edition` option is the other one
 * (ruling The edition of a battle from army files).
 *
 * @example
 * const scenario = scenarioFromArmies([spanish, swedish]);
 * scenario.edition; // 'liber-militum'
 */
export function scenarioFromArmies(armies: readonly [unknown, unknown]): TerciosScenario {
  const [a, b] = armies.map((army, i) => parseWith(ArmyFileSchema, army, { path: `armies[${i}]` })) as [
    ArmyFile,
    ArmyFile,
  ];
  if (a.edition !== b.edition)
    throw new MusterError(
      'bad-input',
      `the armies are of two editions: "${a.name}" is a ${EDITION_NAME[GAME_EDITION[a.edition]]} army, "${b.name}" a ${EDITION_NAME[GAME_EDITION[b.edition]]} army; both sides must be built for the same edition`,
      { path: 'armies[1].edition', expected: a.edition, received: b.edition },
    );
  const A = forceFromArmy(a, 'A');
  const B = forceFromArmy(b, 'B');
  if (A.regiments.length === 0 || B.regiments.length === 0)
    throw new MusterError('bad-input', 'an army has no unit the rules know', {
      path: 'armies',
      expected: 'units with known cards',
    });
  return {
    format: 'tercios-scenario',
    name: `${a.name} against ${b.name}`,
    table: { width: 72, height: 48 },
    forces: { A, B },
    terrain: { mode: 'scenery-points' },
    deployment: { mode: 'brevis' },
    edition: GAME_EDITION[a.edition],
  };
}
