import {
  createGame,
  describeRoll,
  describeRollResult,
  type Game,
  type MapMark,
  type TableRenderer,
} from '@muster/core';
import { narrateEntries } from '../battle/narrate.js';

/** One line of the viewer's narrative: a decision, a roll or an event, in the ruleset's words. */
export interface ViewerEntry {
  readonly type: 'decision' | 'roll' | 'event';
  readonly text: string;
  /** The frame (decision) this entry belongs to; 0 is the setup. */
  readonly frame: number;
  readonly player?: string;
  /** A roll's dice ("3d6 needing 4+"), purpose and result ("2 successes", "11"), faces when kept. */
  readonly roll?: { readonly dice: string; readonly purpose: string; readonly result: string; readonly faces?: string };
}

/** The table after one decision (frame 0: after setup). */
export interface ViewerFrame {
  /** Index into {@link ViewerData.svgs} (frames drawing the same picture share it). */
  readonly svg: number;
  /** The turn, as the log's headers count it (0 for the setup when the ruleset reports none). */
  readonly turn: number;
  /** The activation: consecutive decisions of one player are one activation. */
  readonly activation: number;
  readonly player: string | null;
  /** The decision in words ("Setup" for frame 0). */
  readonly label: string;
}

/** Everything the viewer page shows, computed in Node by the ruleset's own reducer and renderer. */
export interface ViewerData {
  readonly title: string;
  readonly ruleset: string;
  /**
   * The distinct lines of all the maps; each map is a list of indices into it (`svgs`), joined by newlines.
   * Successive maps share most lines (terrain, legend, units that did not move), so a long game stays small.
   */
  readonly lines: readonly string[];
  readonly svgs: readonly (readonly number[])[];
  readonly frames: readonly ViewerFrame[];
  readonly entries: readonly ViewerEntry[];
  /** Pieces named on the maps, for the filter (names as the log writes them). */
  readonly pieces: readonly { readonly id: string; readonly name: string; readonly side: string }[];
}

function rollWords(roll: {
  kind: string;
  count: number;
  sides: number;
  target?: number;
  result: number;
  purpose: string;
  faces?: readonly number[];
}): NonNullable<ViewerEntry['roll']> {
  return {
    dice: describeRoll(roll as Parameters<typeof describeRoll>[0]),
    purpose: roll.purpose,
    result: describeRollResult(roll as Parameters<typeof describeRollResult>[0]),
    ...(roll.faces ? { faces: roll.faces.join(' ') } : {}),
  };
}

/**
 * Replays a game's log through its ruleset's reducer (the path `muster replay` checks) and draws the table
 * after every decision with the ruleset's renderer, the arrows of that decision's moves, charges and shots
 * on it. Frame 0 is the table after setup.
 *
 * @example
 * const data = viewerFrames(report.game, entry.renderer, 'Tercios, seed 7');
 */
export function viewerFrames(game: Game, renderer: TableRenderer, title: string): ViewerData {
  const steps = narrateEntries(game);
  // The state the log starts from (setup logs rolls, not events), as narrateEntries rebuilds it.
  const initial = createGame(game.ruleset, game.scenario, { seed: game.seed, options: game.options }).state;
  const lines: string[] = [];
  const lineIndex = new Map<string, number>();
  const svgs: number[][] = [];
  const svgIndex = new Map<string, number>();
  const lineOf = (line: string): number => {
    let i = lineIndex.get(line);
    if (i === undefined) {
      i = lines.length;
      lines.push(line);
      lineIndex.set(line, i);
    }
    return i;
  };
  const frames: ViewerFrame[] = [];
  const entries: ViewerEntry[] = [];
  const draw = { start: initial, scenario: game.scenario };
  const intern = (svg: string): number => {
    let i = svgIndex.get(svg);
    if (i === undefined) {
      i = svgs.length;
      svgs.push(svg.split('\n').map(lineOf));
      svgIndex.set(svg, i);
    }
    return i;
  };
  let marks: MapMark[] = [];
  let previous = initial;
  let frame = 0;
  let activation = 0;
  let lastPlayer: string | null = null;
  let current: Omit<ViewerFrame, 'svg'> = { turn: 0, activation: 0, player: null, label: 'Setup' };
  const close = (state: unknown) => {
    frames.push({ ...current, svg: intern(renderer.svg(state, current.label, { ...draw, marks })) });
  };
  for (const step of steps) {
    const { entry } = step;
    if (entry.type === 'decision') {
      close(previous);
      frame += 1;
      if (entry.player !== lastPlayer) activation += 1;
      lastPlayer = entry.player;
      marks = [];
      current = {
        turn: step.turn ?? 0,
        activation,
        player: entry.player,
        label: `Decision ${frame}: [${entry.player}] ${step.text}`,
      };
      entries.push({ type: 'decision', text: step.text, frame, player: entry.player });
    } else if (entry.type === 'roll') {
      entries.push({ type: 'roll', text: step.text, frame, roll: rollWords(entry.roll) });
    } else {
      if (renderer.marks) marks.push(...renderer.marks(previous, entry.event, step.stateAfter));
      entries.push({ type: 'event', text: step.text, frame });
    }
    previous = step.stateAfter;
  }
  close(previous);
  const pieces = renderer.pieces ? [...renderer.pieces(game.state)] : [];
  return { title, ruleset: game.ruleset.id, lines, svgs, frames, entries, pieces };
}
