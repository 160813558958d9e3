import { describeRoll, describeRollResult, type Roll } from '../dice/Roll.js';
import type { Game } from '../game/Game.js';
import { narrateGame } from './narrateGame.js';
import type { MapMark, TableRenderer } from './TableRenderer.js';

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

/** Everything the replay viewer shows, computed by the ruleset's own reducer and renderer. */
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

const rollWords = (roll: Roll): NonNullable<ViewerEntry['roll']> => ({
  dice: describeRoll(roll),
  purpose: roll.purpose,
  result: describeRollResult(roll),
  ...(roll.faces ? { faces: roll.faces.join(' ') } : {}),
});

/**
 * Replays a game's log through its ruleset's reducer (the path `muster replay` checks) and draws the table
 * after every decision with the ruleset's renderer, the arrows of that decision's moves, charges and shots
 * on it. Frame 0 is the table after setup. It uses no Node API: the CLI writes its result into a page
 * (`viewerPage`), the club companion shows it in the app (`mountViewer`).
 *
 * @example
 * const report = replay(tercios, saved);
 * const data = viewerFrames(report.game, tableRenderer, 'Tercios, seed 7');
 */
export function viewerFrames(game: Game, renderer: TableRenderer, title: string): ViewerData {
  const { start: initial, startTurn, entries: narrated } = narrateGame(game);
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
  const intern = (svg: string): number => {
    let i = svgIndex.get(svg);
    if (i === undefined) {
      i = svgs.length;
      svgs.push(svg.split('\n').map(lineOf));
      svgIndex.set(svg, i);
    }
    return i;
  };
  const frames: ViewerFrame[] = [];
  const entries: ViewerEntry[] = [];
  const draw = { start: initial, scenario: game.scenario };
  let marks: MapMark[] = [];
  let state = initial;
  let frame = 0;
  let activation = 0;
  let lastPlayer: string | null = null;
  let current: Omit<ViewerFrame, 'svg'> = { turn: 0, activation: 0, player: null, label: 'Setup' };
  const close = () => {
    frames.push({ ...current, svg: intern(renderer.svg(state, current.label, { ...draw, marks })) });
  };
  let turn = startTurn;
  for (const { entry, text, turn: turnAfter, stateAfter } of narrated) {
    // Each entry is described against the state just before it, as the log reads (narrateGame).
    if (entry.type === 'decision') {
      close();
      frame += 1;
      if (entry.player !== lastPlayer) activation += 1;
      lastPlayer = entry.player;
      marks = [];
      const label = `Decision ${frame}: [${entry.player}] ${text}`;
      current = { turn: turn ?? 0, activation, player: entry.player, label };
      entries.push({ type: 'decision', text, frame, player: entry.player });
    } else if (entry.type === 'roll') {
      entries.push({ type: 'roll', text, frame, roll: rollWords(entry.roll) });
    } else {
      if (renderer.marks) marks.push(...renderer.marks(state, entry.event, stateAfter));
      entries.push({ type: 'event', text, frame });
      state = stateAfter;
    }
    turn = turnAfter;
  }
  close();
  const pieces = renderer.pieces ? [...renderer.pieces(game.state)] : [];
  return { title, ruleset: game.ruleset.id, lines, svgs, frames, entries, pieces };
}
