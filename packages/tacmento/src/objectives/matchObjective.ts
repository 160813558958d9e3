import type { ObjectiveCard, Requirement } from '../cards/ObjectiveCard.js';
import { objectiveTroop, type Colour, type TroopCard } from '../cards/TroopCard.js';

/** How an Objective's pattern sits on the Tercio when it is complete. */
export interface Placement {
  /** Quarter turns clockwise. */
  readonly rotation: 0 | 1 | 2 | 3;
  readonly mirrored: boolean;
  /** The pattern's north-west corner on the Tercio. */
  readonly row: number;
  readonly col: number;
  /** The colour chosen for each `oneOf` key. */
  readonly choices: Readonly<Record<string, Colour>>;
}

/** One cell test of a compiled placement: the Tercio cell (row-major index) and what it needs. */
export interface CellTest {
  readonly index: number;
  readonly key: string;
  readonly need: Requirement;
}

/** A pattern compiled against one Tercio shape: every placement allowed by its move/rotate flags. */
export interface CompiledObjective {
  readonly number: number;
  readonly placements: readonly {
    readonly placement: Omit<Placement, 'choices'>;
    readonly tests: readonly CellTest[];
  }[];
}

/** Options of objective matching. */
export interface MatchOptions {
  /** Whether a mirrored pattern counts (ruling R6; default false: the card says "move and/or rotate"). */
  readonly allowMirror: boolean;
  /**
   * Ruling R24: whether two either/or letters of one card may choose the same colour (`independent`, the
   * default when absent) or must choose `different` ones.
   */
  readonly eitherOrColours?: 'independent' | 'different';
}

/**
 * Whether the colours chosen for the either/or letters of one placement (`choices`, a colour per letter) are
 * allowed together. Rulebook: Completing an Instruction pattern — "For A, you can choose only one color among
 * the two indicated"; the text says nothing of two such letters, so ruling R24: under `different` no two letters
 * share a colour. The game, the setup, the bot and the solver's goals all ask this function.
 */
export function eitherOrChoicesAllowed(
  choices: Readonly<Record<string, Colour>> | readonly Colour[],
  options: Pick<MatchOptions, 'eitherOrColours'>,
): boolean {
  if (options.eitherOrColours !== 'different') return true;
  const colours = Array.isArray(choices) ? choices : Object.values(choices);
  return new Set(colours).size === colours.length;
}

function rotateOnce(pattern: readonly string[]): string[] {
  const rows = pattern.length;
  const cols = pattern[0]!.length;
  const out: string[] = [];
  for (let c = 0; c < cols; c++) {
    let row = '';
    for (let r = rows - 1; r >= 0; r--) row += pattern[r]![c]!;
    out.push(row);
  }
  return out;
}

/** {@link compileObjective}'s answers per Objective card, Tercio shape and mirror ruling (cards are never changed). */
const compiledKept = new WeakMap<ObjectiveCard, Map<string, CompiledObjective>>();

/**
 * Compiles an Objective for a Tercio of `rows` x `cols`: the pattern in every allowed orientation and
 * position. Rulebook: Completing an Instruction pattern — "You can move and/or rotate it along the Tercio".
 * A card with `move: false` is anchored at the Tercio's north-west corner (ruling R5). Computed once per card,
 * shape and mirror ruling: a game asks it at every legal-decision listing (ruling R27) and every turn's end.
 */
export function compileObjective(
  objective: ObjectiveCard,
  rows: number,
  cols: number,
  options: MatchOptions,
): CompiledObjective {
  let perCard = compiledKept.get(objective);
  if (perCard === undefined) compiledKept.set(objective, (perCard = new Map<string, CompiledObjective>()));
  const key = `${rows} ${cols} ${options.allowMirror}`;
  let compiled = perCard.get(key);
  if (compiled === undefined) perCard.set(key, (compiled = compilePlacements(objective, rows, cols, options)));
  return compiled;
}

function compilePlacements(
  objective: ObjectiveCard,
  rows: number,
  cols: number,
  options: MatchOptions,
): CompiledObjective {
  const seen = new Set<string>();
  const placements: { placement: Omit<Placement, 'choices'>; tests: CellTest[] }[] = [];
  for (const mirrored of options.allowMirror ? [false, true] : [false]) {
    let shape = mirrored ? objective.pattern.map((r) => r.split('').reverse().join('')) : [...objective.pattern];
    for (let rotation = 0; rotation < 4; rotation++, shape = rotateOnce(shape)) {
      if (rotation > 0 && !objective.rotate) break;
      const h = shape.length;
      const w = shape[0]!.length;
      if (h > rows || w > cols) continue;
      const maxRow = objective.move ? rows - h : 0;
      const maxCol = objective.move ? cols - w : 0;
      for (let row = 0; row <= maxRow; row++) {
        for (let col = 0; col <= maxCol; col++) {
          const tests: CellTest[] = [];
          // Keys are ASCII (ObjectiveCardSchema), so UTF-16 units are the keys, as in rotateOnce.
          for (const [r, line] of shape.entries())
            for (const [c, key] of line.split('').entries())
              if (key !== '.') tests.push({ index: (row + r) * cols + col + c, key, need: objective.legend[key]! });
          // Symmetric patterns give the same tests in several orientations: keep one.
          const id = tests.map((t) => `${t.index}${t.key}`).join(',');
          if (seen.has(id)) continue;
          seen.add(id);
          placements.push({ placement: { rotation: rotation as Placement['rotation'], mirrored, row, col }, tests });
        }
      }
    }
  }
  return { number: objective.number, placements };
}

function meets(card: TroopCard, need: Requirement): boolean {
  if ('colour' in need) return card.colour === need.colour;
  if ('troop' in need) return objectiveTroop(card.troop) === need.troop;
  if ('card' in need) return card.number === need.card;
  return need.oneOf.includes(card.colour);
}

/**
 * Where the compiled Objective is complete on a Tercio given row-major card numbers, or null.
 * `troops` maps card numbers to cards.
 */
export function findPlacement(
  compiled: CompiledObjective,
  cards: readonly number[],
  troops: ReadonlyMap<number, TroopCard>,
  options: Pick<MatchOptions, 'eitherOrColours'> = {},
): Placement | null {
  for (const { placement, tests } of compiled.placements) {
    const choices: Record<string, Colour> = {};
    let ok = true;
    for (const test of tests) {
      const card = troops.get(cards[test.index]!);
      if (!card || !meets(card, test.need)) {
        ok = false;
        break;
      }
      if ('oneOf' in test.need) {
        // Rulebook: "For A, you can choose only one color among the two indicated" — one choice per key.
        const chosen = choices[test.key];
        if (chosen === undefined) choices[test.key] = card.colour;
        else if (chosen !== card.colour) {
          ok = false;
          break;
        }
      }
    }
    if (ok && eitherOrChoicesAllowed(choices, options)) return { ...placement, choices };
  }
  return null;
}

/**
 * True when `objective` is complete on the Tercio. Convenience over {@link compileObjective} and
 * {@link findPlacement}.
 *
 * @example
 * matchObjective(objective, [[1, 2, 3], [4, 5, 6], [7, 8, 9], [10, 11, 12]], troops, { allowMirror: false });
 */
export function matchObjective(
  objective: ObjectiveCard,
  tercio: readonly (readonly number[])[],
  troops: ReadonlyMap<number, TroopCard>,
  options: MatchOptions,
): Placement | null {
  const rows = tercio.length;
  const cols = tercio[0]?.length ?? 0;
  return findPlacement(compileObjective(objective, rows, cols, options), tercio.flat(), troops, options);
}
