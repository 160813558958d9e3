/** Trait ids: common, given to all, optional, Kingdoms and automatic Kingdoms traits. */
export type TraitId =
  | 'presence'
  | 'impetus'
  | 'reputation'
  | 'fast'
  | 'inspiring'
  | 'initiative'
  | 'alert'
  | 'erudite'
  | 'authoritarian'
  | 'fearless'
  | 'bold'
  | 'cartographer'
  | 'cautious'
  | 'comrade-in-arms'
  | 'coordinator'
  | 'accomplice'
  | 'cold-blood'
  | 'determined'
  | 'energetic'
  | 'enthusiastic'
  | 'experienced'
  | 'expert'
  | 'indefatigable'
  | 'aggressive'
  | 'brave'
  | 'calm'
  | 'diplomat'
  | 'gallant'
  | 'imperturbable'
  | 'passionate'
  | 'phlegmatic'
  | 'prepared'
  | 'selfless'
  | 'wealthy';

/**
 * How a trait works: `common` (continuous, chosen), `all-commanders` (every commander has it, not counted),
 * `command-action` (needs a command test), `army-building`, `automatic` (Kingdoms: no test, mostly through
 * an attached commander).
 */
export type TraitKind = 'common' | 'all-commanders' | 'command-action' | 'army-building' | 'automatic';

/** A trait as data: what it is, the test it needs and where the code applies it. */
export interface Trait {
  readonly id: TraitId;
  readonly name: string;
  readonly book: 'core' | 'kingdoms';
  readonly kind: TraitKind;
  /** Command test target (5+ unless the trait says otherwise); absent when no test is made. */
  readonly testTarget?: 5 | 6;
  /** Applies to the unit the commander is attached to (automatic traits). */
  readonly attached?: boolean;
  /** Applies to units within the command radius (automatic traits). */
  readonly inRadius?: boolean;
  readonly text: string;
  /** Where the mechanics apply it; `table` means the table layer (sequence, geometry) applies it. */
  readonly appliedIn: string;
}

const t = (trait: Trait): Trait => trait;

/** Every trait of Command > Traits, Optional Traits, Kingdoms Expansion Traits and Automatic Kingdoms Traits. */
export const TRAITS: Readonly<Record<TraitId, Trait>> = {
  presence: t({
    id: 'presence',
    name: 'Presence',
    book: 'core',
    kind: 'common',
    text: 'Extends the command radius to 9 inches.',
    appliedIn: 'command/commandRadius',
  }),
  impetus: t({
    id: 'impetus',
    name: 'Impetus [Élan]',
    book: 'core',
    kind: 'common',
    text: 'Extends movement to 9 inches.',
    appliedIn: 'command/commanderMove',
  }),
  reputation: t({
    id: 'reputation',
    name: 'Reputation [fame]',
    book: 'core',
    kind: 'common',
    text: 'May interact with any unit in the army, even of another regiment.',
    appliedIn: 'command/canInteract',
  }),
  fast: t({
    id: 'fast',
    name: 'Fast',
    book: 'core',
    kind: 'all-commanders',
    text: 'After a successful command test, a commander may move again.',
    appliedIn: 'command/commandTest (mayMoveAgain)',
  }),
  inspiring: t({
    id: 'inspiring',
    name: 'Inspiring',
    book: 'core',
    kind: 'all-commanders',
    testTarget: 5,
    text: "A unit within the commander's radius may apply one of the commander's virtues until the opponent's next activation.",
    appliedIn: 'TerciosUnit.inspiredBy → rules/unitModifiers',
  }),
  initiative: t({
    id: 'initiative',
    name: 'Initiative',
    book: 'core',
    // Listed after "Two traits apply to all commanders" as a third: chosen unless ruling Initiative trait
    // holders gives it to every commander.
    kind: 'common',
    text: "Adds 2 to the commander's rank for the initiative test.",
    appliedIn: 'command/rollInitiative (rulings: Initiative trait, Initiative trait holders)',
  }),
  alert: t({
    id: 'alert',
    name: 'Alert',
    book: 'core',
    kind: 'command-action',
    testTarget: 5,
    text: 'A unit changes its orientation immediately, even if already activated (not an activation).',
    appliedIn: 'table',
  }),
  erudite: t({
    id: 'erudite',
    name: 'Erudite',
    book: 'core',
    kind: 'command-action',
    testTarget: 5,
    text: 'The chosen enemy unit (in sight, any distance) cannot be the next to activate, unless it is the last.',
    appliedIn: 'table',
  }),
  authoritarian: t({
    id: 'authoritarian',
    name: 'Authoritarian',
    book: 'core',
    kind: 'command-action',
    testTarget: 5,
    text: 'A unit whose turn it is to be activated is activated without an order test.',
    appliedIn: 'orders/orderTest (authoritarian)',
  }),
  fearless: t({
    id: 'fearless',
    name: 'Fearless',
    book: 'core',
    kind: 'command-action',
    testTarget: 5,
    text: 'Join a unit and assault with it at once (activated, order discarded); if it had been activated and loses, the commander is killed.',
    appliedIn: 'mechanics/resolveMelee (fearless)',
  }),
  bold: t({
    id: 'bold',
    name: 'Bold',
    book: 'core',
    kind: 'command-action',
    testTarget: 5,
    text: 'Change the order of a non-activated unit.',
    appliedIn: 'table',
  }),
  cartographer: t({
    id: 'cartographer',
    name: 'Cartographer',
    book: 'core',
    kind: 'army-building',
    text: 'Terrain roll: remove 1 from the opponent or add 2 to your own.',
    appliedIn: 'table',
  }),
  cautious: t({
    id: 'cautious',
    name: 'Cautious',
    book: 'core',
    kind: 'command-action',
    testTarget: 5,
    text: 'Place an order beside a unit already activated; usable only as a reaction.',
    appliedIn: 'table',
  }),
  'comrade-in-arms': t({
    id: 'comrade-in-arms',
    name: 'Comrade-in-arms',
    book: 'core',
    kind: 'command-action',
    testTarget: 6,
    text: "Remove another commander's Exhausted marker; the test succeeds on 6.",
    appliedIn: 'command/commandTest (target 6)',
  }),
  coordinator: t({
    id: 'coordinator',
    name: 'Coordinator',
    book: 'core',
    kind: 'command-action',
    testTarget: 5,
    text: 'Two units under command and in sight are activated one after the other.',
    appliedIn: 'table',
  }),
  accomplice: t({
    id: 'accomplice',
    name: 'Accomplice',
    book: 'kingdoms',
    kind: 'command-action',
    testTarget: 5,
    text: 'A friendly commander in sight moves up to 9 inches even if Exhausted.',
    appliedIn: 'table',
  }),
  'cold-blood': t({
    id: 'cold-blood',
    name: 'Cold Blood',
    book: 'kingdoms',
    kind: 'command-action',
    testTarget: 6,
    text: 'Cancel an enemy command action affecting it or its units within 6": a command test counting only 6s; one to cancel, two to avoid Exhaustion.',
    appliedIn: 'command/commandTest (target 6)',
  }),
  determined: t({
    id: 'determined',
    name: 'Determined',
    book: 'kingdoms',
    kind: 'command-action',
    testTarget: 5,
    text: 'The target unit activates next; charging an enemy slower or disordered, it inflicts 1 more Dm if it wins and is disordered if it loses.',
    appliedIn: 'mechanics/resolveMelee (attackerDetermined)',
  }),
  energetic: t({
    id: 'energetic',
    name: 'Energetic',
    book: 'kingdoms',
    kind: 'command-action',
    testTarget: 5,
    text: 'The target unit activates next and may reorient at the end of its activation.',
    appliedIn: 'table',
  }),
  enthusiastic: t({
    id: 'enthusiastic',
    name: 'Enthusiastic',
    book: 'kingdoms',
    kind: 'command-action',
    testTarget: 5,
    text: 'The target unit activates next and gains the Light rule for the activation, or Skirmishers if it already has Light.',
    appliedIn: 'table (adds a rule id for the activation)',
  }),
  experienced: t({
    id: 'experienced',
    name: 'Experienced',
    book: 'kingdoms',
    kind: 'command-action',
    testTarget: 5,
    text: 'A pike or musketeer company with at most 1 Dm joins a battalion within 6": the company counts as destroyed; the battalion removes 2 Dm, even to 0.',
    appliedIn: 'command/commandEffects (experienced)',
  }),
  expert: t({
    id: 'expert',
    name: 'Expert',
    book: 'kingdoms',
    kind: 'command-action',
    testTarget: 5,
    text: 'Use Inspiring on a whole brigade for its next activation.',
    appliedIn: 'table',
  }),
  indefatigable: t({
    id: 'indefatigable',
    name: 'Indefatigable',
    book: 'kingdoms',
    kind: 'command-action',
    testTarget: 5,
    text: 'Move one Dm between two units of the same type and regiment within 6" of each other; one may become fresh.',
    appliedIn: 'command/commandEffects (indefatigable)',
  }),
  aggressive: t({
    id: 'aggressive',
    name: 'Aggressive',
    book: 'kingdoms',
    kind: 'automatic',
    attached: true,
    text: 'A unit it charges suffers Discipline - on its reaction test if it attempts to evade.',
    appliedIn: 'orders/reactionModifiers',
  }),
  brave: t({
    id: 'brave',
    name: 'Brave',
    book: 'kingdoms',
    kind: 'automatic',
    attached: true,
    text: 'The attached unit gains Impetuous and Elite.',
    appliedIn: 'rules/effectiveRules',
  }),
  calm: t({
    id: 'calm',
    name: 'Calm',
    book: 'kingdoms',
    kind: 'automatic',
    attached: true,
    text: 'The attached unit takes no extra Dm when it cannot complete a disengagement.',
    appliedIn: 'mechanics/resolveMelee (extraWearIfBlocked)',
  }),
  diplomat: t({
    id: 'diplomat',
    name: 'Diplomat',
    book: 'kingdoms',
    kind: 'automatic',
    text: 'May interact with allied units.',
    appliedIn: 'command/canInteract',
  }),
  gallant: t({
    id: 'gallant',
    name: 'Gallant',
    book: 'kingdoms',
    kind: 'automatic',
    attached: true,
    text: 'Charged in flank, the attached unit suffers the penalty to Melee only, not Courage.',
    appliedIn: 'mechanics/resolveMelee',
  }),
  imperturbable: t({
    id: 'imperturbable',
    name: 'Imperturbable',
    book: 'kingdoms',
    kind: 'automatic',
    inRadius: true,
    text: 'Units within the command radius have Discipline + for reaction tests.',
    appliedIn: 'orders/reactionModifiers',
  }),
  passionate: t({
    id: 'passionate',
    name: 'Passionate',
    book: 'kingdoms',
    kind: 'automatic',
    attached: true,
    text: 'The attached unit gains Frenzied.',
    appliedIn: 'rules/effectiveRules',
  }),
  phlegmatic: t({
    id: 'phlegmatic',
    name: 'Phlegmatic',
    book: 'kingdoms',
    kind: 'automatic',
    attached: true,
    text: 'The attached unit does not suffer the effects of being Weary.',
    appliedIn: 'rules/unitModifiers',
  }),
  prepared: t({
    id: 'prepared',
    name: 'Prepared',
    book: 'kingdoms',
    kind: 'automatic',
    inRadius: true,
    text: 'Units within the command radius with Light gain Evasion.',
    appliedIn: 'rules/effectiveRules',
  }),
  selfless: t({
    id: 'selfless',
    name: 'Selfless',
    book: 'kingdoms',
    kind: 'automatic',
    attached: true,
    text: 'The attached unit may re-roll a failed rout test; the commander is killed even if the re-roll succeeds.',
    appliedIn: 'mechanics/routTest',
  }),
  wealthy: t({
    id: 'wealthy',
    name: 'Wealthy',
    book: 'kingdoms',
    kind: 'automatic',
    inRadius: true,
    text: 'Mercenary units within the command radius may make a rout test, with Discipline -.',
    appliedIn: 'mechanics/routTest',
  }),
};

/** True when `id` names a trait. */
export function isTraitId(id: string): id is TraitId {
  return Object.hasOwn(TRAITS, id);
}

/** A command test succeeds on 5+ "unless the trait says otherwise" (Rulebook: Commanders > Command test). */
export const COMMAND_TEST_TARGET = 5;

/**
 * The target of the command test an action needs: its trait's `testTarget` when the action is a trait's
 * (Comrade-in-arms and Cold Blood succeed on 6), 5+ for every other action. Read from {@link TRAITS}, so the
 * table is the one place the number is written.
 */
export function commandTestTarget(action: string): 5 | 6 {
  return isTraitId(action) ? (TRAITS[action].testTarget ?? COMMAND_TEST_TARGET) : COMMAND_TEST_TARGET;
}
