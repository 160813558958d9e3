/** A point on the table, in inches (x along side A's edge, y away from it). */
export interface MapPoint {
  readonly x: number;
  readonly y: number;
}

/** What an arrow on the map shows. */
export type MapMarkKind = 'move' | 'charge' | 'shot';

/** An arrow on the map: a unit's move, a charge or a shot, in table inches. */
export interface MapMark {
  readonly kind: MapMarkKind;
  readonly from: MapPoint;
  readonly to: MapPoint;
  /** Who made it, in the log's words (drawn as the arrow's tooltip). */
  readonly label: string;
}

/** What a renderer may use besides the state it draws. */
export interface DrawOptions {
  /** Arrows drawn over the table (the viewer passes those of the decision just made). */
  readonly marks?: readonly MapMark[];
  /**
   * The first state of the game, after setup: where each side deployed, so the caption and the deployment
   * zones stay true after the units have moved.
   */
  readonly start?: unknown;
  /** The game's scenario, for what the state does not keep (a deployment zone's depth). */
  readonly scenario?: unknown;
}

/** A piece the map names (a unit, a card), for the viewer's filter. */
export interface MapPiece {
  readonly id: string;
  /** Its name as the log writes it. */
  readonly name: string;
  readonly side: string;
}

/**
 * The drawing contract of a ruleset: pure functions from a state to an SVG document (no DOM, no clock,
 * the same state gives the same bytes). A ruleset package exports one as `tableRenderer`; `muster battle
 * --svg` and `muster view` find it by that name. It lives in core because every ruleset implements it and
 * rulesets depend on core alone; core's `SvgMap` is the shared drawing kit they build it with.
 *
 * @example
 * export const tableRenderer: TableRenderer = {
 *   ruleset: 'race',
 *   svg: (state, caption) => drawRace(state as RaceState, caption),
 *   turn: (state) => (state as RaceState).round,
 * };
 */
export interface TableRenderer {
  /** Id of the ruleset whose states this draws. */
  readonly ruleset: string;
  /** The table in `state` as a complete SVG document, with `caption` under the title. */
  svg(state: unknown, caption?: string, options?: DrawOptions): string;
  /**
   * The turn a state belongs to (a finished game: its last turn). When present, `--svg FILE` also draws
   * the table at the end of each turn, and the viewer offers "jump to turn".
   */
  turn?(state: unknown): number;
  /** The arrows one logged event draws (a move, a charge, a shot), given the states around it. */
  marks?(before: unknown, event: unknown, after: unknown): readonly MapMark[];
  /** The pieces on the map, named as the log names them (the viewer's unit filter). */
  pieces?(state: unknown): readonly MapPiece[];
}
