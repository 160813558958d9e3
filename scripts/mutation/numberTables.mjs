// Rule tables for the number-literal mutator (scripts/mutation/numbers.mjs): each table file and the spec files
// that pin it. `equivalent` lists survivors explained in docs/mutation.md, as `<file>:<line>:<col> <literal>-><mutant>`.

/** @type {{ id: string; file: string; specs: string[]; equivalent?: string[] }[]} */
export const numberTables = [
  {
    id: 'sword-and-pike-fire-table',
    file: 'packages/sword-and-pike/src/mechanics/fireTable.ts',
    specs: [
      'packages/sword-and-pike/src/mechanics/fireTable.rows.spec.ts',
      'packages/sword-and-pike/src/mechanics/mechanics.spec.ts',
      'packages/sword-and-pike/src/mechanics/fireTable.mutants.spec.ts',
    ],
  },
  {
    id: 'wss-6mm-small-arms-table',
    file: 'packages/wss-6mm/src/mechanics/smallArmsFire.ts',
    specs: [
      'packages/wss-6mm/src/mechanics/smallArmsFire.rows.spec.ts',
      'packages/wss-6mm/src/mechanics/smallArmsFire.mutants.spec.ts',
    ],
  },
  {
    id: 'sword-and-pike-initial-morale-chart',
    file: 'packages/sword-and-pike/src/mechanics/initialMorale.ts',
    specs: [
      'packages/sword-and-pike/src/mechanics/initialMoraleChart.rows.spec.ts',
      'packages/sword-and-pike/src/mechanics/moraleRolls.log.spec.ts',
    ],
  },
  {
    id: 'sword-and-pike-morale-results',
    file: 'packages/sword-and-pike/src/mechanics/moraleCheck.ts',
    specs: [
      'packages/sword-and-pike/src/mechanics/moraleResults.rows.spec.ts',
      'packages/sword-and-pike/src/mechanics/rearAttacks.spec.ts',
      'packages/sword-and-pike/src/mechanics/moraleRolls.log.spec.ts',
      'packages/sword-and-pike/src/mechanics/mechanics.spec.ts',
    ],
  },
  {
    id: 'sword-and-pike-close-combat',
    file: 'packages/sword-and-pike/src/mechanics/closeCombat.ts',
    specs: [
      'packages/sword-and-pike/src/mechanics/closeCombat.rows.spec.ts',
      'packages/sword-and-pike/src/mechanics/closeCombat.orders.spec.ts',
      'packages/sword-and-pike/src/mechanics/closeCombat.log.spec.ts',
      'packages/sword-and-pike/src/mechanics/mechanics.spec.ts',
      'packages/sword-and-pike/src/game/officerDice.rows.spec.ts',
    ],
  },
  {
    id: 'wss-6mm-artillery-table',
    file: 'packages/wss-6mm/src/mechanics/artilleryFire.ts',
    specs: [
      'packages/wss-6mm/src/mechanics/artilleryFire.rows.spec.ts',
      'packages/wss-6mm/src/mechanics/artilleryRolls.spec.ts',
    ],
  },
  {
    id: 'wss-6mm-melee-table',
    file: 'packages/wss-6mm/src/mechanics/melee.ts',
    specs: ['packages/wss-6mm/src/mechanics/melee.rows.spec.ts', 'packages/wss-6mm/src/mechanics/meleeRoll.spec.ts'],
  },
  {
    id: 'tercios-weapons-table',
    file: 'packages/tercios/src/rules/weaponRules.ts',
    specs: [
      'packages/tercios/src/rules/rangeTable.rows.spec.ts',
      'packages/tercios/src/rules/registry.spec.ts',
      'packages/tercios/src/mechanics/shootingDice.rows.spec.ts',
      'packages/tercios/src/mechanics/combat.rows.spec.ts',
    ],
  },
  {
    id: 'tercios-shooting',
    file: 'packages/tercios/src/mechanics/resolveShooting.ts',
    specs: [
      'packages/tercios/src/mechanics/resolveShooting.spec.ts',
      'packages/tercios/src/mechanics/shootingDice.rows.spec.ts',
      'packages/tercios/src/mechanics/resistance.rows.spec.ts',
      'packages/tercios/src/mechanics/experimental.rows.spec.ts',
    ],
  },
  {
    id: 'tercios-melee',
    file: 'packages/tercios/src/mechanics/resolveMelee.ts',
    specs: [
      'packages/tercios/src/mechanics/resolveMelee.spec.ts',
      'packages/tercios/src/mechanics/combat.rows.spec.ts',
      'packages/tercios/src/mechanics/combatBranches.rows.spec.ts',
    ],
  },
];

/** Tables CI checks: those whose cached run is committed, with every survivor killed or explained. */
export const ciTables = ['sword-and-pike-fire-table', 'wss-6mm-small-arms-table'];
