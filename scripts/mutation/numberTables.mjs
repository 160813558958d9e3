// Rule tables for the number-literal mutator (scripts/mutation/numbers.mjs): each table file and the spec files
// that pin it. `equivalent` lists survivors explained in docs/mutation.md, as `<file> \`<the line, trimmed>\`[ #n] <literal>-><mutant>` (`#n`: the nth of that literal on the line), keyed
// by the text so that an edit elsewhere in the file keeps it (numbers.mjs `survivorKey`).

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
  // Tercios, Shooting > Range: "Weapon / Range (inches)".
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
      'packages/sword-and-pike/src/mechanics/moraleCheck.numbers.mutants.spec.ts',
    ],
    // docs/mutation/numbers-sword-and-pike-wss-6mm.md: `signed(n)` reads `n > 0` only after `n === 0`, and every
    // alteration of F. Morale Altered Temporarily is a whole number of points, so `n > -1` gives the same sign.
    equivalent: [
      "packages/sword-and-pike/src/mechanics/moraleCheck.ts `return n === 0 ? '' : n > 0 ? ` +${n}` : ` ${n}`;` #2 0->-1",
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
      'packages/sword-and-pike/src/mechanics/closeCombat.rounds.mutants.spec.ts',
      'packages/sword-and-pike/src/options/unruledChoices.spec.ts',
      'packages/sword-and-pike/src/options/rulingSwitches.spec.ts',
      'packages/sword-and-pike/src/game/closeCombat.mutants.spec.ts',
      'packages/sword-and-pike/src/game/flankAndRear.spec.ts',
      'packages/sword-and-pike/src/plugins/combatOdds.spec.ts',
    ],
    // docs/mutation/sword-and-pike-close-combat.md: `shareCasualties` reads `best` only as `best < 0` (no unit can
    // take one more casualty), so -2 is -1; `Math.max(x.unitFigures ?? -1, figures fighting)` is the figures fighting,
    // never negative, as `?? 0` is.
    equivalent: [
      'packages/sword-and-pike/src/mechanics/closeCombat.ts `let best = -1;` 1->2',
      "packages/sword-and-pike/src/mechanics/closeCombat.ts `rules.casualtyCap === 'unit' ? Math.max(x.unitFigures ?? 0, sumFigures(x)) : sumFigures(x);` 0->-1",
    ],
  },
  // The Sword and the Pike, TROOP TYPES & ORGANIZATION, ORDER, FIRE (ranks) and Close Combat's "extra dice": each
  // troop type's figures, companies, ranks and extra dice.
  {
    id: 'sword-and-pike-troop-profiles',
    file: 'packages/sword-and-pike/src/profiles/troopProfiles.ts',
    specs: [
      'packages/sword-and-pike/src/profiles/troopProfiles.rows.spec.ts',
      'packages/sword-and-pike/src/profiles/troopProfiles.fightRanks.mutants.spec.ts',
    ],
    // docs/mutation/numbers-sword-and-pike-wss-6mm.md: riflemen (1 figure, companies of 1) and the two guns (crews
    // of 4 and 2, one company) are a single stand, so fighting 2 ranks deep instead of 1 reaches no further stand.
    equivalent: [
      'packages/sword-and-pike/src/profiles/troopProfiles.ts `fightRanks: 1,` 1->2',
      'packages/sword-and-pike/src/profiles/troopProfiles.ts `fightRanks: 1,` 1->2',
      'packages/sword-and-pike/src/profiles/troopProfiles.ts `fightRanks: 1,` 1->2',
    ],
  },
  // 6mm WSS, Movement: the movement table (1d6 x 1 or 2 or 3, /2 to move and fire, +1/+2 to charge and pursue) and
  // "If in March Column and on a road a unit may roll 2 d6 and use the best result".
  {
    id: 'wss-6mm-movement-table',
    file: 'packages/wss-6mm/src/movement/movementTable.ts',
    specs: [
      'packages/wss-6mm/src/movement/movementTable.rows.spec.ts',
      'packages/wss-6mm/src/movement/movementTable.mutants.spec.ts',
    ],
    // docs/mutation/numbers-sword-and-pike-wss-6mm.md: `dice.faces(2, 6, ...)[0] ?? 1`: `faces` returns every face of
    // the throw (core Dice: "return every face, highest first"), so two dice always give a first face and the
    // fallback is never read.
    equivalent: [
      'packages/wss-6mm/src/movement/movementTable.ts `const die = road ? (dice.faces(2, 6, `${who} ${mode} on a road (best of 2d6)`)[0] ?? 1) : dice.d(6, `${who} ${mode}`);` 1->2',
      'packages/wss-6mm/src/movement/movementTable.ts `const die = road ? (dice.faces(2, 6, `${who} ${mode} on a road (best of 2d6)`)[0] ?? 1) : dice.d(6, `${who} ${mode}`);` 1->0',
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
  // 6mm WSS, Morale Tests: the modifiers ("Winning in Melee +2" ... "Each friend routing within 6\" -4") and the
  // results table (11 or more STEADY ... 0 or less ROUTED).
  {
    id: 'wss-6mm-morale-test',
    file: 'packages/wss-6mm/src/mechanics/moraleTest.ts',
    specs: [
      'packages/wss-6mm/src/mechanics/moraleTest.rows.spec.ts',
      'packages/wss-6mm/src/mechanics/controlTest.rows.spec.ts',
      'packages/wss-6mm/src/mechanics/testRolls.log.spec.ts',
    ],
  },
  // 6mm WSS, Resolve Test: the modifiers and the results table (12 or more Okay ... -3 or less ROUTED).
  {
    id: 'wss-6mm-resolve-test',
    file: 'packages/wss-6mm/src/mechanics/resolveTest.ts',
    specs: [
      'packages/wss-6mm/src/mechanics/resolveTest.rows.spec.ts',
      'packages/wss-6mm/src/mechanics/controlTest.rows.spec.ts',
      'packages/wss-6mm/src/mechanics/testRolls.log.spec.ts',
    ],
  },
  // 6mm WSS, Rallying: the scores needed (16, 10, 14) and the modifiers by column (ROUT, PURSUIT, FALL BACK).
  {
    id: 'wss-6mm-rally-test',
    file: 'packages/wss-6mm/src/mechanics/rallyTest.ts',
    specs: [
      'packages/wss-6mm/src/mechanics/rallyTest.rows.spec.ts',
      'packages/wss-6mm/src/mechanics/testRolls.log.spec.ts',
    ],
  },
  // 6mm WSS, Charges: "Foot require 18+", "S Horse require 6+", "P Horse require 10+", the modifiers by Foot and
  // Horse, and "less than or equal twice distance charged" to fire or form square.
  {
    id: 'wss-6mm-charge-test',
    file: 'packages/wss-6mm/src/mechanics/chargeTest.ts',
    specs: [
      'packages/wss-6mm/src/mechanics/chargeTest.rows.spec.ts',
      'packages/wss-6mm/src/mechanics/testRolls.log.spec.ts',
    ],
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
  // Tercios, Armament > Arquebus/Musket: the 8" near band of a split Shoot.
  {
    id: 'tercios-split-shoot',
    file: 'packages/tercios/src/rules/shootValueAtRange.ts',
    specs: [
      'packages/tercios/src/rules/rangeTable.rows.spec.ts',
      'packages/tercios/src/rules/registry.spec.ts',
      'packages/tercios/src/mechanics/shootingDice.rows.spec.ts',
      'packages/tercios/src/rules/rangeMeasure.spec.ts',
    ],
    // `w.range ?? 0`: every weapon the arsenal keeps has a range (it filters on `range !== undefined`), so the
    // fallback is never read (docs/mutation/numbers-tercios.md).
    equivalent: [
      'packages/tercios/src/rules/shootValueAtRange.ts `const weapon = byRange.find((w) => (w.range ?? 0) >= range) ?? longest;` 0->1',
      'packages/tercios/src/rules/shootValueAtRange.ts `const weapon = byRange.find((w) => (w.range ?? 0) >= range) ?? longest;` 0->-1',
      'packages/tercios/src/rules/shootValueAtRange.ts `if ((shortest.range ?? 0) < maxRange) {` 0->1',
      'packages/tercios/src/rules/shootValueAtRange.ts `if ((shortest.range ?? 0) < maxRange) {` 0->-1',
      'packages/tercios/src/rules/shootValueAtRange.ts `return range <= (shortest.range ?? 0)` 0->1',
      'packages/tercios/src/rules/shootValueAtRange.ts `return range <= (shortest.range ?? 0)` 0->-1',
      'packages/tercios/src/rules/shootValueAtRange.ts `.sort((a, b) => (a.range ?? 0) - (b.range ?? 0));` #1 0->1',
      'packages/tercios/src/rules/shootValueAtRange.ts `.sort((a, b) => (a.range ?? 0) - (b.range ?? 0));` #1 0->-1',
      'packages/tercios/src/rules/shootValueAtRange.ts `.sort((a, b) => (a.range ?? 0) - (b.range ?? 0));` #2 0->1',
      'packages/tercios/src/rules/shootValueAtRange.ts `.sort((a, b) => (a.range ?? 0) - (b.range ?? 0));` #2 0->-1',
      'packages/tercios/src/rules/shootValueAtRange.ts `maxRange: longest.range ?? 0,` 0->1',
      'packages/tercios/src/rules/shootValueAtRange.ts `maxRange: longest.range ?? 0,` 0->-1',
    ],
  },
  // Tercios, Components > Modifiers: "Table: value progression with bonuses and penalties".
  {
    id: 'tercios-value-progression',
    file: 'packages/tercios/src/values/modifyValue.ts',
    specs: ['packages/tercios/src/values/modifyValue.spec.ts'],
  },
  // Tercios, Command > Virtues: "+1 to" a value, added after bonuses and penalties.
  {
    id: 'tercios-virtues',
    file: 'packages/tercios/src/values/Modifier.ts',
    specs: ['packages/tercios/src/command/virtues.rows.spec.ts', 'packages/tercios/src/values/modifyValue.spec.ts'],
  },
  // Tercios, Command: the rank table (Rank / Virtues / Traits / Points), the 6" command radius and move.
  {
    id: 'tercios-rank-table',
    file: 'packages/tercios/src/command/commanderRanks.ts',
    specs: [
      'packages/tercios/src/command/commandTest.rows.spec.ts',
      'packages/tercios/src/command/command.spec.ts',
      'packages/tercios/src/army/points.rows.spec.ts',
    ],
  },
  // Tercios, Command > Traits: each trait's command test target.
  {
    id: 'tercios-traits',
    file: 'packages/tercios/src/command/traits.ts',
    specs: [
      'packages/tercios/src/command/traits.rows.spec.ts',
      'packages/tercios/src/command/commandTest.rows.spec.ts',
      'packages/tercios/src/command/traitTargets.rows.spec.ts',
    ],
  },
  // Tercios, Order Cards: each order's actions and bonuses or penalties.
  {
    id: 'tercios-order-cards',
    file: 'packages/tercios/src/orders/OrderCard.ts',
    specs: [
      'packages/tercios/src/orders/orderCards.rows.spec.ts',
      'packages/tercios/src/orders/movement.rows.spec.ts',
      'packages/tercios/src/orders/orderTest.rows.spec.ts',
      'packages/tercios/src/orders/resistReaction.rows.spec.ts',
    ],
  },
  // Tercios, The Army > Battle Sizes (Battle / Points), and Brevis's regiment points.
  {
    id: 'tercios-battle-sizes',
    file: 'packages/tercios/src/army/battleSizes.ts',
    specs: ['packages/tercios/src/army/points.rows.spec.ts', 'packages/tercios/src/deployment/brevis.rows.spec.ts'],
  },
  // Tercios, Components > Figures and Bases (Type / Width / Depth).
  {
    id: 'tercios-base-sizes',
    file: 'packages/tercios/src/table/baseSize.ts',
    specs: ['packages/tercios/src/table/baseSize.rows.spec.ts', 'packages/tercios/src/game/commanderBase.spec.ts'],
  },
  // Tercios, Unit Profiles: the five rows printed complete, their values, defences, points and option costs.
  {
    id: 'tercios-rulebook-profiles',
    file: 'packages/tercios/src/profiles/data/rulebookProfiles.ts',
    specs: [
      'packages/tercios/src/profiles/profiles.spec.ts',
      'packages/tercios/src/profiles/applyOptions.spec.ts',
      'packages/tercios/src/army/points.rows.spec.ts',
      'packages/tercios/src/army/cardOptions.rows.spec.ts',
    ],
  },
  // Tercios, Kingdoms army types (community transcription, 2c): regiments per army type, units and companies per
  // regiment, and the army-wide limits ("Poland may use a Haiduk battle group", East regiments at most 1).
  {
    id: 'tercios-kingdoms-army-types',
    file: 'packages/tercios/src/factions/kingdomsArmyTypes.ts',
    specs: [
      'packages/tercios/src/army/kingdomsArmies.spec.ts',
      'packages/tercios/src/army/validateArmy.kingdoms.mutants.spec.ts',
      'packages/tercios/src/factions/kingdomsArmyTypes.rows.spec.ts',
    ],
    // docs/mutation/numbers-tercios.md: a regiment's least number of companies (or of battalions in a battle group)
    // 0 -> -1: a count is never below 0, so `n < min` never holds either way, and that minimum is named in no rule
    // text (63, 67, 69:99, 87, 90, 126, 127, 152, 153, 155, 178, 179); a battle group's `companies` is never read, its
    // companies are counted against its `units` (65); a Dragoons regiment is one whose first cavalry unit is
    // Dragoons, so it never has fewer than 1 (69:68).
    equivalent: [
      'packages/tercios/src/factions/kingdomsArmyTypes.ts `const EAST_REGIMENT: KingdomsRegiment = { units: { min: 2, max: 6 }, companies: { min: 0, max: 0 } };` #1 0->-1',
      'packages/tercios/src/factions/kingdomsArmyTypes.ts `const BATTLE_GROUP: KingdomsRegiment = { units: { min: 2, max: 4 }, companies: { min: 0, max: 0 } };` #1 0->1',
      'packages/tercios/src/factions/kingdomsArmyTypes.ts `const BATTLE_GROUP: KingdomsRegiment = { units: { min: 2, max: 4 }, companies: { min: 0, max: 0 } };` #1 0->-1',
      'packages/tercios/src/factions/kingdomsArmyTypes.ts `const BATTLE_GROUP: KingdomsRegiment = { units: { min: 2, max: 4 }, companies: { min: 0, max: 0 } };` #2 0->1',
      'packages/tercios/src/factions/kingdomsArmyTypes.ts `const BATTLE_GROUP: KingdomsRegiment = { units: { min: 2, max: 4 }, companies: { min: 0, max: 0 } };` #2 0->-1',
      'packages/tercios/src/factions/kingdomsArmyTypes.ts `const BATTERY: KingdomsRegiment = { units: { min: 1, max: 1 }, companies: { min: 0, max: 2 } };` 0->-1',
      'packages/tercios/src/factions/kingdomsArmyTypes.ts `export const DRAGOONS_REGIMENT: KingdomsRegiment = { units: { min: 1, max: 2 }, companies: { min: 0, max: 0 } };` 1->0',
      'packages/tercios/src/factions/kingdomsArmyTypes.ts `export const DRAGOONS_REGIMENT: KingdomsRegiment = { units: { min: 1, max: 2 }, companies: { min: 0, max: 0 } };` #1 0->-1',
      'packages/tercios/src/factions/kingdomsArmyTypes.ts `companies: { min: 0, max: 1 },` 0->-1',
      "packages/tercios/src/factions/kingdomsArmyTypes.ts `'cavalry-regiment': { units: { min: 1, max: 4 }, companies: { min: 0, max: 2 } },` 0->-1",
      "packages/tercios/src/factions/kingdomsArmyTypes.ts `'infantry-regiment': { units: { min: 1, max: 3 }, companies: { min: 0, max: 2 } },` 0->-1",
      "packages/tercios/src/factions/kingdomsArmyTypes.ts `'cavalry-regiment': { units: { min: 1, max: 4 }, companies: { min: 0, max: 2 } },` 0->-1",
      "packages/tercios/src/factions/kingdomsArmyTypes.ts `'infantry-regiment': { units: { min: 2, max: 6 }, companies: { min: 0, max: 2 } },` 0->-1",
      "packages/tercios/src/factions/kingdomsArmyTypes.ts `'cavalry-regiment': { units: { min: 1, max: 3 }, companies: { min: 0, max: 2 } },` 0->-1",
      "packages/tercios/src/factions/kingdomsArmyTypes.ts `'battle-group': { ...BATTLE_GROUP, battalionIds: ['streltsi'], battalions: { min: 0, max: 1 } },` 0->-1",
      "packages/tercios/src/factions/kingdomsArmyTypes.ts `'infantry-regiment': { units: { min: 1, max: 4 }, companies: { min: 0, max: 2 }, companyIds: ['bashi-bazouk'] },` 0->-1",
      "packages/tercios/src/factions/kingdomsArmyTypes.ts `'cavalry-regiment': { units: { min: 1, max: 4 }, companies: { min: 0, max: 2 } },` 0->-1",
    ],
  },
  // Tercios, Combat > Rout test: a 6 per Rout Point on the Discipline dice.
  {
    id: 'tercios-rout-test',
    file: 'packages/tercios/src/mechanics/routTest.ts',
    specs: [
      'packages/tercios/src/mechanics/routTest.rows.spec.ts',
      'packages/tercios/src/mechanics/routTest.spec.ts',
      'packages/tercios/src/mechanics/routTestResults.spec.ts',
    ],
  },
  // Tercios, Shooting and Melee > Resistance test: a Dm per hit not saved.
  {
    id: 'tercios-resistance',
    file: 'packages/tercios/src/mechanics/resistanceTest.ts',
    specs: [
      'packages/tercios/src/mechanics/resistance.rows.spec.ts',
      'packages/tercios/src/mechanics/resistanceTest.mutants.spec.ts',
      'packages/tercios/src/mechanics/resistanceDice.spec.ts',
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
      'packages/tercios/src/mechanics/resolveShooting.mutants.spec.ts',
      'packages/tercios/src/mechanics/shootingNumbers.mutants.spec.ts',
      'packages/tercios/src/options/brevisEditio.spec.ts',
    ],
    // docs/mutation/numbers-tercios.md: `sufferWear` always returns a unit with `wear` set, so `?? 0` after it is never
    // read (184, 192); taking no Dm changes nothing (190); the range clamp and the any-weapon probe differ only under
    // 1", and every shooting weapon reaches at least 4" (231, 232); a caracole of Speed 1 or less gives [Speed] by
    // either branch (251, 1 -> 0).
    equivalent: [
      'packages/tercios/src/mechanics/resolveShooting.ts `const targetWear = afterTarget.unit.wear ?? 0;` 0->1',
      'packages/tercios/src/mechanics/resolveShooting.ts `const targetWear = afterTarget.unit.wear ?? 0;` 0->-1',
      'packages/tercios/src/mechanics/resolveShooting.ts `if (shooterWearTaken > 0) {` 0->-1',
      'packages/tercios/src/mechanics/resolveShooting.ts `shooterWear = afterShooter.unit.wear ?? 0;` 0->1',
      'packages/tercios/src/mechanics/resolveShooting.ts `shooterWear = afterShooter.unit.wear ?? 0;` 0->-1',
      'packages/tercios/src/mechanics/resolveShooting.ts `const atRange = shootValueAtRange(shooter, Math.max(0, input.range));` 0->1',
      'packages/tercios/src/mechanics/resolveShooting.ts `const atRange = shootValueAtRange(shooter, Math.max(0, input.range));` 0->-1',
      'packages/tercios/src/mechanics/resolveShooting.ts `const anyWeapon = shootValueAtRange(shooter, 0);` 0->1',
      "packages/tercios/src/mechanics/resolveShooting.ts `if (options.caracoleWithdrawal === 'full-speed' || speed <= 1) return [speed];` 1->0",
    ],
  },
  {
    id: 'tercios-melee',
    file: 'packages/tercios/src/mechanics/resolveMelee.ts',
    specs: [
      'packages/tercios/src/mechanics/resolveMelee.spec.ts',
      'packages/tercios/src/mechanics/combat.rows.spec.ts',
      'packages/tercios/src/mechanics/combatBranches.rows.spec.ts',
      'packages/tercios/src/mechanics/resolveMelee.mutants.spec.ts',
      // The tie where the defender is destroyed: the charger's 3" advance (ruling, option tieEnemyDestroyed).
      'packages/tercios/src/mechanics/resolveMelee.tieEnemyDestroyed.spec.ts',
    ],
    // The `?? 0` of a Wear read after the first round (every unit then has `wear` set: the round writes it), and
    // `sufferWear(..., 0, ...)` -> -1 (sufferWear adds `Math.max(0, dm)`): docs/mutation/numbers-tercios.md.
    equivalent: [
      'packages/tercios/src/mechanics/resolveMelee.ts `attacker: { ...initial.attacker, wear: attacker.wear ?? 0 },` 0->1',
      'packages/tercios/src/mechanics/resolveMelee.ts `attacker: { ...initial.attacker, wear: attacker.wear ?? 0 },` 0->-1',
      'packages/tercios/src/mechanics/resolveMelee.ts `defender: { ...initial.defender, wear: defender.wear ?? 0 },` 0->1',
      'packages/tercios/src/mechanics/resolveMelee.ts `defender: { ...initial.defender, wear: defender.wear ?? 0 },` 0->-1',
      'packages/tercios/src/mechanics/resolveMelee.ts `{ ...loser, wear: (loser.wear ?? 0) + 1 },` 0->1',
      'packages/tercios/src/mechanics/resolveMelee.ts `{ ...loser, wear: (loser.wear ?? 0) + 1 },` 0->-1',
      'packages/tercios/src/mechanics/resolveMelee.ts `const after = test.passed ? { ...unit, wear: Math.max(0, (unit.wear ?? 0) - 1) } : { ...unit, disordered: true };` #2 0->1',
      'packages/tercios/src/mechanics/resolveMelee.ts `const after = test.passed ? { ...unit, wear: Math.max(0, (unit.wear ?? 0) - 1) } : { ...unit, disordered: true };` #2 0->-1',
      'packages/tercios/src/mechanics/resolveMelee.ts `attackerWear: attacker.wear ?? 0,` 0->1',
      'packages/tercios/src/mechanics/resolveMelee.ts `attackerWear: attacker.wear ?? 0,` 0->-1',
      'packages/tercios/src/mechanics/resolveMelee.ts `defenderWear: defender.wear ?? 0,` 0->1',
      'packages/tercios/src/mechanics/resolveMelee.ts `defenderWear: defender.wear ?? 0,` 0->-1',
      'packages/tercios/src/mechanics/resolveMelee.ts `const result = sufferWear(dice, unit, 0, options, plugins.morale, selflessReroll);` 0->-1',
    ],
  },
  // Taĉmento, 1st Round Scoring: prisoner values (Pikemen 1 ... Drummers 3); What's in the box? (the deck's
  // composition); Troop cards (1, 2 or 4 arrows).
  {
    id: 'tacmento-troop-cards',
    file: 'packages/tacmento/src/cards/TroopCard.ts',
    specs: [
      'packages/tacmento/src/maneuver/prisonerPoints.rows.spec.ts',
      'packages/tacmento/src/cards/troopCards.rows.spec.ts',
      'packages/tacmento/src/cards/cards.spec.ts',
      'packages/tacmento/src/cards/troopCard.mutants.spec.ts',
    ],
  },
];

/** Tables CI checks: those whose cached run is committed, with every survivor killed or explained. */
export const ciTables = [
  'sword-and-pike-fire-table',
  'sword-and-pike-initial-morale-chart',
  'wss-6mm-small-arms-table',
  'wss-6mm-melee-table',
  'wss-6mm-morale-test',
  'wss-6mm-resolve-test',
  'wss-6mm-rally-test',
  'wss-6mm-charge-test',
  'tacmento-troop-cards',
  'wss-6mm-artillery-table',
  'wss-6mm-movement-table',
  'sword-and-pike-troop-profiles',
  'sword-and-pike-morale-results',
  'tercios-weapons-table',
  'tercios-split-shoot',
  'tercios-value-progression',
  'tercios-virtues',
  'tercios-rank-table',
  'tercios-order-cards',
  'tercios-battle-sizes',
  'tercios-rout-test',
  'tercios-resistance',
  'tercios-melee',
  'tercios-traits',
  'tercios-shooting',
  'tercios-base-sizes',
  'sword-and-pike-close-combat',
  'tercios-kingdoms-army-types',
  'tercios-rulebook-profiles',
];
