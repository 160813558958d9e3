import { MusterError, type Dice } from '@muster/core';
import { BASE_ROUND_LENGTH, BASE_TURN_LIMIT, type BattleCard } from '../cards/BattleCard.js';
import type { DeckFile } from '../cards/DeckFile.js';
import type { ObjectiveCard } from '../cards/ObjectiveCard.js';
import type { TroopCard } from '../cards/TroopCard.js';
import { sampleDeck } from '../cards/sampleDeck.js';
import type { Cell, Grid } from '../grounds/Grid.js';
import { shuffle } from '../grounds/shuffle.js';
import { matchObjective } from '../objectives/matchObjective.js';
import type { TacmentoOptions } from '../options/options.js';
import { reduceTacmento } from './reduce.js';
import type { InstructionScenario, TacmentoScenario } from './Scenario.js';
import type { InstructionState, ManeuverState, TacmentoState } from './State.js';

/** The Objective cards each Instruction level takes. Rulebook: Setting up the Tercio (1); Levels I (2), II (3). */
const LEVEL_OBJECTIVES: Readonly<Record<InstructionScenario['level'], number>> = { basic: 1, I: 2, II: 3 };

/** Shuffles the 18 troop cards into two decks of 9. Rulebook: Maneuver Grounds set up, step 2. */
export function dealDecks(deck: DeckFile['troops'], dice: Dice, match: number): { A: number[]; B: number[] } {
  const order = shuffle(
    deck.map((t) => t.number),
    dice,
    match === 0 ? 'shuffle the 18 troop cards' : `shuffle the 18 troop cards again (tie, Maneuver ${match + 1})`,
  );
  return { A: order.slice(0, 9), B: order.slice(9, 18) };
}

/** The first state of a Maneuver game: decks dealt, the draft about to start. */
export function setupManeuver(
  deck: DeckFile,
  firstPlayer: 'A' | 'B',
  options: TacmentoOptions,
  dice: Dice,
): ManeuverState {
  // The 'dealt' event below sets the phase, hands, placed cards, Grounds, Reserves, Prisoners and scores of a new
  // Maneuver (reduce.ts) whatever they were here: the mutants of those blanks are equivalent.
  const blank: ManeuverState = {
    mode: 'maneuver',
    rules: options,
    troops: deck.troops,
    match: 0,
    // Stryker disable next-line StringLiteral,ObjectLiteral,ArrayDeclaration: equivalent — set again by the 'dealt' event
    phase: 'draft',
    round: 1,
    firstPlayer,
    // Stryker disable next-line StringLiteral,ObjectLiteral,ArrayDeclaration: equivalent — set again by the 'dealt' event
    hands: { A: [], B: [] },
    // Stryker disable next-line StringLiteral,ObjectLiteral,ArrayDeclaration: equivalent — set again by the 'dealt' event
    placed: { A: [], B: [] },
    // Stryker disable next-line StringLiteral,ObjectLiteral,ArrayDeclaration: equivalent — set again by the 'dealt' event
    grid: [],
    // Stryker disable next-line StringLiteral,ObjectLiteral,ArrayDeclaration: equivalent — set again by the 'dealt' event
    reserve: { A: [], B: [] },
    // Stryker disable next-line StringLiteral,ObjectLiteral,ArrayDeclaration: equivalent — set again by the 'dealt' event
    prisoners: { A: [], B: [] },
    // Stryker disable next-line StringLiteral,ObjectLiteral,ArrayDeclaration: equivalent — set again by the 'dealt' event
    scores: { A: [], B: [] },
    turn: firstPlayer,
    roundTurns: 0,
    turnsPlayed: 0,
    passes: 0,
    catchUp: null,
    outcome: null,
  };
  return reduceTacmento(blank, { kind: 'dealt', match: 0, decks: dealDecks(deck.troops, dice, 0) }) as ManeuverState;
}

function bad(path: string, message: string, expected: string): never {
  throw new MusterError('bad-input', message, { path, expected });
}

/**
 * The first of `objectives` the Tercio already completes, or null. Rulebook: Setting up the Tercio — "If, after
 * performing the setup, the Objective is completed, keep the Objective and reshuffle your Tercio and Reserve troop
 * cards for a new setup" (Levels I and II: "at least one Objective").
 */
function objectiveMetAtSetup(
  objectives: readonly ObjectiveCard[],
  grid: Grid,
  troops: ReadonlyMap<number, TroopCard>,
  options: TacmentoOptions,
): ObjectiveCard | null {
  const tercio = grid.map((row) => row.map((cell) => cell.card));
  return objectives.find((o) => matchObjective(o, tercio, troops, options) !== null) ?? null;
}

/**
 * Refuses a fixed deployment that the rules would reshuffle (an Objective already complete: see
 * {@link objectiveMetAtSetup}), as bad input at `path`.
 */
export function refuseCompleteDeployment(
  objectives: readonly ObjectiveCard[],
  grid: Grid,
  troops: ReadonlyMap<number, TroopCard>,
  options: TacmentoOptions,
  path: string,
): void {
  if (objectiveMetAtSetup(objectives, grid, troops, options) !== null)
    bad(
      path,
      'an Objective is already complete in this Tercio (the rules reshuffle such a setup)',
      'a Tercio that does not complete an Objective',
    );
}

function toGrid(rows: readonly (readonly number[])[]): Grid {
  return rows.map((row) => row.map((card): Cell => ({ card, owner: 'A' })));
}

/**
 * Campaign Resolution: "Prepare the troops as outlined in the Campaign card". What the Battle card sets — its
 * Objectives (and so the level), and a Tercio or Reserve it fixes — a scenario naming `battle` may not name too: it is
 * refused at the field rather than dropped for the card's (ruling R31). A deployment the card deals the scenario may
 * still fix, as in any Instruction.
 */
function refuseBesideBattle(scenario: InstructionScenario, battle: BattleCard): void {
  const card = `battle ${battle.number}'s card`;
  const named = `names its Objectives (${battle.setup.objectives.join(', ')})`;
  if (scenario.objectives !== undefined) bad('scenario.objectives', `${card} ${named}`, 'no objectives with a battle');
  if (scenario.level !== 'basic')
    bad('scenario.level', `${card} ${named}, so its level`, 'no level, or "basic", with a battle');
  if (scenario.tercio !== undefined && battle.setup.tercio !== undefined)
    bad('scenario.tercio', `${card} fixes the Tercio`, 'no tercio with this battle');
  if (scenario.reserve !== undefined && battle.setup.reserve !== undefined)
    bad('scenario.reserve', `${card} fixes the Reserve`, 'no reserve with this battle');
}

/**
 * The first state of an Instruction (or a Campaign battle). Rulebook: Setting up the Tercio — Objectives
 * drawn, their troop numbers removed, 12 troops dealt to a 4 x 3 Tercio and 3 to the Reserve, reshuffled
 * while any Objective is already complete; Levels I and II draw 2 and 3 Objectives.
 */
export function setupInstruction(
  scenario: InstructionScenario,
  options: TacmentoOptions,
  dice: Dice,
): InstructionState {
  const deck = scenario.deck ?? sampleDeck;
  let battle: BattleCard | null = null;
  if (scenario.battle !== undefined) {
    battle =
      deck.battles.find((b) => b.number === scenario.battle) ??
      bad(
        'scenario.battle',
        `the deck has no battle ${scenario.battle}`,
        `one of ${deck.battles.map((b) => b.number).join(', ') || 'no battles'}`,
      );
  }
  // Rulebook: "Advanced difficulty Levels for Instruction (Instruction Mode only)"; Campaign Resolution — "Play the
  // Battle using the Instruction Mode rules (with any modifications shown on the Campaign card)": a Battle's banners
  // come only from its card (ruling R28). "easy" (no banners) is what every scenario holds when it names none.
  if (battle !== null && scenario.difficulty !== 'easy')
    bad(
      'scenario.difficulty',
      `Level III ("${scenario.difficulty}") is for Instruction Mode only: a Campaign Battle's banners come from its Battle card`,
      'no difficulty, or "easy", with a battle',
    );
  if (battle !== null) refuseBesideBattle(scenario, battle);
  const count = LEVEL_OBJECTIVES[scenario.level];
  // Rulebook: Level I — "take 2 Objective cards instead of 1"; Level II — "take 3": Objectives named for Level I or II
  // are as many as it takes (ruling R30). Named without a level (`basic`, the default), they set it; beside a Battle
  // card neither is named (R31, above).
  if (scenario.level !== 'basic' && scenario.objectives !== undefined && scenario.objectives.length !== count) {
    const named = scenario.objectives.length;
    const levelOfNamed = Object.keys(LEVEL_OBJECTIVES).find(
      (l) => LEVEL_OBJECTIVES[l as keyof typeof LEVEL_OBJECTIVES] === named,
    )!;
    bad(
      'scenario.objectives',
      `level ${scenario.level} takes ${count} Objective cards, not ${named}`,
      `${count} objective numbers, or level "${levelOfNamed}" for ${named}`,
    );
  }
  let numbers = battle?.setup.objectives ?? scenario.objectives;
  numbers?.forEach((n, i) => {
    if (!deck.objectives.some((o) => o.number === n))
      bad(`scenario.objectives[${i}]`, `the deck has no objective card ${n}`, 'an objective number of the deck');
  });
  if (numbers === undefined) {
    if (deck.objectives.length < count)
      bad(
        'scenario.level',
        `level ${scenario.level} needs ${count} objective cards`,
        `at most ${deck.objectives.length}`,
      );
    numbers = shuffle(
      deck.objectives.map((o) => o.number),
      dice,
      'shuffle the Objective cards',
    ).slice(0, count);
  }
  const objectives = numbers.map((n) => deck.objectives.find((o) => o.number === n)!);
  // Rulebook: step 2 — remove the troop cards whose numbers match the Objective cards.
  const remaining = deck.troops.map((t) => t.number).filter((n) => !numbers.includes(n));
  const troops = new Map(deck.troops.map((t) => [t.number, t]));
  const anyComplete = (grid: Grid) => objectiveMetAtSetup(objectives, grid, troops, options) !== null;

  let grid: Grid;
  let reserve: number[];
  let unused: number[];
  const fixedTercio = battle?.setup.tercio ?? scenario.tercio;
  const fixedReserve = battle?.setup.reserve ?? scenario.reserve;
  if (fixedTercio !== undefined) {
    const placed = [...fixedTercio.flat(), ...(fixedReserve ?? [])];
    placed.forEach((n, i) => {
      if (!remaining.includes(n))
        bad(
          'scenario.tercio',
          `troop card ${n} is not in play (unknown, or removed by an Objective)`,
          'troop cards left after the Objectives',
        );
      if (placed.indexOf(n) !== i) bad('scenario.tercio', `troop card ${n} is placed twice`, 'each card once');
    });
    grid = toGrid(fixedTercio);
    refuseCompleteDeployment(objectives, grid, troops, options, 'scenario.tercio');
    reserve = [...(fixedReserve ?? [])];
    unused = remaining.filter((n) => !placed.includes(n));
  } else {
    if (fixedReserve !== undefined) bad('scenario.reserve', 'a fixed Reserve needs a fixed Tercio', 'tercio as well');
    const dealt = shuffle(remaining, dice, 'shuffle the troop cards for the Tercio');
    let used = dealt.slice(0, 15);
    unused = dealt.slice(15);
    let reshuffles = 0;
    // Rulebook: "If, after performing the setup, the Objective is completed, ... reshuffle your Tercio and Reserve troop cards."
    for (;;) {
      grid = toGrid([used.slice(0, 3), used.slice(3, 6), used.slice(6, 9), used.slice(9, 12)]);
      reserve = used.slice(12, 15);
      if (!anyComplete(grid)) break;
      if (++reshuffles > options.setupReshuffleLimit)
        bad(
          'scenario.objectives',
          `an Objective was complete after ${options.setupReshuffleLimit} reshuffles`,
          'Objectives that a deal does not complete',
        );
      used = shuffle(used, dice, 'reshuffle the Tercio and Reserve (an Objective was already complete)');
    }
  }
  const rules = battle?.rules ?? {};
  return {
    mode: 'instruction',
    rules: options,
    troops: deck.troops,
    objectives,
    grid: grid.map((row) => [...row]),
    reserve,
    unused,
    difficulty: battle ? (rules.difficulty ?? 'easy') : scenario.difficulty,
    turnLimit: rules.turnLimit ?? BASE_TURN_LIMIT,
    roundLength: rules.roundLength ?? BASE_ROUND_LENGTH,
    // Rulebook: Campaign Mode — abilities "have no limit of use" in the Campaign.
    abilities: rules.abilities ?? (battle ? 'unlimited' : 'once-per-round'),
    reserveTwiceInARow: rules.reserveTwiceInARow ?? false,
    battle: battle?.number ?? null,
    scoring: battle?.scoring ?? { kind: 'instruction-table' },
    turn: 0,
    tookReserveLastTurn: false,
    abilityUsedThisRound: false,
    reminder: null,
    completedAt: null,
    outcome: null,
  };
}

/** The first state of any scenario. */
export function setupGame(scenario: TacmentoScenario, options: TacmentoOptions, dice: Dice): TacmentoState {
  return scenario.mode === 'maneuver'
    ? setupManeuver(scenario.deck ?? sampleDeck, scenario.firstPlayer, options, dice)
    : setupInstruction(scenario, options, dice);
}
