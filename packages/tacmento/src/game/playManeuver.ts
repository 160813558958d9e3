import type { TroopCard } from '../cards/TroopCard.js';
import { cellAt, findCard, lineCount, type Grid, type Side } from '../grounds/Grid.js';
import { command, flankingManeuver, motivate, squadronManeuver, type PushOutcome } from '../grounds/push.js';
import type { Ability, ManeuverDecision } from './Decision.js';
import type { TacmentoOptions } from '../options/options.js';

/** The result of playing one manoeuvre (and its ability) on a grid. */
export interface PlayedManeuver {
  readonly push: PushOutcome;
  /** The grid at the end of the turn (after the ability, if any). */
  readonly grid: Grid;
  /** The card that chose to manoeuvre. */
  readonly chosen: number;
}

/** The card numbers of the Captain and the Drummers and Fifers in a deck. */
export function specialCards(troops: readonly TroopCard[]): { captain: number | null; drummers: number | null } {
  return {
    captain: troops.find((t) => t.ability === 'command')?.number ?? null,
    drummers: troops.find((t) => t.ability === 'motivate')?.number ?? null,
  };
}

/**
 * Plays a squadron or flanking manoeuvre of `side` on `grid` (no legality checks: see the sequence), then
 * its ability. Null when the ability cannot be used here (its card did not move, or the Captain lacks
 * neighbours on that axis).
 */
export function playManeuver(
  grid: Grid,
  troops: readonly TroopCard[],
  side: Side,
  maneuver: ManeuverDecision,
): PlayedManeuver | null {
  const last = handOver;
  handOver = null;
  if (last !== null && last.grid === grid && last.maneuver === maneuver && last.side === side && last.troops === troops)
    return last.played;
  const played = play(grid, troops, side, maneuver);
  handOver = { grid, troops, side, maneuver, played };
  return played;
}

/**
 * The manoeuvre played last, kept for one more call: resolving a decision plays it to learn what it
 * expels, and the reducer then plays the same decision object on the same grid for the event it emitted
 * (in every game turn, and for every candidate the bot weighs). The second call takes the first's result
 * instead of playing it again; any call uses up what was kept, so a result is handed over at most once,
 * to the call that immediately follows with the very same grid, troops, side and decision objects.
 */
let handOver: {
  grid: Grid;
  troops: readonly TroopCard[];
  side: Side;
  maneuver: ManeuverDecision;
  played: PlayedManeuver | null;
} | null = null;

function play(grid: Grid, troops: readonly TroopCard[], side: Side, maneuver: ManeuverDecision): PlayedManeuver | null {
  const push =
    maneuver.kind === 'squadron'
      ? squadronManeuver(grid, { row: maneuver.row, col: maneuver.col }, maneuver.direction)
      : flankingManeuver(
          grid,
          { card: maneuver.card, owner: side },
          maneuver.direction,
          maneuver.line,
          maneuver.from === 'between',
        );
  const chosen =
    maneuver.kind === 'squadron' ? cellAt(grid, { row: maneuver.row, col: maneuver.col }).card : maneuver.card;
  let after = maneuver.ability ? useAbility(push, troops, maneuver.ability) : push.grid;
  if (after !== null && maneuver.secondAbility)
    after = maneuver.ability ? useSecondAbility(push, after, troops, maneuver.ability, maneuver.secondAbility) : null;
  if (after === null) return null;
  return { push, grid: after, chosen };
}

/**
 * A special ability at the end of the turn: the Captain or the Drummers must have moved in this manoeuvre
 * ("either by choosing him or moving him with another troop") and be in the Tercio. Motivate pushes the line it
 * names (ruling R15, `motivateLine: 'parallel'`: a line parallel to the push, null past the Tercio's edge), else
 * the pushed line again; which form is legal is the legal decisions' business.
 * Rulebook: Special abilities > Command; Motivate.
 */
export function useAbility(push: PushOutcome, troops: readonly TroopCard[], ability: Ability): Grid | null {
  const { captain, drummers } = specialCards(troops);
  if (ability.kind === 'command') {
    if (captain === null || !push.moved.includes(captain)) return null;
    const at = findCard(push.grid, captain);
    return at === null ? null : command(push.grid, at, ability.axis);
  }
  if (drummers === null || !push.moved.includes(drummers) || findCard(push.grid, drummers) === null) return null;
  const line = ability.line ?? push.line;
  if (line >= lineCount(push.grid, push.direction)) return null;
  return motivate(push.grid, push.direction, line).grid;
}

/**
 * Ruling R25 (`campaignAbilitiesPerTurn: 'each-moved'`): the other special card's ability after `first`, on `grid`
 * (the Tercio after `first`). Each special card that moved in the turn's manoeuvre acts once: the second ability
 * must be of the other kind, and its card must have moved in the manoeuvre itself (`push`); the first ability's
 * own move does not trigger it (Motivate carrying the Captain along gives no Command). Null when it cannot act.
 * Rulebook: Special abilities — "extra actions that you can perform at the end of a turn"; Campaign — "no limit of
 * use".
 */
export function useSecondAbility(
  push: PushOutcome,
  grid: Grid,
  troops: readonly TroopCard[],
  first: Ability,
  second: Ability,
): Grid | null {
  if (first.kind === second.kind) return null;
  return useAbility({ ...push, grid }, troops, second);
}

/**
 * The abilities that could follow this push (before once-per-round and banner limits); under ruling R15's
 * `motivateLine: 'parallel'` Motivate once per line parallel to the push.
 */
export function possibleAbilities(
  push: PushOutcome,
  troops: readonly TroopCard[],
  motivateLine: TacmentoOptions['motivateLine'] = 'same',
): Ability[] {
  return abilityCandidates(motivateLine).filter((a) => useAbility(push, troops, a) !== null);
}

/** The Motivate lines a decision may name under `parallel` (rows of a 4 x 3 Tercio; a column push has 3). */
const MOST_LINES = 4;

/**
 * Every ability a decision may name, in the order decisions list them: Command up and down, Command across, then
 * Motivate (ruling R15: under `parallel` once per line, 0 to 3; {@link useAbility} refuses a line past the edge).
 */
export function abilityCandidates(motivateLine: TacmentoOptions['motivateLine']): Ability[] {
  const out: Ability[] = [
    { kind: 'command', axis: 'vertical' },
    { kind: 'command', axis: 'horizontal' },
  ];
  if (motivateLine === 'same') out.push({ kind: 'motivate' });
  else for (let line = 0; line < MOST_LINES; line++) out.push({ kind: 'motivate', line });
  return out;
}

/** Ruling R25: the abilities that could follow `first` after this push (`grid`: the Tercio after `first`). */
export function possibleSecondAbilities(
  push: PushOutcome,
  grid: Grid,
  troops: readonly TroopCard[],
  first: Ability,
  motivateLine: TacmentoOptions['motivateLine'] = 'same',
): Ability[] {
  return abilityCandidates(motivateLine).filter(
    (second) => useSecondAbility(push, grid, troops, first, second) !== null,
  );
}
