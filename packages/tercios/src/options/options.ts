import { z } from 'zod';
import { COMMANDER_BASE } from '../table/baseSize.js';

/** The options object itself; {@link TerciosOptionsSchema} fills in the edition's readings first. */
const TerciosOptionsObject = z.strictObject({
  /**
   * Which book is played. Ruling: Editions. `brevis-editio` fills in Brevis's readings (`BREVIS_EDITIO_READINGS`)
   * for the fields left out, and breaks initiative ties by the highest-ranked commander.
   */
  edition: z.enum(['liber-militum', 'brevis-editio']).default('liber-militum'),
  /**
   * Ruling: Command in Brevis Editio. `on-table` (Liber Militum): commander figures stand on the table, activate, act
   * and give a unit out of their radius or sight Discipline - in its order test; `initiative-only` (Brevis's reading,
   * "ties go to the player with the highest-ranked commander" is all it says of them): no figures, no commander
   * activations, no command radius; a side's highest rank breaks initiative ties.
   */
  commanders: z.enum(['on-table', 'initiative-only']).default('on-table'),
  /** Ruling: Weary. `stamina`: Weary at Dm = Stamina (the rule); `first-wear`: from 1 Dm (the Adaptation). */
  wearyAt: z.enum(['stamina', 'first-wear']).default('stamina'),
  /** Ruling: An order that cannot be carried out. The Adaptation: the unit advances at least one inch. */
  advanceOneInchWhenOrderImpossible: z.boolean().default(false),
  /** Ruling: Resist! reaction. `bonus` (Courage +, the chapter text and Brevis) or `double-bonus` (Courage ++, the card sheet). */
  resistReactionCourage: z.enum(['bonus', 'double-bonus']).default('bonus'),
  /** Ruling: What Resist!'s reaction bonus covers. The Courage test of a combat that follows a charge, the reaction offered against a charge only (`combat-after-charge`, Liber Militum), or every roll to resist damage, shots included, the reaction offered against an approach too (`any-damage`, Brevis: "Resist gives Courage+ to resist damage"). */
  resistReactionScope: z.enum(['combat-after-charge', 'any-damage']).default('combat-after-charge'),
  /** Ruling: Fire! reaction with guns. The Fire! reaction's Shoot + goes to light weapon fire only (`light-weapons`, Liber Militum: "light weapon fire") or to guns too (`guns-too`, Brevis: "firearms firing as a reaction gain Shoot+"). */
  fireReactionBonus: z.enum(['light-weapons', 'guns-too']).default('light-weapons'),
  /** Ruling: Fortification against shots. Protected (a building, behind and touching a wall) gives Courage + to a unit that is charged only (`when-charged`, Liber Militum) or against every damage, shots included (`any-damage`, Brevis: "Cover, fortification and the Resist order grant Courage+"). */
  fortificationScope: z.enum(['when-charged', 'any-damage']).default('when-charged'),
  /** Ruling: Cover in combat. In cover gives Courage + to the target of a shot only (`shooting`, Liber Militum: Shooting and Terrain > In cover) or to every roll to resist damage, a combat's included, for either side (`any-damage`, Brevis, Resist Damage: "Cover, fortification and the Resist order grant Courage+"). */
  coverScope: z.enum(['shooting', 'any-damage']).default('shooting'),
  /** Ruling: Hidden and the same piece. A Hidden piece on the line of fire is not applied when the shooters and the target both stand in it (`both`, Liber Militum: "not applied if the shooters and the target are on the same terrain element") or when either does (`either`, Brevis: "Hidden terrain on the line blocks fire unless shooter or target is inside the same piece"). */
  hiddenSamePiece: z.enum(['both', 'either']).default('both'),
  /** Ruling: Evasion's Discipline + "for reaction tests". Against an infantry charge, the + helps the evasion test only (`evasion-test`), or any reaction test (`any-reaction`). */
  evasionDisciplineBonus: z.enum(['evasion-test', 'any-reaction']).default('evasion-test'),
  /** Ruling: Ambush "charged or engaged". In difficult terrain, the evasion whatever the order is offered against a charge only (`charged`), or also against an enemy coming within 3" (`charged-or-approached`). */
  ambushEvasion: z.enum(['charged', 'charged-or-approached']).default('charged'),
  /** Ruling: The advance after a counter-charge. Only the unit that declared the charge may advance 3" (`charger-only`), or a counter-charger that broke the charger too (`counter-charger-too`). */
  counterChargeAdvance: z.enum(['charger-only', 'counter-charger-too']).default('charger-only'),
  /** Ruling: A tie where the defender is destroyed. The charger has broken the enemy and may advance 3" as Combat > Advance says, with no disengagement from a unit no longer on the table (`advance`; none where `winnerAdvance` is `none`), holds its place (`stand`), or disengages 3" as Combat > Tie says of every tie (`disengage`, the battle before 7 Dec 2026). */
  tieEnemyDestroyed: z.enum(['advance', 'stand', 'disengage']).default('advance'),
  /** Ruling: Winner's moves after a combat in Brevis Editio. The charger that broke its enemy may advance 3" (`three-inches`, Liber Militum, Combat > Advance), or no one advances (`none`, Brevis prints no advance). */
  winnerAdvance: z.enum(['three-inches', 'none']).default('three-inches'),
  /** Ruling: Winner's moves after a combat in Brevis Editio. The attacker may withdraw to leave a 1" gap to the loser it made disengage (`one-inch-gap`, Liber Militum, Combat > Disengagement), or never (`none`, Brevis prints no such withdrawal). */
  attackerWithdrawal: z.enum(['one-inch-gap', 'none']).default('one-inch-gap'),
  /** Ruling: Values of 0. A value of 0 (Shoot 0) stays 0 under any modifier, or a penalty "brings it to 1". */
  zeroValues: z.enum(['stay-zero', 'ladder']).default('stay-zero'),
  /** Ruling: Resistance without hits. Whether a unit that took no hits still rolls (and can fall into Disorder). */
  resistWithoutHits: z.boolean().default(false),
  /** Ruling: Pikes. Melee+ in any combat against cavalry (Liber Militum) or only when charged by cavalry (Brevis). */
  pikesBonus: z.enum(['against-cavalry', 'when-charged-by-cavalry']).default('against-cavalry'),
  /** Ruling: Pikes in Disorder. The pikes' Melee + is lost while the unit is in disorder (`lost`, Liber Militum: "as long as it is not in disorder") or kept (`kept`, Brevis prints no such condition). */
  pikesInDisorder: z.enum(['lost', 'kept']).default('lost'),
  /** Ruling: Dirty war!. */
  dirtyWar: z
    .strictObject({
      /** Who declares Dirty war! after a tie where it is allowed: the players, asked in the battle (`ask`: the charger's side, then the other; either declaring suffices), or a fixed answer that skips the question: someone always declares (`always`: the battle before 6 Dec 2026), or no one does (`never`). A callback may override per combat. */
      policy: z.enum(['ask', 'always', 'never']).default('ask'),
      /** Extra rounds before a persisting tie stands as a tie (the text has no limit; enumeration needs one). */
      maxExtraRounds: z.number().int().min(0).max(20).default(5),
      /** Values of an extra round: the state after the previous round (Wear, Weary, Disorder) or the initial values. */
      roundValues: z.enum(['current-state', 'initial-values']).default('current-state'),
    })
    .prefault({}),
  /** Ruling: Two-handed swords. The loser's test: Discipline dice needing one 6, or a single die needing 6. */
  twoHandedSwordsTest: z.enum(['discipline-dice', 'one-die']).default('discipline-dice'),
  /** Ruling: The two-handed swords test and the loser's modifiers. The loser's Discipline dice count its virtues (an attached or Inspiring Loyalty: "available continuously"), as every other Discipline test but the rout test does (`with-modifiers`), or are its printed Discipline (`printed`). */
  twoHandedSwordsDiscipline: z.enum(['with-modifiers', 'printed']).default('with-modifiers'),
  /** Ruling: Calm. Whether Calm spares the additional Dm of every blocked combat disengagement, the Retreat (double move) included (`every-disengagement`), or only of the 3" disengagement of a lost or tied combat (`not-retreat`). */
  calmTrait: z.enum(['every-disengagement', 'not-retreat']).default('every-disengagement'),
  /** Ruling: A winner destroyed in the same round. A winner its own rout test destroyed does nothing to the loser (`none`), or its Pursuit and Lances still destroy a retreating loser and its two-handed swords still call the loser's test (`apply`). */
  destroyedWinnerEffects: z.enum(['none', 'apply']).default('none'),
  /** Ruling: Caracole. `discipline-5plus`: Discipline dice, one 5+; `as-order-test`: an order test (Steady passes, command penalty). */
  caracoleTest: z.enum(['discipline-5plus', 'as-order-test']).default('discipline-5plus'),
  /** Ruling: Caracole withdrawal. "a withdrawal movement at its speed": any distance up to its Speed, chosen by the player (`up-to-speed`), or exactly its Speed (`full-speed`). */
  caracoleWithdrawal: z.enum(['up-to-speed', 'full-speed']).default('up-to-speed'),
  /** Ruling: Elite and Resist!. Remove one Dm per 5+ (down to 0), or all Dm on a passed test. */
  eliteResist: z.enum(['per-success', 'all']).default('per-success'),
  /** Ruling: Authoritarian with Resist!. A unit activated through Authoritarian still rolls Resist!'s test, whose successes remove its Dm (`test`), or makes no roll and removes Dm as a test passed with one success (`no-test`: one Dm, never the last unless Elite). */
  authoritarianResist: z.enum(['test', 'no-test']).default('test'),
  /** Ruling: Mercenaries. No rule text; the Wealthy trait and the community glossary say they take no rout test. */
  mercenariesRout: z.enum(['no-rout-test', 'rout-test']).default('no-rout-test'),
  /** Ruling: Selfless re-roll. "may re-roll": the player of a unit with a Selfless commander attached is asked once its rout test has failed, the battle stopping there (`ask`: `selfless-reroll` re-rolls it, the commander killed; `no-selfless-reroll` lets the unit break), or a fixed answer that skips the question: always re-rolled (`always`: the battle until stop 62, before it asked), or never (`never`). Outside a battle (odds, the club's form) `ask` reads as a re-roll unless the test is given its answer (`RoutTestInput.selflessReroll`). */
  selflessReroll: z.enum(['ask', 'always', 'never']).default('ask'),
  /** Ruling: Initiative trait. +2 to the rank used to break an initiative tie, or +2 to the initiative roll. */
  initiativeTrait: z.enum(['tie-break-rank', 'add-to-roll']).default('tie-break-rank'),
  /** Ruling: Initiative trait holders. "Two traits apply to all commanders" lists three: Initiative is chosen (`chosen`), or every commander has it (`all-commanders`). */
  initiativeTraitHolders: z.enum(['chosen', 'all-commanders']).default('chosen'),
  /** Ruling: Initiative re-rolls. Re-rolls of a persisting tie before a fair coin (a d2) decides. */
  initiativeMaxRerolls: z.number().int().min(0).max(100).default(10),
  /** Ruling: Initiative without a Commander-in-Chief. A side whose C-C has left the game breaks a tie with its highest-ranked commander left (`highest-commander`), or has no rank and loses the tie to a side that has its C-C (`loses-ties`). */
  initiativeWithoutChief: z.enum(['highest-commander', 'loses-ties']).default('highest-commander'),
  /** Ruling: Experimental. One Dm per shot showing any 1, or one Dm per 1 rolled. */
  experimentalWear: z.enum(['per-shot', 'per-one']).default('per-shot'),
  /** Ruling: Terrain and movement. Steps applied to Speed by Difficult / Very difficult / Easy terrain. */
  terrainSpeed: z
    .strictObject({
      difficult: z.number().int().min(-2).max(0).default(-1),
      veryDifficult: z.number().int().min(-2).max(0).default(-1),
      easy: z.number().int().min(0).max(2).default(1),
    })
    .prefault({}),
  /** Rulings of the battle on the table (docs/rulings/tercios.md, "Battle on the table"). */
  battle: z
    .strictObject({
      /** Ruling: Reactions to an approach. Whether a unit's 3" is checked all along the mover's path (`along-path`, "as soon as it comes to 3 inches") or only where the move ends. */
      reactionTrigger: z.enum(['along-path', 'move-end']).default('along-path'),
      /** Ruling: Reactions to an approach. One reaction per approach (the first closes the offer) or every unit approached may try in turn. */
      proximityReactions: z.enum(['first-closes', 'each-unit']).default('first-closes'),
      /** Ruling: A charge passing close to other units. Only the charged unit reacts (`target-only`), or the charge move is made and the other enemy units it came within 3" of react as to an approach before its combat (`passed-units`). */
      chargePassingReactions: z.enum(['target-only', 'passed-units']).default('target-only'),
      /** Ruling: A combat movement passing close to other units. No approach reaction to a combat movement or an evasion (`none`), or the enemy units it came within 3" of react as to an approach before play goes on (`approached-units`). */
      combatMovementReactions: z.enum(['none', 'approached-units']).default('none'),
      /** Ruling: Interception. The mover is met where its path crosses the reacting unit's advance, or where its move ended. */
      interceptionContact: z.enum(['path-crossing', 'move-end']).default('path-crossing'),
      /** Ruling: A charger intercepted on its way. The charger met by an interception charge fights it without Assault!'s Melee+, the combat being the interceptor's charge (`no-bonus`), or with it, as a unit carrying out its Assault! order "in combat (Melee+)" (`assault-bonus`). */
      interceptedCharger: z.enum(['no-bonus', 'assault-bonus']).default('no-bonus'),
      /** Ruling: Counter-charge. The units meet halfway (the text), or the charger makes its whole charge. */
      counterCharge: z.enum(['halfway', 'full-charge']).default('halfway'),
      /** Ruling: A counter-charge against a charge that cannot reach. The charger falls short and the counter-charging unit stays (`charger-stops`), or it advances within its own Assault! reach to meet the charger (`meet-within-reaches`). */
      counterChargeShort: z.enum(['charger-stops', 'meet-within-reaches']).default('charger-stops'),
      /** Ruling: When a flank charge is measured. For the combat, when the charge move begins, after the target's reaction (`charge-move`), or when the charge is declared, as for the reaction test (`declaration`). */
      flankChargeMeasured: z.enum(['charge-move', 'declaration']).default('charge-move'),
      /** Ruling: Evasion. The evading unit faces directly away from the enemy's centre, or turns about (180 degrees from its facing). */
      evasionFacing: z.enum(['away-from-enemy', 'about-turn']).default('away-from-enemy'),
      /** Ruling: Evasion. Whether an evasion that cannot be made in full adds one Dm, as a blocked retreat does. */
      blockedEvasionWear: z.boolean().default(false),
      /** Ruling: Terrain under an evasion. The evasion moves its whole Speed++ as on open ground (`open`), or the terrain its front centre crosses applies as to a Run! move (`as-run`: shorter in difficult terrain, Disorder in very difficult). */
      evasionTerrain: z.enum(['open', 'as-run']).default('open'),
      /** Ruling: How long Resist!'s Courage + lasts. Until the end of the turn (`turn`), or only the combat that follows the charge it reacted to (`that-charge`). */
      resistDuration: z.enum(['turn', 'that-charge']).default('turn'),
      /** Ruling: Charges in space. Assault! "must charge if possible": while any enemy is in sight (`any-in-sight`, a charge that falls short moves as close as possible), or only while one can be reached (`reachable`). */
      assaultMustCharge: z.enum(['any-in-sight', 'reachable']).default('any-in-sight'),
      /** Ruling: Movement ("Easy terrain crossed"). A move or charge is Easy when its front-centre line runs from easy terrain to easy terrain (`along`: along a road), or when some stretch of it lies in easy terrain (`crossed`: "affected by a terrain type when its front centre crosses it"); either way crossing nothing difficult. */
      easyTerrain: z.enum(['along', 'crossed']).default('along'),
      /** Ruling: Charges into Hidden terrain. A unit in a Hidden piece may be charged by a charger whose front centre stands in the same piece (`same-piece`, Liber Militum: "since the enemy must be seen in order to be charged", and Hidden "is not applied if the shooters and the target are on the same terrain element"), or by no one (`never`, Brevis: "Hidden terrain also prevents units inside from being charged"). The occupant of a building may be charged under both. */
      hiddenCharge: z.enum(['same-piece', 'never']).default('same-piece'),
      /** Ruling: Commanders on the table. The generic rally removes one Dm but never the last, as Resist! (`never-last`), or down to 0 (`to-zero`). */
      commandRally: z.enum(['never-last', 'to-zero']).default('never-last'),
      /** Ruling: A commander passed through. The competent bot's answer when a friendly commander a unit passed through is asked (`passed-through`: "the commander may choose to join the unit that it passes through", or be "placed one inch from the unit"): it stays where it stands, one inch clear or where it stood (`placed-clear`), or joins the unit when it may (`joins`). The battle itself asks the commander's player under both. */
      passedCommander: z.enum(['placed-clear', 'joins']).default('placed-clear'),
      /** Ruling: A commander passed through, When. A friendly commander a unit passed through is asked at the passing, once the unit's move has ended and before what the decision carries on with (`at-passing`: a charge's combat, a reaction; the decision stops and resumes with the answer: "the commander may choose to join the unit that it passes through"), or once the decision is over (`after-decision`: the battle before 7 Dec 2026, the commander where the battle set it meanwhile). */
      passedThroughWhen: z.enum(['at-passing', 'after-decision']).default('at-passing'),
      /** Ruling: Cold Blood. Which enemy command actions it may cancel: those naming the commander or a unit it commands within 6" (`own-units`, the text), or naming any unit or commander within 6" of it (`within-6`). */
      coldBlood: z.enum(['own-units', 'within-6']).default('own-units'),
      /** Ruling: Expert. The "whole brigade" that takes Inspiring: the named unit's regiment (`regiment`), or its units with the Brigade rule (`brigade-rule`). Either way each unit must be in radius and sight. */
      expertBrigade: z.enum(['regiment', 'brigade-rule']).default('regiment'),
      /** Ruling: Brigade. The units sharing the card act one after the other: the player chooses which acts next each time (`chosen`), or they act in the army list's order (`list`: the battle before 6 Dec 2026, one decision fewer a unit). */
      brigadeOrder: z.enum(['chosen', 'list']).default('chosen'),
      /** Ruling: Mobility. The free reorientation is "at the start of their movement": the move must follow (`start-of-move`: with Ready! it counts as the action until the unit moves, Run! must move), or it is free whenever the unit has not yet moved (`any-time-before-moving`). */
      mobilityReorientation: z.enum(['start-of-move', 'any-time-before-moving']).default('start-of-move'),
      /** Ruling: Buildings. A move into a building places the unit on the building's centre: that centre must be within its movement (`within-move`), or reaching into the building is enough (`reach-building`). */
      buildingEntry: z.enum(['within-move', 'reach-building']).default('within-move'),
      /** Ruling: Buildings, "A move that ends on a building". A Run! move may not end on a building, which only a Ready! move occupies (`stops-short`: the building stops it as an obstacle, Angle Correction or first contact), or a Run! move into an empty building the unit may hold occupies it (`occupies`: "it is enough to move into it" read as any move). Involuntary moves (evasion, retreat, disengagement) stop short of a building under both. */
      runIntoBuilding: z.enum(['stops-short', 'occupies']).default('stops-short'),
      /** Ruling: The 3" gap when moving. The obstacles a move's line may pass between only through a 3" gap: units and impassable terrain (`units-and-impassable`), or also every other terrain piece the line does not cut through (`any-terrain`: woods, hedges, fields beside it). */
      gapObstacles: z.enum(['units-and-impassable', 'any-terrain']).default('units-and-impassable'),
      /** Ruling: A charger's turn that touches its target. The turn stops as soon as the bases touch and a unit farther round it is never reached (`first-contact`), or any other unit where the whole turn would end refuses that way (`whole-turn`). */
      chargeTurnContact: z.enum(['first-contact', 'whole-turn']).default('first-contact'),
      /** Ruling: End of the battle, "A battalion without pikes". Brevis: "Destroyed Squadrons score 2, Horse, Companies and Artillery 1", a Squadron being a "mixed pike-and-shot formation": every battalion scores 2 (`every-battalion`), or only one with pikes, a battalion without (the Musketeer Corps) scoring 1 (`pike-and-shot`). A scenario's or a unit's own victory points win. */
      squadronVictoryPoints: z.enum(['every-battalion', 'pike-and-shot']).default('every-battalion'),
      /** Ruling: Commander bases. The side of a commander's square base, in inches ("a single figure on a base": no size given); 1.2" is a single figure on a 30 mm base. */
      commanderBase: z.number().min(0.4).max(3).default(COMMANDER_BASE),
    })
    .prefault({}),
});

/**
 * Brevis Editio's readings where it differs from Liber Militum (ruling Editions): "Resist gives Courage+ to resist
 * damage"; "Cover, fortification and the Resist order grant Courage+" (in combat too); "Pikes also gain Melee+ when
 * charged by Horse"; no Dirty war!; commanders only for the initiative tie; terrain features without Easy ("Difficult, Very Difficult, Impassable, Hidden,
 * Covered, Height, Protected"); "Hidden terrain also prevents units inside from being charged" (by no one); after a combat, no
 * advance and no 1" withdrawal (its Combat prints neither). `edition: 'brevis-editio'` fills them in for the fields an input leaves out.
 */
export const BREVIS_EDITIO_READINGS = {
  resistReactionScope: 'any-damage',
  pikesBonus: 'when-charged-by-cavalry',
  pikesInDisorder: 'kept',
  fireReactionBonus: 'guns-too',
  fortificationScope: 'any-damage',
  coverScope: 'any-damage',
  hiddenSamePiece: 'either',
  dirtyWar: { policy: 'never' },
  terrainSpeed: { easy: 0 },
  commanders: 'initiative-only',
  battle: { hiddenCharge: 'never' },
  winnerAdvance: 'none',
  attackerWithdrawal: 'none',
} as const satisfies z.input<typeof TerciosOptionsObject>;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The input with its edition's readings under what it sets (nested objects field by field). */
function withEditionReadings(raw: unknown): unknown {
  if (!isRecord(raw) || raw.edition !== 'brevis-editio') return raw;
  const out: Record<string, unknown> = { ...raw };
  for (const [key, reading] of Object.entries(BREVIS_EDITIO_READINGS)) {
    const given = raw[key];
    if (given === undefined) out[key] = reading;
    else if (isRecord(reading) && isRecord(given)) out[key] = { ...reading, ...given };
  }
  return out;
}

/**
 * Every ruling and adaptation of the Tercios rules layer, as one validated options object. Each field
 * names its ruling in docs/rulings/tercios.md; the defaults follow the rulebook text (Liber Militum)
 * wherever it speaks, and the most plausible reading where it does not. With `edition: 'brevis-editio'`
 * the fields left out take Brevis Editio's readings instead, so the edition alone selects the short edition
 * (`--option edition=brevis-editio`, a variant's options, the club's form).
 *
 * @example
 * const options = TerciosOptionsSchema.parse({ wearyAt: 'first-wear' });
 */
export const TerciosOptionsSchema = z.preprocess(withEditionReadings, TerciosOptionsObject);

/** The options after defaults: every field present. */
export type TerciosOptions = z.output<typeof TerciosOptionsSchema.out>;
/** Options as a user writes them: every field optional. */
export type TerciosOptionsInput = z.input<typeof TerciosOptionsSchema.out>;

/** The options with every default: the rulebook reading. */
export const DEFAULT_TERCIOS_OPTIONS: TerciosOptions = TerciosOptionsSchema.parse({});
