import { z } from 'zod';

/**
 * The rulings of The Sword and the Pike as named, configurable options. Each field is a gap or a
 * contradiction of the text; docs/rulings/sword-and-pike.md says what the text says and why the default.
 * Defaults fill whatever is left out, so `SwordAndPikeOptionsSchema.parse({})` is the standard game.
 *
 * @example
 * const options = SwordAndPikeOptionsSchema.parse({ moraleDie: 6, maxTurns: 10 });
 */
export const SwordAndPikeOptionsSchema = z.strictObject({
  /** Ruling R1 (C. To Check Morale is empty): the check is one die of this many sides plus the rating. */
  moraleDie: z.union([z.literal(4), z.literal(6), z.literal(8)]).default(6),
  /** Ruling R2 (no movement rates): a normal move in inches by movement class. */
  movement: z
    .strictObject({
      foot: z.number().min(0).max(24).default(6),
      heavyHorse: z.number().min(0).max(24).default(10),
      horse: z.number().min(0).max(24).default(12),
      lightHorse: z.number().min(0).max(24).default(14),
      lightGun: z.number().min(0).max(24).default(6),
    })
    .prefault({}),
  /** Ruling R3 (four classes, five categories): the fire-table class of each target category. */
  targetClasses: z
    .strictObject({
      closed: z.number().int().min(1).max(4).default(1),
      open: z.number().int().min(1).max(4).default(2),
      skirmish: z.number().int().min(1).max(4).default(2),
      cover: z.number().int().min(1).max(4).default(3),
      fieldWorks: z.number().int().min(1).max(4).default(4),
    })
    .prefault({}),
  /** Ruling R4 (no Combat Factors Chart): D6 per stand; 'per-figure' gives one die per figure in the stand. */
  closeCombatDicePerStand: z.union([z.literal('per-figure'), z.number().int().min(1).max(10)]).default('per-figure'),
  /** Ruling R5 (officer "Morale Bonus" has no value): bonus by officer quality. */
  officerMoraleBonus: z
    .strictObject({
      exceptional: z.number().int().min(0).max(3).default(2),
      ordinary: z.number().int().min(0).max(3).default(1),
      dummkopf: z.number().int().min(0).max(3).default(0),
    })
    .prefault({}),
  /** Ruling R6 (1.5 D6 per stand): how half dice of an exceptional officer are rounded. */
  exceptionalOfficerRounding: z.enum(['down', 'up']).default('down'),
  /** Ruling R7 ("Shaken" is never defined): which units fire at +1 as Shaken. */
  shakenMeans: z.enum(['spent', 'worn-or-spent', 'never']).default('spent'),
  /** Ruling R8 (a drawn close combat): what happens on equal casualties. */
  closeCombatTie: z.enum(['defender-holds', 'both-fall-back']).default('defender-holds'),
  /** Ruling R9 (light gun long range 24" in the table, 36" in Weapon Ranges). */
  lightGunLongRange: z.union([z.literal(24), z.literal(36)]).default(24),
  /** Ruling R10 (fire trigger: "lose a stand" vs "takes casualties"). */
  fireMoraleTrigger: z.enum(['any-casualty', 'stand-lost']).default('any-casualty'),
  /** Ruling R11 ("= die number" for pikes, gendarmes and reiters in broken ground). */
  brokenGround: z.enum(['lose-kill-bonus', 'minus-one-die']).default('lose-kill-bonus'),
  /** Ruling R12 (halberdiers: "open order" in their entry, "closed order" under ORDER). */
  halberdiersOrder: z.enum(['open', 'closed']).default('open'),
  /** Ruling R13 (routed units failing to rally: "if no longer Fresh" vs always removed). */
  routedRallyFailure: z.enum(['removed-if-not-fresh', 'always-removed']).default('removed-if-not-fresh'),
  /** Ruling R14 (Reiters are "medium cavalry"): their row of the Initial Morale Chart. */
  reitersMoraleClass: z.enum(['lighter-mounted', 'heavy-cavalry']).default('lighter-mounted'),
  /** Ruling R15 (no end condition): the game ends after this many turns at most. */
  maxTurns: z.number().int().min(1).max(50).default(12),
  /** Ruling R15: a side whose removed units reach this fraction of its units has lost. */
  armyBreakFraction: z.number().gt(0).max(1).default(0.5),
  /** Ruling R16 (riflemen reload "2 turns"): turns a rifleman may not fire after firing. */
  rifleReloadTurns: z.number().int().min(0).max(5).default(2),
  /**
   * Ruling R32 (evasion is promised, "see later", but never given): which charged units may try to evade —
   * 'light' (Light Horse, riflemen and units in skirmish order), 'any' (every unit that can move), 'off'.
   */
  evasion: z.enum(['light', 'any', 'off']).default('light'),
  /**
   * Ruling R40 (no line-of-sight rule): whether other units and woods/buildings/towns block fire, and the
   * narrowest gap between two blockers a line of fire may pass through, in inches.
   */
  lineOfSight: z
    .strictObject({
      units: z.boolean().default(true),
      terrain: z.boolean().default(true),
      gap: z.number().min(0).max(6).default(1),
    })
    .prefault({}),
  /**
   * Ruling R43 (no flank rule): a charge from wholly behind the target's front line with its centre beside the
   * target (not in its rear arc) is a flank attack ('flank'), or a rear attack as the literal text ('rear');
   * `moralePenalty` is taken off the flanked unit's "To Stand" and losing tests (the text lowers morale only for
   * the rear).
   */
  flankAttacks: z
    .strictObject({
      countAs: z.enum(['flank', 'rear']).default('flank'),
      moralePenalty: z.number().int().min(0).max(2).default(0),
    })
    .prefault({}),
  /**
   * Ruling R32 (evasion has no direction): an evading unit withdraws straight away from its charger
   * ('away-from-charger') or toward its army's own table edge ('to-rear').
   */
  evasionDirection: z.enum(['away-from-charger', 'to-rear']).default('away-from-charger'),
  /**
   * Ruling R24 (no wheel rule for charges): a charger squares up to the edge of its target that it attacks,
   * halting 1" from it, its front parallel to that edge (true), or halts unturned on its straight path (false).
   */
  chargersSquareUp: z.boolean().default(true),
  /**
   * Ruling R44: on a flank or the rear, the stands that fight are those in contact on that edge (and the ranks
   * behind them that may fight), 'in-contact'; or every unit fights as against the front, 'as-front'.
   */
  flankAndRearStands: z.enum(['in-contact', 'as-front']).default('in-contact'),
  /**
   * Ruling R45: a charged unit that flees before contact (it falls back or routs on its "To Stand" test, or had
   * already fallen back in a fire phase) is not fought; its charger halts where its charge stopped ('halt') or
   * follows up toward it with the rest of its move, stopping 1" short ('follow-up').
   */
  fledTarget: z.enum(['halt', 'follow-up']).default('halt'),
  /**
   * Ruling R56: a target that falls back at a charger's closing (its pistols), before its "To Stand" test, has moved
   * away from every charger and never stands ('out-of-contact', as R45 reads a falling-back target); or it stays in
   * contact with the chargers that closed before it fell back and, on 6 or more, stands and fights them ('in-contact').
   */
  fellBackAtClosing: z.enum(['out-of-contact', 'in-contact']).default('out-of-contact'),
  /**
   * Ruling R49 ("Routed units attacked in close combat are destroyed"): a target that routed after its charger
   * was ordered (by fire) and is no longer within 1" of it is out of contact and not attacked ('out-of-contact'),
   * or is closed with and destroyed all the same ('destroyed', the earlier reading).
   */
  routedTarget: z.enum(['out-of-contact', 'destroyed']).default('out-of-contact'),
  /**
   * Ruling R50 (D. Morale Results, "Moving unit" / "Standing unit"): a unit that moved in this turn's movement
   * phase and tests after fire or a lost officer reads as moving ('moving'), or only a charger still on its way
   * does ('standing').
   */
  movedUnitTests: z.enum(['moving', 'standing']).default('moving'),
  /**
   * Ruling R46 ("takes 2 hits to mark one figure"): an odd hit on skirmishers or artillerists stays on the unit
   * for the next volley ('carried') or is lost with the volley ('dropped').
   */
  skirmishOddHits: z.enum(['carried', 'dropped']).default('carried'),
  /**
   * Ruling R47 ("Light Cavalry are +1 win ties vs. infantry but not cavalry"): the +1 die a stand against every
   * enemy ('always') or, like the ties, only against infantry ('vs-infantry').
   */
  lightCavalryBonus: z.enum(['always', 'vs-infantry']).default('always'),
  /**
   * Ruling R47 (casualties in a close combat): a side loses at most the figures of its stands fighting
   * ('fighting-stands') or of its whole units ('unit').
   */
  meleeCasualtyCap: z.enum(['fighting-stands', 'unit']).default('fighting-stands'),
  /** Ruling R31: one roll per melee ('one'), or further rounds while the casualties are equal ('until-decided'). */
  meleeRounds: z.enum(['one', 'until-decided']).default('one'),
  /** Ruling R41 ("rolling variable move dice"): a normal move + D6 ('normal-plus-d6') or 2D6 inches ('2d6'). */
  variableMove: z.enum(['normal-plus-d6', '2d6']).default('normal-plus-d6'),
  /**
   * Ruling R48 (officers "attached to a unit", never said to move): officers stay with their unit ('fixed'), or
   * before the Spent tests an officer may ride up to 12" to re-attach to a Spent unit of his command without one
   * ('re-attach-to-spent').
   */
  officers: z.enum(['fixed', 're-attach-to-spent']).default('fixed'),
  /**
   * Ruling R52 (SEQUENCE 10 tests "any unit which is Spent"; ROUTED UNITS gives routed units their own rally test):
   * whether a routed Spent unit with no officer also takes the Spent test — 'exempt' (it takes only its rally test)
   * or 'tests'.
   */
  spentTestRouted: z.enum(['exempt', 'tests']).default('exempt'),
  /**
   * Ruling R53 (the winner's "non-combat tactical move of one normal move", while "Disordered units ... Move at half
   * rate"): 'move-allowance' (the move it has now: half when disordered or in broken ground) or 'normal-move'.
   */
  winnerTacticalMove: z.enum(['move-allowance', 'normal-move']).default('move-allowance'),
  /**
   * Ruling R54 (Close Combat B: "if he fails, Stops 1\" from target"; D. Morale Results: "4 - Moving unit Falls
   * Back", "3 - Unit Routs"): a charger's failed "To Close" test, and a winner's failed test to close again, read on
   * D. Morale Results as a moving unit's ('morale-results') or only stop it 1" from its target ('stops').
   */
  toCloseFailure: z.enum(['morale-results', 'stops']).default('morale-results'),
  /**
   * Ruling R55 (Close Combat L: "Defender can fire defensive volley if not already fired that turn"; FIRE: "Infantry
   * may not move more than 1/2 if they intend to fire"): the defender's volley against a winner's new charge keeps the
   * fire rules' movement limit ('fire-rules': foot or a gun that made a full move this turn may not fire it) or asks
   * only that it has not fired ('not-fired-only').
   */
  defensiveVolley: z.enum(['fire-rules', 'not-fired-only']).default('fire-rules'),
  /**
   * Ruling R57 (MORALE: "Disordered Units test morale when they attempt to move. Pass means to rally from disorder.
   * Failure means to move disordered"; DISORDERED UNITS: "Move at half rate"): how far a disordered unit may charge.
   * 'full-move': a target its full move reaches; the test comes as it moves: passed, it charges at the full rate;
   * failed, it charges only a target its disordered move still reaches, else it advances that move toward the target,
   * stopping 1" short, and does not close. 'disordered-move': only a target its disordered move (half rate) reaches.
   */
  disorderedCharge: z.enum(['full-move', 'disordered-move']).default('full-move'),
  /**
   * Ruling R59 (F. Morale Altered Temporarily: "Units in towns, forts, trenches, etc. -raise Morale 1 point"; FIRE:
   * Field Works are "trenches & earthworks, towns if entire town has been arrayed for defense", while "buildings" are
   * Cover): the +1 is for field works and fortified towns only ('fortified-only'), or also for buildings
   * ('any-town': every town, arrayed for defence or not).
   */
  townMorale: z.enum(['fortified-only', 'any-town']).default('fortified-only'),
  /**
   * Ruling R60 (Rear Attacks: "Attackers need not check Morale to close"; Close Combat L: "Attempt another Close
   * Combat by passing Morale Check"): a winner charging again into an enemy's rear takes no test to close
   * ('no-test'), or takes the bonus option's Morale Check all the same ('to-close-test', the earlier reading).
   */
  winnerRearCharge: z.enum(['no-test', 'to-close-test']).default('no-test'),
  /**
   * Ruling R61 (Close Combat L: "When all Close Combats are resolved ... take winners 'Bonus Options'", in no stated
   * order): the side that moved first this turn takes the options of all its winners first, in the order its player
   * chooses, then the other side's winners in the order theirs chooses ('first-mover'); or each winner in the order its
   * combat was fought, the sides interleaved ('fight-order', the earlier reading).
   */
  winnerOrder: z.enum(['first-mover', 'fight-order']).default('first-mover'),
  /**
   * Ruling R62 (PIKEMEN "May be in closed or open order"; Sword and buckler men "May use skirmish order"; ORDER
   * "Gendarmes may also be in closed order"; no word on when or how a unit changes its order): in the movement phase a
   * unit may change to another order its troop type may take, as its move for the turn, counted as half a move (as
   * forming square, R27) ('as-move'); or never, each unit keeping the order it was deployed in ('fixed', the earlier
   * reading: "may be in" chosen with the army).
   */
  orderChange: z.enum(['as-move', 'fixed']).default('as-move'),
  /**
   * Ruling R66 (GENDARMES "Move in open order, fight in closed order"; ORDER "Gendarmes may also be in closed order,
   * riding Knee to knee"): gendarmes in closed order make no move of their own but a charge — no advance, retirement,
   * move, wheel or turn, evasion, tactical move, occupying or refacing — until they open out (R62) ('charge-only'); no
   * move at all, a charge included ('no-move'); or every move, as in open order ('any-move', the earlier behaviour).
   */
  closedGendarmes: z.enum(['charge-only', 'no-move', 'any-move']).default('charge-only'),
  /**
   * Ruling R67 (SEQUENCE 8 and E.: the loser "fall[s] back a normal move", D. Morale Results: "Falls Back", never said
   * what stops it): a unit falling back stops where its way is blocked — at a unit, friend or foe, or at its own table
   * edge — and stays there, disordered ('stops'); or one that cannot fall back its whole normal move routs instead
   * ('routs': a D4 of casualties, and off its table edge it leaves the field, R26).
   */
  blockedFallBack: z.enum(['stops', 'routs']).default('stops'),
  /**
   * Ruling R68 (the loser "fall[s] back a normal move", no way given): a loser of a close combat, or a charged unit
   * whose test to stand makes it fall back, goes straight to its rear, toward its own table edge ('to-the-rear', R24),
   * or straight away from the unit it fought or that charged it ('away-from-enemy').
   */
  fallBackWay: z.enum(['to-the-rear', 'away-from-enemy']).default('to-the-rear'),
});

/** The options after defaults: every ruling has a value. */
export type SwordAndPikeOptions = z.output<typeof SwordAndPikeOptionsSchema>;

/** The standard game: every ruling at its default. */
export const DEFAULT_OPTIONS: SwordAndPikeOptions = SwordAndPikeOptionsSchema.parse({});
