import { z } from 'zod';

/**
 * The rulings of docs/rulings/wss-6mm.md as configurable options. Every field has the documented
 * default; `{}` parses to the default game.
 *
 * @example
 * const options = Wss6mmOptionsSchema.parse({ meleeDie: 10 }); // play the printed "1d10"
 */
export const Wss6mmOptionsSchema = z.strictObject({
  /** Ruling R1: Melee says "roll 1d10" but the table needs scores to 22. */
  meleeDie: z.union([z.literal(20), z.literal(10)]).default(20),
  /** Ruling R2: Resolve "Hit difference +/- ?": modifier per hit of difference. */
  resolveHitDifferencePerHit: z.number().int().min(0).max(10).default(2),
  /** Ruling R3: a Resolve score of exactly 2 is in two bands. */
  resolveBandAt2: z.enum(['disordered', 'fall-back']).default('disordered'),
  /** Ruling R4: a Morale score of exactly 0 is in two bands. */
  moraleBandAt0: z.enum(['fall-back', 'routed']).default('fall-back'),
  /** Ruling R5: what "passing" a Resolve test means (post-melee text: "a result better than disordered"). */
  resolvePass: z.enum(['okay', 'disordered-or-better']).default('okay'),
  /** Ruling R6: British PF1 Blooded 2 / Distressed 1 read as transposed losses, or as elements remaining. */
  britishThresholds: z.enum(['transposed', 'remaining']).default('transposed'),
  /** Ruling R7: the undefined SHAKEN morale modifier. */
  shakenMeans: z.enum(['disordered', 'none']).default('disordered'),
  /** Ruling R8: the Rally table's "STEADY" row beside BLOODED/DISTRESSED read as FRESH, or as STEADY. */
  rallySteadyRowMeans: z.enum(['fresh', 'steady']).default('fresh'),
  /** Ruling R9: artillery close range is "less than 12"" but the modifier says "(12")". */
  artilleryCloseRangeInclusive: z.boolean().default(false),
  /** Ruling R10: the undefined Control Test that recovers order. */
  controlTest: z.enum(['morale-steady', 'resolve-okay']).default('morale-steady'),
  /** Ruling R11: the die each CinC rolls for initiative ("a dice"). */
  initiativeDie: z.number().int().min(2).max(100).default(20),
  /** Ruling R12: equal hits in melee: every unit tests Resolve, or nobody does. */
  meleeTie: z.enum(['all-test', 'no-test']).default('all-test'),
  /** Ruling R13: horse cannot contact a formed (not disordered) square. */
  squareStopsHorse: z.boolean().default(true),
  /** Ruling R18: charged horse fire or countercharge without a roll (false), or on the foot's 1d20 test (true). */
  horseReactionRoll: z.boolean().default(false),
  /** Ruling R38: a countercharger rides out to meet the charger (`midway`), or receives it where it stands (`in-place`). */
  countercharge: z.enum(['midway', 'in-place']).default('midway'),
  /** Ruling R39: the units of an activated brigade are ordered one at a time, charges first: the player chooses which unit is ordered next (`chosen`), or they are ordered in the army list's order (`list`: the battle before 6 Dec 2026). */
  unitOrder: z.enum(['chosen', 'list']).default('chosen'),
  /** Ruling R40: a charged Pc horse unit may countercharge, firing as it goes (Pre Melee), or not (Charges: "s and Pf formations only"). */
  pcCountercharge: z.boolean().default(false),
  /** Ruling R41: Pc horse ("a column 1 element wide") is "in column" for the fire tables' +2 (true), or not (false). */
  pcTargetInColumn: z.boolean().default(false),
  /** Ruling R63: "Pc Horse may fire in second or subsequent rounds of melee": the player chooses the enemy in contact it fires at, or not to fire (`chosen`), or it fires at the first enemy it met (`first-enemy`: the battle before 6 Dec 2026). */
  pcMeleePistols: z.enum(['chosen', 'first-enemy']).default('chosen'),
  /** Ruling R37: a unit that fired at a charger has fired for the turn (no fire in the fire phases). */
  reactionFireSpendsVolley: z.boolean().default(true),
  /** Ruling R34: foot charged in the flank or rear, which "may not fire", may still attempt to form square (`true`), or may only stand or fall back (`false`: the battle before 6 Dec 2026). */
  flankChargedSquare: z.boolean().default(true),
  /** Ruling R19: inches a normal move stops short of enemy bases (only charges contact). */
  normalMoveEnemyGap: z.number().min(0).max(6).default(1),
  /** Ruling R22: the morale results with which a charged unit stands and may react. */
  chargedUnitStandsOn: z.enum(['steady-or-disordered', 'steady']).default('steady-or-disordered'),
  /** Ruling R42: the reactions of a charged unit already in melee or falling back (none, fire only, or all). */
  chargedInMeleeOrFallingBack: z.enum(['no-reaction', 'fire-only', 'all-reactions']).default('no-reaction'),
  /** Ruling R67: a charged unit that has already moved in this Movement phase may still countercharge or form square (`any-reaction`: only fire is limited, by ruling R27), or may not, both being a second move (`no-second-move`). */
  reactionAfterMoving: z.enum(['any-reaction', 'no-second-move']).default('any-reaction'),
  /** Ruling R43: a charger that lost elements to fire tests in the Morale Tests phase (6), or before the melee (step ii.iii). */
  chargerFireMoraleTest: z.enum(['morale-phase', 'before-melee']).default('morale-phase'),
  /** Ruling R59: a unit that lost elements to fire in several phases of a turn takes a Morale test for each phase (`each-phase`), or one for the turn (`once`). */
  fireLossTests: z.enum(['each-phase', 'once']).default('each-phase'),
  /** Ruling R60: rallying "In contact with enemy": a unit whose base touches an enemy's, in melee or not (`touching`), or only a unit in melee (`in-melee`). */
  rallyContact: z.enum(['touching', 'in-melee']).default('touching'),
  /** Ruling R44: "FALL BACK and break off combat where possible": always, or not when the unit cannot step back. */
  fallBackBreakOff: z.enum(['always', 'unless-blocked']).default('always'),
  /** Ruling R45: routers pass through enemies as through friends, or an enemy in the way stops them. */
  routerMeetsEnemy: z.enum(['passes-through', 'stops']).default('passes-through'),
  /** Ruling R46: "falling back do so facing the enemy": straight back, or first turned to face the nearest enemy. */
  fallBackFacing: z.enum(['straight-back', 'face-enemy']).default('straight-back'),
  /** Ruling R61: "All movement is in inches and governed by the throw of a d6": the roll is the most a voluntary move (advance, Move & Fire, incline, retire) or wheel may go, the player choosing how far (`up-to`), or the distance it must go (`exact`: the battle before 6 Dec 2026). */
  moveAllowance: z.enum(['up-to', 'exact']).default('up-to'),
  /** Ruling R28: after his brigade has moved, the brigadier rides his officer's move (1d6 x 2) where his player chooses (`chosen`), or follows it to 2" behind its centre (`follows`: the battle before 6 Dec 2026). */
  brigadierRide: z.enum(['chosen', 'follows']).default('chosen'),
  /** Ruling R21: "Units requiring Rallying from Rout, Pursuit or Fall Back may test now": each unit's side chooses whether it tests (`chosen`), or every such unit tests (`always`: the battle before 6 Dec 2026). */
  rallyTests: z.enum(['chosen', 'always']).default('chosen'),
  /** Ruling R23: share of an inclining move made forward (the rest goes to the flank); 0.5 shares it equally. */
  inclineForwardShare: z.number().min(0.5).max(1).default(0.5),
  /** Ruling R24: units in square may move (at the normal rate) instead of only re-forming. */
  squaresMayMove: z.boolean().default(false),
  /** Ruling R25: half-angle in degrees of the fire arc, measured from each end of the front edge. */
  fireArcDegrees: z.number().min(0).max(90).default(45),
  /** Ruling R25: each firer's side chooses its target among the legal ones (`choose`), or it engages the nearest (`nearest`). */
  fireTarget: z.enum(['choose', 'nearest']).default('choose'),
  /** Ruling R35: the CinCs are on the table (move as officers, may attach to a unit), or only roll for initiative. */
  cinc: z.enum(['on-table', 'initiative-only']).default('on-table'),
  /** Ruling R47: a unit falling back or pursuing stops at the table edge (`stop`), or leaves the table as routers do (`leave`). */
  compulsoryMoveAtEdge: z.enum(['stop', 'leave']).default('stop'),
  /** Ruling R48: the units that test near a new router at a brigade's compulsory moves: its own (`brigade`), or all (`all`). */
  routerTestsAtCompulsoryMoves: z.enum(['brigade', 'all']).default('brigade'),
  /** Ruling R70: units that tested for a router do not test for it again when it routs a second time after rallying (`once`: "which has not tested due to that ROUTED unit before"), or test again for each new rout (`each-rout`). */
  routerRetest: z.enum(['once', 'each-rout']).default('once'),
  /** Ruling R64: out of command ("any subsequent voluntary movement may only be used to "close the gap""), a unit keeps the orders that move nothing: formation changes, bending its line (`movement-only`), or only holds, recovers order and closes the gap (`closing-only`: the battle before 6 Dec 2026). */
  outOfCommandOrders: z.enum(['movement-only', 'closing-only']).default('movement-only'),
  /** Ruling R49: a voluntary move may end beyond 12" of the brigadier (`may-end-beyond`), or stops at 12" (`stops-at-12`). */
  commandRadiusMoves: z.enum(['may-end-beyond', 'stops-at-12']).default('may-end-beyond'),
  /** Ruling R50: a brigadier or the CinC may attach himself to a routed unit (rally "Officer Attached" in the ROUT column). */
  officerJoinsRouted: z.boolean().default(false),
  /** Ruling R51: "countercharge (s and Pf formations only)": S horse in any formation (`s-horse`), or in 2 by 2 (`two-by-two`). */
  counterchargeS: z.enum(['s-horse', 'two-by-two']).default('s-horse'),
  /** Ruling R52: a battery hit after its first move of limbering up rolls for its drovers (`roll`), or does not (`no-roll`). */
  limberingDrovers: z.enum(['roll', 'no-roll']).default('roll'),
  /** Ruling R53: "the winning units will pursue": only the units of the side that took fewer hits (`winners`; none after equal hits), or every unit still free and unbroken (`any-unit`). */
  meleePursuers: z.enum(['winners', 'any-unit']).default('winners'),
  /** Ruling R54: foot that halt after their one move of pursuit are DISORDERED only over 3" (`over-3`), or always, as "All units Rallying from any cause" (`always`). */
  footPursuitHalt: z.enum(['over-3', 'always']).default('over-3'),
  /** Ruling R62: "Foot may rally automatically after one move of pursuit": after each move of pursuit their player chooses to rally them or to pursue on (`chosen`), or they always halt after one move (`automatic`: the battle before 6 Dec 2026). */
  footPursuitRally: z.enum(['chosen', 'automatic']).default('chosen'),
  /** Ruling R65: a pursuer whose move of pursuit would reach the unit it pursues, FALLING BACK, contacts it, and it routs ("Units falling back will rout if contacted by the enemy": `contacts`), or stops 1/2" short of it as ruling R19 stops other moves (`stops-short`: the battle before 7 Dec 2026). */
  pursuitContact: z.enum(['stops-short', 'contacts']).default('contacts'),
  /** Ruling R55: foot that halted after their compulsory move of pursuit get no other orders in that activation (`no-other-move`), or are ordered as any unit (`may-move`). */
  afterPursuitHalt: z.enum(['no-other-move', 'may-move']).default('no-other-move'),
  /** Ruling R58: horse that countercharged (and foot that formed square) in an enemy brigade's activation get no other orders in their own brigade's activation of that Movement phase (`no-other-move`), or are ordered as any unit (`may-move`). */
  afterCountercharge: z.enum(['no-other-move', 'may-move']).default('no-other-move'),
  /** Ruling R56: a unit of the moving brigade freed from melee by its charges takes the Other Movement (`other-movement`), or stays unordered as it was when the brigade activated (`stays`). */
  freedFromMelee: z.enum(['other-movement', 'stays']).default('other-movement'),
  /** Ruling R57: a ROUTED enemy may be charged (`may-be-charged`: no test, no reaction; contact sends the charger in pursuit), or is never a charge target (`not-targets`). */
  routedChargeTargets: z.enum(['may-be-charged', 'not-targets']).default('may-be-charged'),
  /** Ruling R36: foot lines defending an obstacle or fortification may turn to match the defences. */
  bendAlongDefences: z.boolean().default(true),
  /** Ruling R33: fire needs a line crossing no other unit's base. */
  lineOfFire: z.boolean().default(true),
  /** Ruling R16: turn limit (no scenario rules). */
  maxTurns: z.number().int().min(1).max(100).default(12),
  /** Ruling R16: an army breaks when this fraction of its units is routed or gone. */
  armyBreakFraction: z.number().min(0.1).max(1).default(0.5),
});

/** Validated options (all fields present). */
export type Wss6mmOptions = z.output<typeof Wss6mmOptionsSchema>;

/** The default options: every ruling at its documented default. */
export const DEFAULT_OPTIONS: Wss6mmOptions = Wss6mmOptionsSchema.parse({});

/** Ruling R57: whether a ROUTED enemy is a charge target. */
export type RoutedChargeTargets = Wss6mmOptions['routedChargeTargets'];

/**
 * Each enum option's values, as the schema's own string literals. Option values from a structuredClone'd or
 * JSON-parsed input are strings V8 has not internalized, and a rule that copies one into the state (a Resolve score
 * of 2 gives the unit `resolveBandAt2` as its order) made optimised comparisons such as `order === 'routed'` deopt.
 */
const ENUM_VALUES = new Map<string, string>();
for (const field of Object.values(Wss6mmOptionsSchema.shape)) {
  const inner = field instanceof z.ZodDefault ? field.unwrap() : field;
  if (inner instanceof z.ZodEnum) for (const value of inner.options) ENUM_VALUES.set(value, value);
}

/** Options parsed from `raw` (absent: the defaults), each enum value the schema's own literal ({@link ENUM_VALUES}). */
export function parseOptions(raw: unknown): Wss6mmOptions {
  const options: Record<string, unknown> = { ...Wss6mmOptionsSchema.parse(raw ?? {}) };
  for (const key in options) {
    const value = options[key];
    if (typeof value === 'string') options[key] = ENUM_VALUES.get(value) ?? value;
  }
  return options as Wss6mmOptions;
}
