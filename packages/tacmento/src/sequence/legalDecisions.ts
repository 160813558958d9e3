import { DIRECTIONS, type Colour, type Direction, type TroopCard } from '../cards/TroopCard.js';
import { DIFFICULTIES, type Difficulty } from '../cards/BattleCard.js';
import type { BannerColour } from '../cards/ObjectiveCard.js';
import { entryCell, lineCount, ofSide, tableDirection, type Grid, type Side } from '../grounds/Grid.js';
import { squadronManeuver, flankingManeuver } from '../grounds/push.js';
import { possibleAbilities, possibleSecondAbilities, useAbility } from '../game/playManeuver.js';
import { objectivesComplete } from '../game/objectivesComplete.js';
import type { ManeuverDecision, TacmentoDecision } from '../game/Decision.js';
import type { InstructionState, ManeuverState, TacmentoState } from '../game/State.js';

/**
 * The troop list {@link troopOf} was asked about last, and its cards by number (the first card of each number):
 * an array indexed by the card number, a faster lookup than a Map for numbers of 1 to 99.
 */
let indexed: { troops: readonly TroopCard[]; byNumber: (TroopCard | undefined)[] } | null = null;

/**
 * The card with this number (throws on an unknown number: states are validated). Every state of a game
 * shares one troop list, and the rules, the bot and the scoring ask it for cards thousands of times a
 * game, so the list asked about last is indexed by number once. Troop lists are immutable data.
 */
export function troopOf(troops: readonly TroopCard[], number: number): TroopCard {
  if (indexed?.troops !== troops) {
    const byNumber: (TroopCard | undefined)[] = [];
    for (const t of troops) byNumber[t.number] ??= t;
    indexed = { troops, byNumber };
  }
  const card = indexed.byNumber[number];
  if (!card) throw new Error(`no troop card ${number}`);
  return card;
}

/** {@link squadronRows} of each side, made once: the scoring asks for them for every candidate move of the bot. */
const SQUADRON_ROWS: Readonly<Record<Side, readonly number[]>> = { A: [2, 3], B: [0, 1] };

/** A Squadron area: rows 0-1 are B's, rows 2-3 are A's. Rulebook: Maneuver Grounds set up (diagram). */
export function squadronRows(side: Side): readonly number[] {
  return ofSide(SQUADRON_ROWS, side);
}

/** Who picks next in the draft (A then B for each pick), or null when both have placed 6. */
export function draftPicker(state: ManeuverState): Side | null {
  // B picks after A, so B's count is the one that ends each stage.
  if (state.placed.B.length < 6) return state.placed.A.length === state.placed.B.length ? 'A' : 'B';
  // R10, `chosen`: two cards kept for the Reserve, a pass after each pair; the last card passed is the third.
  if (state.rules.draftReserve !== 'chosen' || state.reserve.B.length >= 2) return null;
  return state.reserve.A.length === state.reserve.B.length ? 'A' : 'B';
}

/**
 * The decisions without an ability, made once each and frozen: the engine lists a state's decisions at every turn
 * of every game, and the bot weighs each, so a decision listed again (the same squadron, flanking, draft or keep
 * move in another state) is the same frozen object, not a new one frozen anew. Decisions with an ability
 * (Instruction) are made and frozen per listing ({@link instructionDecisions}).
 */
const made = {
  // Stryker disable next-line ArithmeticOperator: speed only — a shorter array grows to the slots asked for
  squadron: slots(4 * 4 * 4),
  // Stryker disable next-line ArithmeticOperator: speed only — a shorter array grows to the slots asked for
  flanking: slots(100 * 4 * 4 * 2),
  // Stryker disable next-line ArithmeticOperator: speed only — a shorter array grows to the slots asked for
  draft: slots(100 * 4 * 4),
  keep: slots(100),
};
/** An array of `size` empty slots for {@link made} (packed, filled with undefined: a lookup by index). */
function slots(size: number): (TacmentoDecision | undefined)[] {
  // Stryker disable next-line ArrayDeclaration: speed only — an empty array grows to the slots asked for
  return new Array<TacmentoDecision | undefined>(size).fill(undefined);
}
const DIRECTION_INDEX: Readonly<Record<Direction, number>> = { north: 0, east: 1, south: 2, west: 3 };
const PASS: TacmentoDecision = Object.freeze({ kind: 'pass' });

/** The frozen squadron maneuver of the troop at row, col pushed in `direction` (rows and columns 0 to 3). */
function squadronMove(row: number, col: number, direction: Direction): ManeuverDecision {
  // Stryker disable next-line ArithmeticOperator: equivalent — with a minus for any plus each move still has a slot of its own (every number below its base)
  const key = (row * 4 + col) * 4 + DIRECTION_INDEX[direction];
  return (made.squadron[key] ??= Object.freeze({ kind: 'squadron', row, col, direction })) as ManeuverDecision;
}

/** The frozen flanking maneuver of `card` (1 to 99) along `line` in `direction`, from between the Squadrons with `between`. */
function flankingMove(card: number, direction: Direction, line: number, between: boolean): ManeuverDecision {
  // Stryker disable next-line ArithmeticOperator: equivalent — with a minus for any plus each move still has a slot of its own (every number below its base)
  const key = ((card * 4 + DIRECTION_INDEX[direction]) * 4 + line) * 2 + (between ? 1 : 0);
  return (made.flanking[key] ??= Object.freeze(
    between
      ? { kind: 'flanking', card, direction, line, from: 'between' }
      : { kind: 'flanking', card, direction, line },
  )) as ManeuverDecision;
}

/** The frozen draft pick of `card` (1 to 99) to the Squadron position at row, col. */
function draftPick(card: number, row: number, col: number): TacmentoDecision {
  // Stryker disable next-line ArithmeticOperator: equivalent — with a minus for any plus each pick still has a slot of its own (every number below its base)
  return (made.draft[(card * 4 + row) * 4 + col] ??= Object.freeze({ kind: 'draft', card, row, col }));
}

/** The frozen keep of `card` (1 to 99) for the Reserve (R10 `chosen`). */
function keepPick(card: number): TacmentoDecision {
  return (made.keep[card] ??= Object.freeze({ kind: 'keep', card }));
}

/** Ruling R14: the directions of a flank from between the Squadrons (into B's Squadron, or into A's). */
const BETWEEN: readonly Direction[] = ['north', 'south'];

/** True when the troop at the entry edge would come back to its own place. */
function stationary(grid: Grid, direction: Direction, row: number, col: number): boolean {
  const entry = entryCell(grid, direction, direction === 'east' || direction === 'west' ? row : col);
  return entry.row === row && entry.col === col;
}

/** Squadron and flanking manoeuvres of `side` before any ability, in a fixed order. */
function baseManeuvers(
  grid: ManeuverState['grid'] & object,
  troops: readonly TroopCard[],
  side: Side,
  reserve: readonly number[],
  options: {
    mayMoveCell: (row: number, col: number) => boolean;
    mayFlank: boolean;
    /** Ruling R14, `squadrons`: flanks from the point between the two Squadrons too. */
    between: boolean;
    stationary: boolean;
    followArrows: boolean;
    mayChoose: (card: number) => boolean;
  },
): ManeuverDecision[] {
  const out: ManeuverDecision[] = [];
  // Index loops, not forEach with closures, and no Set or filtered lists: the engine lists a state's decisions at
  // every turn of every game.
  for (let row = 0; row < grid.length; row++) {
    const cells = grid[row]!;
    for (let col = 0; col < cells.length; col++) {
      const cell = cells[col]!;
      if (!options.mayMoveCell(row, col) || !options.mayChoose(cell.card)) continue;
      for (const arrow of troopOf(troops, cell.card).arrows) {
        const direction = tableDirection(arrow, cell.owner);
        if (!options.stationary && stationary(grid, direction, row, col)) continue;
        out.push(squadronMove(row, col, direction));
      }
    }
  }
  if (options.mayFlank) {
    // Stryker disable next-line EqualityOperator: equivalent — one past the end, indexOf(undefined) is -1, not i: skipped
    for (let i = 0; i < reserve.length; i++) {
      const card = reserve[i]!;
      // Each card number once (a Reserve may hold two cards of a number), in the Reserve's order.
      if (reserve.indexOf(card) !== i || !options.mayChoose(card)) continue;
      const arrows = troopOf(troops, card).arrows;
      // In DIRECTIONS' order, whatever the order of the card's arrows.
      for (const direction of DIRECTIONS) {
        if (options.followArrows && !pointsTo(arrows, side, direction)) continue;
        for (let line = 0; line < lineCount(grid, direction); line++)
          out.push(flankingMove(card, direction, line, false));
      }
      // Ruling R14, `squadrons`: the edge between the Squadrons is an exterior point of each, along the columns.
      if (!options.between) continue;
      for (const direction of BETWEEN) {
        if (options.followArrows && !pointsTo(arrows, side, direction)) continue;
        for (let line = 0; line < lineCount(grid, direction); line++)
          out.push(flankingMove(card, direction, line, true));
      }
    }
  }
  return out;
}

/** Whether one of a card's `arrows` points in `direction` on the table when `side` holds it. */
function pointsTo(arrows: readonly Direction[], side: Side, direction: Direction): boolean {
  for (const arrow of arrows) if (tableDirection(arrow, side) === direction) return true;
  return false;
}

/** Legal decisions in Maneuver mode. Rulebook: Maneuver Grounds set up; 1st Round; End of the Round. */
export function maneuverDecisions(state: ManeuverState): TacmentoDecision[] {
  if (state.phase === 'over') return [];
  if (state.phase === 'draft') {
    const side = draftPicker(state);
    if (side === null) return [];
    const placed = state.placed[side];
    // R10, `chosen`: after the 6th pick, a card of the hand is kept for the Reserve.
    if (placed.length >= 6) return state.hands[side].map(keepPick);
    // The Squadron positions taken, one bit each (row x 3 + column), then each card in hand to each free one (a draft
    // lists up to 9 x 6 decisions).
    let taken = 0;
    for (const p of placed) taken |= 1 << (p.row * 3 + p.col);
    const rows = squadronRows(side);
    const out: TacmentoDecision[] = [];
    for (const card of state.hands[side])
      for (const row of rows)
        for (let col = 0; col < 3; col++)
          if ((taken & (1 << (row * 3 + col))) === 0) out.push(draftPick(card, row, col));
    return out;
  }
  const side = state.turn;
  const grid = state.grid;
  if (grid.length === 0) return [];
  const captor = state.catchUp?.captor === side;
  const moves: TacmentoDecision[] = baseManeuvers(grid, state.troops, side, ofSide(state.reserve, side), {
    // Rulebook: "Each Contender can only maneuver with his own troops (right-side-up) and his Reserve."
    mayMoveCell: (row, col) => grid[row]![col]!.owner === side,
    // Rulebook: End of the Round — the Contender with 3 Prisoners may not make a Flanking maneuver.
    mayFlank: !captor,
    // Ruling R14: "put it in any exterior point of any Squadron".
    between: state.rules.flankingPoints === 'squadrons',
    stationary: state.rules.stationaryManeuver,
    followArrows: state.rules.flankingFollowsArrows,
    mayChoose: () => true,
  });
  // The captor "can skip his turn"; anyone with no manoeuvre at all passes (ruling R11).
  if (captor || moves.length === 0) moves.push(PASS);
  return moves;
}

/** The turn being played (1-based) and the round it belongs to. */
export function instructionTurn(state: InstructionState): { turn: number; round: number; roundStart: number } {
  const turn = state.turn + 1;
  const round = Math.ceil(turn / state.roundLength);
  return { turn, round, roundStart: (round - 1) * state.roundLength + 1 };
}

/** Objective cards whose banners apply. Rulebook: Level Summary — easy none, normal 1st, difficult 1st and 2nd, extreme all 3. */
export function bannerCards(state: InstructionState): number {
  return Math.min(state.objectives.length, DIFFICULTIES.indexOf(state.difficulty));
}

/**
 * The level whose banner restrictions are in force: the Level Summary row with as many banner cards as
 * `bannerCards` applies. Extreme or Difficult with fewer Objective cards plays, and scores, as a lower level.
 */
export function levelInForce(state: InstructionState): Difficulty {
  // DIFFICULTIES lists the Level Summary rows in order, so the index is the number of banner cards (0-3).
  return DIFFICULTIES[bannerCards(state)]!;
}

/** The banners in force on a turn (1-based). Turns past the 12 banners are white. */
export function bannersOn(state: InstructionState, turn: number): BannerColour[] {
  return state.objectives.slice(0, bannerCards(state)).map((o) => o.banners[turn - 1] ?? 'white');
}

/** Whether abilities may be used this turn: the once-per-round limit, and Gray banners ("for the rest of the round"). */
export function abilitiesAllowed(state: InstructionState): boolean {
  if (state.abilities === 'none') return false;
  if (state.abilities === 'once-per-round' && state.abilityUsedThisRound) return false;
  const { turn, roundStart } = instructionTurn(state);
  for (let t = roundStart; t <= turn; t++) if (bannersOn(state, t).includes('gray')) return false;
  return true;
}

/** Legal decisions in Instruction mode. Rulebook: Instruction Mode Round; Special abilities; Level III. */
export function instructionDecisions(state: InstructionState): TacmentoDecision[] {
  if (state.outcome !== null) return [];
  const { turn } = instructionTurn(state);
  const forbidden = new Set<Colour | BannerColour>(bannersOn(state, turn));
  const base = baseManeuvers(state.grid, state.troops, 'A', state.reserve, {
    mayMoveCell: () => true, // "All troops are on your side so you may take any card from the Tercio."
    // "You cannot take cards from the Reserve 2 turns in a row."
    mayFlank: state.reserve.length > 0 && (state.reserveTwiceInARow || !state.tookReserveLastTurn),
    between: false, // a Tercio of 4 x 3, no Squadrons (ruling R14)
    stationary: state.rules.stationaryManeuver,
    followArrows: state.rules.flankingFollowsArrows,
    // Level III: "You cannot choose <colour> troop cards this turn."
    mayChoose: (card) => !forbidden.has(troopOf(state.troops, card).colour),
  });
  const out: TacmentoDecision[] = [];
  const abilities = abilitiesAllowed(state);
  // Ruling R25: without a limit of use (the Campaign), each special card that moved may act.
  const both = state.abilities === 'unlimited' && state.rules.campaignAbilitiesPerTurn === 'each-moved';
  // Ruling R27: "The Instruction ends at the moment the Objective is fulfilled": no ability after it (by default).
  const endsAtOnce = state.rules.pushFulfilsObjective === 'ends-instruction';
  const fulfilled = (grid: Grid) => endsAtOnce && objectivesComplete({ ...state, grid });
  for (const move of base) {
    out.push(move);
    if (!abilities) continue;
    const push =
      move.kind === 'squadron'
        ? squadronManeuver(state.grid, move, move.direction)
        : flankingManeuver(state.grid, { card: move.card, owner: 'A' }, move.direction, move.line);
    const firsts = possibleAbilities(push, state.troops, state.rules.motivateLine);
    // Stryker disable next-line ConditionalExpression: speed only — no ability to offer: the Objectives need not be asked
    if (firsts.length === 0 || fulfilled(push.grid)) continue;
    for (const ability of firsts) {
      out.push(Object.freeze({ ...move, ability: Object.freeze(ability) }));
      if (!both) continue;
      const grid = useAbility(push, state.troops, ability)!;
      const seconds = possibleSecondAbilities(push, grid, state.troops, ability, state.rules.motivateLine);
      // Stryker disable next-line ConditionalExpression: speed only — no second ability to offer: the Objectives need not be asked
      if (seconds.length === 0 || fulfilled(grid)) continue;
      for (const secondAbility of seconds)
        out.push(Object.freeze({ ...move, ability, secondAbility: Object.freeze(secondAbility) }));
    }
  }
  if (state.rules.instructionPass || out.length === 0) out.push(PASS);
  return out;
}

/** Legal decisions of the active player in any mode, each frozen (see {@link made}). */
export function legalDecisions(state: TacmentoState): TacmentoDecision[] {
  return state.mode === 'maneuver' ? maneuverDecisions(state) : instructionDecisions(state);
}
